import { describe, expect, it, vi } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { isApiError } from '@dehong/api-spec';
import { AREAS, canLeaveNow } from '@dehong/api-spec/domain';
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
  DEVICE,
  DEVICE_UNKNOWN,
  DEVICE_WITH_NO_PLATE_CAR,
  INVALID_ACCESS_TOKEN,
  LOT_SERIAL,
  ORDER_SERIALS,
  PAID_ORDER_SERIAL,
  PARKING_ORDER_SERIAL,
  PHONE,
  PLATE,
  PLATE_RUILI,
  PLATE_WITHOUT_ORDERS,
} from '../../src/examples';
import {
  BEARER_PATTERN,
  coordinate,
  count,
  dateTime,
  deviceCode,
  fen,
  minutes,
  oneOf,
  positive,
  plate,
  serial,
  stationArea,
  text,
} from '../../src/matchers';
import { formBody } from '../../src/form-body';
import { STATES, given } from '../../src/provider-states';
import { specPropertyPattern } from '../../src/spec';

const { eachLike, atLeastLike, arrayContaining, regex } = MatchersV3;
const pact = freshPact('parking');

const loggedIn = given(STATES.loggedIn, { phone: PHONE });
const ordersToPay = given(STATES.ordersToPay, {
  plate: PLATE,
  serials: ORDER_SERIALS.join(','),
  code: AREA.mangshi,
  fen: ARREARS_FEN,
});
/** Leave now is for the plate's owner (or whoever stands at its space): the member owns PLATE. */
const ownCar = given(STATES.car, { phone: PHONE, serial: CAR_SERIAL, plate: PLATE, plateType: 1 });
const parkingOrder = given(STATES.parkingOrder, {
  serial: PARKING_ORDER_SERIAL,
  plate: PLATE,
  code: AREA.mangshi,
  minutes: 90,
});
/** The payment page asks under the "all" area tab by default. */
const plateQuery = { number: PLATE, plateType: 1, code: AREAS.all } as const;
const plateQueryTemplate = { number: plate(PLATE), plateType: '1', code: AREAS.all };

/** An order as a list card shows it (spec section 2, /m/order/list). */
const orderCard = (serialExample: string, status: number) => ({
  bookCode: serial(serialExample),
  serial: serial(serialExample),
  number: plate(PLATE),
  status,
  startTime: dateTime('2026-11-21 08:30:00'),
  space: text('12'),
  stationName: text('团结大街'),
  ncash: fen(500),
  coupon: fen(0),
  couponTag: text(''),
  time: minutes(95),
  cash: fen(500),
});

/**
 * The order list of a plate, 10 a page: the app pages on while page x pageSize < total, and shows
 * its empty state when there is no order. A rejected token goes to the login page.
 */
describe('order list', () => {
  it("lists a plate's orders with what each card shows", async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...ordersToPay)
      .uponReceiving('a request for the first page of the orders of a plate')
      .withRequest('GET', '/parking/v1/api/order/list', (request) =>
        request.headers(AUTHORISED).query({ number: plate(PLATE), page: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            list: eachLike(orderCard(ORDER_SERIALS[0], 22)),
            page: 1,
            pageSize: 10,
            total: count(3),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const orders = await api.listOrders({ number: PLATE, page: 1, pageSize: 10 });
          expect(orders.list[0]?.bookCode).toBe(ORDER_SERIALS[0]);
          expect(orders.list[0]?.status).toBe(22);
          expect(orders.page * orders.pageSize < orders.total).toBe(false);
        }),
      );
  });

  it('on the last page, stops paging', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...given(STATES.completedOrders, { plate: PLATE, count: 12 }))
      .uponReceiving('a request for the last page of the orders of a plate')
      .withRequest('GET', '/parking/v1/api/order/list', (request) =>
        request.headers(AUTHORISED).query({ number: plate(PLATE), page: '2', pageSize: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            list: atLeastLike(orderCard(PAID_ORDER_SERIAL, 9), 1, 2),
            page: 2,
            pageSize: 10,
            total: count(12),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const orders = await api.listOrders({ number: PLATE, page: 2, pageSize: 10 });
          expect(orders.list).toHaveLength(2);
          expect(orders.page * orders.pageSize < orders.total).toBe(false);
        }),
      );
  });

  it('when the plate has no order, gets an empty list', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...given(STATES.noOrders, { plate: PLATE_WITHOUT_ORDERS }))
      .uponReceiving('a request for the orders of a plate that has none')
      .withRequest('GET', '/parking/v1/api/order/list', (request) =>
        request
          .headers(AUTHORISED)
          .query({ number: plate(PLATE_WITHOUT_ORDERS), page: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(success({ list: [], page: 1, pageSize: 10, total: 0 })),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const orders = await api.listOrders({
            number: PLATE_WITHOUT_ORDERS,
            page: 1,
            pageSize: 10,
          });
          expect(orders.list).toEqual([]);
        }),
      );
  });

  it('when the token is no longer valid, forgets the session and goes to the login page', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.tokenNotValid, { token: INVALID_ACCESS_TOKEN }))
      .uponReceiving('a request for the orders of a plate with a token that is not valid')
      .withRequest('GET', '/parking/v1/api/order/list', (request) =>
        request
          .headers({ Authorization: regex(BEARER_PATTERN, `Bearer ${INVALID_ACCESS_TOKEN}`) })
          .query({ number: plate(PLATE), page: '1', pageSize: '10' }),
      )
      .willRespondWith(401)
      .executeTest(
        settled(async (server) => {
          const goToLogin = vi.fn();
          const api = clientFor(server, {
            signedInWith: INVALID_ACCESS_TOKEN,
            onUnauthorized: goToLogin,
          });
          const error = await rejectionOf(api.listOrders({ number: PLATE, page: 1, pageSize: 10 }));
          expect(isApiError(error, 'unauthorized')).toBe(true);
          expect(api.session.token).toBeNull();
          expect(goToLogin).toHaveBeenCalledOnce();
        }),
      );
  });
});

