import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createApi, memorySession, Session, type Api } from '@dehong/api-spec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, startSimulator, type RunningSimulator } from '../../src/index';
import type { DriftSnapshot } from '../../src/proxy/drift';
import { driftReport } from '../../src/proxy/drift-report';
import { Redactor } from '../../src/proxy/redact';
import { CallRedactor } from '../../src/proxy/redact-call';
import { recordingKey } from '../../src/proxy/recording-key';
import { operationOf } from '../../src/proxy/spec-operations';
import { failure } from '../support/simulator';
import { parkingPayload } from '../support/payloads';
import { driftingOperator, type DriftingOperator } from './drifting-operator';

/**
 * The simulator as a proxy in front of "the real operator": a second simulator behind a server
 * that injects drift (a renamed field, a missing required field, a number sent as text, an extra
 * enum value) and the simulator's own fault injection (a 500 on one route, a 20 s stall on
 * another). The app's own client goes through the proxy; the proxy's journal, recordings and log
 * are then read as the backend team would, and the recording is replayed without the upstream.
 *
 * All the traffic runs once, in order, before the assertions: the drift journal is the sum of it.
 * `DRIFT_REPORT_EXAMPLE=<file>` writes this run's drift report there (contracts/ keeps one).
 */

const A = FIXTURES.users.a;
const { arrears } = FIXTURES.plates;
/** Short, so the stall costs seconds (yet above a call on a loaded machine); the stall is 20 s. */
const UPSTREAM_TIMEOUT_MS = 6_000;
const STALL_MS = 20_000;
const LARGE_TITLE = 'x'.repeat(3 * 1024 * 1024);
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

type Data = Record<string, unknown>;

/** One call the client made through the proxy, as it went and as it came back. */
interface Exchange {
  method: string;
  url: string;
  contentType: string | null;
  body: string;
  status: number;
  answer: string;
}

let upstream: RunningSimulator;
let operator: DriftingOperator;
let proxy: RunningSimulator;
let recordDir: string;
const logLines: string[] = [];
const exchanges: Exchange[] = [];
let api: Api;
let token = '';
let refreshToken = '';
const results: Record<string, unknown> = {};

/** Node's fetch, with every exchange kept for the replay. */
async function keptFetch(request: Request): Promise<Response> {
  const body = request.method === 'GET' ? '' : await request.clone().text();
  const response = await fetch(request);
  const answer = await response.clone().text();
  exchanges.push({
    method: request.method,
    url: new URL(request.url).pathname + new URL(request.url).search,
    contentType: request.headers.get('content-type'),
    body,
    status: response.status,
    answer,
  });
  return response;
}

