import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

export interface LotRow {
  serial: string;
  name: string;
  type: number;
  space: number;
  full: number;
  lng: number;
  lat: number;
  address: string;
  code: string;
}

export interface NewsRow {
  id: number;
  serial: string;
  title: string;
  digest: string;
  cover: string;
  url: string;
  type_serial: string;
  recommend: number;
  created_at: number;
}

export interface ActivityRow {
  serial: string;
  title: string;
  cover: string;
  url: string;
  start_date: string;
  end_date: string;
}

const NEWS = `SELECT n.*, t.serial AS type_serial FROM news n JOIN news_types t ON t.id = n.type_id`;
// Title search with instr, not LIKE: a search for % or _ looks for that character (ASCII case
// folded as LIKE did).
const NEWS_FILTER = `(@recommend IS NULL OR n.recommend = @recommend)
  AND (@type IS NULL OR t.serial = @type)
  AND (@classification IS NULL OR n.classification = @classification)
  AND (@name IS NULL OR instr(lower(n.title), lower(@name)) > 0)`;

/** Published content: lots, news, activities, banners, menu elements, FAQ, captchas. */
export function contentRepository(db: Db) {
  const s = onFirstUse(db, {
    lots: () =>
      db.prepare(
        `SELECT * FROM lots WHERE (@type IS NULL OR type = @type) AND (@code IS NULL OR code LIKE @code || '%')
       ORDER BY id LIMIT @limit OFFSET @offset`,
      ),
    countLots: () =>
      db
        .prepare(
          `SELECT COUNT(*) FROM lots WHERE (@type IS NULL OR type = @type) AND (@code IS NULL OR code LIKE @code || '%')`,
        )
        .pluck(),
    news: () =>
      db.prepare(
        `${NEWS} WHERE ${NEWS_FILTER} ORDER BY n.created_at DESC, n.id DESC LIMIT @limit OFFSET @offset`,
      ),
    countNews: () =>
      db
        .prepare(
          `SELECT COUNT(*) FROM news n JOIN news_types t ON t.id = n.type_id WHERE ${NEWS_FILTER}`,
        )
        .pluck(),
    newsBySerial: () => db.prepare(`${NEWS} WHERE n.serial = @serial`),
    newsTypes: () =>
      db.prepare(
        `SELECT t.serial, t.name, COUNT(n.id) AS total FROM news_types t
       LEFT JOIN news n ON n.type_id = t.id GROUP BY t.id ORDER BY t.sort, t.id`,
      ),
    activities: () =>
      db.prepare(
        `SELECT * FROM activities WHERE (@name IS NULL OR instr(lower(title), lower(@name)) > 0)
       ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
      ),
    countActivities: () =>
      db
        .prepare(
          `SELECT COUNT(*) FROM activities WHERE (@name IS NULL OR instr(lower(title), lower(@name)) > 0)`,
        )
        .pluck(),
    activityBySerial: () => db.prepare('SELECT * FROM activities WHERE serial = @serial'),
    banners: () =>
      db.prepare(
        `SELECT * FROM banners WHERE (@recommend IS NULL OR recommend = @recommend)
         AND (@area IS NULL OR area = @area) ORDER BY sort, id`,
      ),
    elements: () => db.prepare('SELECT * FROM elements WHERE screen = @screen ORDER BY sort, id'),
    questions: () => db.prepare('SELECT * FROM questions ORDER BY sort, id'),
    insertCaptcha: () =>
      db.prepare('INSERT INTO captchas (key, text, expires_at) VALUES (@key, @text, @expiresAt)'),
    insertActionLog: () =>
      db.prepare(
        `INSERT INTO action_logs (action, page, detail, created_at)
       VALUES (@action, @page, @detail, @createdAt)`,
      ),
  });
  type Page = { limit: number; offset: number };
  type NewsFilter = {
    recommend: number | null;
    type: string | null;
    classification: number | null;
    name: string | null;
  };
  type LotFilter = { type: number | null; code: string | null };
  return {
    lots: (q: LotFilter & Page) => s.lots.all(q) as LotRow[],
    countLots: (q: LotFilter) => s.countLots.get(q) as number,
    news: (q: NewsFilter & Page) => s.news.all(q) as NewsRow[],
    countNews: (q: NewsFilter) => s.countNews.get(q) as number,
    newsBySerial: (serial: string) => s.newsBySerial.get({ serial }) as NewsRow | undefined,
    newsTypes: () => s.newsTypes.all() as { serial: string; name: string; total: number }[],
    activities: (q: { name: string | null } & Page) => s.activities.all(q) as ActivityRow[],
    countActivities: (name: string | null) => s.countActivities.get({ name }) as number,
    activityBySerial: (serial: string) =>
      s.activityBySerial.get({ serial }) as ActivityRow | undefined,
    banners: (q: { recommend: number | null; area: string | null }) =>
      s.banners.all(q) as {
        serial: string;
        type: string;
        cover: string;
        name: string;
        name_en: string;
        content: string;
      }[],
    elements: (screen: string) =>
      s.elements.all({ screen }) as {
        serial: string;
        name: string;
        icon: string;
        path: string;
        need_login: number;
        open: number;
      }[],
    questions: () =>
      s.questions.all() as {
        id: number;
        question: string;
        answer: string;
        question_en: string;
        answer_en: string;
      }[],
    insertCaptcha: (key: string, text: string, expiresAt: number) =>
      s.insertCaptcha.run({ key, text, expiresAt }),
    insertActionLog: (a: { action: string; page: string; detail: string; createdAt: number }) =>
      s.insertActionLog.run(a),
  };
}
