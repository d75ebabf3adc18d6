import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { clientFor, freshPact, success, settled } from '../../src/consumer';
import { NEWS_TYPE_NAME, NEWS_TYPE_SERIAL } from '../../src/examples';
import { count, serial, text } from '../../src/matchers';
import { STATES, given } from '../../src/provider-states';

const { eachLike, atLeastLike } = MatchersV3;
const pact = freshPact('material');

const newsType = given(STATES.newsType, {
  serial: NEWS_TYPE_SERIAL,
  name: NEWS_TYPE_NAME,
  count: 25,
});

/** A news list item: title, digest and cover (spec section 2), and where it opens. */
const article = {
  serial: serial('NEWS000001'),
  title: text('芒市部分路段停车收费调整公告'),
  digest: text('自12月1日起执行新收费标准'),
  cover: text('https://img.example.invalid/news.jpg'),
  url: text('https://news.example.invalid/1'),
};

/**
 * News: tabs by news type with search, 10 a page, "no more news" on the last page and "no news
 * data" when a search finds nothing; the home tab shows the latest recommended ones.
 */
describe('news', () => {
  it('lists the news types for the tabs', async () => {
    await pact
      .addInteraction()
      .given(...newsType)
      .uponReceiving('a request for the news types')
      .withRequest('GET', '/material/v1/api/news/type/list')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success(
            eachLike({
              serial: serial(NEWS_TYPE_SERIAL),
              name: text(NEWS_TYPE_NAME),
              total: count(25),
            }),
          ),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const [type] = await clientFor(server).listNewsTypes();
          expect(type).toEqual({ serial: NEWS_TYPE_SERIAL, name: NEWS_TYPE_NAME, total: 25 });
        }),
      );
  });

  it('lists the first page of a news type', async () => {
    await pact
      .addInteraction()
      .given(...newsType)
      .uponReceiving('a request for the first page of a news type')
      .withRequest('GET', '/material/v1/api/news/list', (request) =>
        request.query({ type: NEWS_TYPE_SERIAL, page: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({ list: eachLike(article), page: 1, pageSize: 10, total: count(25) }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const news = await clientFor(server).listNews({
            type: NEWS_TYPE_SERIAL,
            page: 1,
            pageSize: 10,
          });
          expect(news.list[0]?.title).toBe('芒市部分路段停车收费调整公告');
          expect(news.page * news.pageSize < news.total).toBe(true);
        }),
      );
  });

  it('on the last page, stops paging (no more news)', async () => {
    await pact
      .addInteraction()
      .given(...newsType)
      .uponReceiving('a request for the last page of a news type')
      .withRequest('GET', '/material/v1/api/news/list', (request) =>
        request.query({ type: NEWS_TYPE_SERIAL, page: '3', pageSize: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({ list: atLeastLike(article, 1, 5), page: 3, pageSize: 10, total: count(25) }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const news = await clientFor(server).listNews({
            type: NEWS_TYPE_SERIAL,
            page: 3,
            pageSize: 10,
          });
          expect(news.list).toHaveLength(5);
          expect(news.page * news.pageSize < news.total).toBe(false);
        }),
      );
  });

  it('when a search finds nothing, gets an empty list (no news data)', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.noNewsMatching, { name: '无此标题' }))
      .uponReceiving('a news search that finds nothing')
      .withRequest('GET', '/material/v1/api/news/list', (request) =>
        request.query({ name: '无此标题', page: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(success({ list: [], page: 1, pageSize: 10, total: 0 })),
      )
      .executeTest(
        settled(async (server) => {
          const news = await clientFor(server).listNews({
            name: '无此标题',
            page: 1,
            pageSize: 10,
          });
          expect(news.list).toEqual([]);
        }),
      );
  });

  it('lists the latest recommended news for the home tab', async () => {
    await pact
      .addInteraction()
      .given(...newsType)
      .uponReceiving('a request for the latest recommended news')
      .withRequest('GET', '/material/v1/api/news/list', (request) =>
        request.query({ recommend: '1', page: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({ list: eachLike(article), page: 1, pageSize: 10, total: count(1) }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const news = await clientFor(server).listNews({ recommend: 1, page: 1, pageSize: 10 });
          expect(news.list[0]?.url).toBe('https://news.example.invalid/1');
        }),
      );
  });
});

/** Activities: cover images, 10 a page, with search and "no activity data" when there is none. */
describe('activities', () => {
  const activity = {
    serial: serial('ACT000001'),
    title: text('充值送好礼'),
    cover: text('https://img.example.invalid/activity.jpg'),
    url: text('https://activity.example.invalid/1'),
  };

  it('lists the first page of activities', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.activities, { count: 12 }))
      .uponReceiving('a request for the first page of activities')
      .withRequest('GET', '/material/v1/api/activity/list', (request) =>
        request.query({ page: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({ list: eachLike(activity), page: 1, pageSize: 10, total: count(12) }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const activities = await clientFor(server).listActivities({ page: 1, pageSize: 10 });
          expect(activities.list[0]?.cover).toBe('https://img.example.invalid/activity.jpg');
        }),
      );
  });

  it('on the last page, stops paging', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.activities, { count: 12 }))
      .uponReceiving('a request for the last page of activities')
      .withRequest('GET', '/material/v1/api/activity/list', (request) =>
        request.query({ page: '2', pageSize: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({ list: atLeastLike(activity, 1, 2), page: 2, pageSize: 10, total: count(12) }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const activities = await clientFor(server).listActivities({ page: 2, pageSize: 10 });
          expect(activities.page * activities.pageSize < activities.total).toBe(false);
        }),
      );
  });

  it('when there is no activity, gets an empty list (no activity data)', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.noActivities, {}))
      .uponReceiving('a request for activities when there are none')
      .withRequest('GET', '/material/v1/api/activity/list', (request) =>
        request.query({ page: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(success({ list: [], page: 1, pageSize: 10, total: 0 })),
      )
      .executeTest(
        settled(async (server) => {
          const activities = await clientFor(server).listActivities({ page: 1, pageSize: 10 });
          expect(activities.list).toEqual([]);
        }),
      );
  });
});
