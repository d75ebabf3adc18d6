import { describe, expect, it } from 'vitest';
import { FIXTURES, stateSeeder, type RunningSimulator } from '../../src/index';
import { changedTables, dbDigest, tableDigests } from '../support/db-digest';
import { http, signIn, startTestSimulator, tokenOf, type Envelope } from '../support/simulator';

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  '" OR ""="',
  "云N12345' OR 1=1 --",
  '1) UNION SELECT phone, funds FROM members --',
  "x'); DELETE FROM members WHERE ('1'='1",
];
const XSS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  '<svg/onload=alert(1)>',
  'javascript:alert(1)',
  "</textarea><iframe src='//evil.example'>",
];
const PAYLOADS = [...SQL, ...XSS];

/**
 * What the text test writes: B's feedback, posts, comments, nickname (B's member row) and the line
 * B's action journal gets for the nickname change.
 */
const WRITTEN = ['comments', 'feedback', 'member_actions', 'members', 'posts'];

type Page<T> = Envelope<{ list: T[]; total: number }>;

/** RFC 3986 encoding of a query value: also ! ' ( ) *, which encodeURIComponent leaves as they are. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** How many rows each table holds (for saying which rows a write added). */
function counts(sim: RunningSimulator) {
  const tables = sim.db
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    tables.map((table) => [
      table,
      sim.db.prepare(`SELECT COUNT(*) FROM "${table}"`).pluck().get() as number,
    ]),
  );
}

function expectJsonText(headers: Headers) {
  expect(headers.get('content-type')).toMatch(/^application\/json/);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
}

