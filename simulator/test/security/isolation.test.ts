import type { Api } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import { documentedOperations, openApiDocument } from '../../src/http/openapi';
import { FIXTURES, type RunningSimulator } from '../../src/index';
import { digestExcept, payOnSheet } from '../reliability/support/clients';
import { rechargePayload } from '../support/payloads';
import {
  http,
  signIn,
  startTestSimulator,
  tokenOf,
  type Answer,
  type Envelope,
} from '../support/simulator';

const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;
const B_PLATE = FIXTURES.plates.ruili.number;
const B_NICKNAME = 'B的隔离测试昵称';
const B_FEEDBACK = 'B only: the kerb sign at 勇罕街 is hidden by a tree';
const B_INVOICE_TITLE = 'B隔离测试有限公司';
/** The smallest valid PNG (1x1) and PDF, for uploads the simulator accepts. */
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

interface Bs {
  b: Api;
  token: string;
  car: string;
  coupon: string;
  message: string;
  invoice: string;
  paidRecharge: string;
  unpaid: string;
  cartLine: string;
  /** B's shop orders: one unpaid (holding its stock), one paid from B's balance. */
  shopOrder: string;
  paidShopOrder: string;
  charging: string;
  disputable: string;
  /** B's quiz of the day and B's spin of the wheel. */
  quiz: string;
  draw: string;
  /** The URL of B's uploaded photo of B's car. */
  upload: string;
  /** B's report of a fake sticker at the kerb. */
  stickerReport: string;
}

/** User B with one of everything a user can own, each identified the way the API names it. */
async function userBWithEverything(sim: RunningSimulator): Promise<Bs> {
  const b = await signIn(sim, B);
  await b.updateMemberBaseInfo({ nickname: B_NICKNAME });
  const car = (await b.publishCar({ number: B_PLATE, plateType: 1 })).serial;
  const coupon = (await b.convertCoupon('DHPARK2026')).serial;
  const message = (await b.listMessages()).list[0]!.serial;
  const recharge = await b.publishPayOrder(rechargePayload('RP01', 5000));
  expect(await payOnSheet(sim.url, await b.payParamsFor('533103', recharge.payCode))).toMatch(
    /:ok$/,
  );
  const invoice = (await b.applyInvoice({ payCodes: recharge.payCode, title: B_INVOICE_TITLE }))
    .serial;
  const unpaid = (
    await b.publishPayOrder({
      orderType: 'recharge',
      goods: 'RP02',
      sumCost: 10_000,
      service: 0,
      coupon: 0,
      actualCost: 10_000,
      beBusiness: 0,
      payee: '',
      payeeName: '',
      staff: '',
      staffName: '',
      team: '',
    })
  ).payCode;
  const cartLine = (await b.addToCart({ product: 'PRD001', count: 1 })).serial;
  const shopOrder = { plate: B_PLATE, phone: B, store: 'ST01' };
  const unpaidShop = await b.publishShopOrder({ ...shopOrder, product: 'PRD011', count: 1 });
  const paidShop = await b.publishShopOrder({ ...shopOrder, product: 'PRD001', count: 1 });
  const shopPay = await b.publishShopPayOrder(paidShop);
  expect(
    await payOnSheet(sim.url, await b.payParamsFor(paidShop.store.area, shopPay.payCode)),
  ).toMatch(/:ok$/);
  const charging = (await b.startCharging('CE11')).serial;
  await b.publishFeedback({ content: B_FEEDBACK });
  const disputable = (await b.listUnpaidOrders({ number: B_PLATE })).list[0]!.serial;
  const upload = (await b.uploadImage(new Blob([PNG], { type: 'image/png' }), `${B_PLATE}.png`))
    .url;
  const quiz = (await b.getTodayExam()).serial;
  const draw = (await b.drawGame('wheel')).draw.serial;
  const stickerReport = (
    await b.reportSticker({ reason: 'forged', device: 'D10002', photo: upload })
  ).serial;
  return {
    b,
    token: tokenOf(b),
    car,
    coupon,
    message,
    invoice,
    paidRecharge: recharge.payCode,
    unpaid,
    cartLine,
    shopOrder: unpaidShop.serial,
    paidShopOrder: paidShop.serial,
    quiz,
    draw,
    charging,
    disputable,
    upload,
    stickerReport,
  };
}

