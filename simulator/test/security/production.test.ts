import { describe, expect, it } from 'vitest';
import { startCli } from '../reliability/support/cli';
import { BUILT_INDEX, fakeWebBuild } from './support/web-build';

/** Everything the demo adds with --admin: the console, its API, the fake chat platform. */
const DEMO_ONLY: [string, string][] = [
  ['GET', '/__admin'],
  ['GET', '/__admin/'],
  ['GET', '/__admin/fixtures'],
  ['GET', '/__admin/sms'],
  ['POST', '/__admin/reset'],
  ['POST', '/__admin/clock/advance'],
  ['POST', '/__admin/faults'],
  ['POST', '/__admin/tokens/expire'],
  ['GET', '/__chat/bridge.js'],
  ['GET', '/__chat/oauth/authorize?appid=wx&redirect_uri=http%3A%2F%2Fa.test%2F&state=s'],
  ['GET', '/__chat/oauth/continue?phone=13800138000&redirect_uri=http%3A%2F%2Fa.test%2F'],
  ['GET', '/__chat/pay/preview?package=prepay_id%3Dwx1'],
  ['POST', '/__chat/pay'],
];

describe('a production-like start (the CLI without --admin)', { timeout: 60_000 }, () => {
  it('exposes no admin console or API and no fake chat platform, serves index.html as built, and sends the chat login to the real platform', async () => {
    const sim = await startCli(['--db', ':memory:', '--web', fakeWebBuild()]);

    const answers = await Promise.all(
      DEMO_ONLY.map(async ([method, path]) => {
        const response = await fetch(sim.url + path, {
          method,
          redirect: 'manual',
          headers: { Accept: 'text/html', 'Content-Type': 'application/json' },
          ...(method === 'POST'
            ? { body: JSON.stringify({ phone: '13800138000', minutes: 60 }) }
            : {}),
        });
        return `${method} ${path} ${response.status}`;
      }),
    );
    expect(answers).toEqual(DEMO_ONLY.map(([method, path]) => `${method} ${path} 404`));

    for (const page of ['/', '/m/home', '/uc/login', '/m/order/payment?carNumber=x']) {
      const response = await fetch(sim.url + page, { headers: { Accept: 'text/html' } });
      const html = await response.text();
      expect(html, page).toBe(BUILT_INDEX);
      expect(html).not.toContain('__chat');
    }
    expect(sim.output()).not.toContain('Admin console');

    const answer = await fetch(
      `${sim.url}/sso/v1/api/third/auth?redirect_uri=${encodeURIComponent('https://park.example.cn/uc/login')}&state=dehong_mp`,
    );
    const { data } = (await answer.json()) as { data: { url: string } };
    expect(new URL(data.url).origin).toBe('https://open.weixin.qq.com');
    expect(data.url).not.toContain(sim.url);
  });

  it('answers hostile requests with the envelope and never a 500: a 100 KB URL, a bad escape, lng=1e999, a redirect_uri that is no URL; no CORS for strangers', async () => {
    const sim = await startCli(['--db', ':memory:', '--web', fakeWebBuild()]);
    const answers = await Promise.all(
      [
        `/parking/v1/api/park/list?x=${'a'.repeat(100_000)}`,
        '/material/v1/api/news/list?name=%E0%A4%A',
        '/charge/v1/api/station/list?lng=1e999&lat=24.4',
        '/media/cover/__proto__/1',
        '/media/fee-rule/constructor',
        '/__chat/oauth/authorize?redirect_uri=http%3A%2F%2F%5B%3A%3A1',
      ].map(async (path) => {
        const response = await fetch(sim.url + path, {
          headers: { Origin: 'https://evil.example' },
        });
        const text = await response.text();
        return {
          path: path.slice(0, 60),
          status: response.status,
          cors: response.headers.get('access-control-allow-origin'),
          envelope: response.status >= 400 ? (JSON.parse(text) as { code: number }).code : 0,
        };
      }),
    );
    expect(
      answers.map(({ path, status, cors, envelope }) => [path, status, cors, envelope]),
    ).toEqual([
      [`/parking/v1/api/park/list?x=${'a'.repeat(100_000)}`.slice(0, 60), 431, null, 431],
      ['/material/v1/api/news/list?name=%E0%A4%A', 400, null, 400],
      ['/charge/v1/api/station/list?lng=1e999&lat=24.4', 400, null, 400],
      ['/media/cover/__proto__/1', 404, null, 404],
      ['/media/fee-rule/constructor', 404, null, 404],
      ['/__chat/oauth/authorize?redirect_uri=http%3A%2F%2F%5B%3A%3A1', 404, null, 404],
    ]);
    expect(sim.output()).not.toContain('failed');
  });
});