/**
 * The payment page of a plate: the repay summary decides what settling costs (nothing to do when
 * payCost is 0; a failure opens the guide dialog), beside the orders parking now and the orders to
 * pay. The summary's serials are what the pay order then settles.
 */
describe('payment page', () => {
  it('shows what settling the arrears costs now, and which orders it pays', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...ordersToPay)
      .uponReceiving('a request for the repay summary of a plate with arrears')
      .withRequest('GET', '/parking/v1/api/order/unpaid/repay', (request) =>
        request.headers(AUTHORISED).query(plateQueryTemplate),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            unPay: fen(ARREARS_FEN),
            payCost: fen(ARREARS_FEN),
            service: fen(0),
            count: count(3),
            number: plate(PLATE),
            // The orders of the state, every one of them: the pay order settles exactly these.
            orderSerials: arrayContaining(...ORDER_SERIALS),
            noplate: false,
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const summary = await api.getRepaySummary(plateQuery);
          expect(summary.payCost).toBe(ARREARS_FEN);
          expect(summary.orderSerials).toEqual([...ORDER_SERIALS]);
        }),
      );
  });

  it('when nothing is to pay, answers a summary of cost 0 (settle does nothing)', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...given(STATES.noOrders, { plate: PLATE_WITHOUT_ORDERS }))
      .uponReceiving('a request for the repay summary of a plate without arrears')
      .withRequest('GET', '/parking/v1/api/order/unpaid/repay', (request) =>
        request
          .headers(AUTHORISED)
          .query({ ...plateQueryTemplate, number: plate(PLATE_WITHOUT_ORDERS) }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            unPay: 0,
            payCost: 0,
            service: fen(0),
            count: 0,
            number: plate(PLATE_WITHOUT_ORDERS),
            orderSerials: [],
            noplate: false,
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const summary = await api.getRepaySummary({
            ...plateQuery,
            number: PLATE_WITHOUT_ORDERS,
          });
          expect(summary.payCost).toBe(0);
          expect(summary.count).toBe(0);
        }),
      );
  });

  it('when the plate does not fit its plate type, shows the server message', async () => {
    // A valid plate text (the spec's pattern) that is one character short for a new-energy plate.
    const shortPlate = '云N1234';
    await pact
      .addInteraction()
      .given(...loggedIn)
      .uponReceiving('a request for the repay summary of a plate that does not fit its type')
      .withRequest('GET', '/parking/v1/api/order/unpaid/repay', (request) =>
        request.headers(AUTHORISED).query({ number: shortPlate, plateType: '2', code: AREAS.all }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(businessFailure(2002, '车牌号码格式不正确')),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const error = await rejectionOf(
            api.getRepaySummary({ number: shortPlate, plateType: 2, code: AREAS.all }),
          );
          expect(isApiError(error, 'business') && error.message).toBe('车牌号码格式不正确');
        }),
      );
  });

  it('lists the orders parking now, with the fee so far', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...parkingOrder)
      .uponReceiving('a request for the orders of a plate parking now')
      .withRequest('GET', '/parking/v1/api/order/current', (request) =>
        request.headers(AUTHORISED).query(plateQueryTemplate),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success(
            eachLike({
              serial: serial(PARKING_ORDER_SERIAL),
              bookCode: serial(PARKING_ORDER_SERIAL),
              number: plate(PLATE),
              status: 0,
              type: oneOf('OrderType', 0),
              startTime: dateTime(),
              time: minutes(90),
              ncash: fen(400),
              space: text('12'),
              stationName: text('团结大街'),
            }),
          ),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const [order] = await api.listCurrentOrders(plateQuery);
          expect(order && canLeaveNow(order)).toBe(true);
          expect(order?.ncash).toBe(400);
        }),
      );
  });

  it('lists the first page of the orders to pay', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...ordersToPay)
      .uponReceiving('a request for the orders to pay of a plate')
      .withRequest('GET', '/parking/v1/api/order/unpaid', (request) =>
        request.headers(AUTHORISED).query({ ...plateQueryTemplate, page: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            list: eachLike(orderCard(ORDER_SERIALS[0], 22)),
            page: 1,
            pageSize: 10,
            total: count(3),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const unpaid = await api.listUnpaidOrders({ ...plateQuery, page: 1, pageSize: 10 });
          expect(unpaid.list[0]?.status).toBe(22);
        }),
      );
  });

  it('when nothing is to pay, gets an empty list (no unpaid orders)', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...given(STATES.noOrders, { plate: PLATE_WITHOUT_ORDERS }))
      .uponReceiving('a request for the orders to pay of a plate without arrears')
      .withRequest('GET', '/parking/v1/api/order/unpaid', (request) =>
        request.headers(AUTHORISED).query({
          ...plateQueryTemplate,
          number: plate(PLATE_WITHOUT_ORDERS),
          page: '1',
          pageSize: '10',
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(success({ list: [], page: 1, pageSize: 10, total: 0 })),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const unpaid = await api.listUnpaidOrders({
            ...plateQuery,
            number: PLATE_WITHOUT_ORDERS,
            page: 1,
            pageSize: 10,
          });
          expect(unpaid.list).toEqual([]);
        }),
      );
  });
});

