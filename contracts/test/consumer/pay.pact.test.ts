import { describe, expect, it, vi } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { isApiError, type PayOrderPayload } from '@dehong/api-spec';
import { cardCouponDeduction, DEFAULT_PAYEE, DEFAULT_PAYEE_NAME } from '@dehong/api-spec/domain';
import {
  AUTHORISED,
  businessFailure,
  clientFor,
  freshPact,
  rejectionOf,
  success,
  settled,
} from '../../src/consumer';
import {
  ACCESS_TOKEN,
  AREA,
  ARREARS_FEN,
  CAR_SERIAL,
  INVALID_ACCESS_TOKEN,
  ORDER_SERIALS,
  PAID_PAY_CODE,
  PAY_CODE,
  PHONE,
  PLATE,
  PLATE_NEW_ENERGY,
  PLATE_RUILI,
  RECHARGE_PACKAGE_FEN,
  RECHARGE_PAY_CODE,
  RECHARGE_PACKAGE_SERIAL,
  STAFF,
  VIP_CARD_FEN,
  VIP_CARD_SERIAL,
} from '../../src/examples';
import { formBody } from '../../src/form-body';
import { jsonText } from '../../src/json-text';
import {
  BEARER_PATTERN,
  count,
  dateTime,
  email,
  fen,
  oneOf,
  payCode,
  positive,
  serial,
  text,
} from '../../src/matchers';
import { STATES, given } from '../../src/provider-states';
import { specPropertyPattern } from '../../src/spec';

const { eachLike, regex } = MatchersV3;
const pact = freshPact('pay');

const loggedIn = given(STATES.loggedIn, { phone: PHONE });
const staff = given(STATES.staffExists, { serial: STAFF });
const ordersToPay = given(STATES.ordersToPay, {
  plate: PLATE,
  serials: ORDER_SERIALS.join(','),
  code: AREA.mangshi,
  fen: ARREARS_FEN,
});

/**
 * A pay order draft as the web app's pay flow builds it: the default payee first, then the draft of
 * the screen, then the staff attribution (the member order of the JSON text follows from that).
 */
function payOrder(
  draft: Omit<PayOrderPayload, 'payee' | 'payeeName' | 'staff' | 'staffName' | 'team'>,
) {
  return {
    payee: DEFAULT_PAYEE,
    payeeName: DEFAULT_PAYEE_NAME,
    ...draft,
    staff: STAFF,
    staffName: '李明',
    team: '芒市运营一组',
  } satisfies PayOrderPayload;
}

const arrears = payOrder({
  orderType: 'parking',
  goods: ORDER_SERIALS.join(','),
  numbers: [PLATE],
  sumCost: ARREARS_FEN,
  service: 0,
  coupon: 0,
  actualCost: ARREARS_FEN,
  beBusiness: 0,
  area: AREA.mangshi,
});

/**
 * The `orders` field carries the pay order as JSON text: its structure is pinned (members, order,
 * types, and the order type), and the example is the text a provider is sent on verification.
 */
const ordersField = (payload: PayOrderPayload) =>
  jsonText(payload, ['payee', 'payeeName', 'orderType', 'beBusiness']);

const published = success({ payCode: payCode(PAY_CODE), cost: fen(ARREARS_FEN) });

/**
 * Publishing a pay order is where money starts to move: the server prices the draft from its own
 * state (a stale screen is refused) and answers the pay code every later step uses. Arrears,
 * top-ups and membership cards (personal or for a unit's plates) all go through it.
 */
