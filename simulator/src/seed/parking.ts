import { MINUTE_MS } from '@dehong/api-spec/domain';
import {
  addDays,
  AREAS,
  DEFAULT_PAYEE,
  DEFAULT_PAYEE_NAME,
  payRouteFor,
  validityRange,
} from '@dehong/api-spec/domain';
import type { SeedRow } from '../repositories/seed/rows';
import { feeFor, feeRuleFor } from '../services/orders/billing';
import { orderBookCode } from '../services/orders/orders';
import { payCodeFor, PAYTYPE_BY_ROUTE } from '../services/pay-orders/codes';
import { compactStamp } from '../util/format';
import { type FixtureSeed } from './context';
import { lotName } from './factories';
import { FIXTURES } from './fixtures';

const round5 = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

const STATIONS = [
  {
    name: '团结大街',
    address: '芒市团结大街（勇罕街至青年路段）',
    code: '533103001',
    lng: 98.5852,
    lat: 24.4331,
  },
  {
    name: '勇罕街',
    address: '芒市勇罕街（团结大街至阔时路段）',
    code: '533103002',
    lng: 98.5891,
    lat: 24.4367,
  },
  {
    name: '青年路',
    address: '芒市青年路（团结大街至三棵树路段）',
    code: '533103003',
    lng: 98.5803,
    lat: 24.4302,
  },
  { name: '姐告大道', address: '瑞丽市姐告大道', code: '533102001', lng: 97.8705, lat: 24.0115 },
  { name: '人民路', address: '瑞丽市人民路', code: '533102002', lng: 97.8553, lat: 24.0127 },
  { name: '平原路', address: '盈江县平原路', code: '533123001', lng: 97.9339, lat: 24.7057 },
  { name: '遮岛路', address: '梁河县遮岛路', code: '533122001', lng: 98.2969, lat: 24.8043 },
] as const;

/** Device code -> [station index, space]. */
const DEVICES: Record<string, [number, string]> = {
  D10001: [0, '012'],
  D10002: [0, '013'],
  D10003: [1, '005'],
  D10004: [3, '021'],
  D10005: [4, '007'],
  D10006: [5, '003'],
  D10007: [6, '002'],
  D10008: [2, '018'],
};

const areaOf = (device: string) => STATIONS[DEVICES[device]![0]]!.code;

interface ParkedOrder {
  device: string;
  startAt: number;
  minutes: number;
  status: number;
  type: number;
}

/**
 * The parking fixtures (FIXTURES.plates and FIXTURES.devices): stations and their devices, the
 * orders of each fixture plate (history oldest first, so ids follow time), the member plate's
 * yearly membership, and the lots on the map.
 */
export function seedParking(seed: FixtureSeed, memberA: number): void {
  const { rows } = seed;
  STATIONS.forEach((station) => rows.insert('stations', { ...station }));
  const seen = lastSeenByDevice(seed.now);
  for (const [code, [station, space]] of Object.entries(DEVICES)) {
    rows.insert('devices', { code, station_id: station + 1, space, ...seen[code] });
  }
  const orders = orderWriter(seed, memberA);
  seedArrearsPlate(seed, orders);
  seedMemberPlate(seed, orders);
  seedOtherPlates(seed, orders, memberA);
  seedLots(seed);
}

/** What each device saw last: the fixture cars parked at it now. */
function lastSeenByDevice(now: number): Record<string, SeedRow> {
  const { arrears, sensor } = FIXTURES.plates;
  const { lastSeen, noPlate } = FIXTURES.devices;
  const saw = (number: string, plateType: number, minutesAgo: number) => ({
    last_number: number,
    last_plate_type: plateType,
    last_seen_at: now - minutesAgo * MINUTE_MS,
  });
  return {
    [lastSeen.code]: saw(arrears.number, arrears.plateType, arrears.parkingStartedMinutesAgo),
    [sensor.device]: saw(sensor.number, sensor.plateType, 40),
    [noPlate.code]: saw(noPlate.pseudoPlate, 4, 65),
  };
}

type Orders = ReturnType<typeof orderWriter>;

