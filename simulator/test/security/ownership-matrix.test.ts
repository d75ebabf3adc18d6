import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { documentedOperations, openApiDocument } from '../../src/http/openapi';
import { FIXTURES, type RunningSimulator } from '../../src/index';
import { payOnSheet } from '../reliability/support/clients';
import { changedTables, dbDigest, tableDigests } from '../support/db-digest';
import { parkingPayload, rechargePayload } from '../support/payloads';
import {
  admin,
  http,
  signIn,
  startTestSimulator,
  tokenOf,
  type Answer,
  type Envelope,
} from '../support/simulator';

/**
 * The ownership matrix (DESIGN.md "Owner-only"): member A owns things, member B calls
 * every operation of openapi.yaml that needs a token with A's identifiers. Each operation is
 * classified here, and the first test fails when openapi.yaml gains one that is not:
 * - `foreign`: the call names something of A's (the identifier and how A got it are written
 *   down); B is refused (HTTP 4xx or a business code) and the whole database is unchanged;
 * - `own`: the operation takes no identifier of anyone else and acts on the caller alone; A's rows
 *   must not move and A's private data must not show;
 * - `public`: it acts on something public on purpose (a plate's arrears, a kerb device, a post);
 *   the reason is written down, and the answer must not reveal who A is.
 */

const A_PHONE = FIXTURES.users.a.phone;
const A_NICKNAME = FIXTURES.users.a.nickname;
const B_PHONE = FIXTURES.users.b.phone;
/** A's plate: parking now at D10001, three orders to pay; A switches its secret on. */
const A_PLATE = FIXTURES.plates.arrears.number;
/** A's other plate (yearly card), not parking now. */
const A_MEMBER_PLATE = FIXTURES.plates.member.number;
const A_INVOICE_TITLE = 'A所有权矩阵有限公司';
const A_FEEDBACK = 'A only: the meter at 团结大街 012 is broken';
const A_STICKER_NOTE = 'A only: a second code is stuck over the sign of 团结大街 013';
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Everything A owns, by the identifier the API uses for it. */
interface Owned {
  /** A's order parking now at D10001 (status 0, type 0). */
  runningOrder: string;
  runningBookCode: string;
  /** A's three orders to pay (status 22), and their fees. */
  toPay: { serial: string; cash: number }[];
  /** A's completed order (status 9). */
  completedOrder: string;
  /** A's unpaid parking pay order over the three orders to pay (a hold). */
  heldPayCode: string;
  /** A's recharge paid through the pay sheet, and the invoice A applied for with it. */
  paidPayCode: string;
  invoice: string;
  invoiceUrl: string;
  /** A's car (the plate's binding) and its secret switch (on). */
  car: string;
  coupon: string;
  message: string;
  cartLine: string;
  /** A's shop orders: one unpaid (holding its stock), one paid with its vouchers. */
  shopOrder: string;
  paidShopOrder: string;
  /** A's quiz of today, opened with /tools/v1/api/game/exam/today. */
  exam: string;
  /** A's charging session on CE11, running. */
  charging: string;
  chargingEquipment: string;
  /** A's uploaded photo and PDF (their URLs, as the upload answered). */
  upload: string;
  uploadedFile: string;
  /** Order photo of A's running order. */
  orderPhoto: string;
  /** Every book code of A's plates: only A (and, while the plate is not secret, anyone) may see them. */
  bookCodes: string[];
}

interface Ctx {
  sim: RunningSimulator;
  /** B's `Authorization` value. */
  b: string;
  a: Owned;
}

type Call = (ctx: Ctx) => Promise<Answer<unknown>>;

interface ForeignCase {
  /** Which parameter carries A's identifier, and how A obtained it. */
  identifier: string;
  call: Call;
  /** A read may answer with nothing of A's instead of refusing. */
  read?: boolean;
  /** Tables a refusal may change, and why (e.g. a wrong code counted on a phone). */
  mayChange?: { tables: string[]; why: string };
}

interface ReasonedCase {
  why: string;
  call: Call;
}

interface Classified {
  foreign?: ForeignCase[];
  own?: ReasonedCase;
  public?: ReasonedCase;
}

const enc = encodeURIComponent;
const get =
  (path: (a: Owned) => string): Call =>
  ({ sim, b, a }) =>
    http(sim).get(path(a), b);
const post =
  (path: string | ((a: Owned) => string), fields: (a: Owned) => Record<string, string | number>) =>
  ({ sim, b, a }: Ctx) =>
    http(sim).form(typeof path === 'string' ? path : path(a), fields(a), b);
const none = () => ({});

const upload =
  (path: string, bytes: Uint8Array<ArrayBuffer>, type: string, name: string): Call =>
  async ({ sim, b }) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    const response = await fetch(sim.url + path, {
      method: 'POST',
      headers: { Authorization: b },
      body: form,
    });
    return { status: response.status, body: await response.json(), headers: response.headers };
  };

const foreign = (identifier: string, call: Call, extra: Partial<ForeignCase> = {}) => ({
  identifier,
  call,
  ...extra,
});

const SIGN_IN_COUNTS = {
  tables: ['sms_codes', 'sms_guards'],
  why: 'a wrong SMS code is counted against the code and the phone it was sent to (and a fresh code still works: a lockout an anonymous caller cannot turn against the owner)',
};