describe('SQL and script payloads', { timeout: 60_000 }, () => {
  it('a plate carrying SQL or a script is refused (400) wherever a plate goes, and nothing is stored', async () => {
    const sim = await startTestSimulator();
    const token = tokenOf(await signIn(sim, FIXTURES.users.b.phone));
    const before = dbDigest(sim.db);

    for (const payload of PAYLOADS) {
      const plate = encode(payload);
      const answers = [
        await http(sim).form(
          '/user/v1/api/member/car/publish',
          { number: payload, plateType: 1 },
          token,
        ),
        await http(sim).get(`/parking/v1/api/order/list?number=${plate}`, token),
        await http(sim).get(`/parking/v1/api/order/unpaid/repay?number=${plate}`, token),
        await http(sim).get(`/parking/v1/api/order/current?number=${plate}`, token),
        await http(sim).form(
          '/user/v1/api/member/attention/subscribe',
          { number: payload, subscribe: 1 },
          token,
        ),
      ];
      for (const answer of answers) {
        expect(answer, payload).toMatchObject({ status: 400, body: { code: 400 } });
        expectJsonText(answer.headers);
      }
    }
    expect(dbDigest(sim.db)).toBe(before);
  });

  it('searches take SQL as words to look for: nothing matches, nothing changes', async () => {
    const sim = await startTestSimulator();
    const before = dbDigest(sim.db);
    const searches = [
      '/material/v1/api/news/list',
      '/material/v1/api/activity/list',
      '/tools/v1/api/shop/product/list',
    ];

    for (const search of searches) {
      const all = await http(sim).get<Page<unknown>>(search);
      expect(all.body.data!.total, search).toBeGreaterThan(0);
      for (const payload of SQL) {
        const answer = await http(sim).get<Page<unknown>>(`${search}?name=${encode(payload)}`);
        expect(answer.status, `${search} ${payload}`).toBe(200);
        expect(answer.body.data, `${search} ${payload}`).toMatchObject({ total: 0, list: [] });
      }
    }
    expect(dbDigest(sim.db)).toBe(before);
    expect(sim.db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('a search for % or _ looks for that character, not for everything', async () => {
    const sim = await startTestSimulator();
    for (const search of [
      '/material/v1/api/news/list',
      '/material/v1/api/activity/list',
      '/tools/v1/api/shop/product/list',
    ]) {
      for (const wildcard of ['%', '_', '%%']) {
        const answer = await http(sim).get<Page<unknown>>(`${search}?name=${encode(wildcard)}`);
        expect(answer.body.data, `${search} ${wildcard}`).toMatchObject({ total: 0 });
      }
    }
  });

  it('feedback, nicknames, posts and comments keep script and SQL text verbatim, served as JSON text', async () => {
    const sim = await startTestSimulator();
    const token = tokenOf(await signIn(sim, FIXTURES.users.b.phone));
    const before = counts(sim);
    const untouched = dbDigest(sim.db, { except: WRITTEN });
    const tablesBefore = tableDigests(sim.db);

    for (const payload of PAYLOADS) {
      const feedback = await http(sim).form(
        '/tools/v1/api/feedback/publish',
        { content: payload, contact: payload.slice(0, 32) },
        token,
      );
      expect(feedback.body, payload).toMatchObject({ code: 0 });
      const post = await http(sim).form(
        '/material/v1/api/post/publish',
        { content: payload },
        token,
      );
      expect(post.body, payload).toMatchObject({ code: 0 });
      const comment = await http(sim).form(
        '/material/v1/api/comment/publish',
        { post: '1', content: payload },
        token,
      );
      expect(comment.body, payload).toMatchObject({ code: 0 });
    }
    const nickname = XSS[0]!;
    expect(
      (await http(sim).form('/user/v1/api/member/base/update', { nickname }, token)).body,
    ).toMatchObject({ code: 0 });

    const feedbacks = await http(sim).get<Page<{ content: string; contact?: string }>>(
      '/tools/v1/api/feedback/list?pageSize=50',
      token,
    );
    expectJsonText(feedbacks.headers);
    expect(feedbacks.body.data!.list.map((item) => item.content)).toEqual(
      expect.arrayContaining(PAYLOADS),
    );
    const posts = await http(sim).get<Page<{ content: string }>>(
      '/material/v1/api/post/list?pageSize=50',
    );
    expect(posts.body.data!.list.map((item) => item.content)).toEqual(
      expect.arrayContaining(PAYLOADS),
    );
    const comments = await http(sim).get<Page<{ content: string }>>(
      '/material/v1/api/comment/list?post=1&pageSize=50',
    );
    expect(comments.body.data!.list.map((item) => item.content)).toEqual(
      expect.arrayContaining(PAYLOADS),
    );
    const info = await http(sim).get<Envelope<{ nickname: string }>>(
      '/user/v1/api/member/info',
      token,
    );
    expect(info.body.data!.nickname).toBe(nickname);
    // The SQL went in as text: the same tables, three new rows per payload, one changed nickname,
    // and not one row anywhere else changed.
    expect(changedTables(tablesBefore, tableDigests(sim.db))).toEqual([...WRITTEN].sort());
    expect(dbDigest(sim.db, { except: WRITTEN })).toBe(untouched);
    const after = counts(sim);
    expect(after.feedback).toBe(before.feedback! + PAYLOADS.length);
    expect(after.orders).toBe(before.orders);
    expect(after.members).toBe(before.members);
    expect(Object.keys(after)).toEqual(Object.keys(before));
  });

  it('a news item carrying a script comes back as text in the API and escaped in its article page', async () => {
    const sim = await startTestSimulator();
    const title = '<script>alert("news")</script><img src=x onerror=alert(2)>';
    stateSeeder(sim.db, sim.clock).newsType('NXSS', title, 1);

    const list = await http(sim).get<Page<{ serial: string; title: string; url: string }>>(
      `/material/v1/api/news/list?name=${encode('<script>')}`,
    );
    expectJsonText(list.headers);
    const [item] = list.body.data!.list;
    expect(item!.title).toBe(`${title}（1）`);

    const article = await http(sim).get<string>(new URL(item!.url, sim.url).pathname);
    expect(article.headers.get('content-type')).toMatch(/^text\/html/);
    expect(article.body).not.toContain('<script>alert');
    expect(article.body).not.toContain('<img src=x');
    expect(article.body).toContain('&lt;script&gt;alert(&quot;news&quot;)&lt;/script&gt;');
    expect(article.headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-");
  });
});