/** Every string anywhere in an answer (keys excluded). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Values under `key` anywhere in an answer. */
function valuesUnder(value: unknown, key: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesUnder(item, key));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, inner]) =>
    name === key && typeof inner === 'string' ? [inner] : valuesUnder(inner, key),
  );
}

/**
 * What only B's data contains: B's phone, nickname, feedback and invoice title, and B's pay codes.
 * (Serials are short numbers per table, so they are compared per kind of record, not as text.)
 */
function markersOf(bs: Bs): Set<string> {
  return new Set([B, B_NICKNAME, B_FEEDBACK, B_INVOICE_TITLE, bs.paidRecharge, bs.unpaid]);
}

interface Kind {
  key: string;
  values: (bs: Bs) => string[];
}

function leaked(answer: Answer<unknown>, bs: Bs, kind?: Kind): string[] {
  const markers = markersOf(bs);
  const records = kind?.values(bs) ?? [];
  return [
    ...stringsIn(answer.body).filter((text) => markers.has(text)),
    ...(kind ? valuesUnder(answer.body, kind.key).filter((value) => records.includes(value)) : []),
  ];
}

type Call = (
  sim: RunningSimulator,
  token: string,
  bs: Bs,
) => Promise<Answer<Envelope> | Answer<unknown>>;

const get =
  (path: (bs: Bs) => string): Call =>
  (sim, token, bs) =>
    http(sim).get(path(bs), token);
const post =
  (
    path: (bs: Bs) => string,
    fields: (bs: Bs) => Record<string, string | number> = () => ({}),
  ): Call =>
  (sim, token, bs) =>
    http(sim).form(path(bs), fields(bs), token);

const serial = (values: Kind['values']): Kind => ({ key: 'serial', values });

/** B's records of the kind a view lists, by the field that identifies them. */
const KIND_OF_VIEW: Record<string, Kind> = {
  'GET /user/v1/api/member/coupon/list': serial((bs) => [bs.coupon]),
  'GET /user/v1/api/member/message/list': serial((bs) => [bs.message]),
  'GET /user/v1/api/member/invoice/list': serial((bs) => [bs.invoice]),
  'GET /user/v1/api/member/vehicle/list': { key: 'number', values: () => [B_PLATE] },
  'GET /user/v1/api/member/car/list': serial((bs) => [bs.car]),
  'GET /tools/v1/api/shop/cart/list': serial((bs) => [bs.cartLine]),
  'GET /tools/v1/api/shop/order/list': serial((bs) => [bs.shopOrder, bs.paidShopOrder]),
  'GET /charge/v1/api/order/list': serial((bs) => [bs.charging]),
  'GET /parking/v1/api/order/list': serial((bs) => [bs.disputable]),
  'GET /tools/v1/api/game/exam/today': serial((bs) => [bs.quiz]),
  'GET /tools/v1/api/game/exam/list': serial((bs) => [bs.quiz]),
  'GET /tools/v1/api/game/draw/list': serial((bs) => [bs.draw]),
  'GET /parking/v1/api/sticker/report/list': serial((bs) => [bs.stickerReport]),
};

const upload =
  (path: string, bytes: Uint8Array<ArrayBuffer>, type: string, name: string): Call =>
  async (sim, token) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    const response = await fetch(sim.url + path, {
      method: 'POST',
      headers: { Authorization: token },
      body: form,
    });
    return { status: response.status, body: await response.json(), headers: response.headers };
  };