describe('publishing a pay order', () => {
  it("publishes the pay order that settles a plate's arrears", async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...ordersToPay)
      .given(...staff)
      .uponReceiving("a request to publish the pay order of a plate's arrears")
      .withRequest('POST', '/pay/v1/api/order/single/publish', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { orders: ordersField(arrears), repay: '1' });
      })
      .willRespondWith(200, (response) => response.jsonBody(published))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const order = await api.publishPayOrder(arrears, 1);
          expect(order).toEqual({ payCode: PAY_CODE, cost: ARREARS_FEN });
        }),
      );
  });

  it('when the screen is stale (another price), shows the server message', async () => {
    const stale = { ...arrears, sumCost: 1200, actualCost: 1200 };
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...ordersToPay)
      .given(...staff)
      .uponReceiving('a request to publish a pay order priced differently from the arrears')
      .withRequest('POST', '/pay/v1/api/order/single/publish', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { orders: ordersField(stale), repay: '1' });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(businessFailure(4001, '订单金额已变化，请刷新后重试')),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const error = await rejectionOf(api.publishPayOrder(stale, 1));
          expect(isApiError(error, 'business') && error.message).toBe(
            '订单金额已变化，请刷新后重试',
          );
        }),
      );
  });

  it('publishes a top-up with a recharge package', async () => {
    const topUp = payOrder({
      orderType: 'recharge',
      goods: RECHARGE_PACKAGE_SERIAL,
      sumCost: RECHARGE_PACKAGE_FEN,
      service: 0,
      coupon: 0,
      actualCost: RECHARGE_PACKAGE_FEN,
      beBusiness: 0,
    });
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(
        ...given(STATES.rechargePackageOnSale, {
          serial: RECHARGE_PACKAGE_SERIAL,
          fen: RECHARGE_PACKAGE_FEN,
        }),
      )
      .given(...staff)
      .uponReceiving('a request to publish a top-up pay order')
      .withRequest('POST', '/pay/v1/api/order/single/publish', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { orders: ordersField(topUp), repay: '0' });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(success({ payCode: payCode(PAY_CODE), cost: fen(RECHARGE_PACKAGE_FEN) })),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const order = await api.publishPayOrder(topUp, 0);
          expect(order.cost).toBe(RECHARGE_PACKAGE_FEN);
        }),
      );
  });

  it("publishes a membership card for one of the member's plates", async () => {
    const card = payOrder({
      orderType: 'vipCard',
      goods: VIP_CARD_SERIAL,
      numbers: [PLATE_NEW_ENERGY],
      sumCost: VIP_CARD_FEN,
      service: 0,
      coupon: 0,
      actualCost: VIP_CARD_FEN,
      beBusiness: 0,
    });
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(
        ...given(STATES.car, {
          phone: PHONE,
          serial: CAR_SERIAL,
          plate: PLATE_NEW_ENERGY,
          plateType: 2,
        }),
      )
      .given(...given(STATES.vipCardOnSale, { serial: VIP_CARD_SERIAL, fen: VIP_CARD_FEN }))
      .given(...staff)
      .uponReceiving('a request to publish a personal membership card pay order')
      .withRequest('POST', '/pay/v1/api/order/single/publish', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { orders: ordersField(card), repay: '0' });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(success({ payCode: payCode(PAY_CODE), cost: fen(VIP_CARD_FEN) })),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const order = await api.publishPayOrder(card, 0);
          expect(order.cost).toBe(VIP_CARD_FEN);
        }),
      );
  });

  it("publishes a membership card for a unit's plates", async () => {
    const unitCard = payOrder({
      orderType: 'vipCard',
      goods: VIP_CARD_SERIAL,
      numbers: [PLATE, PLATE_RUILI],
      sumCost: VIP_CARD_FEN * 2,
      service: 0,
      coupon: 0,
      actualCost: VIP_CARD_FEN * 2,
      beBusiness: 1,
      unit: { company: '德宏某物流有限公司', contact: '王强', tel: '0692-7654321' },
    });
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...given(STATES.vipCardOnSale, { serial: VIP_CARD_SERIAL, fen: VIP_CARD_FEN }))
      .given(...staff)
      .uponReceiving('a request to publish a unit membership card pay order for two plates')
      .withRequest('POST', '/pay/v1/api/order/single/publish', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { orders: ordersField(unitCard), repay: '0' });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(success({ payCode: payCode(PAY_CODE), cost: fen(VIP_CARD_FEN * 2) })),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const order = await api.publishPayOrder(unitCard, 0);
          expect(order.cost).toBe(VIP_CARD_FEN * 2);
        }),
      );
  });

  it('when the token is no longer valid, forgets the session and goes to the login page', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.tokenNotValid, { token: INVALID_ACCESS_TOKEN }))
      .uponReceiving('a request to publish a pay order with a token that is not valid')
      .withRequest('POST', '/pay/v1/api/order/single/publish', (request) => {
        request.headers({ Authorization: regex(BEARER_PATTERN, `Bearer ${INVALID_ACCESS_TOKEN}`) });
        formBody(request, { orders: ordersField(arrears), repay: '1' });
      })
      .willRespondWith(401)
      .executeTest(
        settled(async (server) => {
          const goToLogin = vi.fn();
          const api = clientFor(server, {
            signedInWith: INVALID_ACCESS_TOKEN,
            onUnauthorized: goToLogin,
          });
          const error = await rejectionOf(api.publishPayOrder(arrears, 1));
          expect(isApiError(error, 'unauthorized')).toBe(true);
          expect(goToLogin).toHaveBeenCalledOnce();
        }),
      );
  });
});

