import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCli, UsageError } from '../../src/cli';
import { DriftJournal, MAX_ENTRIES } from '../../src/proxy/drift';
import { maskText } from '../../src/proxy/mask';
import { Recorder } from '../../src/proxy/record';
import { Redactor } from '../../src/proxy/redact';
import { CallRedactor } from '../../src/proxy/redact-call';
import { operationOf, type Operation } from '../../src/proxy/spec-operations';

const operation: Operation = { id: 'listNews', method: 'GET', path: '/n', inferred: false };
const KEY = Buffer.alloc(32, 7);
const calls = new CallRedactor(new Redactor(KEY));
const FORM = 'application/x-www-form-urlencoded';

/** The documented operation of a request, which must exist. */
function documented(method: string, path: string): Operation {
  const found = operationOf(method, path);
  if (!found) throw new Error(`${method} ${path} is not in openapi.yaml`);
  return found;
}

describe('values that look like secrets, wherever they stand', () => {
  it('hides phones, plates, resident IDs, e-mail addresses, tokens and URL credentials inside text', () => {
    const text =
      'call 13800138000 or +86 139-0013-9000 about 云N12345 and 云临10002, ID 53310219900101123X ' +
      'or 533102900101123, li.ming@example.cn, Authorization: Bearer 3f9c0a77b1, ' +
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl, https://li:pw-9@files.example/a.pdf' +
      '?OSSAccessKeyId=AK1&Signature=S2&x=1 and ?token=abc123, /media/order/17/entry.svg?exp=1&sig=Q9z';
    const masked = maskText(text);
    for (const secret of [
      '13800138000',
      '0013',
      '云N12345',
      '云临10002',
      '19900101',
      '900101',
      'li.ming',
      '3f9c0a77b1',
      'eyJ',
      'pw-9',
      'AK1',
      'S2',
      'abc123',
      'Q9z',
    ]) {
      expect(masked).not.toContain(secret);
    }
    expect(masked).toContain('138****8000');
    expect(masked).toContain('云N***45');
    expect(masked).toContain('x=1');
    expect(maskText(masked)).toBe(masked);
  });
});