/** The caller's own lists and totals: A's answers must not mention B or B's records. */
const OWN_VIEWS: Record<string, Call> = {
  'GET /user/v1/api/member/info': get(() => '/user/v1/api/member/info'),
  'GET /user/v1/api/member/funds': get(() => '/user/v1/api/member/funds'),
  'GET /user/v1/api/member/destroy/preview': get(() => '/user/v1/api/member/destroy/preview'),
  'GET /user/v1/api/member/coupon/list': get(() => '/user/v1/api/member/coupon/list?status=0'),
  'GET /user/v1/api/member/coupon/data': get(() => '/user/v1/api/member/coupon/data'),
  'GET /user/v1/api/member/integral/list': get(() => '/user/v1/api/member/integral/list'),
  'GET /user/v1/api/member/action/list': get(() => '/user/v1/api/member/action/list'),
  'GET /user/v1/api/member/message/list': get(() => '/user/v1/api/member/message/list'),
  'GET /user/v1/api/member/invoice/list': get(() => '/user/v1/api/member/invoice/list'),
  'GET /user/v1/api/member/vehicle/list': get(() => '/user/v1/api/member/vehicle/list'),
  'GET /user/v1/api/member/car/list': get(() => '/user/v1/api/member/car/list'),
  'GET /user/v1/api/member/attention/list': get(() => '/user/v1/api/member/attention/list'),
  'GET /user/v1/api/member/attention/notices': get(() => '/user/v1/api/member/attention/notices'),
  'GET /parking/v1/api/order/list': get(
    () => `/parking/v1/api/order/list?behalf=1&number=${encodeURIComponent(B_PLATE)}`,
  ),
  'GET /parking/v1/api/order/bill/list': get(() => '/parking/v1/api/order/bill/list'),
  'GET /parking/v1/api/order/fault/list': get(() => '/parking/v1/api/order/fault/list'),
  'GET /parking/v1/api/sticker/report/list': get(() => '/parking/v1/api/sticker/report/list'),
  'GET /parking/v1/api/order/total': get(() => '/parking/v1/api/order/total'),
  'GET /tools/v1/api/feedback/list': get(() => '/tools/v1/api/feedback/list'),
  'GET /tools/v1/api/shop/cart/list': get(() => '/tools/v1/api/shop/cart/list'),
  'GET /tools/v1/api/shop/order/list': get(() => '/tools/v1/api/shop/order/list'),
  'GET /pay/v1/api/order/search': get(() => '/pay/v1/api/order/search?pageSize=50'),
  'GET /pay/v1/api/order/amount': get(() => '/pay/v1/api/order/amount'),
  'GET /charge/v1/api/order/list': get(() => '/charge/v1/api/order/list'),
  'GET /tools/v1/api/game/board': get(() => '/tools/v1/api/game/board?game=wheel'),
  'GET /tools/v1/api/game/exam/today': get(() => '/tools/v1/api/game/exam/today'),
  'GET /tools/v1/api/game/exam/list': get(() => '/tools/v1/api/game/exam/list'),
  'GET /tools/v1/api/game/draw/list': get(() => '/tools/v1/api/game/draw/list'),
};