/** Writes order rows (a finished order billed by its area's fee rule) and their paid pay orders. */
function orderWriter({ rows, faker }: FixtureSeed, memberA: number) {
  let payOrders = 0;

  function orderRow(number: string, plateType: number, order: ParkedOrder) {
    const id = rows.nextId('orders');
    const parking = order.status === 0 || order.status === 1;
    const finishAt = parking ? null : order.startAt + order.minutes * MINUTE_MS;
    const ncash = parking ? 0 : feeFor(order.minutes, feeRuleFor(areaOf(order.device)));
    return {
      id,
      book_code: orderBookCode(id, order.startAt),
      number,
      plate_type: plateType,
      status: order.status,
      type: order.type,
      device: order.device,
      station_id: DEVICES[order.device]![0] + 1,
      space: DEVICES[order.device]![1],
      start_at: order.startAt,
      finish_at: finishAt,
      minutes: parking ? 0 : order.minutes,
      ncash,
      cash: ncash,
      spic: `/media/order/${id}/entry.svg`,
      epic: parking ? '' : `/media/order/${id}/exit.svg`,
    };
  }

  /** A paid pay order of user A's for one finished order, through the bank of its area. */
  function bankPayment(order: ReturnType<typeof orderRow>, refunded: boolean) {
    const { ncash } = order;
    const payAt = order.finish_at! + faker.number.int({ min: 1, max: 120 }) * MINUTE_MS;
    const area = areaOf(order.device);
    const route = payRouteFor(area);
    const transaction = `42000${compactStamp(payAt)}${faker.string.numeric(9)}`;
    payOrders += 1;
    const payOrder = {
      id: payOrders,
      pay_code: payCodeFor(payOrders, payAt - 30_000),
      member_id: memberA,
      order_type: 'parking',
      goods: String(order.id),
      goods_name: `停车费 ${order.number}`,
      numbers: JSON.stringify([order.number]),
      sum_cost: ncash,
      service: 0,
      coupon: 0,
      cost: ncash,
      status: refunded ? 2 : 1,
      paytype: PAYTYPE_BY_ROUTE[route],
      pay_route: route,
      staff: FIXTURES.staff.default.serial,
      staff_name: FIXTURES.staff.default.name,
      team: FIXTURES.staff.default.team,
      payee: DEFAULT_PAYEE,
      payee_name: DEFAULT_PAYEE_NAME,
      area,
      created_at: payAt - 30_000,
      pay_at: payAt,
      transaction_no: transaction,
      refund: refunded ? ncash : 0,
    };
    const paid = {
      sub_at: payAt - 30_000,
      pay_at: payAt,
      paytype: PAYTYPE_BY_ROUTE[route],
      transaction_no: transaction,
    };
    return { payOrder, paid };
  }

  return {
    add(number: string, plateType: number, order: ParkedOrder, extra: SeedRow = {}) {
      return rows.insert('orders', { ...orderRow(number, plateType, order), ...extra });
    },

    /** A history order paid (or paid and refunded) with its own pay order; a free stay costs nothing. */
    addPaid(number: string, plateType: number, order: ParkedOrder, refunded = false) {
      const row = orderRow(number, plateType, { ...order, status: refunded ? -9 : 9 });
      if (row.ncash === 0) {
        rows.insert('orders', { ...row, pay_at: row.finish_at, paytype: 'free' });
        return;
      }
      const { payOrder, paid } = bankPayment(row, refunded);
      rows.insert('orders', { ...row, ...paid });
      rows.insert('pay_orders', payOrder);
      rows.insert('pay_order_items', { pay_order_id: payOrder.id, order_id: row.id });
      if (refunded) {
        // Every refund of a pay order is recorded against it (migration 015).
        rows.insert('pay_order_refunds', {
          pay_order_id: payOrder.id,
          amount: payOrder.refund,
          source: 'payOrder',
          created_at: payOrder.pay_at,
        });
      }
    },
  };
}

function dayStart(today: string, daysAgo: number, hour: number, minute: number): number {
  return Date.parse(
    `${addDays(today, -daysAgo)}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+08:00`,
  );
}

/** 云N12345: 16 history orders (one refunded, one disputed), 3 to pay, and parking now. */
function seedArrearsPlate({ faker, now, today }: FixtureSeed, orders: Orders) {
  const { arrears } = FIXTURES.plates;
  const { number, plateType } = arrears;
  const historyDevices = ['D10001', 'D10003', 'D10008', 'D10001', 'D10004', 'D10006', 'D10007'];
  const historyDays = [58, 52, 47, 41, 37, 33, 29, 26, 22, 19, 16, 13, 11, 9, 8, 7];
  historyDays.forEach((daysAgo, index) => {
    const order: ParkedOrder = {
      device: historyDevices[index % historyDevices.length]!,
      startAt: dayStart(
        today,
        daysAgo,
        faker.number.int({ min: 8, max: 18 }),
        faker.number.int({ min: 0, max: 59 }),
      ),
      minutes: index === 4 ? 10 : faker.number.int({ min: 25, max: 280 }),
      status: 9,
      type: 0,
    };
    if (index === 6) orders.addPaid(number, plateType, order, true);
    else if (index === 12) orders.add(number, plateType, { ...order, status: 11 });
    else orders.addPaid(number, plateType, order);
  });
  arrears.toPay.forEach(({ minutes }, index) => {
    orders.add(number, plateType, {
      device: index === 1 ? 'D10003' : 'D10001',
      startAt: dayStart(today, 5 - index * 2, 9 + index * 3, 20),
      minutes,
      status: 22,
      type: 0,
    });
  });
  orders.add(number, plateType, {
    device: FIXTURES.devices.lastSeen.code,
    startAt: now - arrears.parkingStartedMinutesAgo * MINUTE_MS,
    minutes: 0,
    status: 0,
    type: 0,
  });
}