const fault = (spec: object) =>
  fetch(`${upstream.url}/__admin/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(spec),
  });

async function drift(sim: RunningSimulator): Promise<DriftSnapshot> {
  return (await (await fetch(`${sim.url}/__admin/drift`)).json()) as DriftSnapshot;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

beforeAll(async () => {
  recordDir = mkdtempSync(join(tmpdir(), 'proxy-record-'));
  upstream = await startSimulator({ admin: true });
  operator = await driftingOperator(upstream.url, {
    // Renamed: NewsType.total came as count.
    '/material/v1/api/news/type/list': (body) => {
      for (const type of body.data as Data[]) {
        type.count = type.total;
        delete type.total;
      }
    },
    // A required field missing: the page's total.
    '/material/v1/api/news/list': (body) => {
      delete (body.data as Data).total;
    },
    // A number sent as text.
    '/user/v1/api/member/funds': (body) => {
      (body.data as Data).integral = String((body.data as Data).integral);
    },
    // A value the enum does not have.
    '/component/v1/api/banner/list': (body) => {
      (body.data as Data[])[0]!.type = 'video';
    },
    // A large answer (still as described).
    '/material/v1/api/activity/list': (body) => {
      ((body.data as Data).list as Data[])[0]!.title = LARGE_TITLE;
    },
  });
  await fault({ path: '/component/v1/api/app/config/show', status: 500 });
  await fault({ path: '/component/v1/api/launch/config', latencyMs: STALL_MS });
  await fault({ path: '/tools/v1/api/question/list', latencyMs: 400 });
  proxy = await startSimulator({
    admin: true,
    proxy: {
      origin: operator.url,
      recordDir,
      timeoutMs: UPSTREAM_TIMEOUT_MS,
      log: (line) => logLines.push(line),
    },
  });
  api = createApi({
    baseUrl: proxy.url,
    session: new Session(memorySession()),
    submitLockMs: 0,
    fetch: keptFetch,
  });

  // Signing in by SMS: the code is in the real operator's outbox.
  await api.sendSms(A.phone);
  const sms = (await (await fetch(`${upstream.url}/__admin/sms?phone=${A.phone}`)).json()) as {
    code: string;
  }[];
  const { key } = await api.getLoginKey();
  await api.loginWithSms({ phone: A.phone, smsCode: sms[0]!.code }, key);
  token = api.session.token ?? '';
  refreshToken = api.session.userData?.refresh_token ?? '';

  // Paying 云N12345's arrears from the balance, where the upstream is right.
  const unpaid = await api.listUnpaidOrders({ number: arrears.number, code: '533103' });
  const summary = await api.getRepaySummary({ number: arrears.number, code: '533103' });
  const published = await api.publishPayOrder(parkingPayload(summary));
  results.paid = await api.payByFunds(published.payCode);
  results.unpaidBefore = unpaid.list.length;
  results.summaryAfter = await api.getRepaySummary({ number: arrears.number, code: '533103' });
  results.products = await api.listProducts();
  results.disputes = await api.listOrderFaults();
  results.stores = await api.listShopStores();

  // The stalled call, and other calls going on meanwhile.
  const stallStarted = Date.now();
  const stalled = failure(api.showLaunchConfig()).then((error) => ({
    error,
    ms: Date.now() - stallStarted,
  }));
  const others = Promise.allSettled([
    api.listNews(),
    api.listNewsTypes(),
    api.getMemberFunds(),
    api.listBanners(),
    api.showAppConfig(),
    api.listQuestions(),
  ]).then((settled) => {
    results.others = settled.map((outcome) => outcome.status);
    return Date.now() - stallStarted;
  });
  const [stall, othersMs] = await Promise.all([stalled, others]);
  results.stall = stall;
  results.othersMs = othersMs;

  // Faithful forwarding: multipart upload bytes, a picture back, a redirect, a large answer.
  const photo = await api.uploadImage(new Blob([PNG], { type: 'image/png' }), 'plate.png');
  const picture = await fetch(new URL(photo.url, proxy.url), {
    headers: { Authorization: `Bearer ${token}` },
  });
  results.picture = new Uint8Array(await picture.arrayBuffer());
  const tooLarge = await fetch(`${proxy.url}/component/v1/api/upload/image`, {
    method: 'POST',
    headers: {
      'Content-Type': 'multipart/form-data; boundary=x',
      Authorization: `Bearer ${token}`,
    },
    body: new Uint8Array(7 * 1024 * 1024),
  });
  results.tooLarge = tooLarge.status;
  const moved = await fetch(`${proxy.url}/tools/v1/api/moved`, {
    redirect: 'manual',
    headers: { 'X-App-Version': '1.0.0' },
  });
  results.moved = { status: moved.status, location: moved.headers.get('location') };
  results.movedHeaders = operator.lastHeaders();
  const viaProxy = await fetch(`${proxy.url}/material/v1/api/activity/list`);
  const direct = await fetch(`${operator.url}/material/v1/api/activity/list`);
  results.large = {
    viaProxy: Buffer.from(await viaProxy.arrayBuffer()),
    direct: Buffer.from(await direct.arrayBuffer()),
    trace: viaProxy.headers.get('x-operator-trace'),
    hop: viaProxy.headers.get('x-hop-only'),
  };
  // The console and the fake chat platform are the simulator's own, as without a proxy.
  const local = async (path: string) => {
    const response = await fetch(proxy.url + path);
    return `${response.status} ${response.headers.get('content-type')?.split(';')[0]}`;
  };
  results.local = {
    bridge: await local('/__chat/bridge.js'),
    driftPage: await local('/__admin/drift/page'),
    console: await local('/__admin'),
  };
  results.journal = await (await fetch(`${proxy.url}/__admin/journal?limit=500`)).text();
  results.drift = await drift(proxy);
  await proxy.close();
  if (process.env.DRIFT_REPORT_EXAMPLE) {
    const file = process.env.DRIFT_REPORT_EXAMPLE;
    const report = driftReport(results.drift as DriftSnapshot)
      .replaceAll(operator.url, 'http://127.0.0.1:<port> (test/proxy/proxy.test.ts)')
      .replaceAll(recordDir, '<record dir>');
    // Committed, so in the repository's Prettier style (the lint checks every Markdown file).
    const { format, resolveConfig } = await import('prettier');
    const style = await resolveConfig(file);
    writeFileSync(file, await format(report, { ...style, parser: 'markdown' }));
  }
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  await operator?.close();
  await upstream?.close();
  rmSync(recordDir, { recursive: true, force: true });
});

describe('the simulator as a proxy in front of the real operator', () => {
  it('carries the app’s own client where the upstream is right: 云N12345’s arrears are paid upstream', () => {
    expect(results.unpaidBefore).toBe(3);
    expect(results.paid).toMatchObject({ status: 1, paytype: 'balance', cost: arrears.arrears });
    expect(results.summaryAfter).toMatchObject({ count: 0, payCost: 0 });
    const funds = upstream.db
      .prepare('SELECT funds FROM members WHERE phone = ?')
      .pluck()
      .get(A.phone);
    expect(funds).toBe(5000 - arrears.arrears);
  });

  it('reports each injected drift once per kind, at the right pointer', () => {
    const snapshot = results.drift as DriftSnapshot;
    const found = snapshot.drifts.map(({ operation, where, pointer, kind }) => ({
      operation,
      where,
      pointer,
      kind,
    }));
    const expected = [
      { operation: 'listNewsTypes', where: 'response', pointer: '/data/*/total', kind: 'missing' },
      {
        operation: 'listNewsTypes',
        where: 'response',
        pointer: '/data/*/count',
        kind: 'undeclared',
      },
      { operation: 'listNews', where: 'response', pointer: '/data/total', kind: 'missing' },
      { operation: 'getMemberFunds', where: 'response', pointer: '/data/integral', kind: 'type' },
      { operation: 'listBanners', where: 'response', pointer: '/data/*/type', kind: 'enum' },
      { operation: 'showAppConfig', where: 'response', pointer: '', kind: 'status' },
      { operation: 'showLaunchConfig', where: 'response', pointer: '', kind: 'no-answer' },
    ];
    for (const drift of expected) {
      expect(found.filter((entry) => JSON.stringify(entry) === JSON.stringify(drift))).toHaveLength(
        1,
      );
    }
    // Nothing else but the redirect to a path the description lacks (its unknown part shaped).
    expect(found).toHaveLength(expected.length + 1);
    expect(found).toContainEqual({
      operation: expect.stringMatching(/^GET \/tools\/v1\/api\/‹string:5:[0-9a-f]{8}›$/),
      where: 'request',
      pointer: '',
      kind: 'not-in-spec',
    });
    // A value of another type than the declared one is written as its shape, never as it came.
    const funds = snapshot.drifts.find((entry) => entry.operation === 'getMemberFunds');
    expect(funds).toMatchObject({ expected: 'integer', example: { status: 200 } });
    expect(funds?.example.came).toMatch(/^"‹string:4:[0-9a-f]{8}›"$/);
    const banner = snapshot.drifts.find((entry) => entry.operation === 'listBanners');
    expect(banner).toMatchObject({ example: { came: '"video"' } });
    expect(snapshot.drifts.find((entry) => entry.operation === 'showAppConfig')).toMatchObject({
      expected: '200, 400',
      example: { status: 500 },
    });
  });

  it('answers the spec’s 504 when the upstream stalls, within the client’s timeout, while other calls go on', () => {
    const { error, ms } = results.stall as { error: { reason: string; code: number }; ms: number };
    expect(error).toMatchObject({ reason: 'timeout', code: 504 });
    expect(ms).toBeGreaterThanOrEqual(UPSTREAM_TIMEOUT_MS);
    expect(ms).toBeLessThan(STALL_MS);
    // The other six calls, the slow one among them, were answered before the stall gave up (the
    // client reads drifted answers without complaint; the 500 is the one failure).
    expect(results.othersMs as number).toBeLessThan(ms);
    expect(results.others).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
  });

  it('forwards bodies, answers, headers and redirects as they are', () => {
    expect(results.picture).toEqual(PNG);
    // Over the largest upload the proxy reads (6 MB): refused as the simulator refuses it.
    expect(results.tooLarge).toBe(400);
    expect(results.moved).toEqual({ status: 302, location: '/m/home' });
    expect(results.movedHeaders).toMatchObject({ 'x-app-version': '1.0.0' });
    const large = results.large as { viaProxy: Buffer; direct: Buffer; trace: string; hop: string };
    expect(large.viaProxy.length).toBeGreaterThan(LARGE_TITLE.length);
    expect(large.viaProxy.equals(large.direct)).toBe(true);
    expect(large.trace).toBe('trace-1');
    expect(large.hop).toBeNull();
    expect(results.local).toEqual({
      bridge: '200 application/javascript',
      driftPage: '200 text/html',
      console: '200 text/html',
    });
  });

  it('says which x-inferred operations the real service answered and whether they matched', () => {
    const report = driftReport(results.drift as DriftSnapshot);
    expect(report).toMatch(/\| listOrderFaults \| GET `[^`]+` \| 1 of 1 \| yes \|/);
    expect(report).toMatch(/\| listShopStores \| GET `[^`]+` \| 1 of 1 \| yes \|/);
    expect(report).toMatch(/\| getTodayExam \| GET `[^`]+` \| not called \| - \|/);
  });

  it('writes no token, phone, name or plate into the journals, the recordings or the log', () => {
    const secrets = [
      token,
      refreshToken,
      A.phone,
      A.nickname,
      arrears.number,
      encodeURIComponent(arrears.number),
    ];
    expect(token.length).toBeGreaterThan(8);
    const written = {
      drift: JSON.stringify(results.drift),
      journal: results.journal as string,
      log: logLines.join('\n'),
      ...Object.fromEntries(
        filesUnder(recordDir).map((file) => [
          relative(recordDir, file),
          readFileSync(file, 'utf8'),
        ]),
      ),
    };
    expect(Object.keys(written)).toContain('drift.json');
    expect(Object.keys(written).some((name) => name.startsWith('login/200-'))).toBe(true);
    for (const [where, text] of Object.entries(written)) {
      for (const secret of secrets) {
        expect(text.includes(secret), `${secret} in ${where}`).toBe(false);
      }
    }
    expect(logLines.some((line) => line.includes('listBanners'))).toBe(true);
  });

  it('replays the recording with no upstream: the same answers, masked, and the same drift', async () => {
    await operator.close();
    await upstream.close();
    const replay = await startSimulator({ admin: true, proxy: { replayDir: recordDir } });
    // What the recording holds: each answer as the proxy writes it, with the recording's key.
    const calls = new CallRedactor(new Redactor(recordingKey(recordDir, false)));
    const written = (exchange: Exchange) =>
      calls.answer(
        operationOf(exchange.method, exchange.url.split('?')[0]!),
        exchange.status,
        JSON.parse(exchange.answer),
        exchange.answer,
      ).body;
    try {
      const recorded = exchanges.filter((exchange) => exchange.status !== 504);
      expect(recorded.length).toBeGreaterThan(15);
      for (const exchange of recorded) {
        const response = await fetch(replay.url + exchange.url, {
          method: exchange.method,
          headers: exchange.contentType ? { 'Content-Type': exchange.contentType } : {},
          ...(exchange.method === 'GET' ? {} : { body: exchange.body }),
        });
        expect(response.status, exchange.url).toBe(exchange.status);
        if (/^\/component\/v1\/api\/upload\//.test(exchange.url)) continue;
        expect(await response.json(), exchange.url).toEqual(written(exchange));
      }
      const unrecorded = await fetch(`${replay.url}/material/v1/api/news/list?page=99`);
      expect(unrecorded.status).toBe(404);
      const again = (await drift(replay)).drifts.map(({ operation, pointer, kind }) =>
        [operation, pointer, kind].join(' '),
      );
      for (const entry of (results.drift as DriftSnapshot).drifts) {
        if (entry.kind === 'no-answer' || entry.kind === 'not-in-spec') continue;
        expect(again).toContain([entry.operation, entry.pointer, entry.kind].join(' '));
      }
      expect(again).toContain('listNews  not-recorded');
    } finally {
      await replay.close();
    }
  });
});
