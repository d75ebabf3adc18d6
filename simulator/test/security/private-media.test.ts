import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURES, type RunningSimulator } from '../../src/index';
import { MEDIA_LINK_SECONDS } from '../../src/services/media/links';
import { dbDigest } from '../support/db-digest';
import { parkingPayload } from '../support/payloads';
import { admin, failure, http, signIn, startTestSimulator, tokenOf } from '../support/simulator';

/**
 * Invoice PDFs, uploads and order photos go
 * only to whoever may see them (signed links that expire with the simulator clock, unguessable
 * names), documents download in a sandbox, and URL text never reaches a plain-object lookup.
 */

const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;
const PLATE = FIXTURES.plates.arrears.number;
const PNG = Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001', 'hex');

/** The link's path alone, as someone who saw it without its signature would try it. */
const bare = (url: string) => new URL(url, 'http://x').pathname;

async function issuedInvoiceOfA(sim: RunningSimulator) {
  const a = await signIn(sim, A);
  const summary = await a.getRepaySummary({ number: PLATE });
  const { payCode } = await a.publishPayOrder(parkingPayload(summary));
  await a.payByFunds(payCode);
  const invoice = await a.applyInvoice({ payCodes: payCode, title: '李明' });
  await admin(sim).advance(2);
  return { a, invoice: await a.showInvoice(invoice.serial) };
}

describe('invoice PDFs', () => {
  it('go to the owner through a signed link, as a sandboxed download; nobody gets the bare path', async () => {
    const sim = await startTestSimulator();
    const { a, invoice } = await issuedInvoiceOfA(sim);
    const b = await signIn(sim, B);

    expect(invoice.serial).toMatch(/^[0-9a-f]{24}$/);
    const url = new URL(invoice.url!);
    expect(url.searchParams.get('exp')).toMatch(/^\d+$/);
    expect(url.searchParams.get('sig')).toBeTruthy();

    const pdf = await fetch(invoice.url!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(pdf.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
    expect(pdf.headers.get('cache-control')).toContain('no-store');
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);

    for (const token of [undefined, tokenOf(a), tokenOf(b)]) {
      const answer = await http(sim).get(bare(invoice.url!), token);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 404 });
    }
    expect((await http(sim).get('/media/invoice/1.pdf')).status).toBe(404);
    const tampered = new URL(invoice.url!);
    tampered.searchParams.set('exp', String(Number(tampered.searchParams.get('exp')) + 3600));
    expect((await fetch(tampered)).status).toBe(404);
    // B cannot see A's invoice through the API either, so B never gets a link.
    expect((await failure(b.showInvoice(invoice.serial))).code).toBe(2001);
  });

  it('a link stops working when the simulator clock passes its expiry; the API gives a fresh one', async () => {
    const sim = await startTestSimulator();
    const { a, invoice } = await issuedInvoiceOfA(sim);
    expect((await fetch(invoice.url!)).status).toBe(200);

    await admin(sim).advance(MEDIA_LINK_SECONDS / 60 - 1);
    expect((await fetch(invoice.url!)).status).toBe(200);
    await admin(sim).advance(2);
    const expired = await fetch(invoice.url!, { headers: { 'Accept-Language': 'en' } });
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ code: 2013, message: /expired/ });

    const fresh = await a.showInvoice(invoice.serial);
    expect((await fetch(fresh.url!)).status).toBe(200);
  });
});