/** Calls naming one of B's records (or B's plate): refused, revealing nothing, changing nothing. */
const FOREIGN_RECORDS: Record<string, Call> = {
  'POST /user/v1/api/member/car/ocr': post(
    () => '/user/v1/api/member/car/ocr',
    (bs) => ({ image: bs.upload }),
  ),
  'GET /user/v1/api/member/coupon/{serial}/show': get(
    (bs) => `/user/v1/api/member/coupon/${bs.coupon}/show`,
  ),
  'POST /user/v1/api/member/message/{serial}/read': post(
    (bs) => `/user/v1/api/member/message/${bs.message}/read`,
  ),
  'GET /user/v1/api/member/invoice/{serial}/show': get(
    (bs) => `/user/v1/api/member/invoice/${bs.invoice}/show`,
  ),
  'POST /tools/v1/api/game/exam/answer': post(
    () => '/tools/v1/api/game/exam/answer',
    (bs) => ({ serial: bs.quiz, index: 0, choice: 0 }),
  ),
  'POST /user/v1/api/member/car/secret': post(
    () => '/user/v1/api/member/car/secret',
    (bs) => ({ serial: bs.car, secret: 1 }),
  ),
  'POST /user/v1/api/member/car/remove': post(
    () => '/user/v1/api/member/car/remove',
    (bs) => ({ serial: bs.car }),
  ),
  'GET /user/v1/api/member/space/message/list': get(
    () => `/user/v1/api/member/space/message/list?number=${encodeURIComponent(B_PLATE)}`,
  ),
  'POST /user/v1/api/member/attention/subscribe': post(
    () => '/user/v1/api/member/attention/subscribe',
    () => ({ number: B_PLATE, subscribe: 1 }),
  ),
  'POST /user/v1/api/member/attention/autopay': post(
    () => '/user/v1/api/member/attention/autopay',
    () => ({ number: B_PLATE, autoPay: 1, cap: 100000 }),
  ),
  'POST /user/v1/api/member/funds/pay': post(
    () => '/user/v1/api/member/funds/pay',
    (bs) => ({ payCode: bs.unpaid }),
  ),
  'POST /user/v1/api/member/merge': post(
    () => '/user/v1/api/member/merge',
    () => ({ phone: B, smsCode: '123456' }),
  ),
  'POST /user/v1/api/member/phone/update': post(
    () => '/user/v1/api/member/phone/update',
    () => ({ phone: B, smsCode: '123456' }),
  ),
  'POST /parking/v1/api/order/{serial}/hide': post(
    (bs) => `/parking/v1/api/order/${bs.disputable}/hide`,
  ),
  'POST /parking/v1/api/order/fault': post(
    () => '/parking/v1/api/order/fault',
    (bs) => ({ serial: bs.disputable, content: 'not my car' }),
  ),
  'POST /parking/v1/api/sticker/report': post(
    () => '/parking/v1/api/sticker/report',
    (bs) => ({ reason: 'forged', device: 'D10002', photo: bs.upload }),
  ),
  'POST /pay/v1/api/order/do/front/pay': post(
    () => '/pay/v1/api/order/do/front/pay',
    (bs) => ({ payCode: bs.unpaid }),
  ),
  'POST /pay/v1/api/order/remove': post(
    () => '/pay/v1/api/order/remove',
    (bs) => ({ payCode: bs.unpaid }),
  ),
  'POST /pay/v1/api/order/cancel': post(
    () => '/pay/v1/api/order/cancel',
    (bs) => ({ payCode: bs.unpaid }),
  ),
  'POST /pay/v1/api/order/confirm': post(
    () => '/pay/v1/api/order/confirm',
    (bs) => ({ payCode: bs.unpaid }),
  ),
  'POST /pay/v1/api/order/refund': post(
    () => '/pay/v1/api/order/refund',
    (bs) => ({ payCode: bs.paidRecharge, reason: 'mine now' }),
  ),
  'POST /pay/v1/api/order/invoice/apply': post(
    () => '/pay/v1/api/order/invoice/apply',
    (bs) => ({ payCodes: bs.paidRecharge, title: 'A' }),
  ),
  'GET /pay/v1/api/icbc/wxpay/{out_trade_no}/minipro': get(
    (bs) => `/pay/v1/api/icbc/wxpay/${bs.unpaid}/minipro`,
  ),
  'GET /pay/v1/api/abc/wxpay/{out_trade_no}/minipro': get(
    (bs) => `/pay/v1/api/abc/wxpay/${bs.unpaid}/minipro`,
  ),
  'GET /pay/v1/api/jianhang/wxpay/{out_trade_no}/minipro': get(
    (bs) => `/pay/v1/api/jianhang/wxpay/${bs.unpaid}/minipro`,
  ),
  'GET /pay/v1/api/pay/{out_trade_no}/wx/applet': get(
    (bs) => `/pay/v1/api/pay/${bs.unpaid}/wx/applet`,
  ),
  'POST /tools/v1/api/shop/cart/remove': post(
    () => '/tools/v1/api/shop/cart/remove',
    (bs) => ({ serial: bs.cartLine }),
  ),
  // The car-service shop: B's cart line, orders and vouchers.
  'POST /tools/v1/api/shop/cart/update': post(
    () => '/tools/v1/api/shop/cart/update',
    (bs) => ({ serial: bs.cartLine, count: 2 }),
  ),
  'POST /tools/v1/api/shop/order/publish': post(
    () => '/tools/v1/api/shop/order/publish',
    (bs) => ({ lines: JSON.stringify([bs.cartLine]), plate: '云N12345', phone: A, store: 'ST01' }),
  ),
  'GET /tools/v1/api/shop/order/{serial}/show': get(
    (bs) => `/tools/v1/api/shop/order/${bs.shopOrder}/show`,
  ),
  'POST /tools/v1/api/shop/order/cancel': post(
    () => '/tools/v1/api/shop/order/cancel',
    (bs) => ({ serial: bs.shopOrder }),
  ),
  'POST /tools/v1/api/shop/order/refund': post(
    () => '/tools/v1/api/shop/order/refund',
    (bs) => ({ serial: bs.paidShopOrder }),
  ),
  'POST /charge/v1/api/charge/stop': post(
    () => '/charge/v1/api/charge/stop',
    (bs) => ({ serial: bs.charging }),
  ),
  'GET /charge/v1/api/order/{serial}/show': get((bs) => `/charge/v1/api/order/${bs.charging}/show`),
  'GET /charge/v1/api/charge/{serial}/status': get(
    (bs) => `/charge/v1/api/charge/${bs.charging}/status`,
  ),
};