/** The parameters of the chat platform's getBrandWCPayRequest, signed by the area's bank. */
const payParams = success({
  appid: text('wx0000000000000000'),
  timeStamp: regex(specPropertyPattern('PayParams', 'timeStamp'), '1763685000'),
  nonceStr: text('pactNonce0000000001'),
  package: regex(specPropertyPattern('PayParams', 'package'), 'prepay_id=wx2026112108300000001'),
  signType: oneOf('PayParams.signType', 'MD5'),
  paySign: regex(specPropertyPattern('PayParams', 'paySign'), '0123456789ABCDEF0123456789ABCDEF'),
});

/**
 * The bank that collects depends on the area (spec section 7): Mangshi ICBC, Lianghe ABC, Ruili
 * the chat platform's applet pay, Yingjiang and every other area (membership cards included) CCB.
 * The client picks the route; each route is a separate operation of the pay service.
 */
describe('pay parameters by area', () => {
  const routes = [
    {
      bank: 'ICBC',
      area: AREA.mangshi,
      name: 'Mangshi',
      path: `/pay/v1/api/icbc/wxpay/${PAY_CODE}/minipro`,
    },
    {
      bank: 'ABC',
      area: AREA.lianghe,
      name: 'Lianghe',
      path: `/pay/v1/api/abc/wxpay/${PAY_CODE}/minipro`,
    },
    {
      bank: 'CCB',
      area: AREA.yingjiang,
      name: 'Yingjiang',
      path: `/pay/v1/api/jianhang/wxpay/${PAY_CODE}/minipro`,
    },
    {
      bank: 'the applet pay',
      area: AREA.ruili,
      name: 'Ruili',
      path: `/pay/v1/api/pay/${PAY_CODE}/wx/applet`,
    },
  ] as const;

  for (const route of routes) {
    it(`gets the pay parameters of ${route.name} arrears through ${route.bank}`, async () => {
      await pact
        .addInteraction()
        .given(...loggedIn)
        .given(
          ...given(STATES.unpaidPayOrder, {
            phone: PHONE,
            payCode: PAY_CODE,
            fen: ARREARS_FEN,
            plate: PLATE,
            code: route.area,
          }),
        )
        .uponReceiving(`a request for the pay parameters of ${route.name} arrears`)
        .withRequest('GET', route.path, (request) => request.headers(AUTHORISED))
        .willRespondWith(200, (response) => response.jsonBody(payParams))
        .executeTest(
          settled(async (server) => {
            const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
            const params = await api.payParamsFor(route.area, PAY_CODE);
            expect(params.signType).toBe('MD5');
            expect(params.package).toBe('prepay_id=wx2026112108300000001');
          }),
        );
    });
  }

  it('gets the pay parameters of a membership card through the default route (CCB)', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(
        ...given(STATES.unpaidCardPayOrder, {
          phone: PHONE,
          payCode: PAY_CODE,
          fen: VIP_CARD_FEN,
          plate: PLATE_NEW_ENERGY,
        }),
      )
      .uponReceiving('a request for the pay parameters of a membership card')
      .withRequest('GET', `/pay/v1/api/jianhang/wxpay/${PAY_CODE}/minipro`, (request) =>
        request.headers(AUTHORISED),
      )
      .willRespondWith(200, (response) => response.jsonBody(payParams))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const params = await api.payParamsFor('vipCard', PAY_CODE);
          expect(params.paySign).toBe('0123456789ABCDEF0123456789ABCDEF');
        }),
      );
  });

  it('when the pay order is already paid, shows the server message', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(
        ...given(STATES.paidPayOrder, {
          phone: PHONE,
          payCode: PAID_PAY_CODE,
          fen: ARREARS_FEN,
          plate: PLATE,
        }),
      )
      .uponReceiving('a request for the pay parameters of a paid pay order')
      .withRequest('GET', `/pay/v1/api/icbc/wxpay/${PAID_PAY_CODE}/minipro`, (request) =>
        request.headers(AUTHORISED),
      )
      .willRespondWith(200, (response) => response.jsonBody(businessFailure(4004, '订单已支付')))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const error = await rejectionOf(api.payParamsFor(AREA.mangshi, PAID_PAY_CODE));
          expect(isApiError(error, 'business') && error.message).toBe('订单已支付');
        }),
      );
  });
});

/**
 * After the pay sheet says ok, front-pay confirms the pay order and the result page shows the paid
 * amount. The member's paid pay orders are then listed for an e-invoice.
 */