describe('what the proxy keeps of a value, by openapi.yaml', () => {
  const login = documented('POST', '/sso/v1/api/login');

  it('keeps declared fields, masks sensitive ones by their class, and writes the rest as shapes', () => {
    const answer = {
      code: 0,
      message: 'ok',
      data: {
        accessToken: 'a7f3c9e1b5d24f60',
        refresh_token: 'r3f9d1c7a5b24e60',
        token_type: 'Bearer',
        expires_in: 7200,
        principal: { nickname: '李明', accountPic: '', phone: 13800138000, extra: { a: [1, 2] } },
      },
    };
    const { body } = calls.answer(login, 200, answer, JSON.stringify(answer));
    const data = (body as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({
      token_type: 'Bearer',
      expires_in: 7200,
      principal: { nickname: '李*', accountPic: '' },
    });
    // Renamed (undeclared), sensitive, of another type, nested and undeclared: shapes only.
    expect(data.accessToken).toMatch(/^‹string:16:[0-9a-f]{8}›$/);
    expect(data.refresh_token).toMatch(/^‹token:16:[0-9a-f]{8}›$/);
    const principal = data.principal as Record<string, unknown>;
    expect(principal.phone).toMatch(/^‹phone:11:[0-9a-f]{8}›$/);
    expect(principal.extra).toMatch(/^‹object:1:[0-9a-f]{8}›$/);
    expect(JSON.stringify(body)).not.toMatch(/a7f3|r3f9|13800138000|李明/);
  });

  it('writes equal values as equal shapes, and a value under another key as another', () => {
    const other = new Redactor(Buffer.alloc(32, 8));
    const redactor = new Redactor(KEY);
    expect(redactor.shape('13800138000')).toBe(redactor.shape('13800138000'));
    expect(redactor.shape('13800138000')).not.toBe(redactor.shape('13800138001'));
    expect(other.shape('13800138000')).not.toBe(redactor.shape('13800138000'));
    expect(redactor.shape(true)).toBe('‹boolean›');
  });

  it('keeps a field’s name when it reads as one; a name that could be a value is shaped', () => {
    const redactor = new Redactor(KEY);
    expect(redactor.name('nickName')).toBe('nickName');
    expect(redactor.name('field_2')).toBe('field_2');
    for (const secret of ['13800138000', 'a7f3c9e1b5d24f60', '李明', 'eyJhbGciOiJIUzI1NiJ9']) {
      expect(redactor.name(secret)).toMatch(/^‹name:/);
    }
    expect(redactor.pointer('/data/13800138000/x')).toMatch(/^\/data\/‹name:11:[0-9a-f]{8}›\/x$/);
  });
});

describe('what the proxy keeps of a request, by openapi.yaml', () => {
  it('masks a declared plate, shapes an undeclared query field, keeps a page number', () => {
    const target = `/parking/v1/api/order/unpaid?number=${encodeURIComponent('云N12345')}&page=1&access_token=t0k3n`;
    const written = calls.request(
      documented('GET', '/parking/v1/api/order/unpaid'),
      'GET',
      target,
      undefined,
      Buffer.alloc(0),
    );
    expect(written.target).toMatch(
      /^\/parking\/v1\/api\/order\/unpaid\?number=云N\*\*\*45&page=1&access_token=‹string:5:[0-9a-f]{8}›$/,
    );
    expect(written.view.query).toMatchObject({ number: '云N***45', page: '1' });
  });

  it('masks an invoice’s title and the JSON text inside a form field by its declared schema', () => {
    const invoice = calls.request(
      documented('POST', '/pay/v1/api/order/invoice/apply'),
      'POST',
      '/pay/v1/api/order/invoice/apply',
      FORM,
      Buffer.from(
        `payCodes=P1&title=${encodeURIComponent('李明')}&realName=${encodeURIComponent('张伟')}`,
      ),
    );
    expect(invoice.key).toMatch(
      /^POST \/pay\/v1\/api\/order\/invoice\/apply\npayCodes=P1&title=李\*&realName=‹string:2:[0-9a-f]{8}›$/,
    );
    const orders = JSON.stringify({
      orderType: 'parking',
      staffName: '王芳',
      remark: '给李明',
      numbers: ['云N12345'],
    });
    const publish = calls.request(
      documented('POST', '/pay/v1/api/order/single/publish'),
      'POST',
      '/pay/v1/api/order/single/publish',
      FORM,
      Buffer.from(`orders=${encodeURIComponent(orders)}`),
    );
    const payload = JSON.parse(publish.view.body.orders!) as Record<string, unknown>;
    expect(payload).toMatchObject({
      orderType: 'parking',
      staffName: '王*',
      numbers: ['云N***45'],
    });
    expect(payload.remark).toMatch(/^‹free-text:3:/);
  });

  it('writes a path the description lacks with its unknown parts shaped', () => {
    expect(calls.target('GET', '/user/v1/api/member/13800138000/info?x=1')).toMatch(
      /^\/user\/v1\/api\/member\/‹string:11:[0-9a-f]{8}›\/info\?x=‹string:1:[0-9a-f]{8}›$/,
    );
  });
});

/** One answer recorded as the proxy records one: already written, with its size as it came. */
function record(recorder: Recorder, key: string, status: number, body: unknown) {
  const bytes = Buffer.byteLength(JSON.stringify(body));
  recorder.record(
    operation,
    key,
    { status, contentType: 'application/json', written: () => ({ body }) },
    bytes,
  );
}

describe('what the proxy keeps is bounded', () => {
  it('keeps MAX_ENTRIES distinct drifts and only counts the rest', () => {
    const journal = new DriftJournal('http://upstream', []);
    for (let i = 0; i < MAX_ENTRIES + 5; i++) {
      journal.record(operation, { request: '/n', status: 200 }, [
        {
          where: 'response',
          pointer: `/data/f${i}`,
          kind: 'missing',
          expected: 'x',
          came: undefined,
        },
      ]);
    }
    const snapshot = journal.snapshot();
    expect(snapshot.drifts).toHaveLength(MAX_ENTRIES);
    expect(snapshot.dropped).toBe(5);
  });

  it('counts one drift of every item of a list once, with the latest example, cut short', () => {
    const journal = new DriftJournal('http://upstream', []);
    const long = 'y'.repeat(10_000);
    journal.record(
      operation,
      { request: '/n?number=云N***45', status: 200 },
      [0, 1, 2].map((i) => ({
        where: 'response' as const,
        pointer: `/data/list/${i}/title`,
        kind: 'type',
        expected: 'integer',
        came: long,
      })),
    );
    const [entry] = journal.snapshot().drifts;
    expect(entry).toMatchObject({ pointer: '/data/list/*/title', count: 3 });
    expect(entry!.example.came.length).toBeLessThan(400);
  });

  it('records at most perStatus distinct answers per operation and status', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'proxy-bounds-'));
    try {
      const recorder = new Recorder(dir, 'http://upstream', {
        perStatus: 2,
        totalBytes: 1_000_000,
        answerBytes: 1000,
        requestsPerAnswer: 5,
      });
      for (let i = 0; i < 5; i++) {
        record(recorder, `GET /n?page=${i}`, 200, { code: 0, message: 'ok', data: { page: i } });
      }
      record(recorder, 'GET /n?big', 500, { code: 500, message: 'x'.repeat(2000) });
      await recorder.flush();
      expect(readdirSync(join(dir, 'listNews'))).toHaveLength(2);
      expect(recorder.skipped).toBe(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the recordings’ size bound', () => {
  it('stops writing once totalBytes are written, holding nothing it does not write', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'proxy-total-'));
    try {
      const recorder = new Recorder(dir, 'http://upstream', {
        perStatus: 20,
        totalBytes: 700,
        answerBytes: 1000,
        requestsPerAnswer: 5,
      });
      const answer = (page: number) => ({
        code: 0,
        message: 'ok',
        data: { page, words: 'x'.repeat(200) },
      });
      record(recorder, 'GET /n?page=1', 200, answer(1));
      record(recorder, 'GET /n?page=2', 200, answer(2));
      record(recorder, 'GET /n?page=3', 200, answer(3));
      await recorder.flush();
      expect(readdirSync(join(dir, 'listNews'))).toHaveLength(1);
      expect(recorder.skipped).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the CLI’s proxy flags', () => {
  const parse = (args: string[]) => parseCli(args, {}, '/repo');

  it('proxies with a throwaway database and the console on, records and replays', () => {
    expect(
      parse(['--proxy', 'https://operator.example/gw/', '--record', '/tmp/rec']),
    ).toMatchObject({
      db: ':memory:',
      admin: true,
      proxy: { origin: 'https://operator.example/gw', recordDir: '/tmp/rec' },
    });
    expect(parse(['--replay', '/tmp/rec', '--upstream-timeout', '5000'])).toMatchObject({
      proxy: { replayDir: '/tmp/rec', timeoutMs: 5000 },
    });
  });

  it('refuses a proxy and a replay together, a recording without a proxy, and a URL with a query', () => {
    expect(() => parse(['--proxy', 'http://a.example', '--replay', '/tmp/r'])).toThrow(UsageError);
    expect(() => parse(['--record', '/tmp/r'])).toThrow(UsageError);
    expect(() => parse(['--proxy', 'http://a.example/?x=1'])).toThrow(UsageError);
    expect(() => parse(['--proxy', 'ftp://a.example'])).toThrow(UsageError);
  });
});