/** The caller acting on itself (no record of anyone else named): B's rows must not move. */
const SELF_ACTIONS: Record<string, Call> = {
  'POST /user/v1/api/member/base/update': post(
    () => '/user/v1/api/member/base/update',
    () => ({ nickname: 'A again' }),
  ),
  // An avatar is a picture the member uploaded (no foreign or made-up URLs).
  'POST /user/v1/api/member/avatar/update': async (sim, token, bs) => {
    const uploaded = (await upload(
      '/component/v1/api/upload/image',
      PNG,
      'image/png',
      'me.png',
    )(sim, token, bs)) as Answer<Envelope<{ url: string }>>;
    return http(sim).form(
      '/user/v1/api/member/avatar/update',
      { accountPic: uploaded.body.data!.url },
      token,
    );
  },
  'POST /user/v1/api/member/destroy': post(
    () => '/user/v1/api/member/destroy',
    () => ({ smsCode: '000000' }),
  ),
  'POST /user/v1/api/member/coupon/convert': post(
    () => '/user/v1/api/member/coupon/convert',
    () => ({ code: 'WELCOME10' }),
  ),
  'POST /user/v1/api/member/coupon/timeout/clear': post(
    () => '/user/v1/api/member/coupon/timeout/clear',
  ),
  'POST /user/v1/api/member/integral/day/sign': post(() => '/user/v1/api/member/integral/day/sign'),
  'POST /user/v1/api/member/car/publish': post(
    () => '/user/v1/api/member/car/publish',
    () => ({ number: '云N77777', plateType: 1 }),
  ),
  'POST /tools/v1/api/feedback/publish': post(
    () => '/tools/v1/api/feedback/publish',
    () => ({ content: 'A feedback' }),
  ),
  'POST /tools/v1/api/shop/cart/add': post(
    () => '/tools/v1/api/shop/cart/add',
    () => ({ product: 'PRD001', count: 2 }),
  ),
  'POST /tools/v1/api/shop/cart/clear': post(() => '/tools/v1/api/shop/cart/clear'),
  'POST /tools/v1/api/game/draw': post(
    () => '/tools/v1/api/game/draw',
    () => ({ game: 'wheel' }),
  ),
  'POST /charge/v1/api/charge/start': post(
    () => '/charge/v1/api/charge/start',
    () => ({ equipment: 'CE12' }),
  ),
  'POST /material/v1/api/post/publish': post(
    () => '/material/v1/api/post/publish',
    () => ({ content: 'A post' }),
  ),
  'POST /material/v1/api/comment/publish': post(
    () => '/material/v1/api/comment/publish',
    () => ({ post: '1', content: 'A comment' }),
  ),
  'POST /material/v1/api/praise': post(
    () => '/material/v1/api/praise',
    () => ({ target: '1', targetType: 'post' }),
  ),
  'POST /pay/v1/api/order/single/publish': post(
    () => '/pay/v1/api/order/single/publish',
    () => ({
      orders: JSON.stringify(rechargePayload('RP01', 5000)),
      repay: 0,
    }),
  ),
  'POST /component/v1/api/upload/image': upload(
    '/component/v1/api/upload/image',
    PNG,
    'image/png',
    'a.png',
  ),
  'POST /component/v1/api/upload/file': upload(
    '/component/v1/api/upload/file',
    PDF,
    'application/pdf',
    'a.pdf',
  ),
};