/** Every operation of openapi.yaml that needs a token, classified. */
const MATRIX: Record<string, Classified> = {
  // ------------------------------------------------------------------ user: the member
  'GET /user/v1/api/member/info': {
    own: { why: 'the caller’s own profile', call: get(() => '/user/v1/api/member/info') },
  },
  'POST /user/v1/api/member/base/update': {
    own: {
      why: 'the caller’s own nickname',
      call: post('/user/v1/api/member/base/update', () => ({ nickname: 'B矩阵' })),
    },
  },
  'POST /user/v1/api/member/avatar/update': {
    own: {
      why: 'the caller’s own avatar',
      call: post('/user/v1/api/member/avatar/update', () => ({ accountPic: '/media/icon/b.svg' })),
    },
    foreign: [
      foreign(
        "accountPic = A's upload URL (A uploaded it with /component/v1/api/upload/image)",
        post('/user/v1/api/member/avatar/update', (a) => ({ accountPic: a.upload })),
      ),
    ],
  },
  'POST /user/v1/api/member/phone/update': {
    foreign: [
      foreign(
        "phone = A's phone (A's account; A has just been sent a code), with a guessed code",
        post('/user/v1/api/member/phone/update', () => ({ phone: A_PHONE, smsCode: '123456' })),
        { mayChange: SIGN_IN_COUNTS },
      ),
    ],
  },
  'GET /user/v1/api/member/destroy/preview': {
    own: {
      why: 'what closing the caller’s own account would do (a dry run: nothing changes)',
      call: get(() => '/user/v1/api/member/destroy/preview'),
    },
  },
  'POST /user/v1/api/member/destroy': {
    own: {
      why: 'destroys the caller alone (refused here: B never asked for a code)',
      call: post('/user/v1/api/member/destroy', () => ({ smsCode: '000000' })),
    },
  },
  'POST /user/v1/api/member/merge': {
    foreign: [
      foreign(
        "phone = A's phone (A has just been sent a code): merging A's account into B's, with a guessed code",
        post('/user/v1/api/member/merge', () => ({ phone: A_PHONE, smsCode: '123456' })),
        { mayChange: SIGN_IN_COUNTS },
      ),
    ],
  },
  'GET /user/v1/api/member/funds': {
    own: { why: 'the caller’s balance', call: get(() => '/user/v1/api/member/funds') },
  },
  'POST /user/v1/api/member/funds/pay': {
    foreign: [
      foreign(
        "payCode = A's unpaid parking pay order (A published it with /pay/v1/api/order/single/publish)",
        post('/user/v1/api/member/funds/pay', (a) => ({ payCode: a.heldPayCode })),
      ),
    ],
  },
  'GET /user/v1/api/member/coupon/list': {
    own: { why: 'the caller’s coupons', call: get(() => '/user/v1/api/member/coupon/list') },
  },
  'GET /user/v1/api/member/coupon/data': {
    own: { why: 'the caller’s coupon counts', call: get(() => '/user/v1/api/member/coupon/data') },
  },
  'POST /user/v1/api/member/coupon/convert': {
    own: {
      why: 'a redemption code grants the caller a coupon (codes belong to nobody until used)',
      call: post('/user/v1/api/member/coupon/convert', () => ({ code: 'WELCOME10' })),
    },
  },
  'GET /user/v1/api/member/coupon/{serial}/show': {
    foreign: [
      foreign(
        "serial = A's unused coupon (seeded; A lists it with /user/v1/api/member/coupon/list)",
        get((a) => `/user/v1/api/member/coupon/${a.coupon}/show`),
      ),
    ],
  },
  'POST /user/v1/api/member/coupon/timeout/clear': {
    own: {
      why: 'clears the caller’s expired coupons',
      call: post('/user/v1/api/member/coupon/timeout/clear', none),
    },
  },
  'GET /user/v1/api/member/integral/list': {
    own: { why: 'the caller’s points', call: get(() => '/user/v1/api/member/integral/list') },
  },
  'POST /user/v1/api/member/integral/day/sign': {
    own: {
      why: 'the caller signs in for the day',
      call: post('/user/v1/api/member/integral/day/sign', none),
    },
  },
  'GET /user/v1/api/member/action/list': {
    own: { why: 'the caller’s actions', call: get(() => '/user/v1/api/member/action/list') },
  },
  'GET /user/v1/api/member/message/list': {
    own: { why: 'the caller’s messages', call: get(() => '/user/v1/api/member/message/list') },
  },
  'POST /user/v1/api/member/message/{serial}/read': {
    foreign: [
      foreign(
        "serial = A's message (seeded; A lists it with /user/v1/api/member/message/list)",
        post((a) => `/user/v1/api/member/message/${a.message}/read`, none),
      ),
    ],
  },
  'GET /user/v1/api/member/invoice/list': {
    own: { why: 'the caller’s invoices', call: get(() => '/user/v1/api/member/invoice/list') },
  },
  'GET /user/v1/api/member/invoice/{serial}/show': {
    foreign: [
      foreign(
        "serial = A's invoice (A applied with /pay/v1/api/order/invoice/apply)",
        get((a) => `/user/v1/api/member/invoice/${a.invoice}/show`),
      ),
    ],
  },
  'POST /user/v1/api/member/attention/subscribe': {
    foreign: [
      foreign(
        "number = A's plate (bound by A; B has not bound it)",
        post('/user/v1/api/member/attention/subscribe', () => ({ number: A_PLATE, subscribe: 1 })),
      ),
    ],
  },
  'GET /user/v1/api/member/attention/list': {
    own: {
      why: 'the caller’s plates with their notices switch and auto-pay',
      call: get(() => '/user/v1/api/member/attention/list'),
    },
  },
  'POST /user/v1/api/member/attention/autopay': {
    foreign: [
      foreign(
        "number = A's plate (bound by A, notices and auto-pay on; B has not bound it)",
        post('/user/v1/api/member/attention/autopay', () => ({
          number: A_PLATE,
          autoPay: 1,
          cap: 100000,
        })),
      ),
    ],
  },
  'GET /user/v1/api/member/attention/notices': {
    own: {
      why: 'the chat notices sent to the caller',
      call: get(() => '/user/v1/api/member/attention/notices'),
    },
    foreign: [
      foreign(
        "number = A's plate (A has notices on for it and got a payment notice)",
        get(() => `/user/v1/api/member/attention/notices?number=${enc(A_PLATE)}`),
      ),
    ],
  },
  'GET /user/v1/api/member/vehicle/list': {
    own: { why: 'the caller’s vehicle cards', call: get(() => '/user/v1/api/member/vehicle/list') },
  },
  'GET /user/v1/api/member/car/list': {
    own: { why: 'the caller’s cars', call: get(() => '/user/v1/api/member/car/list') },
  },
  'POST /user/v1/api/member/car/publish': {
    own: {
      why: 'binds a plate nobody has bound to the caller',
      call: post('/user/v1/api/member/car/publish', () => ({ number: '云N77777', plateType: 1 })),
    },
    foreign: [
      foreign(
        "number = A's plate, bound by A (binding someone else's plate needs the licence OCR proof)",
        post('/user/v1/api/member/car/publish', () => ({ number: A_PLATE, plateType: 1 })),
      ),
    ],
  },
  'POST /user/v1/api/member/car/secret': {
    foreign: [
      foreign(
        "serial = A's car (A lists it with /user/v1/api/member/car/list)",
        post('/user/v1/api/member/car/secret', (a) => ({ serial: a.car, secret: 0 })),
      ),
    ],
  },
  'POST /user/v1/api/member/car/remove': {
    foreign: [
      foreign(
        "serial = A's car",
        post('/user/v1/api/member/car/remove', (a) => ({ serial: a.car })),
      ),
    ],
  },
  'POST /user/v1/api/member/car/ocr': {
    foreign: [
      foreign(
        "image = A's upload URL (A's photo, uploaded by A)",
        post('/user/v1/api/member/car/ocr', (a) => ({ image: a.upload })),
      ),
    ],
  },
  'GET /user/v1/api/member/space/message/list': {
    foreign: [
      foreign(
        "number = A's plate: where A's car is and was parked",
        get(() => `/user/v1/api/member/space/message/list?number=${enc(A_PLATE)}`),
        { read: true },
      ),
    ],
  },

  // ------------------------------------------------------------------ parking
  'GET /parking/v1/api/order/list': {
    own: {
      why: 'behalf=1 lists the caller’s own orders',
      call: get(() => '/parking/v1/api/order/list?behalf=1'),
    },
    foreign: [
      foreign(
        "number = A's plate with its secret switch on (the switch hides a plate's orders from other members)",
        get(() => `/parking/v1/api/order/list?number=${enc(A_PLATE)}`),
        { read: true },
      ),
    ],
  },
  'GET /parking/v1/api/order/current': {
    foreign: [
      foreign(
        "number = A's secret plate: where it is parked now",
        get(() => `/parking/v1/api/order/current?number=${enc(A_PLATE)}`),
        { read: true },
      ),
    ],
  },
  'GET /parking/v1/api/order/unpaid': {
    foreign: [
      foreign(
        "number = A's secret plate: its orders (street, space, times) are A's to see",
        get(() => `/parking/v1/api/order/unpaid?number=${enc(A_PLATE)}`),
        { read: true },
      ),
    ],
  },
  'GET /parking/v1/api/order/unpaid/repay': {
    public: {
      why: 'paying a plate’s arrears is anyone’s right (spec 2 and 7: the payment page by plate); the summary shows amounts and order serials, not places or owners',
      call: get(() => `/parking/v1/api/order/unpaid/repay?number=${enc(A_PLATE)}`),
    },
  },
  'GET /parking/v1/api/order/{serial}/show': {
    foreign: [
      foreign(
        "serial = A's running order on A's secret plate (A lists it with /parking/v1/api/order/current)",
        get((a) => `/parking/v1/api/order/${a.runningOrder}/show`),
        { read: true },
      ),
    ],
  },
  'POST /parking/v1/api/order/{serial}/preview/done': {
    foreign: [
      foreign(
        "serial = A's running order (status 0, type 0) of a plate B has not bound",
        post((a) => `/parking/v1/api/order/${a.runningOrder}/preview/done`, none),
      ),
    ],
  },
  'POST /parking/v1/api/order/{serial}/done': {
    foreign: [
      foreign(
        "serial = A's running order: the patrol close is staff only, never a member token (finding 4)",
        post((a) => `/parking/v1/api/order/${a.runningOrder}/done`, none),
      ),
      foreign(
        'serial = the sensor order at D10005 (type 1, which leave now refuses): staff only',
        async ({ sim, b }) => {
          const current = await http(sim).get<Envelope<{ serial: string }[]>>(
            `/parking/v1/api/order/current?number=${enc(FIXTURES.plates.sensor.number)}`,
            b,
          );
          const serial = current.body.data?.[0]?.serial ?? 'missing';
          return http(sim).form(`/parking/v1/api/order/${serial}/done`, {}, b);
        },
      ),
    ],
  },
  'POST /parking/v1/api/order/{serial}/hide': {
    foreign: [
      foreign(
        "serial = A's completed order (A lists it with /parking/v1/api/order/list?behalf=1)",
        post((a) => `/parking/v1/api/order/${a.completedOrder}/hide`, none),
      ),
    ],
  },
  'POST /parking/v1/api/order/fault': {
    foreign: [
      foreign(
        "serial = A's order to pay",
        post('/parking/v1/api/order/fault', (a) => ({
          serial: a.toPay[0]!.serial,
          content: 'not my car',
        })),
      ),
      foreign(
        "serial = A's completed order, photos = A's upload",
        post('/parking/v1/api/order/fault', (a) => ({
          serial: a.completedOrder,
          reason: 'wrongTime',
          content: 'not my car',
          photos: JSON.stringify([a.upload]),
        })),
      ),
    ],
  },
  'GET /parking/v1/api/order/fault/list': {
    own: {
      why: 'the caller’s own disputes',
      call: get(() => '/parking/v1/api/order/fault/list'),
    },
  },
  'POST /parking/v1/api/sticker/report': {
    foreign: [
      foreign(
        "photo = A's upload",
        post('/parking/v1/api/sticker/report', (a) => ({
          reason: 'forged',
          device: 'D10002',
          photo: a.upload,
        })),
      ),
    ],
  },
  'GET /parking/v1/api/sticker/report/list': {
    own: {
      why: 'the caller’s own sticker reports',
      call: get(() => '/parking/v1/api/sticker/report/list'),
    },
  },
  'POST /parking/v1/api/order/publish': {
    public: {
      why: 'self check-in at a free kerb device for a plate nobody has bound: the driver at the space',
      call: post('/parking/v1/api/order/publish', () => ({
        device: FIXTURES.devices.free.code,
        number: '云N88888',
        plateType: 1,
      })),
    },
    foreign: [
      foreign(
        "number = A's bound plate 云ND66666 (not parking): a check-in by B would run a meter on A's plate",
        post('/parking/v1/api/order/publish', () => ({
          device: FIXTURES.devices.free.code,
          number: A_MEMBER_PLATE,
          plateType: FIXTURES.plates.member.plateType,
        })),
      ),
    ],
  },
  'POST /parking/v1/api/order/noplate/finish': {
    foreign: [
      foreign(
        'device = D10002, whose no-plate session B did not start (finding 4: only the member who started it may finish it)',
        post('/parking/v1/api/order/noplate/finish', () => ({
          device: FIXTURES.devices.noPlate.code,
        })),
      ),
    ],
  },
  'POST /parking/v1/api/order/noplate/pay': {
    public: {
      why: 'paying the ended no-plate order at a device is for whoever stands at it (here: none ended, a business refusal)',
      call: post('/parking/v1/api/order/noplate/pay', () => ({
        device: FIXTURES.devices.noPlate.code,
      })),
    },
  },
  'GET /parking/v1/api/order/merge/repay': {
    public: {
      why: 'the arrears summary of several plates, as unpaid/repay: amounts only',
      call: get(() => `/parking/v1/api/order/merge/repay?numbers=${enc(A_PLATE)}`),
    },
  },
  'GET /parking/v1/api/order/scan/auto/repay': {
    public: {
      why: 'scanning the code on a kerb device: whoever stands there sees the car and its plate',
      call: get(
        () => `/parking/v1/api/order/scan/auto/repay?device=${FIXTURES.devices.lastSeen.code}`,
      ),
    },
  },
  'GET /parking/v1/api/order/bill/list': {
    own: { why: 'the caller’s trip bills', call: get(() => '/parking/v1/api/order/bill/list') },
  },
  'GET /parking/v1/api/order/total': {
    own: { why: 'the caller’s totals', call: get(() => '/parking/v1/api/order/total') },
  },
  'GET /parking/v1/api/device/pay/info': {
    public: {
      why: 'a kerb device’s space and the plate it sees: public at the kerb',
      call: get(() => `/parking/v1/api/device/pay/info?device=${FIXTURES.devices.lastSeen.code}`),
    },
  },

  // ------------------------------------------------------------------ material and tools
  'POST /material/v1/api/post/publish': {
    own: {
      why: 'a post by the caller',
      call: post('/material/v1/api/post/publish', () => ({ content: 'B post' })),
    },
  },
  'POST /material/v1/api/comment/publish': {
    public: {
      why: 'commenting on a public post (the comment is the caller’s)',
      call: post('/material/v1/api/comment/publish', () => ({ post: '1', content: 'B comment' })),
    },
  },
  'POST /material/v1/api/praise': {
    public: {
      why: 'praising a public post toggles the caller’s own praise',
      call: post('/material/v1/api/praise', () => ({ target: '1', targetType: 'post' })),
    },
  },
  'GET /tools/v1/api/feedback/list': {
    own: { why: 'the caller’s feedback', call: get(() => '/tools/v1/api/feedback/list') },
  },
  'POST /tools/v1/api/feedback/publish': {
    own: {
      why: 'feedback by the caller',
      call: post('/tools/v1/api/feedback/publish', () => ({ content: 'B feedback' })),
    },
    foreign: [
      foreign(
        "images = A's upload URL: attaching A's private photo to B's feedback",
        post('/tools/v1/api/feedback/publish', (a) => ({
          content: 'look at this',
          images: a.upload,
        })),
      ),
    ],
  },
  'GET /tools/v1/api/shop/cart/list': {
    own: { why: 'the caller’s cart', call: get(() => '/tools/v1/api/shop/cart/list') },
  },
  'POST /tools/v1/api/shop/cart/add': {
    own: {
      why: 'adds to the caller’s cart',
      call: post('/tools/v1/api/shop/cart/add', () => ({ product: 'PRD001', count: 1 })),
    },
  },
  'POST /tools/v1/api/shop/cart/remove': {
    foreign: [
      foreign(
        "serial = A's cart line (A added it with /tools/v1/api/shop/cart/add)",
        post('/tools/v1/api/shop/cart/remove', (a) => ({ serial: a.cartLine })),
      ),
    ],
  },
  // The car-service shop: A's cart line, shop orders and vouchers.
  'POST /tools/v1/api/shop/cart/update': {
    foreign: [
      foreign(
        "serial = A's cart line (A added it with /tools/v1/api/shop/cart/add)",
        post('/tools/v1/api/shop/cart/update', (a) => ({ serial: a.cartLine, count: 2 })),
      ),
    ],
  },
  'POST /tools/v1/api/shop/cart/clear': {
    own: { why: 'empties the caller’s cart', call: post('/tools/v1/api/shop/cart/clear', none) },
  },
  'POST /tools/v1/api/shop/order/publish': {
    foreign: [
      foreign(
        "lines = A's cart line: ordering what A put in A's cart",
        post('/tools/v1/api/shop/order/publish', (a) => ({
          lines: JSON.stringify([a.cartLine]),
          plate: '云N00000',
          phone: B_PHONE,
          store: 'ST01',
        })),
      ),
    ],
  },
  'GET /tools/v1/api/shop/order/list': {
    own: { why: 'the caller’s shop orders', call: get(() => '/tools/v1/api/shop/order/list') },
  },
  'GET /tools/v1/api/shop/order/{serial}/show': {
    foreign: [
      foreign(
        "serial = A's paid shop order (A bought it with /tools/v1/api/shop/order/publish): its voucher codes",
        get((a) => `/tools/v1/api/shop/order/${a.paidShopOrder}/show`),
      ),
    ],
  },
  'POST /tools/v1/api/shop/order/cancel': {
    foreign: [
      foreign(
        "serial = A's unpaid shop order: cancelling it would release A's stock hold",
        post('/tools/v1/api/shop/order/cancel', (a) => ({ serial: a.shopOrder })),
      ),
    ],
  },
  'POST /tools/v1/api/shop/order/refund': {
    foreign: [
      foreign(
        "serial = A's paid shop order: refunding A's vouchers",
        post('/tools/v1/api/shop/order/refund', (a) => ({ serial: a.paidShopOrder })),
      ),
    ],
  },
  // Games: the quiz and the draws act on the caller; a quiz is named by its serial.
  'GET /tools/v1/api/game/exam/today': {
    own: { why: 'the caller’s quiz of today', call: get(() => '/tools/v1/api/game/exam/today') },
  },
  'POST /tools/v1/api/game/exam/answer': {
    foreign: [
      foreign(
        "serial = A's quiz of today (A opened it with /tools/v1/api/game/exam/today)",
        post('/tools/v1/api/game/exam/answer', (a) => ({ serial: a.exam, index: 1, choice: 0 })),
      ),
    ],
  },
  'GET /tools/v1/api/game/exam/list': {
    own: { why: 'the caller’s past quizzes', call: get(() => '/tools/v1/api/game/exam/list') },
  },
  'GET /tools/v1/api/game/board': {
    own: {
      why: 'the odds and stock, and the caller’s integral and draws left',
      call: get(() => '/tools/v1/api/game/board?game=wheel'),
    },
  },
  'POST /tools/v1/api/game/draw': {
    own: {
      why: 'a draw by the caller, paid with the caller’s integral',
      call: post('/tools/v1/api/game/draw', () => ({ game: 'wheel' })),
    },
  },
  'GET /tools/v1/api/game/draw/list': {
    own: { why: 'the caller’s draws', call: get(() => '/tools/v1/api/game/draw/list') },
  },
  'POST /component/v1/api/upload/image': {
    own: {
      why: 'an upload by the caller',
      call: upload('/component/v1/api/upload/image', PNG, 'image/png', 'b.png'),
    },
  },
  'POST /component/v1/api/upload/file': {
    own: {
      why: 'an upload by the caller',
      call: upload('/component/v1/api/upload/file', PDF, 'application/pdf', 'b.pdf'),
    },
  },

  // ------------------------------------------------------------------ pay
  'POST /pay/v1/api/order/single/publish': {
    own: {
      why: 'a recharge draft of the caller’s',
      call: post('/pay/v1/api/order/single/publish', () => ({
        orders: JSON.stringify(rechargePayload('RP01', 5000)),
        repay: 0,
      })),
    },
    public: {
      why: 'paying the arrears of a plate nobody has bound (云N54321), as a passer-by may',
      call: async ({ sim, b }) => {
        const summary = await http(sim).get<Envelope<Parameters<typeof parkingPayload>[0]>>(
          `/parking/v1/api/order/unpaid/repay?number=${enc(FIXTURES.plates.ruili.number)}`,
          b,
        );
        return http(sim).form(
          '/pay/v1/api/order/single/publish',
          { orders: JSON.stringify(parkingPayload(summary.body.data!)), repay: 1 },
          b,
        );
      },
    },
    foreign: [
      foreign(
        "goods = the first of A's orders to pay, held by A's unpaid pay order (finding 3: B's draft must not cancel A's payment)",
        post('/pay/v1/api/order/single/publish', (a) => ({
          orders: JSON.stringify({
            ...parkingPayload({
              unPay: a.toPay[0]!.cash,
              payCost: a.toPay[0]!.cash,
              service: 0,
              count: 1,
              number: A_PLATE,
              orderSerials: [a.toPay[0]!.serial],
              noplate: false,
            }),
          }),
          repay: 1,
        })),
      ),
      foreign(
        "goods = A's charging session: a charging-debt pay order is its owner's to publish",
        post('/pay/v1/api/order/single/publish', (a) => ({
          orders: JSON.stringify({
            ...rechargePayload(a.charging, 100),
            orderType: 'charging',
          }),
          repay: 0,
        })),
      ),
      foreign(
        "goods = A's unpaid shop order: paying it would settle A's order",
        post('/pay/v1/api/order/single/publish', (a) => ({
          orders: JSON.stringify({
            ...rechargePayload(a.shopOrder, 3000),
            orderType: 'shop',
            area: '533103',
          }),
          repay: 1,
        })),
      ),
    ],
  },
  'GET /pay/v1/api/icbc/wxpay/{out_trade_no}/minipro': {
    foreign: [
      foreign(
        "out_trade_no = A's unpaid pay code",
        get((a) => `/pay/v1/api/icbc/wxpay/${a.heldPayCode}/minipro`),
      ),
    ],
  },
  'GET /pay/v1/api/abc/wxpay/{out_trade_no}/minipro': {
    foreign: [
      foreign(
        "out_trade_no = A's unpaid pay code",
        get((a) => `/pay/v1/api/abc/wxpay/${a.heldPayCode}/minipro`),
      ),
    ],
  },
  'GET /pay/v1/api/jianhang/wxpay/{out_trade_no}/minipro': {
    foreign: [
      foreign(
        "out_trade_no = A's unpaid pay code",
        get((a) => `/pay/v1/api/jianhang/wxpay/${a.heldPayCode}/minipro`),
      ),
    ],
  },
  'GET /pay/v1/api/pay/{out_trade_no}/wx/applet': {
    foreign: [
      foreign(
        "out_trade_no = A's unpaid pay code",
        get((a) => `/pay/v1/api/pay/${a.heldPayCode}/wx/applet`),
      ),
    ],
  },
  'POST /pay/v1/api/order/do/front/pay': {
    foreign: [
      foreign(
        "payCode = A's unpaid pay code",
        post('/pay/v1/api/order/do/front/pay', (a) => ({ payCode: a.heldPayCode })),
      ),
    ],
  },
  'GET /pay/v1/api/order/search': {
    own: { why: 'the caller’s pay orders', call: get(() => '/pay/v1/api/order/search') },
  },
  'GET /pay/v1/api/order/amount': {
    own: { why: 'the caller’s paid amounts', call: get(() => '/pay/v1/api/order/amount') },
  },
  'POST /pay/v1/api/order/remove': {
    foreign: [
      foreign(
        "payCode = A's unpaid pay code",
        post('/pay/v1/api/order/remove', (a) => ({ payCode: a.heldPayCode })),
      ),
      foreign(
        "payCode = A's paid recharge",
        post('/pay/v1/api/order/remove', (a) => ({ payCode: a.paidPayCode })),
      ),
    ],
  },
  'POST /pay/v1/api/order/cancel': {
    foreign: [
      foreign(
        "payCode = A's unpaid pay code",
        post('/pay/v1/api/order/cancel', (a) => ({ payCode: a.heldPayCode })),
      ),
    ],
  },
  'POST /pay/v1/api/order/confirm': {
    foreign: [
      foreign(
        "payCode = A's paid recharge (reading its state)",
        post('/pay/v1/api/order/confirm', (a) => ({ payCode: a.paidPayCode })),
      ),
    ],
  },
  'POST /pay/v1/api/order/refund': {
    foreign: [
      foreign(
        "payCode = A's paid recharge (paid through the pay sheet)",
        post('/pay/v1/api/order/refund', (a) => ({ payCode: a.paidPayCode, reason: 'mine now' })),
      ),
    ],
  },
  'POST /pay/v1/api/order/invoice/apply': {
    foreign: [
      foreign(
        "payCodes = A's paid recharge",
        post('/pay/v1/api/order/invoice/apply', (a) => ({
          payCodes: a.paidPayCode,
          title: 'B公司',
        })),
      ),
    ],
  },

  // ------------------------------------------------------------------ charge
  'GET /charge/v1/api/order/list': {
    own: { why: 'the caller’s charging orders', call: get(() => '/charge/v1/api/order/list') },
  },
  'GET /charge/v1/api/order/{serial}/show': {
    foreign: [
      foreign(
        "serial = A's charging session (A started it with /charge/v1/api/charge/start)",
        get((a) => `/charge/v1/api/order/${a.charging}/show`),
      ),
    ],
  },
  'POST /charge/v1/api/charge/start': {
    own: {
      why: 'a session of the caller’s on a free charger (refused here: B’s balance is 0)',
      call: post('/charge/v1/api/charge/start', () => ({ equipment: 'CE12' })),
    },
    foreign: [
      foreign(
        'equipment = the charger A is charging on',
        post('/charge/v1/api/charge/start', (a) => ({ equipment: a.chargingEquipment })),
      ),
    ],
  },
  'POST /charge/v1/api/charge/stop': {
    foreign: [
      foreign(
        "serial = A's running charging session",
        post('/charge/v1/api/charge/stop', (a) => ({ serial: a.charging })),
      ),
    ],
  },
  'GET /charge/v1/api/charge/{serial}/status': {
    foreign: [
      foreign(
        "serial = A's running charging session",
        get((a) => `/charge/v1/api/charge/${a.charging}/status`),
      ),
    ],
  },
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
    .map(({ method, path }) => `${method} ${path}`)
    .sort();
}

