import { addDays, DAY_MS } from '@dehong/api-spec/domain';
import { contentSeedRepository } from '../repositories/seed/content';
import { APP_CONFIG } from './content';
import { type StateContext } from './context';

/** The app configuration, news, activities, help questions, banners, halls and feedback. */
export function contentStates({ db, rows, now, today, member }: StateContext) {
  const content = contentSeedRepository(db);

  return {
    /** The app configuration, unless one is published (every call needs its app id). */
    appConfig() {
      if (content.hasConfig()) return;
      rows.insert('app_config', {
        ...APP_CONFIG,
        notice: '<p>停车缴费请认准德宏停车官方渠道。</p>',
        launch_url: '',
      });
    },

    /** A news type with `count` articles, newest first, the newest recommended. */
    newsType(serial: string, name: string, count: number) {
      const typeId = rows.insert('news_types', { serial, name, sort: 0 });
      for (let index = 0; index < count; index++) {
        const article = `${serial}N${index + 1}`;
        rows.insert('news', {
          serial: article,
          title: `${name}（${index + 1}）`,
          digest: '停车资讯摘要',
          cover: `/media/cover/news/${index + 1}.svg`,
          url: `/media/news/${article}.html`,
          type_id: typeId,
          recommend: index === 0 ? 1 : 0,
          classification: 0,
          created_at: now() - index * DAY_MS,
        });
      }
    },

    activities(count: number) {
      for (let index = 0; index < count; index++) {
        rows.insert('activities', {
          serial: `ACTS${index + 1}`,
          title: `停车活动${index + 1}`,
          cover: `/media/cover/activity/${index + 1}.svg`,
          url: `/media/activity/ACTS${index + 1}.html`,
          start_date: today(),
          end_date: addDays(today(), 30),
          created_at: now() - index * DAY_MS,
        });
      }
    },

    feedbackReplied(phone: string, serial: string) {
      rows.insert('feedback', {
        serial,
        member_id: member(phone).id,
        content: '希望增加停车位。',
        contact: phone,
        images: '[]',
        reply: '感谢您的建议。',
        created_at: now() - DAY_MS,
      });
    },

    /** A help-centre question with its answer; the serial is the question's id (digits). */
    question(serial: string) {
      content.putQuestion(Number(serial));
    },

    /** A recommended home banner of type news. */
    homeBanner(serial: string) {
      content.putHomeBanner(serial);
    },

    serviceHall(serial: string) {
      content.putServiceHall(serial);
    },
  };
}