/**
 * Parking by plate or device, as at the kerb: anyone may look up, settle or end the parking of a
 * plate (spec sections 4 and 7), so these are not user-scoped - but they must not reveal who owns
 * the plate.
 */
const BY_PLATE: Record<string, Call> = {
  'GET /parking/v1/api/order/current': get(
    () => `/parking/v1/api/order/current?number=${encodeURIComponent(B_PLATE)}`,
  ),
  'GET /parking/v1/api/order/unpaid': get(
    () => `/parking/v1/api/order/unpaid?number=${encodeURIComponent(B_PLATE)}`,
  ),
  'GET /parking/v1/api/order/unpaid/repay': get(
    () => `/parking/v1/api/order/unpaid/repay?number=${encodeURIComponent(B_PLATE)}`,
  ),
  'GET /parking/v1/api/order/{serial}/show': get(
    (bs) => `/parking/v1/api/order/${bs.disputable}/show`,
  ),
  'GET /parking/v1/api/order/merge/repay': get(
    () => `/parking/v1/api/order/merge/repay?numbers=${encodeURIComponent(B_PLATE)}`,
  ),
  'GET /parking/v1/api/order/scan/auto/repay': get(
    () => '/parking/v1/api/order/scan/auto/repay?device=D10004',
  ),
  'GET /parking/v1/api/device/pay/info': get(() => '/parking/v1/api/device/pay/info?device=D10004'),
  'POST /parking/v1/api/order/{serial}/preview/done': post(
    (bs) => `/parking/v1/api/order/${bs.disputable}/preview/done`,
  ),
  'POST /parking/v1/api/order/{serial}/done': post(
    (bs) => `/parking/v1/api/order/${bs.disputable}/done`,
  ),
  'POST /parking/v1/api/order/publish': post(
    () => '/parking/v1/api/order/publish',
    () => ({ device: 'D10003', number: '云N88888', plateType: 1 }),
  ),
  'POST /parking/v1/api/order/noplate/finish': post(
    () => '/parking/v1/api/order/noplate/finish',
    () => ({ device: 'D10002' }),
  ),
  'POST /parking/v1/api/order/noplate/pay': post(
    () => '/parking/v1/api/order/noplate/pay',
    () => ({ device: 'D10002' }),
  ),
};

/** Every operation of openapi.yaml that needs a token. */
function securedOperations(): string[] {
  const document = openApiDocument() as unknown as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  return documentedOperations()
    .filter(({ method, path }) => {
      const security = document.paths[path]?.[method.toLowerCase()]?.security;
      return security === undefined || security.length > 0;
    })
    .map(({ method, path }) => `${method} ${path}`);
}

const refused = (answer: Answer<unknown>) =>
  answer.status !== 200 || (answer.body as Envelope).code !== 0;

