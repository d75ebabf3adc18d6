import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

/** The app configuration, help questions, banners and service halls the content states put up. */
export function contentSeedRepository(db: Db) {
  const s = onFirstUse(db, {
    hasConfig: () => db.prepare('SELECT 1 FROM app_config'),
    putQuestion: () =>
      db.prepare(
        `INSERT OR REPLACE INTO questions (id, question, answer, sort)
       VALUES (@id, '路内停车怎么收费？', '芒市路内停车前15分钟免费，超过后每开始一小时2元。', 0)`,
      ),
    putHomeBanner: () =>
      db.prepare(
        `INSERT OR REPLACE INTO banners (serial, type, cover, name, content, area, recommend, sort)
       VALUES (@serial, 'news', '/media/cover/banner/1.svg', '停车收费标准调整公告', '/media/news/N001.html', 'home', 1, 0)`,
      ),
    putServiceHall: () =>
      db.prepare(
        `INSERT OR REPLACE INTO orgs (serial, name, address, lng, lat, tel, open_time, licence_number,
         licence, licence_valid_until)
       VALUES (@serial, '芒市停车服务大厅', '芒市勇罕街12号', 98.5871, 24.4349, '0692-2888666',
         '09:00-17:30', '91533100MA6N000001', '/media/licence/org.svg', '2030-12-31')`,
      ),
  });
  return {
    hasConfig: () => s.hasConfig.get() !== undefined,
    /** A help-centre question whose id is `id`. */
    putQuestion: (id: number) => s.putQuestion.run({ id }),
    /** A recommended home banner of type news. */
    putHomeBanner: (serial: string) => s.putHomeBanner.run({ serial }),
    /** The Mangshi service hall, near the map's centre. */
    putServiceHall: (serial: string) => s.putServiceHall.run({ serial }),
  };
}