describe('uploads', () => {
  it('are named by an unguessable token and served through the signed link the upload answered', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const b = await signIn(sim, B);
    const upload = await a.uploadImage(new Blob([PNG]), 'avatar.png');

    expect(bare(upload.url)).toMatch(/^\/media\/upload\/[0-9a-f]{32}\/avatar\.png$/);
    expect((await fetch(upload.url)).status).toBe(200);
    for (const token of [undefined, tokenOf(a), tokenOf(b)]) {
      expect((await http(sim).get(bare(upload.url), token)).status).toBe(404);
      expect((await http(sim).get('/media/upload/1/avatar.png', token)).status).toBe(404);
    }
    await admin(sim).advance(MEDIA_LINK_SECONDS / 60 + 1);
    expect((await fetch(upload.url)).status).toBe(403);
  });

  it('an upload its owner uses as avatar keeps being served by its stored link', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const upload = await a.uploadImage(new Blob([PNG]), 'me.png');
    await a.updateMemberAvatar({ accountPic: upload.url });

    await admin(sim).advance(MEDIA_LINK_SECONDS / 60 + 1);
    const avatar = (await a.getMemberInfo()).accountPic;
    expect((await fetch(new URL(avatar, sim.url))).status).toBe(200);
  });

  it('a PDF (one with a JavaScript OpenAction too) is only ever a sandboxed download', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const evil = `%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(document.cookie)) >> >> endobj\n%%EOF\n`;
    const upload = await a.uploadFile(new Blob([evil]), 'evil.pdf');

    const served = await fetch(upload.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="?evil\.pdf/);
    expect(served.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('order photos', () => {
  it('come signed in the order answers; the bare path and a forged signature are 404; links expire', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const order = (await a.listOrders({ number: PLATE, status: '9', pageSize: 1 })).list[0]!;

    for (const photo of [order.spic, order.epic]) {
      const served = await fetch(sim.url + photo);
      expect(served.status).toBe(200);
      expect(await served.text()).toContain(PLATE);
      expect((await http(sim).get(bare(photo))).status).toBe(404);
      expect((await http(sim).get(bare(photo), tokenOf(a))).status).toBe(404);
    }
    const other = (await a.listOrders({ number: PLATE, status: '9', pageSize: 2 })).list[1]!;
    const forged = `${bare(other.spic)}?${new URL(order.spic, sim.url).searchParams}`;
    expect((await http(sim).get(forged)).status).toBe(404);

    await admin(sim).advance(MEDIA_LINK_SECONDS / 60 + 1);
    expect((await fetch(sim.url + order.spic)).status).toBe(403);
  });
});

describe('media paths never reach a plain-object lookup', () => {
  const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'];

  it('prototype names as a cover kind or a fee-rule area are 404 in the envelope', async () => {
    const sim = await startTestSimulator({ admin: false });
    for (const key of PROTOTYPE_KEYS) {
      for (const path of [
        `/media/cover/${key}/1`,
        `/media/fee-rule/${key}`,
        `/media/fee-rule/${key}.html`,
        `/media/icon/${key}`,
        `/media/news/${key}.html`,
        `/media/activity/${key}.html`,
        `/media/upload/${key}/x.png`,
        `/media/invoice/${key}.pdf`,
        `/media/order/${key}/entry.svg`,
      ]) {
        const answer = await http(sim).get(path);
        expect(answer.status, path).toBeLessThan(500);
      }
      const cover = await http(sim).get(`/media/cover/${key}/1`);
      expect(cover.status).toBe(404);
      expect(cover.body).toMatchObject({ code: 404 });
      expect((await http(sim).get(`/media/fee-rule/${key}.html`)).status).toBe(404);
    }
    expect((await http(sim).get('/media/cover/news/1')).status).toBe(200);
    expect((await http(sim).get('/media/fee-rule/533103.html')).status).toBe(200);
  });

  it('any text in any media path segment answers below 500', async () => {
    const sim = await startTestSimulator({ admin: false });
    const segment = fc.oneof(
      fc.constantFrom(...PROTOTYPE_KEYS, '533103', 'news', '1', 'entry.svg', '%E4%B8%AD'),
      fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
    );
    const kind = fc.constantFrom(
      'cover',
      'icon',
      'order',
      'news',
      'activity',
      'fee-rule',
      'upload',
      'invoice',
    );
    await fc.assert(
      fc.asyncProperty(kind, segment, segment, fc.string({ maxLength: 8 }), async (k, x, y, q) => {
        const answer = await http(sim).get(
          `/media/${k}/${x}/${y}?exp=${encodeURIComponent(q)}&sig=${encodeURIComponent(q)}`,
        );
        expect(answer.status).toBeLessThan(500);
        const single = await http(sim).get(`/media/${k}/${x}`);
        expect(single.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the car "secret" switch', () => {
  it("hides the plate's orders and where it parks now from other members, not from its owner", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const b = await signIn(sim, B);
    const device = FIXTURES.devices.lastSeen.code;
    const car = (await a.listCars()).list.find((c) => c.number === PLATE)!;

    expect((await b.listOrders({ number: PLATE })).total).toBeGreaterThan(0);
    expect(await b.listCurrentOrders({ number: PLATE })).toHaveLength(1);
    expect((await b.getDevicePayInfo(device)).number).toBe(PLATE);

    await a.setCarSecret({ serial: car.serial, secret: 1 });

    const running = (await a.listCurrentOrders({ number: PLATE }))[0]!;
    expect(await b.listOrders({ number: PLATE })).toMatchObject({ list: [], total: 0 });
    expect(await b.listCurrentOrders({ number: PLATE })).toEqual([]);
    expect(await b.listUnpaidOrders({ number: PLATE })).toMatchObject({ list: [], total: 0 });
    expect((await failure(b.showOrder(running.serial))).code).toBe(2001);
    // Anyone may still pay the plate's arrears: the summary (amounts, no places) stays public.
    expect(await b.getRepaySummary({ number: PLATE })).toMatchObject({ count: 3 });
    expect(await b.getDevicePayInfo(device)).toMatchObject({ number: null, plateType: null });
    // The owner still sees everything.
    expect((await a.listOrders({ number: PLATE })).total).toBeGreaterThan(0);
    expect(await a.listCurrentOrders({ number: PLATE })).toHaveLength(1);
    expect((await a.getDevicePayInfo(device)).number).toBe(PLATE);
    expect((await a.showOrder(running.serial)).number).toBe(PLATE);
    expect((await a.listUnpaidOrders({ number: PLATE })).total).toBe(3);

    await a.setCarSecret({ serial: car.serial, secret: 0 });
    expect((await b.listOrders({ number: PLATE })).total).toBeGreaterThan(0);
  });

  it("leaves a nobody's plate public: anyone still finds and pays 云N54321's orders", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const b = await signIn(sim, B);
    const car = (await a.listCars()).list.find((c) => c.number === PLATE)!;
    await a.setCarSecret({ serial: car.serial, secret: 1 });

    const nobody = FIXTURES.plates.ruili;
    expect((await b.listOrders({ number: nobody.number, status: '22' })).total).toBe(2);
    const summary = await b.getRepaySummary({ number: nobody.number });
    expect(summary).toMatchObject({ count: 2, payCost: nobody.arrears });
  });
});

describe('binding a plate another member holds', () => {
  async function upload(api: Awaited<ReturnType<typeof signIn>>, name: string) {
    const answer = await api.uploadImage(new Blob([PNG]), name);
    return answer.url;
  }

  it('without proof is refused (2010) and changes nothing', async () => {
    const sim = await startTestSimulator();
    const b = await signIn(sim, B);
    const before = dbDigest(sim.db);

    const refused = await failure(b.publishCar({ number: PLATE, plateType: 1 }));
    expect(refused.code).toBe(2010);
    expect(dbDigest(sim.db)).toBe(before);
  });

  it('with a licence photo that is no licence (2011) or of another plate (2012) is refused', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const b = await signIn(sim, B);
    const photo = await upload(b, `${PLATE}.png`);
    const otherPlate = await upload(b, '行驶证-云N88888.png');
    const ofA = await upload(a, `行驶证-${PLATE}.png`);
    const before = dbDigest(sim.db);

    expect(
      (await failure(b.publishCar({ number: PLATE, plateType: 1, licence: photo }))).code,
    ).toBe(2011);
    expect(
      (await failure(b.publishCar({ number: PLATE, plateType: 1, licence: otherPlate }))).code,
    ).toBe(2012);
    // Someone else's upload proves nothing for B.
    expect((await failure(b.publishCar({ number: PLATE, plateType: 1, licence: ofA }))).code).toBe(
      2011,
    );
    expect(dbDigest(sim.db)).toBe(before);
  });

  it("with the plate's vehicle licence moves the plate to the new member and tells the old one", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const b = await signIn(sim, B);
    const car = (await a.listCars()).list.find((c) => c.number === PLATE)!;
    await a.setCarSecret({ serial: car.serial, secret: 1 });
    const licence = await upload(b, `行驶证-${PLATE}.jpg`);
    const messagesBefore = (await a.listMessages()).total;

    const bound = await b.publishCar({ number: PLATE, plateType: 1, licence });
    expect(bound).toMatchObject({ number: PLATE, secret: 0 });
    expect((await b.listCars()).list.map((c) => c.number)).toEqual([PLATE]);
    expect((await a.listCars()).list.map((c) => c.number)).not.toContain(PLATE);
    const messages = await a.listMessages();
    expect(messages.total).toBe(messagesBefore + 1);
    expect(JSON.stringify(messages.list)).toContain(PLATE);
    // The new owner sees the plate's orders; the old one's secret switch went with the binding.
    expect((await b.listOrders({ number: PLATE })).total).toBeGreaterThan(0);
  });
});
