import { describe, expect, it } from 'vitest';
import { FIXTURES, type RunningSimulator } from '../src/index';
import type { ScanChoice } from '../src/chat/scan-routes';
import { dbDigest } from './support/db-digest';
import { admin, failure, http, signIn, startTestSimulator, tokenOf } from './support/simulator';

const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

interface AdminReport {
  id: number;
  serial: string;
  status: string;
  phone: string;
  code: string;
  photo: string | null;
  position: { lng: number; lat: number; from: string } | null;
}

interface Notice {
  kind: string;
  title: string;
  content: string;
  link: string;
}

const forgedCode = async (sim: RunningSimulator) =>
  (await http(sim).get<ScanChoice[]>('/__chat/scan/choices')).body.find(
    (choice) => choice.group === 'forged',
  )!.text;

const reports = async (sim: RunningSimulator, status = '') =>
  (await http(sim).get<AdminReport[]>(`/__admin/kerb/reports${status ? `?status=${status}` : ''}`))
    .body;

const handle = (sim: RunningSimulator, id: number, answer: string) =>
  http(sim).json<{ status: string; answer: string }>('POST', `/__admin/kerb/reports/${id}/handle`, {
    answer,
  });

const chatFeed = async (sim: RunningSimulator, phone: string, language: string) =>
  (
    await http(sim).get<Notice[]>(`/__admin/chat/messages?phone=${phone}`, undefined, {
      'Accept-Language': language,
    })
  ).body;

/** A member reports a fake sticker; the patrol handles it in the console; the member is told. */
describe('sticker reports', () => {
  it('a report with the code read, a photo and a note reaches the patrol; handled, the reporter is told in the chat app and in messages', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const code = await forgedCode(sim);
    const photo = await a.uploadImage(new Blob([PNG], { type: 'image/png' }), 'sticker.png');

    const report = await a.reportSticker({
      reason: 'forged',
      code,
      device: 'D10002',
      photo: photo.url,
      note: '贴在原二维码上面',
    });

    expect(report).toMatchObject({
      reason: 'forged',
      code,
      device: 'D10002',
      stationName: '团结大街',
      space: '013',
      note: '贴在原二维码上面',
      status: 'open',
      answer: '',
      handleTime: null,
    });
    expect((await fetch(sim.url + report.photo!)).status).toBe(200);
    const [listed] = await reports(sim, 'open');
    expect(listed).toMatchObject({ serial: report.serial, phone: A, code });
    expect(listed!.position).toMatchObject({ from: 'space' });

    // The patrol's words are what the member reads: nothing hidden in them, 200 characters at most.
    expect((await handle(sim, listed!.id, 'done\u202Eevil')).body).toMatchObject({ code: 2017 });
    expect((await handle(sim, listed!.id, 'x'.repeat(201))).status).toBe(400);
    expect((await handle(sim, 999_999, 'x')).body).toMatchObject({ code: 2001 });

    const handled = await handle(sim, listed!.id, '已撤除假贴纸');

    expect(handled.body).toMatchObject({ status: 'handled', answer: '已撤除假贴纸' });
    expect((await a.listStickerReports()).list[0]).toMatchObject({
      serial: report.serial,
      status: 'handled',
    });
    const [zh] = await chatFeed(sim, A, 'zh-CN');
    expect(zh).toMatchObject({
      kind: 'stickerReportHandled',
      title: '举报已处理',
      link: '/m/kerb/report',
    });
    expect(zh!.content).toContain('团结大街013号泊位');
    expect(zh!.content).toContain('已撤除假贴纸');
    const [en] = await chatFeed(sim, A, 'en-US');
    expect(en).toMatchObject({ title: 'Sticker report handled' });
    expect(en!.content).toContain(
      '(团结大街 space 013) has been handled by the patrol: 已撤除假贴纸',
    );
    const messages = await a.listMessages({});
    expect(messages.list[0]).toMatchObject({ title: '举报已处理' });

    // Once handled, it stays so: a second mark changes nothing.
    const again = await handle(sim, listed!.id, 'again');
    expect(again.body).toMatchObject({ code: 3032 });
    expect(await chatFeed(sim, A, 'zh-CN')).toHaveLength(1);
  });

  it("no member sees another's report, nor files one with another's photo", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const b = await signIn(sim, B);
    const photo = await a.uploadImage(new Blob([PNG], { type: 'image/png' }), 'a.png');
    await a.reportSticker({ reason: 'foreign', code: 'wxp://f2f0secretOfA', note: 'A only' });

    expect(await b.listStickerReports()).toMatchObject({ list: [], total: 0 });
    const before = dbDigest(sim.db);
    expect(
      await failure(b.reportSticker({ reason: 'foreign', code: 'x', photo: photo.url })),
    ).toMatchObject({ code: 2015 });
    expect(dbDigest(sim.db)).toBe(before);
  });

  it('a report says where: the code, the space or the position; bad input changes nothing', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const before = dbDigest(sim.db);

    expect(await failure(a.reportSticker({ reason: 'other', note: 'somewhere' }))).toMatchObject({
      code: 3031,
    });
    expect(await failure(a.reportSticker({ reason: 'other', device: 'D99999' }))).toMatchObject({
      code: 2001,
    });
    expect(
      await failure(
        a.reportSticker({ reason: 'foreign', code: 'https://x.example/\u202Egnp.exe' }),
      ),
    ).toMatchObject({ code: 2017 });
    const token = tokenOf(a);
    const lngAlone = await http(sim).form(
      '/parking/v1/api/sticker/report',
      { reason: 'other', lng: 98.58 },
      token,
    );
    expect(lngAlone.status).toBe(400);
    const badReason = await http(sim).form(
      '/parking/v1/api/sticker/report',
      { reason: '__proto__', code: 'x' },
      token,
    );
    expect(badReason.status).toBe(400);
    expect(dbDigest(sim.db)).toBe(before);

    const byPosition = await a.reportSticker({ reason: 'unsigned', lng: 98.5852, lat: 24.4331 });
    expect(byPosition).toMatchObject({ device: null, space: null, lng: 98.5852, lat: 24.4331 });
    expect((await reports(sim))[0]!.position).toEqual({
      lng: 98.5852,
      lat: 24.4331,
      from: 'phone',
    });
  });

  it('a member files at most 5 reports an hour and 20 a day (simulator clock)', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const file = () => a.reportSticker({ reason: 'foreign', code: 'wxp://f2f0fake' });

    for (let i = 0; i < 5; i += 1) await file();
    expect(await failure(file())).toMatchObject({ code: 3030 });
    // Another member is not held back by A's reports.
    await (await signIn(sim, B)).reportSticker({ reason: 'foreign', code: 'wxp://f2f0fake' });

    for (let hour = 1; hour <= 3; hour += 1) {
      await admin(sim).advance(61);
      for (let i = 0; i < 5; i += 1) await file();
    }
    await admin(sim).advance(61);
    expect(await failure(file())).toMatchObject({ code: 3030 });
    expect((await a.listStickerReports({ pageSize: 50 })).total).toBe(20);
  });
});