/** A signs in and owns one of everything, each identified the way the API names it. */
async function memberAOwningEverything(sim: RunningSimulator): Promise<Owned> {
  const a = await signIn(sim, A_PHONE);
  // A asked for a sign-in code: B's guesses below meet a live code, not "ask for a code first".
  await a.sendSms(A_PHONE);
  const [running] = await a.listCurrentOrders({ number: A_PLATE });
  if (!running) throw new Error('A is not parking');
  const toPay = (await a.listUnpaidOrders({ number: A_PLATE })).list.map((order) => ({
    serial: order.serial,
    cash: order.cash,
  }));
  const completed = (await a.listOrders({ behalf: 1, status: '9', pageSize: 50 })).list.find(
    (order) => order.number === A_PLATE,
  );
  const summary = await a.getRepaySummary({ number: A_PLATE });
  const held = await a.publishPayOrder(parkingPayload(summary));
  const recharge = await a.publishPayOrder(rechargePayload('RP01', 5000), 0);
  expect(await payOnSheet(sim.url, await a.payParamsFor('533103', recharge.payCode))).toMatch(
    /:ok$/,
  );
  const invoice = await a.applyInvoice({ payCodes: recharge.payCode, title: A_INVOICE_TITLE });
  // The invoice is issued (its PDF exists) a few minutes after the application.
  await admin(sim).advance(5);
  const car = (await a.listCars()).list.find((row) => row.number === A_PLATE)!;
  await a.setCarSecret({ serial: car.serial, secret: 1 });
  // Notices and auto-pay on for A's plate: the shop payment below sends A a chat notice.
  await a.subscribeAttention({ number: A_PLATE, subscribe: 1 });
  await a.setAutoPay({ number: A_PLATE, autoPay: 1 });
  const coupon = (await a.listCoupons()).list[0]!.serial;
  const message = (await a.listMessages()).list[0]!.serial;
  const cartLine = (await a.addToCart({ product: 'PRD001', count: 1 })).serial;
  const shopDraft = { plate: A_PLATE, phone: A_PHONE, store: 'ST01' };
  const shopOrder = (await a.publishShopOrder({ ...shopDraft, product: 'PRD011', count: 1 }))
    .serial;
  const paidShop = await a.publishShopOrder({ ...shopDraft, product: 'PRD001', count: 1 });
  await a.payByFunds((await a.publishShopPayOrder(paidShop)).payCode);
  expect((await a.listChatNotices({ number: A_PLATE })).list).not.toEqual([]);
  const exam = (await a.getTodayExam()).serial;
  const charging = await a.startCharging('CE11');
  await a.publishFeedback({ content: A_FEEDBACK });
  await a.reportSticker({ reason: 'forged', device: 'D10002', note: A_STICKER_NOTE });
  const photo = await a.uploadImage(new Blob([PNG], { type: 'image/png' }), 'licence.png');
  const file = await a.uploadFile(new Blob([PDF], { type: 'application/pdf' }), 'contract.pdf');
  const bookCodes = sim.db
    .prepare('SELECT book_code FROM orders WHERE number IN (?, ?)')
    .pluck()
    .all(A_PLATE, A_MEMBER_PLATE) as string[];
  return {
    runningOrder: running.serial,
    runningBookCode: running.bookCode,
    toPay,
    completedOrder: completed!.serial,
    heldPayCode: held.payCode,
    paidPayCode: recharge.payCode,
    invoice: invoice.serial,
    invoiceUrl: (await a.showInvoice(invoice.serial)).url ?? '',
    car: car.serial,
    coupon,
    message,
    cartLine,
    shopOrder,
    paidShopOrder: paidShop.serial,
    exam,
    charging: charging.serial,
    chargingEquipment: 'CE11',
    upload: photo.url,
    uploadedFile: file.url,
    orderPhoto: running.spic,
    bookCodes,
  };
}