/**
 * The device variant of the payment page: a scanned device code shows the plate last seen at that
 * space; a no-plate car is ended at the device; an unknown device marks "no device".
 */
describe('scanned device', () => {
  const deviceInfo = {
    device: deviceCode(DEVICE),
    space: text('12'),
    address: text('芒市团结大街'),
    stationName: text('团结大街'),
    code: stationArea(AREA.mangshi),
  };

  it('shows the space and the plate the device last saw', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...given(STATES.deviceSawPlate, { device: DEVICE, plate: PLATE }))
      .uponReceiving('a request for the pay info of a device that saw a plate')
      .withRequest('GET', '/parking/v1/api/device/pay/info', (request) =>
        request.headers(AUTHORISED).query({ device: DEVICE }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            ...deviceInfo,
            number: plate(PLATE),
            plateType: oneOf('PlateType', 1),
            noplate: false,
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const device = await api.getDevicePayInfo(DEVICE);
          expect(device.number).toBe(PLATE);
          expect(device.noplate).toBe(false);
        }),
      );
  });

  it('when a no-plate car is parked there, says so without a plate', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(
        ...given(STATES.deviceWithNoPlateCar, {
          phone: PHONE,
          device: DEVICE_WITH_NO_PLATE_CAR,
          minutes: 30,
        }),
      )
      .uponReceiving('a request for the pay info of a device with a no-plate car')
      .withRequest('GET', '/parking/v1/api/device/pay/info', (request) =>
        request.headers(AUTHORISED).query({ device: DEVICE_WITH_NO_PLATE_CAR }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            ...deviceInfo,
            device: deviceCode(DEVICE_WITH_NO_PLATE_CAR),
            number: null,
            plateType: null,
            noplate: true,
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const device = await api.getDevicePayInfo(DEVICE_WITH_NO_PLATE_CAR);
          expect(device.noplate).toBe(true);
          expect(device.number).toBeNull();
        }),
      );
  });

  it('when the device is unknown, fails with the server message (no device)', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...given(STATES.deviceUnknown, { device: DEVICE_UNKNOWN }))
      .uponReceiving('a request for the pay info of an unknown device')
      .withRequest('GET', '/parking/v1/api/device/pay/info', (request) =>
        request.headers(AUTHORISED).query({ device: DEVICE_UNKNOWN }),
      )
      .willRespondWith(200, (response) => response.jsonBody(businessFailure(2001, '设备不存在')))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const error = await rejectionOf(api.getDevicePayInfo(DEVICE_UNKNOWN));
          expect(isApiError(error, 'business')).toBe(true);
        }),
      );
  });

  it('ends the no-plate order parked at the device', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(
        ...given(STATES.deviceWithNoPlateCar, {
          phone: PHONE,
          device: DEVICE_WITH_NO_PLATE_CAR,
          minutes: 30,
        }),
      )
      .uponReceiving('a request to end the no-plate order at a device')
      .withRequest('POST', '/parking/v1/api/order/noplate/finish', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { device: DEVICE_WITH_NO_PLATE_CAR });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            serial: serial('PO2026112100030'),
            number: plate('临D10002'),
            status: 22,
            ncash: fen(200),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const order = await api.finishNoPlateOrder(DEVICE_WITH_NO_PLATE_CAR);
          expect(order.status).toBe(22);
        }),
      );
  });

  it('when no no-plate car is parked at the device, shows the server message', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...given(STATES.deviceSawPlate, { device: DEVICE, plate: PLATE }))
      .uponReceiving('a request to end the no-plate order at a device without one')
      .withRequest('POST', '/parking/v1/api/order/noplate/finish', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { device: DEVICE });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(businessFailure(3003, '该泊位没有无牌车订单')),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const error = await rejectionOf(api.finishNoPlateOrder(DEVICE));
          expect(isApiError(error, 'business') && error.message).toBe('该泊位没有无牌车订单');
        }),
      );
  });
});

