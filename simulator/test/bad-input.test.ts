import { describe, expect, it } from 'vitest';
import { FIXTURES, staffKeyFor } from '../src/index';
import { openApiDocument } from '../src/http/openapi';
import { dbDigest } from './support/db-digest';
import { cardPayload, parkingPayload, rechargePayload } from './support/payloads';
import { http, signIn, startTestSimulator, tokenOf, type Envelope } from './support/simulator';

const { arrears } = FIXTURES.plates;

interface Operation {
  path: string;
  required: string[];
  hasPathSerial: boolean;
  multipart: boolean;
}

/** Every POST of openapi.yaml with the form fields it requires. */
function postOperations(): Operation[] {
  const document = openApiDocument() as unknown as {
    paths: Record<
      string,
      { post?: { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } } }
    >;
  };
  return Object.entries(document.paths)
    .filter(([, item]) => item.post)
    .map(([path, item]) => {
      const content = item.post!.requestBody?.content ?? {};
      const schema = Object.values(content)[0]?.schema;
      return {
        path,
        required: schema?.required ?? [],
        hasPathSerial: path.includes('{'),
        multipart: 'multipart/form-data' in content,
      };
    });
}

describe('bad input on every write endpoint', () => {
  it.each(
    postOperations().filter((op) => op.required.length > 0 && !op.hasPathSerial && !op.multipart),
  )(
    'POST $path without its fields is a 400 naming the first one, and changes nothing',
    async ({ path, required }) => {
      const sim = await startTestSimulator();
      const token = tokenOf(await signIn(sim, FIXTURES.users.a.phone));
      const before = dbDigest(sim.db);

      const answer = await http(sim).form(path, {}, token);

      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 400 });
      expect((answer.body as Envelope).message).toContain(required[0]);
      expect(dbDigest(sim.db)).toBe(before);
    },
  );

  it.each(postOperations().filter((op) => op.hasPathSerial))(
    'POST $path with a malformed serial is a 400 and changes nothing',
    async ({ path }) => {
      const sim = await startTestSimulator();
      const token = tokenOf(await signIn(sim, FIXTURES.users.a.phone));
      const before = dbDigest(sim.db);
      // The patrol close is staff only: it is asked with a staff key (a member token is a 401).
      const staff = { 'X-Staff-Key': staffKeyFor(FIXTURES.staff.sales.serial) };
      const answer = await http(sim).form(
        path.replace(/\{\w+\}/, 'not%20a%20serial!'),
        {},
        token,
        staff,
      );
      expect(answer).toMatchObject({ status: 400, body: { code: 400 } });
      expect(dbDigest(sim.db)).toBe(before);
    },
  );

  const wrongTypes: [string, Record<string, string | number>, string][] = [
    ['/sso/v1/api/sms/send', { smsType: 'dynamic', phone: '1380013800' }, 'phone'],
    ['/sso/v1/api/sms/send', { smsType: 'voice', phone: '13800138000' }, 'smsType'],
    ['/user/v1/api/member/car/publish', { number: '云N12345', plateType: 'blue' }, 'plateType'],
    ['/user/v1/api/member/car/publish', { number: 'ABC123', plateType: 1 }, 'number'],
    ['/user/v1/api/member/car/secret', { serial: 'x', secret: 2 }, 'secret'],
    ['/user/v1/api/member/funds/pay', { payCode: 'pay-1' }, 'payCode'],
    ['/pay/v1/api/order/single/publish', { orders: 'not json', repay: 1 }, 'orders'],
    ['/pay/v1/api/order/single/publish', { orders: '{}', repay: 1 }, 'orderType'],
    [
      '/pay/v1/api/order/single/publish',
      {
        orders: JSON.stringify({
          ...parkingPayload({
            unPay: 0,
            payCost: 0,
            service: 0,
            count: 0,
            number: arrears.number,
            orderSerials: ['1'],
            noplate: false,
          }),
          sumCost: -100,
        }),
        repay: 1,
      },
      'sumCost',
    ],
    [
      '/pay/v1/api/order/single/publish',
      { orders: JSON.stringify(rechargePayload('RP05', 1_000_000_000)), repay: 0 },
      'sumCost',
    ],
    [
      '/pay/v1/api/order/single/publish',
      {
        orders: JSON.stringify(
          cardPayload(
            'VC01',
            ['云N11111', '云N22222', '云N33333', '云N44444', '云N55555', '云N66666'],
            15000,
            { beBusiness: 1, unit: { company: 'C', contact: 'D', tel: '1' } },
          ),
        ),
        repay: 0,
      },
      'numbers',
    ],
    [
      '/pay/v1/api/order/single/publish',
      { orders: JSON.stringify({ ...rechargePayload('RP02', 10000), sumCost: 100.5 }), repay: 0 },
      'sumCost',
    ],
    [
      '/pay/v1/api/order/single/publish',
      { orders: JSON.stringify(rechargePayload('RP02', 10000)), repay: 2 },
      'repay',
    ],
    ['/tools/v1/api/shop/cart/add', { product: 'PRD001', count: 0 }, 'count'],
    ['/tools/v1/api/shop/cart/add', { product: 'PRD001', count: 100 }, 'count'],
    ['/tools/v1/api/feedback/publish', { content: 'x'.repeat(501) }, 'content'],
    [
      '/pay/v1/api/order/invoice/apply',
      { payCodes: 'PAY00000001', title: 'A', email: 'not-an-email' },
      'email',
    ],
    ['/parking/v1/api/order/publish', { device: 'D1', number: '云N12345', plateType: 1 }, 'device'],
  ];

  it.each(wrongTypes)(
    'POST %s with %j is a 400 naming %s and changes nothing',
    async (path, fields, field) => {
      const sim = await startTestSimulator();
      const token = tokenOf(await signIn(sim, FIXTURES.users.a.phone));
      const before = dbDigest(sim.db);

      const answer = await http(sim).form(path, fields, token);

      expect(answer.status).toBe(400);
      expect((answer.body as Envelope).message).toContain(field);
      expect(dbDigest(sim.db)).toBe(before);
    },
  );

  const businessRefusals: [string, string, Record<string, string | number>, number][] = [
    ['an unknown pay code', '/user/v1/api/member/funds/pay', { payCode: 'PAY99999999' }, 2001],
    ['an unknown car', '/user/v1/api/member/car/remove', { serial: 'CAR404' }, 2001],
    [
      'an unknown order',
      '/parking/v1/api/order/fault',
      { serial: 'PO404', content: 'wrong plate' },
      2001,
    ],
    ['an unknown device', '/parking/v1/api/order/noplate/finish', { device: 'D99999' }, 2001],
    ['an unknown product', '/tools/v1/api/shop/cart/add', { product: 'PRD404', count: 1 }, 2001],
    ['more than the stock', '/tools/v1/api/shop/cart/add', { product: 'PRD008', count: 3 }, 5001],
    ['an unknown charger', '/charge/v1/api/charge/start', { equipment: 'CE404' }, 2001],
    ['an unknown coupon code', '/user/v1/api/member/coupon/convert', { code: 'NOPE2026' }, 2005],
    [
      'a plate that does not fit its type',
      '/user/v1/api/member/car/publish',
      { number: '云N1234', plateType: 1 },
      2002,
    ],
    [
      'a car already added',
      '/user/v1/api/member/car/publish',
      { number: arrears.number, plateType: 1 },
      2003,
    ],
    [
      'an unknown recharge package',
      '/pay/v1/api/order/single/publish',
      { orders: JSON.stringify(rechargePayload('RP99', 5000)), repay: 0 },
      2001,
    ],
    [
      'unknown order serials',
      '/pay/v1/api/order/single/publish',
      {
        orders: JSON.stringify(
          parkingPayload({
            unPay: 100,
            payCost: 100,
            service: 0,
            count: 1,
            number: arrears.number,
            orderSerials: ['PO404'],
            noplate: false,
          }),
        ),
        repay: 1,
      },
      2001,
    ],
    [
      'a negative... actual cost that does not add up',
      '/pay/v1/api/order/single/publish',
      { orders: JSON.stringify({ ...rechargePayload('RP02', 10000), actualCost: 9000 }), repay: 0 },
      4001,
    ],
  ];

  it.each(businessRefusals)(
    'refuses %s with a clear business failure and changes nothing',
    async (_case, path, fields, code) => {
      const sim = await startTestSimulator();
      const token = tokenOf(await signIn(sim, FIXTURES.users.a.phone));
      const before = dbDigest(sim.db);

      const answer = await http(sim).form<Envelope>(path, fields, token);

      expect(answer.status).toBe(200);
      expect(answer.body.code).toBe(code);
      expect(answer.body.message.length).toBeGreaterThan(2);
      expect(dbDigest(sim.db)).toBe(before);
    },
  );

  it.each(postOperations().filter((op) => op.multipart))(
    'POST $path as multipart without a file is a 400 naming it, and changes nothing',
    async ({ path }) => {
      const sim = await startTestSimulator();
      const token = tokenOf(await signIn(sim, FIXTURES.users.a.phone));
      const before = dbDigest(sim.db);
      const form = new FormData();
      form.append('note', 'no file here');
      const answer = await fetch(sim.url + path, {
        method: 'POST',
        headers: { Authorization: token },
        body: form,
      });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as Envelope).message).toContain('file');
      expect(dbDigest(sim.db)).toBe(before);
    },
  );

  it('refuses a JSON body where the API takes a form, changing nothing', async () => {
    const sim = await startTestSimulator();
    const before = dbDigest(sim.db);
    const answer = await fetch(`${sim.url}/sso/v1/api/sms/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ smsType: 'dynamic', phone: '13800138000' }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 400 });
    expect(dbDigest(sim.db)).toBe(before);
  });
});
