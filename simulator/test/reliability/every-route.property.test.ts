import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURES, stateSeeder, type RunningSimulator } from '../../src/index';
import { documentedOperations } from '../../src/http/openapi';
import { dbDigest } from '../support/db-digest';
import { startTestSimulator } from '../support/simulator';
import { fakeWebBuild } from '../security/support/web-build';

/** Requests per start (admin and production). */
const RUNS = 400;

/** What a hostile client puts in a path segment, as sent (already percent-encoded or not). */
const HOSTILE_SEGMENTS = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '%',
  '%E0%A4%A',
  '%zz',
  '%00',
  '%ED%A0%80',
  '..',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '99999999999999999999999',
  '1e999',
  '-1',
  '0',
  '1.5',
  'NaN',
  encodeURIComponent('云N12345'),
  encodeURIComponent('😀'),
  encodeURIComponent('\u202eabc'),
  encodeURIComponent("' OR 1=1 --"),
  'a'.repeat(300),
  '1',
  '2',
  'LOT001',
  'D10001',
  'x.pdf',
  '1.pdf',
  'a.svg',
  'index.html',
];

const HOSTILE_VALUES = [
  '',
  '__proto__',
  'constructor',
  '%',
  '%E0%A4%A',
  '1e999',
  'Infinity',
  '-1',
  '99999999999999999999999',
  'http%3A%2F%2F%5B%3A%3A1',
  'javascript%3Aalert(1)',
  encodeURIComponent('http://[::1'),
  encodeURIComponent('\u0000'),
  encodeURIComponent('\u202e'),
  encodeURIComponent('<script>'),
  encodeURIComponent('云N12345'),
  'prepay_id%3Dwx1',
  '13800138000',
  'a'.repeat(2000),
];

const QUERY_NAMES = [
  'page',
  'pageSize',
  'lng',
  'lat',
  'number',
  'redirect_uri',
  'state',
  'phone',
  'package',
  'limit',
  'exp',
  'sig',
  '__proto__',
  'constructor',
  'x',
];

/** Every route the server answers besides openapi.yaml's: media, the fake platform, the console, files. */
const OTHER_ROUTES: [string, string][] = [
  ['GET', '/media/cover/{a}/{b}'],
  ['GET', '/media/icon/{a}'],
  ['GET', '/media/order/{a}/{b}'],
  ['GET', '/media/news/{a}'],
  ['GET', '/media/activity/{a}'],
  ['GET', '/media/fee-rule/{a}'],
  ['GET', '/media/agreement.html'],
  ['GET', '/media/service.html'],
  ['GET', '/media/upload/{a}/{b}'],
  ['GET', '/media/invoice/{a}'],
  ['GET', '/media/{a}'],
  ['GET', '/__chat/oauth/authorize'],
  ['GET', '/__chat/oauth/continue'],
  ['GET', '/__chat/bridge.js'],
  ['GET', '/__chat/pay/preview'],
  ['POST', '/__chat/pay'],
  ['GET', '/__chat/{a}'],
  ['GET', '/__admin'],
  ['GET', '/__admin/fixtures'],
  ['GET', '/__admin/sms'],
  ['GET', '/__admin/clock'],
  ['GET', '/__admin/staff'],
  ['GET', '/__admin/faults'],
  ['GET', '/__admin/journal'],
  ['GET', '/__admin/pay-orders'],
  ['GET', '/__admin/bank-payments'],
  ['GET', '/__admin/provider-states'],
  ['POST', '/__admin/tokens/expire'],
  ['POST', '/__admin/clock/advance'],
  ['GET', '/__admin/{a}'],
  ['GET', '/'],
  ['GET', '/index.html'],
  ['GET', '/assets/index-abc123.js'],
  ['GET', '/assets/{a}'],
  ['GET', '/m/{a}'],
  ['GET', '/{a}'],
  ['GET', '/{a}/{b}'],
  ['POST', '/{a}'],
];

/**
 * GETs that issue something by design (a login key, a captcha, a one-time chat code, the member's
 * quiz of the day, drawn on its first read) and the admin calls that change state on purpose: for
 * them "changes nothing" is not the rule.
 */