/** B's member row and every row that points at B. */
function rowsOfB(sim: RunningSimulator): string {
  const id = sim.db.prepare('SELECT id FROM members WHERE phone = ?').pluck().get(B) as number;
  const tables = sim.db
    .prepare(
      "SELECT m.name FROM sqlite_schema m WHERE m.type = 'table' AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) WHERE name = 'member_id')",
    )
    .pluck()
    .all() as string[];
  return JSON.stringify([
    sim.db.prepare('SELECT * FROM members WHERE id = ?').get(id),
    ...tables.map((table) =>
      sim.db.prepare(`SELECT * FROM "${table}" WHERE member_id = ? ORDER BY rowid`).all(id),
    ),
  ]);
}

describe('user isolation on every user-scoped endpoint', { timeout: 120_000 }, () => {
  it('classifies every operation that needs a token, once', () => {
    const classified = [OWN_VIEWS, FOREIGN_RECORDS, SELF_ACTIONS, BY_PLATE].flatMap(Object.keys);

    expect([...classified].sort()).toEqual([...securedOperations()].sort());
  });

  it("A's own lists and totals show nothing of B", async () => {
    const sim = await startTestSimulator();
    const bs = await userBWithEverything(sim);
    const token = tokenOf(await signIn(sim, A));

    for (const [operation, call] of Object.entries(OWN_VIEWS)) {
      const answer = await call(sim, token, bs);
      expect(answer.status, operation).toBe(200);
      expect(leaked(answer, bs, KIND_OF_VIEW[operation]), operation).toEqual([]);
    }
    // B's own views do list them: what is compared is real.
    for (const [operation, kind] of Object.entries(KIND_OF_VIEW)) {
      const answer = await OWN_VIEWS[operation]!(sim, bs.token, bs);
      expect(valuesUnder(answer.body, kind.key), operation).toEqual(
        expect.arrayContaining(kind.values(bs)),
      );
    }
    const mine = await OWN_VIEWS['GET /pay/v1/api/order/search']!(sim, bs.token, bs);
    expect(stringsIn(mine.body)).toContain(bs.paidRecharge);
  });

  it("A naming B's records is refused, learns nothing of B and changes nothing", async () => {
    const sim = await startTestSimulator();
    const bs = await userBWithEverything(sim);
    const token = tokenOf(await signIn(sim, A));
    // Refused sign-in checks (merge, phone change) may count a wrong code; nothing else may move.
    const before = digestExcept(sim.db, ['sms_guards']);

    const accepted: string[] = [];
    for (const [operation, call] of Object.entries(FOREIGN_RECORDS)) {
      const answer = await call(sim, token, bs);
      expect(answer.status, operation).toBeLessThan(500);
      if (!refused(answer)) accepted.push(operation);
      expect(leaked(answer, bs), operation).toEqual([]);
    }

    expect(accepted).toEqual([]);
    expect(digestExcept(sim.db, ['sms_guards'])).toBe(before);
  });

  it("A acting on itself moves none of B's rows", async () => {
    const sim = await startTestSimulator();
    const bs = await userBWithEverything(sim);
    const token = tokenOf(await signIn(sim, A));
    const before = rowsOfB(sim);

    const refusedOperations: string[] = [];
    for (const [operation, call] of Object.entries(SELF_ACTIONS)) {
      const answer = await call(sim, token, bs);
      expect(answer.status, operation).toBeLessThan(500);
      if (refused(answer)) refusedOperations.push(operation);
    }

    // Each really acted (destroying A needs a code A never asked for).
    expect(refusedOperations).toEqual(['POST /user/v1/api/member/destroy']);
    expect(rowsOfB(sim)).toBe(before);
    expect((await bs.b.getMemberFunds()).funds).toBe(5000);
  });

  it('parking by plate or device never tells who owns the plate', async () => {
    const sim = await startTestSimulator();
    const bs = await userBWithEverything(sim);
    const token = tokenOf(await signIn(sim, A));

    for (const [operation, call] of Object.entries(BY_PLATE)) {
      const answer = await call(sim, token, bs);
      expect(answer.status, operation).toBeLessThan(500);
      expect(leaked(answer, bs), operation).toEqual([]);
    }
  });
});