/**
 * The order page: every field of an order, a pay-now button for status 22, a leave-now button for
 * a parking order the driver may end (status 0, type not 1), which bills it up to now (0 -> 22).
 */
describe('order page', () => {
  it('shows an order to pay by its order number', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...ordersToPay)
      .uponReceiving('a request for an order to pay')
      .withRequest('GET', `/parking/v1/api/order/${ORDER_SERIALS[0]}/show`, (request) =>
        request.headers(AUTHORISED),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            ...orderCard(ORDER_SERIALS[0], 22),
            plateType: oneOf('PlateType', 1),
            type: oneOf('OrderType', 0),
            finishTime: dateTime('2026-11-21 10:05:00'),
            rcash: fen(0),
            transaction: '',
            payTime: null,
            paytype: null,
            spic: text('https://img.example.invalid/in.jpg'),
            epic: text('https://img.example.invalid/out.jpg'),
            code: stationArea(AREA.mangshi),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const order = await api.showOrder(ORDER_SERIALS[0]);
          expect(order.status).toBe(22);
          expect(order.paytype).toBeNull();
          expect(order.code.slice(0, 6)).toBe(AREA.mangshi);
        }),
      );
  });

  it('shows a paid order with its transaction, pay time and pay method', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...given(STATES.paidOrder, { serial: PAID_ORDER_SERIAL, plate: PLATE, fen: 1200 }))
      .uponReceiving('a request for a paid order')
      .withRequest('GET', `/parking/v1/api/order/${PAID_ORDER_SERIAL}/show`, (request) =>
        request.headers(AUTHORISED),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            ...orderCard(PAID_ORDER_SERIAL, 9),
            cash: fen(1200),
            plateType: oneOf('PlateType', 1),
            type: oneOf('OrderType', 0),
            finishTime: dateTime('2026-11-20 18:00:00'),
            rcash: fen(0),
            transaction: text('4200001234202611200000000001'),
            payTime: dateTime('2026-11-20 18:05:00'),
            paytype: oneOf('PayType', 'wxpay'),
            spic: text('https://img.example.invalid/in.jpg'),
            epic: text('https://img.example.invalid/out.jpg'),
            code: stationArea(AREA.mangshi),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const order = await api.showOrder(PAID_ORDER_SERIAL);
          expect(order.status).toBe(9);
          expect(order.paytype).toBe('wxpay');
        }),
      );
  });

  it('shows an order parking now, with the fee so far and no end time', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...parkingOrder)
      .uponReceiving('a request for an order parking now')
      .withRequest('GET', `/parking/v1/api/order/${PARKING_ORDER_SERIAL}/show`, (request) =>
        request.headers(AUTHORISED),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            ...orderCard(PARKING_ORDER_SERIAL, 0),
            type: oneOf('OrderType', 0),
            finishTime: null,
            payTime: null,
            paytype: null,
            code: stationArea(AREA.mangshi),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const order = await api.showOrder(PARKING_ORDER_SERIAL);
          expect(canLeaveNow(order)).toBe(true);
          expect(order.finishTime).toBeNull();
        }),
      );
  });

  it('leaves now: the parking order is billed up to now and is to pay', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...ownCar)
      .given(...parkingOrder)
      .uponReceiving('a request to leave now')
      .withRequest(
        'POST',
        `/parking/v1/api/order/${PARKING_ORDER_SERIAL}/preview/done`,
        (request) => request.headers(AUTHORISED),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            serial: serial(PARKING_ORDER_SERIAL),
            number: plate(PLATE),
            status: 22,
            finishTime: dateTime(),
            ncash: fen(400),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const order = await api.previewDoneOrder(PARKING_ORDER_SERIAL);
          expect(order.status).toBe(22);
          expect(order.number).toBe(PLATE);
        }),
      );
  });

  it('when the order is no longer parking, shows the server message', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...ownCar)
      .given(...ordersToPay)
      .uponReceiving('a request to leave now for an order already to pay')
      .withRequest('POST', `/parking/v1/api/order/${ORDER_SERIALS[0]}/preview/done`, (request) =>
        request.headers(AUTHORISED),
      )
      .willRespondWith(200, (response) => response.jsonBody(businessFailure(3002, '订单已结束')))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const error = await rejectionOf(api.previewDoneOrder(ORDER_SERIALS[0]));
          expect(isApiError(error, 'business') && error.message).toBe('订单已结束');
        }),
      );
  });
});