/** 云ND66666: a yearly membership ending 30 days from today; its orders park free. */
function seedMemberPlate({ rows, faker, today }: FixtureSeed, orders: Orders) {
  const { member } = FIXTURES.plates;
  const yearly = FIXTURES.cards[2];
  const start = addDays(today, member.membershipDaysLeft - yearly.duration + 1);
  const freeStays = [15, 4].slice(0, member.freeOrders).map((daysAgo) => {
    const minutes = faker.number.int({ min: 60, max: 240 });
    return {
      minutes,
      fee: feeFor(minutes, feeRuleFor(AREAS.mangshi)),
      startAt: dayStart(today, daysAgo, 10, 5),
    };
  });
  rows.insert('memberships', {
    number: member.number,
    card_id: 3,
    service: yearly.service,
    start_date: start,
    end_date: validityRange(start, yearly.duration).end,
    economize: freeStays.reduce((sum, stay) => sum + stay.fee, 0),
    created_at: Date.parse(`${start}T08:00:00+08:00`),
  });
  for (const { minutes, fee, startAt } of freeStays) {
    orders.add(
      member.number,
      member.plateType,
      { device: 'D10008', startAt, minutes, status: 9, type: 0 },
      {
        cash: 0,
        coupon: fee,
        coupon_tag: yearly.service,
        pay_at: startAt + minutes * MINUTE_MS,
        paytype: 'free',
      },
    );
  }
}

/** 云N54321 (nobody's car) with two orders to pay in Ruili; a sensor's car; a no-plate car. */
function seedOtherPlates({ now, today }: FixtureSeed, orders: Orders, memberA: number) {
  const { ruili, sensor } = FIXTURES.plates;
  ruili.toPay.forEach(({ minutes }, index) => {
    orders.add(ruili.number, ruili.plateType, {
      device: 'D10004',
      startAt: dayStart(today, 3 - index, 14, 10),
      minutes,
      status: 22,
      type: 0,
    });
  });
  orders.add(sensor.number, sensor.plateType, {
    device: sensor.device,
    startAt: now - 40 * MINUTE_MS,
    minutes: 0,
    status: 1,
    type: 1,
  });
  const { noPlate } = FIXTURES.devices;
  // User A started this no-plate session (only they may end it).
  orders.add(
    noPlate.pseudoPlate,
    4,
    { device: noPlate.code, startAt: now - 65 * MINUTE_MS, minutes: 0, status: 0, type: 2 },
    { member_id: memberA },
  );
}

/** Lots: most around Mangshi (street parking), a few in the other counties. */
function seedLots({ rows, faker }: FixtureSeed) {
  const centre = { lng: 98.5856, lat: 24.4337 };
  for (let index = 0; index < FIXTURES.counts.lots; index++) {
    const aroundMangshi = index < FIXTURES.counts.lotsAroundMangshi;
    const station = STATIONS[3 + (index % 4)]!;
    const space = faker.number.int({ min: 12, max: 120 });
    // Every fifth lot reports more cars than spaces (sensors count cars waiting at the entrance).
    const full =
      index % 5 === 2
        ? space + faker.number.int({ min: 1, max: 6 })
        : faker.number.int({ min: 0, max: space });
    rows.insert('lots', {
      serial: `LOT${String(index + 1).padStart(3, '0')}`,
      name: lotName(faker),
      type: index % 8 === 7 ? 1 : 0,
      space,
      full,
      lng: aroundMangshi
        ? round5(centre.lng + faker.number.float({ min: -0.03, max: 0.03 }))
        : station.lng,
      lat: aroundMangshi
        ? round5(centre.lat + faker.number.float({ min: -0.02, max: 0.02 }))
        : station.lat,
      address: aroundMangshi ? `芒市${faker.location.street()}` : station.address,
      code: aroundMangshi ? `${AREAS.mangshi}00${(index % 3) + 1}` : station.code,
    });
  }
}