const ISSUES_ON_GET = new Set([
  '/sso/v1/api/login/key',
  '/component/v1/api/captcha',
  '/__chat/oauth/continue',
  '/tools/v1/api/game/exam/today',
]);
/** Sign-in keeps its books on refusal (a spent login key, a counted wrong code, a spent captcha). */
const KEEPS_BOOKS_ON_REFUSAL = new Set([
  '/sso/v1/api/login',
  '/sso/v1/api/sms/send',
  '/user/v1/api/member/phone/update',
  '/user/v1/api/member/destroy',
  '/user/v1/api/member/merge',
]);

interface Case {
  method: string;
  route: string;
  path: string;
  query: string;
  body: { type: string; text: string } | null;
  signedIn: boolean;
  accept: string;
}

const segment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
);

const query = fc
  .array(
    fc.tuple(
      fc.constantFrom(...QUERY_NAMES),
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
        { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map(encodeURIComponent) },
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'));

const body = fc.oneof(
  fc.constant(null),
  query.map((text) => ({ type: 'application/x-www-form-urlencoded', text })),
  fc
    .dictionary(
      fc.constantFrom(
        'phone',
        'minutes',
        'package',
        'result',
        'paySign',
        '__proto__',
        'constructor',
        'state',
      ),
      fc.oneof(
        fc.constantFrom(...HOSTILE_VALUES.map(decodeURIComponentSafe)),
        fc.double(),
        fc.constant(null),
        fc.constant({ __proto__: { polluted: 1 } }),
      ),
    )
    .map((value) => ({ type: 'application/json', text: JSON.stringify(value) })),
  fc.constantFrom(
    { type: 'application/json', text: '{"a":' },
    { type: 'application/json', text: '{"__proto__":{"polluted":true}}' },
    { type: 'text/plain', text: 'hello' },
    { type: 'multipart/form-data; boundary=x', text: '--x\r\nbroken' },
    { type: 'application/x-www-form-urlencoded', text: 'a=%E0%A4%A&b=%' },
  ),
);

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function routes(): [string, string][] {
  return [
    ...documentedOperations().map((op): [string, string] => [op.method, op.path]),
    ...OTHER_ROUTES,
  ];
}

function caseOf([method, route]: [string, string]): fc.Arbitrary<Case> {
  const names = [...route.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  return fc.record({
    method: fc.constant(method),
    route: fc.constant(route),
    path: fc
      .tuple(fc.constantFrom('as written', 'as written', 'SHOUTED'), ...names.map(() => segment))
      .map(([casing, ...values]) => {
        let index = 0;
        const path = route.replace(/\{\w+\}/g, () => values[index++] ?? '');
        // Express matches paths whatever their case: so must every check in front of a route.
        return casing === 'SHOUTED'
          ? path.replace(/^\/[^/]+/, (first) => first.toUpperCase())
          : path;
      }),
    query,
    body: method === 'POST' ? body : fc.constant(null),
    signedIn: fc.boolean(),
    accept: fc.constantFrom('application/json', 'text/html', '*/*'),
  });
}

async function send(sim: RunningSimulator, token: string, input: Case) {
  const headers: Record<string, string> = { Accept: input.accept };
  if (input.signedIn) headers.Authorization = `Bearer ${token}`;
  if (input.body) headers['Content-Type'] = input.body.type;
  const response = await fetch(`${sim.url}${input.path}${input.query ? `?${input.query}` : ''}`, {
    method: input.method,
    headers,
    redirect: 'manual',
    ...(input.body ? { body: input.body.text } : {}),
  });
  const text = await response.text();
  let envelope: { code?: unknown } | undefined;
  try {
    envelope = JSON.parse(text) as { code?: unknown };
  } catch {
    envelope = undefined;
  }
  return { status: response.status, text, envelope };
}

/** A request the server refused: an HTTP failure, or a business failure in the envelope. */
const refused = (answer: { status: number; envelope?: { code?: unknown } }) =>
  answer.status >= 400 ||
  (answer.envelope !== undefined &&
    typeof answer.envelope.code === 'number' &&
    answer.envelope.code !== 0);

/** Inputs that once crashed a route (these names as path parts, lng=1e999), always tried first. */
const KNOWN_CRASHES: Case[] = [
  ...['__proto__', 'constructor', 'toString', 'valueOf'].map((kind) =>
    known('GET', '/media/cover/{a}/{b}', `/media/cover/${kind}/1`),
  ),
  ...['__proto__', 'toString', 'constructor'].map((file) =>
    known('GET', '/media/fee-rule/{a}', `/media/fee-rule/${file}`),
  ),
  known(
    'GET',
    '/__chat/oauth/authorize',
    '/__chat/oauth/authorize',
    'redirect_uri=http%3A%2F%2F%5B%3A%3A1',
  ),
  known('GET', '/charge/v1/api/station/list', '/charge/v1/api/station/list', 'lng=1e999&lat=24.4'),
  // A service segment in capitals once skipped the request validator (and the body reached SQL).
  { ...known('POST', '/sso/v1/api/sms/send', '/SSO/v1/api/sms/send'), body: form('phone=1') },
  { ...known('POST', '/log/v1/api/action/publish', '/Log/v1/api/action/publish'), body: form('') },
  // A multipart body cut short, or a file under a name the upload does not take, was a 500.
  ...['/component/v1/api/upload/file', '/component/v1/api/upload/image'].flatMap((path) => [
    { ...known('POST', path, path), signedIn: true, body: multipart('--x\r\nbroken') },
    {
      ...known('POST', path, path),
      signedIn: true,
      body: multipart(
        '--x\r\nContent-Disposition: form-data; name="other"; filename="a.png"\r\n\r\nPNG\r\n--x--\r\n',
      ),
    },
  ]),
];

function multipart(text: string) {
  return { type: 'multipart/form-data; boundary=x', text };
}

function form(text: string) {
  return { type: 'application/x-www-form-urlencoded', text };
}

function known(method: string, route: string, path: string, query = ''): Case {
  return { method, route, path, query, body: null, signedIn: false, accept: 'application/json' };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each([
  ['an admin start (npm start: --admin --web)', true],
  ['a production start (no --admin, with --web)', false],
])('generated hostile requests on every route, %s', (_name, adminStart) => {
  it(
    `${RUNS} requests over every route: no answer >= 500, errors in the envelope, a refusal or a read changes nothing`,
    { timeout: 600_000 },
    async () => {
      const sim = await startTestSimulator({ admin: adminStart, webDir: fakeWebBuild() });
      const token = stateSeeder(sim.db, sim.clock).loggedIn(FIXTURES.users.a.phone).token;
      const logged = vi.spyOn(console, 'error');
      const all = routes();
      expect(all.length).toBeGreaterThan(140);
      const seen = new Set<string>();

      await fc.assert(
        fc.asyncProperty(fc.oneof(...all.map(caseOf)), async (input) => {
          seen.add(`${input.method} ${input.route}`);
          const before = dbDigest(sim.db);

          const answer = await send(sim, token, input);

          expect(
            answer.status,
            `${input.method} ${input.path}?${input.query}: ${answer.text.slice(0, 300)}`,
          ).toBeLessThan(500);
          const isApi = /^\/(sso|user|parking|material|tools|component|pay|charge|log)\//i.test(
            input.path,
          );
          if (
            answer.status >= 400 &&
            (isApi || answer.status !== 404 || input.accept !== 'text/html')
          ) {
            // The fake sheet's preview and the console answer plain JSON of their own.
            if (!/^\/__chat\/pay\/preview|^\/__admin/i.test(input.path)) {
              expect(answer.envelope, `${input.path}: ${answer.text.slice(0, 200)}`).toMatchObject({
                code: expect.any(Number),
                message: expect.any(String),
              });
            }
          }
          const changesOnPurpose =
            ISSUES_ON_GET.has(input.route) ||
            (KEEPS_BOOKS_ON_REFUSAL.has(input.route) && input.method === 'POST') ||
            input.route === '/__admin/clock/advance';
          const mustNotChange = !changesOnPurpose && (input.method === 'GET' || refused(answer));
          if (mustNotChange) {
            expect(
              dbDigest(sim.db),
              `${input.method} ${input.path}: ${answer.text.slice(0, 200)}`,
            ).toBe(before);
          }
        }),
        { numRuns: RUNS, examples: KNOWN_CRASHES.map((known) => [known]) },
      );

      expect(seen.size).toBeGreaterThan(all.length * 0.8);
      expect(logged).not.toHaveBeenCalled();
      expect((await fetch(`${sim.url}/component/v1/api/app/config/show`)).status).toBe(200);
    },
  );
});