/** The home tab's tiles and the map tab's lot markers. */
describe('home and map tabs', () => {
  it("shows this month's spend, the arrears and their count over the member's plates", async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...given(STATES.car, { phone: PHONE, serial: CAR_SERIAL, plate: PLATE, plateType: 1 }))
      .given(...ordersToPay)
      .uponReceiving("a request for the member's order totals")
      .withRequest('GET', '/parking/v1/api/order/total', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({ monthCost: fen(0), arrears: positive(ARREARS_FEN), unpay: positive(3) }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const total = await clientFor(server, { signedInWith: ACCESS_TOKEN }).getOrderTotal();
          expect(total).toEqual({ monthCost: 0, arrears: ARREARS_FEN, unpay: 3 });
        }),
      );
  });

  it('lists the street parking lots for the map markers', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.lot, { serial: LOT_SERIAL, space: 120, full: 80 }))
      .uponReceiving('a request for the street parking lots')
      .withRequest('GET', '/parking/v1/api/park/list', (request) =>
        request.query({ type: '0', pageSize: '200' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            list: eachLike({
              serial: serial(LOT_SERIAL),
              name: text('团结大街停车场'),
              space: count(120),
              full: count(80),
              lng: coordinate(98.5856),
              lat: coordinate(24.4337),
              address: text('芒市团结大街'),
            }),
            total: count(1),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const lots = await clientFor(server).listLots();
          expect(lots.list[0]?.space).toBe(120);
          expect(lots.list[0]?.full).toBe(80);
        }),
      );
  });
});

/** An order to pay of PLATE that the member has disputed. */
const DISPUTED_ORDER_SERIAL = 'PO2026112100040';

/** A dispute as the order page and the disputes list show it, still under review. */
const openDispute = (serialExample: string, cash: number) => ({
  id: positive(1),
  bookCode: serial(serialExample),
  serial: serial(serialExample),
  number: plate(PLATE),
  cash: fen(cash),
  reason: oneOf('DisputeReason', 'wrongTime'),
  content: text('离场时间不对'),
  photos: [],
  status: 'open',
  answer: '',
  refund: 0,
  refundRoute: null,
  createTime: dateTime('2026-11-21 10:30:00'),
  decideTime: null,
});

/**
 * Disputes: the owner contests an order's charge from the order page; the order goes
 * under review and the disputes list shows it with its state. Both operations are x-inferred (our
 * reading of the operator's API), so their interactions are pending: a real provider that differs
 * is told without failing its build.
 */
