import { describe, expect, it } from 'vitest';
import {
  configuredMapTileUrls,
  DEFAULT_MAP_TILE_URLS,
  tileSource,
} from '../../src/http/security-headers';
import { createApp } from '../../src/index';
import { http, startTestSimulator } from '../support/simulator';
import { fakeWebBuild, parseCsp } from './support/web-build';

/** What the served app may load, directive by directive (the lead's CSP, in one place). */
const APP_POLICY = {
  'default-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://*.is.autonavi.com', 'https://tm.amap.com'],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** Every <script> of a page: its src, or the nonce it carries when inline. */
function scriptsOf(html: string): { src: string | null; nonce: string | null }[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes = '']) => ({
    src: /\bsrc="([^"]*)"/.exec(attributes)?.[1] ?? null,
    nonce: /\bnonce="([^"]*)"/.exec(attributes)?.[1] ?? null,
  }));
}

function nonceOf(csp: Map<string, string[]>): string {
  const nonces = (csp.get('script-src') ?? []).filter((source) => source.startsWith("'nonce-"));
  expect(nonces).toHaveLength(1);
  return nonces[0]!.slice("'nonce-".length, -1);
}

describe('security headers on the served app and the API', { timeout: 30_000 }, () => {
  it.each([
    ['a client route of the app (index.html)', '/m/home', 'text/html'],
    ['a built script', '/assets/index-abc123.js', 'javascript'],
    ['a built stylesheet', '/assets/index-abc123.css', 'text/css'],
    ['an unknown path', '/no/such/thing.js', 'application/json'],
  ])(
    '%s carries the CSP, nosniff, the referrer policy and no framing',
    async (_what, path, type) => {
      const sim = await startTestSimulator({ webDir: fakeWebBuild(), admin: false });

      const answer = await http(sim).get(path, undefined, { Accept: 'text/html' });

      expect(answer.headers.get('content-type')).toContain(type);
      const csp = parseCsp(answer.headers.get('content-security-policy'));
      expect(Object.fromEntries([...csp].filter(([name]) => name !== 'script-src'))).toEqual(
        APP_POLICY,
      );
      expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonceOf(csp)}'`]);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(answer.headers.get('x-powered-by')).toBeNull();
    },
  );

  it.each([
    ['an API answer', '/component/v1/api/app/config/show'],
    ['an API failure', '/user/v1/api/member/funds'],
    ['an unknown API path', '/parking/v1/api/no/such/thing'],
  ])(
    '%s is data: a policy that loads nothing and frames nowhere, nosniff, same-origin only',
    async (_what, path) => {
      const sim = await startTestSimulator({ webDir: fakeWebBuild(), admin: false });

      const answer = await http(sim).get(path, undefined, { Accept: 'text/html' });

      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(Object.fromEntries(parseCsp(answer.headers.get('content-security-policy')))).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(answer.headers.get('x-powered-by')).toBeNull();
    },
  );

  it('allows no inline script, eval, or script from anywhere but the app itself', async () => {
    const sim = await startTestSimulator({ webDir: fakeWebBuild() });
    const csp = parseCsp((await http(sim).get('/m/home')).headers.get('content-security-policy'));
    const everySource = [...csp.values()].flat();

    expect(everySource).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(everySource.filter((source) => /^(\*|https?:|\*\.?)$/.test(source))).toEqual([]);
  });

  it('draws a fresh script nonce for every response', async () => {
    const sim = await startTestSimulator({ webDir: fakeWebBuild() });
    const nonces = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const answer = await http(sim).get('/m/home');
      nonces.add(nonceOf(parseCsp(answer.headers.get('content-security-policy'))));
    }
    expect(nonces.size).toBe(20);
    // 144 random bits each (18 bytes, 24 base64 characters without padding).
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(18);
  });

  it.each([
    ['the app with the demo bridge injected', '/m/home'],
    ['the admin console', '/__admin'],
    [
      'the fake authorisation page',
      '/__chat/oauth/authorize?appid=wx&redirect_uri=http%3A%2F%2Fa.test%2F&state=s',
    ],
    ['an operator article page', '/media/news/N001.html'],
  ])(
    'every script of %s is same-origin or carries the nonce, so it runs under the policy',
    async (_what, path) => {
      const sim = await startTestSimulator({ webDir: fakeWebBuild(), admin: true });

      const answer = await http(sim).get<string>(path, undefined, { Accept: 'text/html' });

      expect(answer.status).toBe(200);
      const nonce = nonceOf(parseCsp(answer.headers.get('content-security-policy')));
      for (const script of scriptsOf(answer.body)) {
        if (script.src !== null) expect(new URL(script.src, sim.url).origin).toBe(sim.url);
        else expect(script.nonce).toBe(nonce);
      }
    },
  );

  it('loads the demo pay bridge from the same origin, as a script the policy allows', async () => {
    const sim = await startTestSimulator({ webDir: fakeWebBuild(), admin: true });
    const page = await http(sim).get<string>('/m/home', undefined, { Accept: 'text/html' });
    expect(scriptsOf(page.body).map((script) => script.src)).toContain('/__chat/bridge.js');

    const bridge = await http(sim).get<string>('/__chat/bridge.js');
    expect(bridge.status).toBe(200);
    expect(bridge.headers.get('content-type')).toContain('javascript');
    expect(bridge.body).not.toMatch(/\beval\(|new Function\(/);
  });

  it('lets the fake authorisation page send the browser back to the app on any origin, and only it', async () => {
    const sim = await startTestSimulator({ webDir: fakeWebBuild(), admin: true });
    const authorize = await http(sim).get(
      '/__chat/oauth/authorize?appid=wx&redirect_uri=http%3A%2F%2Flocalhost%3A5173%2Fuc%2Flogin&state=s',
    );
    const app = await http(sim).get('/m/home');

    expect(parseCsp(authorize.headers.get('content-security-policy')).get('form-action')).toEqual([
      "'self'",
      'http:',
      'https:',
    ]);
    expect(parseCsp(app.headers.get('content-security-policy')).get('form-action')).toEqual([
      "'self'",
    ]);
  });
});

