import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { isApiError } from '@dehong/api-spec';
import { MAP_CENTER, ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
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
  CHARGE_ORDER_SERIAL,
  CHARGE_STATION_SERIAL,
  CHARGER_SERIAL,
  PHONE,
} from '../../src/examples';
import { formBody } from '../../src/form-body';
import { coordinate, count, dateTime, fen, positive, serial, text } from '../../src/matchers';
import { STATES, given } from '../../src/provider-states';

const { eachLike, number } = MatchersV3;
const pact = freshPact('charge');

const loggedIn = given(STATES.loggedIn, { phone: PHONE });
const station = given(STATES.chargeStation, {
  serial: CHARGE_STATION_SERIAL,
  equipment: CHARGER_SERIAL,
});
/** Half an hour on the 7 kW charger: 3500 Wh so far. */
const charging = given(STATES.charging, {
  phone: PHONE,
  equipment: CHARGER_SERIAL,
  station: CHARGE_STATION_SERIAL,
  minutes: 30,
  serial: CHARGE_ORDER_SERIAL,
});
const chargedAndPaid = given(STATES.chargedAndPaid, {
  phone: PHONE,
  minutes: 30,
  equipment: CHARGER_SERIAL,
  station: CHARGE_STATION_SERIAL,
  serial: CHARGE_ORDER_SERIAL,
});

/** The order fields every charging screen reads: where, which charger, since when. */
const orderPlace = {
  serial: serial(CHARGE_ORDER_SERIAL),
  station: serial(CHARGE_STATION_SERIAL),
  stationName: text('团结大街充电站'),
  equipment: serial(CHARGER_SERIAL),
  startTime: dateTime(),
};

/** A session still charging: energy and cost so far (the state makes both non-zero), no debt. */
const runningOrder = {
  ...orderPlace,
  status: 0,
  finishTime: null,
  energy: positive(3500),
  cost: positive(525),
  debt: 0,
  paid: false,
};

/** A finished session the balance paid in full (the result page says "paid", not "debt"). */
const paidOrder = {
  ...orderPlace,
  status: 1,
  finishTime: dateTime('2026-11-21 09:00:00'),
  energy: positive(3500),
  cost: positive(525),
  debt: 0,
  paid: true,
};

/**
 * EV charging (the charging tab): the stations nearest the map centre with their chargers, a free
 * charger starts a session paid from the balance when it stops, the running session's energy and
 * cost are refreshed, and the member's charging orders are listed and shown.
 */
describe('charging stations', () => {
  it('lists the stations nearest the map centre', async () => {
    await pact
      .addInteraction()
      .given(...station)
      .uponReceiving('a request for the charging stations near the map centre')
      .withRequest('GET', '/charge/v1/api/station/list', (request) =>
        request.query({
          lng: String(MAP_CENTER.lng),
          lat: String(MAP_CENTER.lat),
          page: '1',
          pageSize: '50',
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            list: eachLike({
              serial: serial(CHARGE_STATION_SERIAL),
              name: text('团结大街充电站'),
              address: text('芒市团结大街88号'),
              lng: coordinate(98.5862),
              lat: coordinate(24.4341),
              total: positive(1),
              free: positive(1),
              price: positive(120),
              serviceFee: fen(30),
              distance: count(70),
            }),
            total: positive(1),
            page: 1,
            pageSize: 50,
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const stations = await clientFor(server).listChargeStations({
            lng: MAP_CENTER.lng,
            lat: MAP_CENTER.lat,
            page: 1,
            pageSize: 50,
          });
          expect(stations.list[0]?.serial).toBe(CHARGE_STATION_SERIAL);
          expect(stations.list[0]?.free).toBe(1);
        }),
      );
  });

  it("lists a station's chargers, a free one among them", async () => {
    await pact
      .addInteraction()
      .given(...station)
      .uponReceiving("a request for a charging station's chargers")
      .withRequest('GET', `/charge/v1/api/station/${CHARGE_STATION_SERIAL}/equipment`)
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success(
            eachLike({
              serial: serial(CHARGER_SERIAL),
              station: serial(CHARGE_STATION_SERIAL),
              name: text('1号充电桩'),
              power: number(7),
              // The state's charger is free: the app offers "start" on a free charger only.
              status: 0,
            }),
          ),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const [charger] = await clientFor(server).listChargeEquipment(CHARGE_STATION_SERIAL);
          expect(charger?.serial).toBe(CHARGER_SERIAL);
          expect(charger?.status).toBe(0);
        }),
      );
  });
});