describe('disputes', () => {
  it("disputes an order to pay of the member's plate; the dispute is open", async () => {
    await pact
      .addInteraction()
      .pending(true)
      .given(...loggedIn)
      .given(...ordersToPay)
      .given(...ownCar)
      .uponReceiving('a request to dispute an order to pay')
      .withRequest('POST', '/parking/v1/api/order/fault', (request) => {
        request.headers(AUTHORISED);
        formBody(request, {
          serial: ORDER_SERIALS[0],
          reason: 'wrongTime',
          content: '离场时间不对',
        });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(success(openDispute(ORDER_SERIALS[0], 500))),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const dispute = await api.reportOrderFault({
            serial: ORDER_SERIALS[0],
            reason: 'wrongTime',
            content: '离场时间不对',
          });
          expect(dispute.status).toBe('open');
          expect(dispute.serial).toBe(ORDER_SERIALS[0]);
          expect(dispute.decideTime).toBeNull();
        }),
      );
  });

  it("lists the member's disputes with their state", async () => {
    await pact
      .addInteraction()
      .pending(true)
      .given(...loggedIn)
      .given(
        ...given(STATES.disputedOrder, {
          phone: PHONE,
          serial: DISPUTED_ORDER_SERIAL,
          plate: PLATE,
          fen: 800,
        }),
      )
      .uponReceiving("a request for the member's disputes")
      .withRequest('GET', '/parking/v1/api/order/fault/list', (request) =>
        request.headers(AUTHORISED).query({ page: '1', pageSize: '50' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            list: eachLike(openDispute(DISPUTED_ORDER_SERIAL, 800)),
            page: 1,
            pageSize: 50,
            total: count(1),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const disputes = await api.listOrderFaults({ page: 1, pageSize: 50 });
          expect(disputes.list[0]).toMatchObject({ serial: DISPUTED_ORDER_SERIAL, status: 'open' });
          expect(disputes.total).toBe(1);
        }),
      );
  });
});

/**
 * Settling every plate of the member at once (the vehicles page's "pay all"): one summary over the
 * plates, whose serials the pay order then settles.
 */
describe('merged payment', () => {
  const RUILI_SERIAL = 'PO2026112100004';
  const RUILI_FEN = 800;

  it('sums up what settling several plates costs now, and which orders it pays', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...ordersToPay)
      .given(
        ...given(STATES.ordersToPay, {
          plate: PLATE_RUILI,
          serials: RUILI_SERIAL,
          code: AREA.ruili,
          fen: RUILI_FEN,
        }),
      )
      .uponReceiving('a request for the merged repay summary of two plates with arrears')
      .withRequest('GET', '/parking/v1/api/order/merge/repay', (request) =>
        request.headers(AUTHORISED).query({ numbers: `${PLATE},${PLATE_RUILI}` }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            unPay: positive(ARREARS_FEN + RUILI_FEN),
            payCost: positive(ARREARS_FEN + RUILI_FEN),
            service: fen(0),
            count: positive(4),
            number: `${PLATE},${PLATE_RUILI}`,
            // Every order to pay of both plates: the pay order settles exactly these.
            orderSerials: arrayContaining(...ORDER_SERIALS, RUILI_SERIAL),
            noplate: false,
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const summary = await api.getMergedRepaySummary([PLATE, PLATE_RUILI]);
          expect(summary.count).toBe(4);
          expect(summary.orderSerials).toEqual([...ORDER_SERIALS, RUILI_SERIAL]);
        }),
      );
  });
});

/** Trip bills: the member's completed parking, summed per month, newest month first. */
describe('monthly bills', () => {
  it("lists the member's monthly bills", async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...ownCar)
      .given(...given(STATES.completedOrders, { plate: PLATE, count: 2 }))
      .uponReceiving("a request for the member's monthly bills")
      .withRequest('GET', '/parking/v1/api/order/bill/list', (request) =>
        request.headers(AUTHORISED).query({ page: '1', pageSize: '12' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            list: eachLike({
              month: regex(specPropertyPattern('Bill', 'month'), '2026-11'),
              count: positive(2),
              cost: positive(800),
            }),
            total: positive(1),
            page: 1,
            pageSize: 12,
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const bills = await api.listOrderBills({ page: 1, pageSize: 12 });
          expect(bills.list[0]?.count).toBe(2);
          expect(bills.list[0]?.month).toBe('2026-11');
        }),
      );
  });
});