/** Texts that identify A or A's private records. */
function privateMarkers(a: Owned): Set<string> {
  return new Set([
    A_PHONE,
    A_NICKNAME,
    A_INVOICE_TITLE,
    A_FEEDBACK,
    A_STICKER_NOTE,
    a.heldPayCode,
    a.paidPayCode,
    a.upload,
    a.uploadedFile,
  ]);
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

const refused = (answer: Answer<unknown>) =>
  answer.status >= 400 || (answer.body as Envelope | undefined)?.code !== 0;

/** What a refused or empty answer would not contain: A's identity, private records, order codes. */
function leaks(answer: Answer<unknown>, a: Owned, withOrders: boolean): string[] {
  const markers = privateMarkers(a);
  const orders = new Set(withOrders ? a.bookCodes : []);
  return stringsIn(answer.body).filter((text) => markers.has(text) || orders.has(text));
}

/** A's member row and every row that points at A, and the orders of A's plates. */
function rowsOfA(sim: RunningSimulator): string {
  const id = sim.db.prepare('SELECT id FROM members WHERE phone = ?').pluck().get(A_PHONE);
  const tables = sim.db
    .prepare(
      "SELECT m.name FROM sqlite_schema m WHERE m.type = 'table' AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) WHERE name = 'member_id') ORDER BY m.name",
    )
    .pluck()
    .all() as string[];
  return JSON.stringify([
    sim.db.prepare('SELECT * FROM members WHERE id = ?').get(id),
    ...tables.map((table) =>
      sim.db.prepare(`SELECT * FROM "${table}" WHERE member_id = ? ORDER BY rowid`).all(id),
    ),
    sim.db
      .prepare('SELECT * FROM orders WHERE number IN (?, ?) ORDER BY rowid')
      .all(A_PLATE, A_MEMBER_PLATE),
  ]);
}

/**
 * Copies the database as it is now and returns a function that puts every table back to that
 * copy in place (the simulator keeps its connection and prepared statements).
 */
function snapshot(sim: RunningSimulator): () => void {
  const file = join(mkdtempSync(join(tmpdir(), 'ownership-')), 'arranged.db');
  folders.push(dirname(file));
  sim.db.exec(`VACUUM INTO '${file}'`);
  sim.db.exec(`ATTACH DATABASE '${file}' AS arranged`);
  const tables = sim.db
    .prepare("SELECT name FROM arranged.sqlite_schema WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  const restore = sim.db.transaction(() => {
    for (const table of tables) {
      sim.db.prepare(`DELETE FROM main."${table}"`).run();
      sim.db.prepare(`INSERT INTO main."${table}" SELECT * FROM arranged."${table}"`).run();
    }
  });
  return () => {
    sim.db.pragma('foreign_keys = OFF');
    try {
      restore();
    } finally {
      sim.db.pragma('foreign_keys = ON');
    }
  };
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function arranged(): Promise<Ctx> {
  const sim = await startTestSimulator();
  const a = await memberAOwningEverything(sim);
  const b = tokenOf(await signIn(sim, B_PHONE));
  return { sim, a, b };
}

const describeAnswer = (answer: Answer<unknown>) =>
  `HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`;

describe('the ownership matrix over openapi.yaml', { timeout: 180_000 }, () => {
  it('classifies every operation that needs a token, and nothing else', () => {
    const classified = Object.keys(MATRIX).sort();
    const secured = securedOperations();
    expect(
      secured.filter((operation) => !classified.includes(operation)),
      'operations with a token the matrix does not classify: add them to MATRIX',
    ).toEqual([]);
    expect(
      classified.filter((operation) => !secured.includes(operation)),
      'MATRIX entries that are not operations with a token',
    ).toEqual([]);
    for (const [operation, entry] of Object.entries(MATRIX)) {
      expect(entry.foreign ?? entry.own ?? entry.public, operation).toBeDefined();
      for (const reasoned of [entry.own, entry.public]) {
        if (reasoned) expect(reasoned.why.length, operation).toBeGreaterThan(10);
      }
    }
  });

  it("B naming A's identifiers is refused on every operation and changes nothing in the database", async () => {
    const holes: string[] = [];
    const cases = Object.entries(MATRIX).flatMap(([operation, entry]) =>
      (entry.foreign ?? []).map((item) => ({ operation, ...item })),
    );
    expect(cases.length).toBeGreaterThan(40);
    const ctx = await arranged();
    const restore = snapshot(ctx.sim);
    const baseline = dbDigest(ctx.sim.db);

    for (const item of cases) {
      // Each case starts from A's arranged state: an accepted call must not hide the next hole.
      restore();
      expect(dbDigest(ctx.sim.db), 'the snapshot restores the arranged state').toBe(baseline);
      const except = item.mayChange?.tables;
      const before = dbDigest(ctx.sim.db, { except });
      const tablesBefore = tableDigests(ctx.sim.db);
      const answer = await item.call(ctx);
      const label = `${item.operation} [${item.identifier}]`;
      if (process.env.MATRIX_DEBUG) console.log(label, describeAnswer(answer));

      const leaked = leaks(answer, ctx.a, true);
      if (answer.status >= 500) holes.push(`${label}: ${describeAnswer(answer)}`);
      else if (!refused(answer)) {
        if (!item.read || leaked.length > 0)
          holes.push(
            `${label}: accepted, ${describeAnswer(answer)}${leaked.length ? ` (shows ${leaked.join(', ')})` : ''}`,
          );
      } else if (leaked.length > 0) holes.push(`${label}: refused but shows ${leaked.join(', ')}`);
      if (dbDigest(ctx.sim.db, { except }) !== before) {
        const changed = changedTables(tablesBefore, tableDigests(ctx.sim.db)).filter(
          (table) => !except?.includes(table),
        );
        holes.push(`${label}: changed the database (${changed.join(', ') || 'schema'})`);
      }
    }

    expect(holes).toEqual([]);
  });

  it('operations on the caller alone move none of A’s rows and show nothing of A', async () => {
    const ctx = await arranged();
    const before = rowsOfA(ctx.sim);
    const holes: string[] = [];

    for (const [operation, entry] of Object.entries(MATRIX)) {
      if (!entry.own) continue;
      const answer = await entry.own.call(ctx);
      if (answer.status >= 500) holes.push(`${operation}: ${describeAnswer(answer)}`);
      const leaked = leaks(answer, ctx.a, true);
      if (leaked.length) holes.push(`${operation}: shows ${leaked.join(', ')}`);
    }

    expect(holes).toEqual([]);
    expect(rowsOfA(ctx.sim)).toBe(before);
  });

  it('operations on public things never tell who A is and never touch A’s rows', async () => {
    const ctx = await arranged();
    const before = rowsOfA(ctx.sim);
    const holes: string[] = [];

    for (const [operation, entry] of Object.entries(MATRIX)) {
      if (!entry.public) continue;
      const answer = await entry.public.call(ctx);
      if (answer.status >= 500) holes.push(`${operation}: ${describeAnswer(answer)}`);
      const leaked = leaks(answer, ctx.a, false);
      if (leaked.length) holes.push(`${operation}: shows ${leaked.join(', ')}`);
    }

    expect(holes).toEqual([]);
    expect(rowsOfA(ctx.sim)).toBe(before);
  });

  it("A's private files (invoice PDF, uploads, order photos of a secret plate) are served to A alone", async () => {
    const { sim, a, b } = await arranged();
    const files = {
      invoice: a.invoiceUrl,
      upload: a.upload,
      uploadedFile: a.uploadedFile,
      orderPhoto: a.orderPhoto,
    };
    const served: string[] = [];
    for (const [name, url] of Object.entries(files)) {
      expect(url, name).not.toBe('');
      for (const [who, token] of [
        ['nobody', undefined],
        ['B', b],
      ] as const) {
        // A signed URL is A's to use; B and an anonymous caller get the bare path.
        const bare = new URL(url, sim.url).pathname;
        const answer = await http(sim).get(bare, token);
        if (answer.status < 400) served.push(`${name} ${bare} to ${who}: HTTP ${answer.status}`);
      }
    }
    expect(served).toEqual([]);
  });
});