describe('a charging session', () => {
  it('starts charging on a free charger', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...given(STATES.balance, { phone: PHONE, fen: 5000 }))
      .given(...station)
      .uponReceiving('a request to start charging on a free charger')
      .withRequest('POST', '/charge/v1/api/charge/start', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { equipment: serial(CHARGER_SERIAL) });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            ...orderPlace,
            status: 0,
            finishTime: null,
            energy: count(0),
            cost: fen(0),
            debt: 0,
            paid: false,
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const order = await api.startCharging(CHARGER_SERIAL);
          expect(order.status).toBe(0);
          expect(order.serial).toBe(CHARGE_ORDER_SERIAL);
        }),
      );
  });

  it('when the balance is under 10 yuan, shows the server message (top up first)', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...given(STATES.balance, { phone: PHONE, fen: 500 }))
      .given(...station)
      .uponReceiving('a request to start charging with a balance under 10 yuan')
      .withRequest('POST', '/charge/v1/api/charge/start', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { equipment: serial(CHARGER_SERIAL) });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(businessFailure(5005, '余额不足10元，请先充值')),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const error = await rejectionOf(api.startCharging(CHARGER_SERIAL));
          expect(isApiError(error, 'business') && error.message).toBe('余额不足10元，请先充值');
        }),
      );
  });

  it('shows the energy and cost so far of the running session', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...charging)
      .uponReceiving('a request for the status of a running charging session')
      .withRequest('GET', `/charge/v1/api/charge/${CHARGE_ORDER_SERIAL}/status`, (request) =>
        request.headers(AUTHORISED),
      )
      .willRespondWith(200, (response) => response.jsonBody(success(runningOrder)))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const order = await api.getChargingStatus(CHARGE_ORDER_SERIAL);
          expect(order.status).toBe(0);
          expect(order.energy).toBe(3500);
        }),
      );
  });

  it('stops charging: billed and paid from the balance', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...charging)
      .uponReceiving('a request to stop a running charging session')
      .withRequest('POST', '/charge/v1/api/charge/stop', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { serial: serial(CHARGE_ORDER_SERIAL) });
      })
      .willRespondWith(200, (response) => response.jsonBody(success(paidOrder)))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const order = await api.stopCharging(CHARGE_ORDER_SERIAL);
          expect(order.paid).toBe(true);
          expect(order.cost).toBe(525);
        }),
      );
  });

  it('when the session has finished already, shows the server message', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...chargedAndPaid)
      .uponReceiving('a request to stop a charging session that has finished')
      .withRequest('POST', '/charge/v1/api/charge/stop', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { serial: serial(CHARGE_ORDER_SERIAL) });
      })
      .willRespondWith(200, (response) => response.jsonBody(businessFailure(5004, '充电已结束')))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const error = await rejectionOf(api.stopCharging(CHARGE_ORDER_SERIAL));
          expect(isApiError(error, 'business') && error.message).toBe('充电已结束');
        }),
      );
  });
});

describe('charging orders', () => {
  it("lists the member's charging orders, newest first", async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...chargedAndPaid)
      .uponReceiving("a request for the member's charging orders")
      .withRequest('GET', '/charge/v1/api/order/list', (request) =>
        request.headers(AUTHORISED).query({ page: '1', pageSize: String(ORDER_PAGE_SIZE) }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            list: eachLike(paidOrder),
            total: positive(1),
            page: 1,
            pageSize: ORDER_PAGE_SIZE,
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const orders = await api.listChargeOrders({ page: 1, pageSize: ORDER_PAGE_SIZE });
          expect(orders.list[0]?.paid).toBe(true);
          expect(orders.page * orders.pageSize < orders.total).toBe(false);
        }),
      );
  });

  it('shows one charging order', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn)
      .given(...chargedAndPaid)
      .uponReceiving('a request for one charging order')
      .withRequest('GET', `/charge/v1/api/order/${CHARGE_ORDER_SERIAL}/show`, (request) =>
        request.headers(AUTHORISED),
      )
      .willRespondWith(200, (response) => response.jsonBody(success(paidOrder)))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const order = await api.showChargeOrder(CHARGE_ORDER_SERIAL);
          expect(order.status).toBe(1);
          expect(order.debt).toBe(0);
        }),
      );
  });
});