describe('after paying', () => {
  const paid = given(STATES.paidPayOrder, {
    phone: PHONE,
    payCode: PAID_PAY_CODE,
    fen: ARREARS_FEN,
    plate: PLATE,
  });

  it('confirms the payment and shows the paid amount', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...paid)
      .uponReceiving('a front-pay confirmation of a paid pay order')
      .withRequest('POST', '/pay/v1/api/order/do/front/pay', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { payCode: PAID_PAY_CODE });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({ payCode: payCode(PAID_PAY_CODE), cost: fen(ARREARS_FEN), status: 1 }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const order = await api.confirmFrontPay(PAID_PAY_CODE);
          expect(order.cost).toBe(ARREARS_FEN);
        }),
      );
  });

  it('reads the pay order the result page shows, by its code', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...paid)
      .uponReceiving('a query of a paid pay order by its code')
      .withRequest('POST', '/pay/v1/api/order/confirm', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { payCode: PAID_PAY_CODE });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            payCode: payCode(PAID_PAY_CODE),
            orderType: oneOf('PayOrderType', 'parking'),
            cost: fen(ARREARS_FEN),
            status: 1,
            paytype: oneOf('PayType', 'balance'),
            refund: fen(0),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const order = await api.queryPayOrder(PAID_PAY_CODE);
          expect(order).toMatchObject({ status: 1, cost: ARREARS_FEN, paytype: 'balance' });
        }),
      );
  });

  it("lists the member's paid pay orders", async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...paid)
      .uponReceiving("a search of the member's paid pay orders")
      .withRequest('GET', '/pay/v1/api/order/search', (request) =>
        request.headers(AUTHORISED).query({ status: '1', page: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            list: eachLike({
              payCode: payCode(PAID_PAY_CODE),
              orderType: oneOf('PayOrderType', 'parking'),
              goodsName: text('停车费'),
              cost: fen(ARREARS_FEN),
              status: 1,
              payTime: dateTime(),
              invoice: oneOf('PayOrder.invoice', 0),
            }),
            page: 1,
            pageSize: 10,
            total: count(1),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const orders = await api.searchPayOrders({ status: 1, page: 1, pageSize: 10 });
          expect(orders.list[0]?.payCode).toBe(PAID_PAY_CODE);
          expect(orders.list[0]?.invoice).toBe(0);
        }),
      );
  });

  it('asks for an e-invoice over a paid pay order', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...paid)
      .uponReceiving('a request for an e-invoice over a paid pay order')
      .withRequest('POST', '/pay/v1/api/order/invoice/apply', (request) => {
        request.headers(AUTHORISED);
        formBody(request, {
          payCodes: PAID_PAY_CODE,
          title: text('张三'),
          email: email('driver@example.com'),
        });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({ serial: serial('INV000001'), amount: fen(ARREARS_FEN), status: 0 }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const invoice = await api.applyInvoice({
            payCodes: PAID_PAY_CODE,
            title: '张三',
            email: 'driver@example.com',
          });
          expect(invoice.status).toBe(0);
        }),
      );
  });
});

/**
 * The recharge refund page: a paid top-up's unspent money goes back to the bank it came from; the
 * page says how much (`refund`). Only a paid recharge can be refunded.
 */
describe('refunding a top-up', () => {
  it('refunds a paid recharge order', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(
        ...given(STATES.paidRecharge, {
          phone: PHONE,
          payCode: RECHARGE_PAY_CODE,
          fen: RECHARGE_PACKAGE_FEN,
        }),
      )
      .uponReceiving('a request to refund a paid recharge order')
      .withRequest('POST', '/pay/v1/api/order/refund', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { payCode: payCode(RECHARGE_PAY_CODE), reason: text('不再需要') });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            payCode: payCode(RECHARGE_PAY_CODE),
            orderType: 'recharge',
            cost: fen(RECHARGE_PACKAGE_FEN),
            status: 2,
            refund: positive(RECHARGE_PACKAGE_FEN),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const order = await api.refundPayOrder({
            payCode: RECHARGE_PAY_CODE,
            reason: '不再需要',
          });
          expect(order.status).toBe(2);
          expect(order.refund).toBe(RECHARGE_PACKAGE_FEN);
        }),
      );
  });

  it('when the pay order is not a paid recharge, shows the server message', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(
        ...given(STATES.paidPayOrder, {
          phone: PHONE,
          payCode: PAID_PAY_CODE,
          fen: ARREARS_FEN,
          plate: PLATE,
        }),
      )
      .uponReceiving('a request to refund a paid parking pay order')
      .withRequest('POST', '/pay/v1/api/order/refund', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { payCode: payCode(PAID_PAY_CODE), reason: text('不再需要') });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(businessFailure(4010, '只有已支付的充值订单可以退款')),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const error = await rejectionOf(
            api.refundPayOrder({ payCode: PAID_PAY_CODE, reason: '不再需要' }),
          );
          expect(isApiError(error, 'business') && error.message).toBe(
            '只有已支付的充值订单可以退款',
          );
        }),
      );
  });
});

