import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCli, UsageError } from '../../src/cli';
import { DriftJournal, MAX_ENTRIES } from '../../src/proxy/drift';
import { maskForm, maskHeaders, maskJson, maskText, maskUrl } from '../../src/proxy/mask';
import { Recorder } from '../../src/proxy/record';
import type { Operation } from '../../src/proxy/spec-check';

const operation: Operation = { id: 'listNews', method: 'GET', path: '/n', inferred: false };

describe('masking what the proxy writes', () => {
  it('hides phones, plates, resident IDs, e-mail addresses and bearer tokens inside text', () => {
    const text =
      'call 13800138000 about 云N12345 and 云临10002, ID 53310219900101123X, li.ming@example.cn, ' +
      'Authorization: Bearer 3f9c0a77b1 and ?token=abc123&x=1';
    const masked = maskText(text);
    for (const secret of [
      '13800138000',
      '云N12345',
      '云临10002',
      '19900101',
      'li.ming',
      '3f9c0a77b1',
      'abc123',
    ]) {
      expect(masked).not.toContain(secret);
    }
    expect(masked).toContain('138****8000');
    expect(masked).toContain('云N***45');
    expect(masked).toContain('x=1');
  });

  it('hides fields by name: tokens, keys and signatures whole, names but their first character', () => {
    expect(
      maskJson({
        access_token: 'a1',
        refresh_token: 'r1',
        token_type: 'Bearer',
        paySign: 'S',
        principal: { nickname: '李明', phone: '13800138000' },
        contact: { name: '王芳', phone: '13900139000' },
        product: { name: '洗车' },
        count: 3,
      }),
    ).toEqual({
      access_token: '***',
      refresh_token: '***',
      token_type: 'Bearer',
      paySign: '***',
      principal: { nickname: '李*', phone: '138****8000' },
      contact: { name: '王*', phone: '139****9000' },
      product: { name: '洗车' },
      count: 3,
    });
  });

  it('masks request targets, forms and headers (the Authorization scheme kept)', () => {
    expect(
      maskUrl(`/parking/v1/api/order/unpaid?number=${encodeURIComponent('云N12345')}&page=1`),
    ).toBe(`/parking/v1/api/order/unpaid?number=${encodeURIComponent('云N***45')}&page=1`);
    expect(maskForm('phone=13800138000&js_login=sealed&smsType=dynamic')).toBe(
      'phone=138****8000&js_login=***&smsType=dynamic',
    );
    expect(
      maskHeaders({ Authorization: 'Bearer abc', Cookie: 'sid=1', 'X-Staff-Key': '8001.sig' }),
    ).toEqual({
      authorization: 'Bearer ***',
      cookie: '***',
      'x-staff-key': '***',
    });
  });
});

describe('what the proxy keeps is bounded', () => {
  it('keeps MAX_ENTRIES distinct drifts and only counts the rest', () => {
    const journal = new DriftJournal('http://upstream', []);
    for (let i = 0; i < MAX_ENTRIES + 5; i++) {
      journal.record(operation, { url: '/n', status: 200 }, [
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
      { url: '/n?number=云N12345', status: 200 },
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
    expect(entry!.example.request).not.toContain('12345');
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
        recorder.record(operation, `GET /n?page=${i}`, {
          status: 200,
          contentType: 'application/json',
          text: JSON.stringify({ code: 0, message: 'ok', data: { page: i } }),
        });
      }
      recorder.record(operation, 'GET /n?big', {
        status: 500,
        contentType: 'application/json',
        text: JSON.stringify({ code: 500, message: 'x'.repeat(2000) }),
      });
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
        status: 200,
        contentType: 'application/json',
        text: JSON.stringify({ code: 0, message: 'ok', data: { page, words: 'x'.repeat(200) } }),
      });
      recorder.record(operation, 'GET /n?page=1', answer(1));
      recorder.record(operation, 'GET /n?page=2', answer(2));
      recorder.record(operation, 'GET /n?page=3', answer(3));
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
