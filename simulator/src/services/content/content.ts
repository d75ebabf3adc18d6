import { randomInt } from 'node:crypto';
import type { Schemas } from '@dehong/api-spec';
import { MINUTE_MS } from '@dehong/api-spec/domain';
import type { Clock } from '../../clock';
import { localized } from '../../i18n/catalogue';
import type { Language } from '../../i18n/messages';
import type { Store } from '../../repositories/store';
import { apiTime, pageOf, paging, type PageQuery } from '../../util/format';
import { randomKey } from '../../util/random';
import { areaFilter } from '../orders/orders';

const CAPTCHA_TTL_MS = 5 * MINUTE_MS;
const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Published content: lots for the map, news, activities, banners, menus, FAQ, captcha. */
export function contentService(store: Store, clock: Clock) {
  const { content } = store;

  return {
    lots(query: { type?: 0 | 1; region?: string } & PageQuery) {
      const page = paging(query, 200);
      // One literal for both queries, not a spread with keys added
      // (repositories/members/members.ts).
      const filter = {
        type: query.type ?? null,
        code: areaFilter(query.region),
        limit: page.limit,
        offset: page.offset,
      };
      const list = content.lots(filter).map((row): Schemas['Lot'] => ({
        serial: row.serial,
        name: row.name,
        type: row.type === 1 ? 1 : 0,
        space: row.space,
        full: row.full,
        lng: row.lng,
        lat: row.lat,
        address: row.address,
        code: row.code,
      }));
      return pageOf(list, content.countLots(filter), page);
    },

    news(
      query: {
        recommend?: 0 | 1;
        type?: string;
        classification?: 0 | 1;
        name?: string;
      } & PageQuery,
    ) {
      const page = paging(query);
      const filter = {
        recommend: query.recommend ?? null,
        type: query.type ?? null,
        classification: query.classification ?? null,
        name: query.name?.trim() || null,
      };
      const list = content
        .news({ ...filter, limit: page.limit, offset: page.offset })
        .map((row): Schemas['News'] => ({
          serial: row.serial,
          title: row.title,
          digest: row.digest,
          cover: row.cover,
          url: row.url,
          type: row.type_serial,
          recommend: row.recommend === 1 ? 1 : 0,
          createTime: apiTime(row.created_at),
        }));
      return pageOf(list, content.countNews(filter), page);
    },

    newsTypes: () => content.newsTypes(),
    newsArticle: (serial: string) => content.newsBySerial(serial),
    activity: (serial: string) => content.activityBySerial(serial),

    activities(query: { name?: string } & PageQuery) {
      const page = paging(query);
      const name = query.name?.trim() || null;
      const list = content
        .activities({ name, limit: page.limit, offset: page.offset })
        .map((row): Schemas['Activity'] => ({
          serial: row.serial,
          title: row.title,
          cover: row.cover,
          url: row.url,
          startDate: row.start_date,
          endDate: row.end_date,
        }));
      return pageOf(list, content.countActivities(name), page);
    },

    banners(
      query: { recommend?: 0 | 1; area?: string },
      language: Language = 'zh',
    ): Schemas['Banner'][] {
      return content
        .banners({ recommend: query.recommend ?? null, area: query.area ?? null })
        .map((row) => ({
          serial: row.serial,
          type: row.type as Schemas['BannerType'],
          cover: row.cover,
          name: localized(language, row.name, row.name_en),
          content: row.content,
        }));
    },

    elements(screen: string): Schemas['Element'][] {
      return content.elements(screen).map((row) => ({
        serial: row.serial,
        name: row.name,
        icon: row.icon,
        path: row.path,
        needLogin: row.need_login === 1,
        open: row.open === 1,
      }));
    },

    /** The operator's FAQ, in the reader's language. */
    questions: (language: Language = 'zh'): Schemas['Question'][] =>
      content.questions().map((row) => ({
        serial: String(row.id),
        question: localized(language, row.question, row.question_en),
        answer: localized(language, row.answer, row.answer_en),
      })),

    captcha(): Schemas['Captcha'] {
      const key = randomKey();
      const text = Array.from(
        { length: 4 },
        () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)],
      ).join('');
      content.insertCaptcha(key, text, clock.nowMs() + CAPTCHA_TTL_MS);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#eef2f7"/><text x="60" y="28" font-size="24" text-anchor="middle" font-family="monospace" fill="#1f3b63" transform="rotate(-4 60 20)">${text}</text></svg>`;
      return { key, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    logAction(action: { action: string; page?: string; detail?: string }) {
      content.insertActionLog({
        action: action.action,
        page: action.page ?? '',
        detail: action.detail ?? '',
        createdAt: clock.nowMs(),
      });
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