// ------------------------------------------------------------ coupons that are spent
const COUPON_SERIAL = 'CPN007700';
const COUPON_FEN = 500;
const hasCoupon = given(STATES.parkingCoupon, {
  phone: PHONE,
  serial: COUPON_SERIAL,
  fen: COUPON_FEN,
});

/**
 * A coupon on a pay order: the parking draft names the coupon and takes its amount off;
 * the server checks it and holds it for the pay order; the card purchase takes the spec's 10%.
 */
describe('publishing a pay order with a coupon', () => {
  it("takes a parking coupon off a plate's arrears", async () => {
    const arrears = payOrder({
      orderType: 'parking',
      goods: ORDER_SERIALS.join(','),
      numbers: [PLATE],
      sumCost: ARREARS_FEN,
      service: 0,
      coupon: COUPON_FEN,
      actualCost: ARREARS_FEN - COUPON_FEN,
      beBusiness: 0,
      area: AREA.mangshi,
      couponSerial: COUPON_SERIAL,
    });
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(
        ...given(STATES.ordersToPay, {
          plate: PLATE,
          serials: ORDER_SERIALS.join(','),
          code: AREA.mangshi,
          fen: ARREARS_FEN,
        }),
      )
      .given(...staff)
      .given(...hasCoupon)
      .uponReceiving("a request to publish the pay order of a plate's arrears with a coupon")
      .withRequest('POST', '/pay/v1/api/order/single/publish', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { orders: ordersField(arrears), repay: '1' });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({ payCode: payCode(PAY_CODE), cost: fen(ARREARS_FEN - COUPON_FEN) }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const order = await api.publishPayOrder(arrears, 1);
          expect(order.cost).toBe(ARREARS_FEN - COUPON_FEN);
        }),
      );
  });

  const cardDraft = (coupon: number) =>
    payOrder({
      orderType: 'vipCard',
      goods: VIP_CARD_SERIAL,
      numbers: [PLATE_NEW_ENERGY],
      sumCost: VIP_CARD_FEN,
      service: 0,
      coupon,
      actualCost: VIP_CARD_FEN - coupon,
      beBusiness: 0,
    });
  const cardStates = (interaction: ReturnType<typeof pact.addInteraction>) =>
    interaction
      .given(...loggedIn)
      .given(
        ...given(STATES.car, {
          phone: PHONE,
          serial: CAR_SERIAL,
          plate: PLATE_NEW_ENERGY,
          plateType: 2,
        }),
      )
      .given(...given(STATES.vipCardOnSale, { serial: VIP_CARD_SERIAL, fen: VIP_CARD_FEN }))
      .given(...staff);

  it('buys a membership card with the 10% card coupon', async () => {
    const tenth = cardCouponDeduction(VIP_CARD_FEN);
    const card = cardDraft(tenth);
    await cardStates(pact.addInteraction())
      .uponReceiving('a request to publish a membership card pay order with the 10% card coupon')
      .withRequest('POST', '/pay/v1/api/order/single/publish', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { orders: ordersField(card), repay: '0' });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(success({ payCode: payCode(PAY_CODE), cost: fen(VIP_CARD_FEN - tenth) })),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          expect((await api.publishPayOrder(card, 0)).cost).toBe(VIP_CARD_FEN - tenth);
        }),
      );
  });

  it('refuses a card coupon other than 10%, saying so', async () => {
    const card = cardDraft(100);
    await cardStates(pact.addInteraction())
      .uponReceiving('a request to publish a membership card pay order with a wrong card coupon')
      .withRequest('POST', '/pay/v1/api/order/single/publish', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { orders: ordersField(card), repay: '0' });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(businessFailure(7007, '购卡优惠只能是9折（优惠15.00元）或不使用')),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const error = await rejectionOf(api.publishPayOrder(card, 0));
          expect(isApiError(error, 'business') && error.code).toBe(7007);
        }),
      );
  });
});