describe('map tile hosts in the policy', () => {
  it('come from VITE_MAP_TILE_URLS, the variable the web build reads, else the default provider', () => {
    expect(configuredMapTileUrls({})).toEqual(DEFAULT_MAP_TILE_URLS);
    expect(
      configuredMapTileUrls({
        VITE_MAP_TILE_URLS:
          ' https://t{s}.tianditu.gov.cn/vec_w/wmts?x={x}&y={y}&l={z} ,http://127.0.0.1:8081/{z}/{x}/{y}.png',
      }),
    ).toEqual([
      'https://t{s}.tianditu.gov.cn/vec_w/wmts?x={x}&y={y}&l={z}',
      'http://127.0.0.1:8081/{z}/{x}/{y}.png',
    ]);
  });

  it.each([
    ['https://webrd0{s}.is.autonavi.com/appmaptile?x={x}&y={y}&z={z}', 'https://*.is.autonavi.com'],
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['https://tm.amap.com/trafficengine/{z}/{x}/{y}', 'https://tm.amap.com'],
    ['http://127.0.0.1:8081/{z}/{x}/{y}.png', 'http://127.0.0.1:8081'],
    ['HTTPS://Tiles.Example.COM/{z}/{x}/{y}.png', 'https://tiles.example.com'],
  ])('%s is allowed as %s', (template, source) => {
    expect(tileSource(template)).toBe(source);
  });

  it.each([
    ['a relative template', '/tiles/{z}/{x}/{y}.png'],
    ['another scheme', 'ftp://tiles.example.com/{z}.png'],
    ['a templated registrable domain', 'https://tiles.{s}.com/{z}.png'],
    ['a templated top-level domain', 'https://tiles.example.{s}/{z}.png'],
    ['a host with a quote', "https://a'b.example.com/{z}.png"],
  ])('refuses %s rather than widening the policy', (_what, template) => {
    expect(() => tileSource(template)).toThrow();
  });

  it('puts a configured tile host into img-src and nothing else', async () => {
    const sim = await startTestSimulator();
    const app = createApp({
      db: sim.db,
      clock: sim.clock,
      admin: false,
      mapTileUrls: ['https://t{s}.tianditu.gov.cn/vec_w/wmts?x={x}&y={y}&l={z}'],
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as { port: number };
      const answer = await fetch(`http://127.0.0.1:${port}/m/home`);
      const csp = parseCsp(answer.headers.get('content-security-policy'));
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.tianditu.gov.cn']);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
