import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../src/index';
import { http, newApi, startTestSimulator, type Envelope } from './support/simulator';

/** A stand-in for web/dist: an index.html and one asset. */
export function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sim-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>app</title>\n  <script type="module" src="/assets/app.js"></script>\n  </head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app.js'), 'document.title = "app loaded";');
  return dir;
}

describe('the fake web authorisation', () => {
  it("offers the demo users and any phone, as the chat app's authorisation screen", async () => {
    const sim = await startTestSimulator();
    const redirect = encodeURIComponent('http://127.0.0.1:5173/uc/login');
    const page = await http(sim).get<string>(
      `/__chat/oauth/authorize?appid=wx1&redirect_uri=${redirect}&state=dehong_mp&scope=snsapi_userinfo`,
    );

    expect(page.status).toBe(200);
    expect(page.body).toContain(`data-testid="fake-auth-user-${FIXTURES.users.a.phone}"`);
    expect(page.body).toContain(`data-testid="fake-auth-user-${FIXTURES.users.b.phone}"`);
    expect(page.body).toContain('data-testid="fake-auth-phone"');
    expect(page.body).toContain('value="http://127.0.0.1:5173/uc/login"');
  });

  it('sends the browser back to the app with a one-time code and the state; the code logs that phone in', async () => {
    const sim = await startTestSimulator();
    const back = await fetch(
      `${sim.url}/__chat/oauth/continue?phone=13600136000&redirect_uri=${encodeURIComponent('http://app.test/uc/login?from=home')}&state=dehong_mp`,
      { redirect: 'manual' },
    );
    const location = new URL(back.headers.get('location')!);

    expect(back.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe('http://app.test/uc/login');
    expect(location.searchParams.get('from')).toBe('home');
    expect(location.searchParams.get('state')).toBe('dehong_mp');
    const user = await newApi(sim).loginWithChatCode(
      location.searchParams.get('code')!,
      'dehong_mp',
    );
    expect(user.principal.phone).toBe('13600136000');
  });

  it('refuses a malformed phone and a redirect that is not http(s)', async () => {
    const sim = await startTestSimulator();
    expect(
      (await http(sim).get('/__chat/oauth/continue?phone=123&redirect_uri=http%3A%2F%2Fa.test%2F'))
        .status,
    ).toBe(400);
    expect(
      (
        await http(sim).get(
          '/__chat/oauth/continue?phone=13600136000&redirect_uri=javascript%3Aalert(1)',
        )
      ).status,
    ).toBe(400);
  });

  it('the third-party auth URL points at the fake platform when it is enabled', async () => {
    const sim = await startTestSimulator();
    const answer = await http(sim).get<Envelope<{ url: string }>>(
      `/sso/v1/api/third/auth?redirect_uri=${encodeURIComponent('http://app.test/uc/login')}&state=dehong_mp`,
    );
    const url = new URL(answer.body.data!.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${sim.url}/__chat/oauth/authorize`);
    expect(url.searchParams.get('redirect_uri')).toBe('http://app.test/uc/login');
    expect(url.searchParams.get('state')).toBe('dehong_mp');
  });
});

describe('the pay bridge stand-in', () => {
  it('is served as a script that defines WeixinJSBridge and its pay sheet', async () => {
    const sim = await startTestSimulator();
    const script = await fetch(`${sim.url}/__chat/bridge.js`);
    const text = await script.text();
    expect(script.headers.get('content-type')).toContain('javascript');
    for (const part of [
      'window.WeixinJSBridge',
      'getBrandWCPayRequest',
      'WeixinJSBridgeReady',
      'fake-pay-ok',
      'fake-pay-cancel',
      'fake-pay-fail',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('has no preview for an unknown prepay id', async () => {
    const sim = await startTestSimulator();
    expect((await http(sim).get('/__chat/pay/preview?package=prepay_id%3Dnope')).status).toBe(404);
  });
});

describe('serving the built web app', () => {
  it('serves its files and index.html for client routes, with the bridge injected when admin is on', async () => {
    const sim = await startTestSimulator({ webDir: fakeWebBuild() });
    const page = await fetch(`${sim.url}/m/order/payment?carNumber=x`, {
      headers: { Accept: 'text/html' },
    });
    const html = await page.text();

    expect(page.status).toBe(200);
    expect(html).toContain('<script src="/__chat/bridge.js"></script>');
    expect(html).toContain('/assets/app.js');
    expect(await (await fetch(`${sim.url}/assets/app.js`)).text()).toContain('app loaded');
    expect((await fetch(`${sim.url}/assets/missing.js`)).status).toBe(404);
    expect((await http(sim).get('/component/v1/api/app/config/show')).body).toMatchObject({
      code: 0,
    });
    expect(
      (await fetch(`${sim.url}/parking/v1/api/nope`, { headers: { Accept: 'text/html' } })).status,
    ).toBe(404);
  });

  it('injects nothing without admin (a production-like start)', async () => {
    const sim = await startTestSimulator({ webDir: fakeWebBuild(), admin: false });
    const html = await (await fetch(`${sim.url}/`, { headers: { Accept: 'text/html' } })).text();
    expect(html).not.toContain('bridge.js');
    expect((await fetch(`${sim.url}/__chat/bridge.js`)).status).toBe(404);
  });
});
