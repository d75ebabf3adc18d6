import {
  addDays,
  AREAS,
  chinaDate,
  DEFAULT_PAYEE,
  DEFAULT_PAYEE_NAME,
  payRouteFor,
  validityRange,
} from '@dehong/api-spec/domain';
import type { Faker } from '@faker-js/faker';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database';
import { feeFor, feeRuleFor } from '../services/billing';
import { orderBookCode } from '../services/orders';
import { payCodeFor, PAYTYPE_BY_ROUTE } from '../services/pay-codes';
import { compactStamp } from '../util/format';
import {
  activityName,
  lotName,
  newsDigest,
  newsTitle,
  seededFaker,
  type NewsKind,
} from './factories';
import { FIXTURES } from './fixtures';
import { seedShop } from './shop';

const MINUTE = 60_000;
/** User A charged 18 kWh at 1.20 yuan/kWh (energy plus service) ten days ago, paid from funds. */
const SEEDED_CHARGING_WH = 18_000;
const SEEDED_CHARGING_COST = 2160;
const DAY = 24 * 60 * MINUTE;

const round5 = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

type Row = Record<string, string | number | null>;

/** INSERTs a plain row into a table; one prepared statement per table and column set. */
function rowInserter(db: Db) {
  const statements = new Map<string, Statement>();
  return (table: string, row: Row): number => {
    const columns = Object.keys(row);
    const key = `${table}(${columns.join(',')})`;
    let statement = statements.get(key);
    if (!statement) {
      statement = db.prepare(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
      );
      statements.set(key, statement);
    }
    return Number(statement.run(row).lastInsertRowid);
  };
}

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

function stationOfDevice(device: string): number {
  return DEVICES[device]![0] + 1;
}

/** Seeds the demo fixtures (FIXTURES) and the content around them, relative to `now`. */
export function seedDatabase(db: Db, now: Date): void {
  const nowMs = now.getTime();
  const today = chinaDate(now);
  const faker = seededFaker();
  const insert = rowInserter(db);
  db.transaction(() => {
    seedCatalog(insert, faker, today);
    const { a } = seedMembers(insert, nowMs, today);
    seedParking(db, insert, faker, nowMs, today, a);
    seedContent(insert, faker, nowMs, today);
    seedCommunity(insert, faker, nowMs, a);
    seedShopAndCharging(insert, faker, nowMs, a);
  })();
}

function seedCatalog(insert: ReturnType<typeof rowInserter>, faker: Faker, today: string) {
  insert('app_config', {
    id: 1,
    hotline: '0692-2888666',
    service_url: '/media/service.html',
    law_url: '/media/agreement.html',
    copyright: '© 2026 德宏州智慧停车管理有限公司',
    record_number: '滇ICP备2026000001号-1',
    notice:
      '<p>停车缴费请认准<strong>德宏停车</strong>官方渠道。路内停车前15分钟免费，超时按小时计费。</p>',
    appid: 'wx5d1a2b3c4d5e6f70',
    merchant_name: DEFAULT_PAYEE_NAME,
    launch_image: '/media/cover/launch/1.svg',
    launch_duration: 3,
    launch_url: '/app/material/activity',
  });
  for (const staff of [
    FIXTURES.staff.default,
    FIXTURES.staff.sales,
    { serial: '8002', name: '刘洋', team: '瑞丽片区' },
    { serial: '8003', name: '杨丽', team: '芒市城区二组' },
  ]) {
    insert('staff', staff);
  }
  FIXTURES.cards.forEach((card, sort) =>
    insert('membership_cards', {
      serial: card.serial,
      name: card.name,
      duration: card.duration,
      price: card.price,
      original_price: card.originalPrice,
      service: card.service,
      reserve: card.reserve,
      sort,
    }),
  );
  FIXTURES.rechargePackages.forEach((pkg, sort) => insert('recharge_packages', { ...pkg, sort }));
  for (const code of FIXTURES.couponCodes) {
    insert('coupon_codes', {
      code: code.code,
      name: code.name,
      amount: code.amount,
      min_cost: code.minCost,
      days: code.days,
    });
  }
  insert('equity_packages', {
    id: 1,
    serial: 'EQ01',
    name: '德宏停车会员权益',
    description: '会员卡有效期内，绑定车牌在德宏州内路内停车免费。',
    rights: JSON.stringify([
      { name: '免费停车', description: '有效期内路内停车费用全免' },
      { name: '优先客服', description: '会员专属客服热线优先接听' },
      { name: '积分加倍', description: '缴费积分双倍累计' },
    ]),
  });
  insert('rights_packages', {
    serial: 'RT01',
    name: '停车券礼包',
    price: 990,
    description: '含3张5元停车抵扣券，30天内有效',
    coupons: JSON.stringify([{ name: '停车抵扣券5元', amount: 500, count: 3 }]),
  });
  insert('rights_packages', {
    serial: 'RT02',
    name: '畅停礼包',
    price: 2990,
    description: '含5张10元停车抵扣券，60天内有效',
    coupons: JSON.stringify([{ name: '停车抵扣券10元', amount: 1000, count: 5 }]),
  });
  const halls = [
    { name: '德宏停车芒市服务大厅', address: '芒市团结大街88号', lng: 98.5861, lat: 24.4342 },
    { name: '德宏停车瑞丽服务点', address: '瑞丽市人民路56号', lng: 97.8561, lat: 24.0131 },
    { name: '德宏停车盈江服务点', address: '盈江县平原路12号', lng: 97.9345, lat: 24.7061 },
    { name: '德宏停车梁河服务点', address: '梁河县遮岛路3号', lng: 98.2975, lat: 24.8049 },
  ];
  halls.forEach((hall, index) =>
    insert('orgs', {
      serial: `ORG0${index + 1}`,
      ...hall,
      tel: `0692-28886${60 + index}`,
      open_time: '08:30-17:30',
      licence_number: `91533100MA6${faker.string.alphanumeric({ length: 7, casing: 'upper' })}`,
      licence: `/media/cover/licence/${index + 1}.svg`,
      licence_valid_until: addDays(today, 365 * 3),
    }),
  );
}

function seedMembers(insert: ReturnType<typeof rowInserter>, now: number, today: string) {
  const { a, b } = FIXTURES.users;
  const aId = insert('members', {
    phone: a.phone,
    nickname: a.nickname,
    account_pic: '',
    promotion_code: 'DH000001',
    funds: a.funds,
    give: 0,
    integral: a.integral,
    created_at: now - 400 * DAY,
  });
  const bId = insert('members', {
    phone: b.phone,
    nickname: b.nickname,
    account_pic: '',
    promotion_code: 'DH000002',
    funds: 0,
    give: 0,
    integral: b.integral,
    created_at: now - 20 * DAY,
  });
  // Funds only move through the ledger: the opening balance is an entry like any other, and the
  // charging order seeded below was paid from it (see seedShopAndCharging).
  insert('funds_ledger', {
    member_id: aId,
    amount: a.funds + SEEDED_CHARGING_COST,
    give: 0,
    reason: 'opening',
    created_at: now - 300 * DAY,
  });
  for (const [integral, reason, daysAgo] of [
    [1000, '注册赠送', 400],
    [130, '停车缴费奖励', 30],
    [100, '每日签到', 2],
  ] as const) {
    insert('integral_records', {
      member_id: aId,
      integral,
      reason,
      created_at: now - daysAgo * DAY,
    });
  }
  const [plate, memberPlate] = a.cars;
  insert('cars', { member_id: aId, number: plate!, plate_type: 1, created_at: now - 380 * DAY });
  insert('cars', {
    member_id: aId,
    number: memberPlate!,
    plate_type: 2,
    created_at: now - 340 * DAY,
  });

  const coupon = (name: string, amount: number, startDays: number, endDays: number, used = 0) =>
    insert('coupons', {
      member_id: aId,
      name,
      type: 1,
      amount,
      discount: 0,
      min_cost: 0,
      used,
      start_date: addDays(today, startDays),
      end_date: addDays(today, endDays),
      created_at: now + startDays * DAY,
    });
  coupon('停车抵扣券5元', 500, -10, 30);
  coupon('停车抵扣券3元', 300, -5, 60);
  coupon('停车抵扣券2元', 200, -60, 20, 1);
  coupon('新人停车券10元', 1000, -90, -30);

  const message = (memberId: number, title: string, content: string, daysAgo: number, read = 0) =>
    insert('messages', {
      member_id: memberId,
      title,
      content,
      read,
      created_at: now - daysAgo * DAY,
    });
  message(aId, '欢迎使用德宏停车', '绑定车辆后可查询停车记录、缴纳欠费和办理月卡。', 400, 1);
  message(aId, '缴费成功', '您的车辆云N12345停车费已缴纳成功。', 6, 1);
  message(aId, '欠费提醒', '您的车辆云N12345有3笔停车订单待缴费，请及时补缴。', 1);
  message(bId, '欢迎使用德宏停车', '绑定车辆后可查询停车记录、缴纳欠费和办理月卡。', 20);
  return { a: aId, b: bId };
}

interface HistoryOrder {
  device: string;
  startAt: number;
  minutes: number;
  status: number;
  type: number;
}

function seedParking(
  db: Db,
  insert: ReturnType<typeof rowInserter>,
  faker: Faker,
  now: number,
  today: string,
  memberA: number,
) {
  STATIONS.forEach((station) => insert('stations', { ...station }));
  for (const [code, [station, space]] of Object.entries(DEVICES)) {
    insert('devices', { code, station_id: station + 1, space });
  }
  const { arrears, member, ruili, sensor } = FIXTURES.plates;
  const areaOf = (device: string) => STATIONS[DEVICES[device]![0]]!.code;
  let payOrders = 0;

  const addOrder = (number: string, plateType: number, order: HistoryOrder, extra: Row = {}) => {
    const id = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM orders').pluck().get() as number;
    const finishAt =
      order.status === 0 || order.status === 1 ? null : order.startAt + order.minutes * MINUTE;
    const ncash = finishAt === null ? 0 : feeFor(order.minutes, feeRuleFor(areaOf(order.device)));
    insert('orders', {
      id,
      book_code: orderBookCode(id, order.startAt),
      number,
      plate_type: plateType,
      status: order.status,
      type: order.type,
      device: order.device,
      station_id: stationOfDevice(order.device),
      space: DEVICES[order.device]![1],
      start_at: order.startAt,
      finish_at: finishAt,
      minutes: finishAt === null ? 0 : order.minutes,
      ncash,
      cash: ncash,
      spic: `/media/order/${id}/entry.svg`,
      epic: finishAt === null ? '' : `/media/order/${id}/exit.svg`,
      ...extra,
    });
    return { id, ncash, finishAt: finishAt ?? now };
  };

  /** A history order paid through the bank of its area, with its own paid pay order. */
  const addPaidOrder = (
    number: string,
    plateType: number,
    order: HistoryOrder,
    refunded = false,
  ) => {
    const { id, ncash, finishAt } = addOrder(number, plateType, order, {
      status: refunded ? -9 : 9,
    });
    if (ncash === 0) {
      db.prepare("UPDATE orders SET pay_at = @payAt, paytype = 'free' WHERE id = @id").run({
        id,
        payAt: finishAt,
      });
      return;
    }
    const payAt = finishAt + faker.number.int({ min: 1, max: 120 }) * MINUTE;
    const route = payRouteFor(areaOf(order.device));
    const transaction = `42000${compactStamp(payAt)}${faker.string.numeric(9)}`;
    payOrders += 1;
    const payOrderId = insert('pay_orders', {
      id: payOrders,
      pay_code: payCodeFor(payOrders, payAt - 30_000),
      member_id: memberA,
      order_type: 'parking',
      goods: String(id),
      goods_name: `停车费 ${number}`,
      numbers: JSON.stringify([number]),
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
      area: areaOf(order.device),
      created_at: payAt - 30_000,
      pay_at: payAt,
      transaction_no: transaction,
      refund: refunded ? ncash : 0,
    });
    insert('pay_order_items', { pay_order_id: payOrderId, order_id: id });
    db.prepare(
      'UPDATE orders SET sub_at = @subAt, pay_at = @payAt, paytype = @paytype, transaction_no = @transaction WHERE id = @id',
    ).run({ id, subAt: payAt - 30_000, payAt, paytype: PAYTYPE_BY_ROUTE[route], transaction });
  };

  const dayStart = (daysAgo: number, hour: number, minute: number) =>
    Date.parse(
      `${addDays(today, -daysAgo)}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+08:00`,
    );

  // 云N12345: history first (oldest to newest), so ids follow time.
  const historyDevices = ['D10001', 'D10003', 'D10008', 'D10001', 'D10004', 'D10006', 'D10007'];
  const historyDays = [58, 52, 47, 41, 37, 33, 29, 26, 22, 19, 16, 13, 11, 9, 8, 7];
  historyDays.forEach((daysAgo, index) => {
    const order: HistoryOrder = {
      device: historyDevices[index % historyDevices.length]!,
      startAt: dayStart(
        daysAgo,
        faker.number.int({ min: 8, max: 18 }),
        faker.number.int({ min: 0, max: 59 }),
      ),
      minutes: index === 4 ? 10 : faker.number.int({ min: 25, max: 280 }),
      status: 9,
      type: 0,
    };
    if (index === 6) addPaidOrder(arrears.number, arrears.plateType, order, true);
    else if (index === 12) addOrder(arrears.number, arrears.plateType, { ...order, status: 11 });
    else addPaidOrder(arrears.number, arrears.plateType, order);
  });
  arrears.toPay.forEach(({ minutes }, index) => {
    addOrder(arrears.number, arrears.plateType, {
      device: index === 1 ? 'D10003' : 'D10001',
      startAt: dayStart(5 - index * 2, 9 + index * 3, 20),
      minutes,
      status: 22,
      type: 0,
    });
  });
  addOrder(arrears.number, arrears.plateType, {
    device: FIXTURES.devices.lastSeen.code,
    startAt: now - arrears.parkingStartedMinutesAgo * MINUTE,
    minutes: 0,
    status: 0,
    type: 0,
  });
  db.prepare(
    'UPDATE devices SET last_number = @number, last_plate_type = @plateType, last_seen_at = @at WHERE code = @code',
  ).run({
    code: FIXTURES.devices.lastSeen.code,
    number: arrears.number,
    plateType: arrears.plateType,
    at: now - arrears.parkingStartedMinutesAgo * MINUTE,
  });

  // 云ND66666: a yearly membership ending 30 days from today; its orders park free.
  const cardId = 3;
  const yearly = FIXTURES.cards[2];
  const start = addDays(today, member.membershipDaysLeft - yearly.duration + 1);
  const membershipId = insert('memberships', {
    number: member.number,
    card_id: cardId,
    service: yearly.service,
    start_date: start,
    end_date: validityRange(start, yearly.duration).end,
    economize: 0,
    created_at: Date.parse(`${start}T08:00:00+08:00`),
  });
  let economize = 0;
  for (const daysAgo of [15, 4].slice(0, member.freeOrders)) {
    const minutes = faker.number.int({ min: 60, max: 240 });
    const fee = feeFor(minutes, feeRuleFor(AREAS.mangshi));
    const startAt = dayStart(daysAgo, 10, 5);
    addOrder(
      member.number,
      member.plateType,
      { device: 'D10008', startAt, minutes, status: 9, type: 0 },
      {
        cash: 0,
        coupon: fee,
        coupon_tag: yearly.service,
        pay_at: startAt + minutes * MINUTE,
        paytype: 'free',
      },
    );
    economize += fee;
  }
  db.prepare('UPDATE memberships SET economize = @economize WHERE id = @id').run({
    id: membershipId,
    economize,
  });

  // 云N54321: nobody's car, two orders to pay in Ruili.
  ruili.toPay.forEach(({ minutes }, index) => {
    addOrder(ruili.number, ruili.plateType, {
      device: 'D10004',
      startAt: dayStart(3 - index, 14, 10),
      minutes,
      status: 22,
      type: 0,
    });
  });

  // A sensor-recorded car parked in Ruili and a no-plate car parked in Mangshi.
  addOrder(sensor.number, sensor.plateType, {
    device: sensor.device,
    startAt: now - 40 * MINUTE,
    minutes: 0,
    status: 1,
    type: 1,
  });
  const { noPlate } = FIXTURES.devices;
  // User A started this no-plate session (only they may end it).
  addOrder(
    noPlate.pseudoPlate,
    4,
    { device: noPlate.code, startAt: now - 65 * MINUTE, minutes: 0, status: 0, type: 2 },
    { member_id: memberA },
  );
  const saw = db.prepare(
    'UPDATE devices SET last_number = @number, last_plate_type = @plateType, last_seen_at = @at WHERE code = @code',
  );
  saw.run({
    code: sensor.device,
    number: sensor.number,
    plateType: sensor.plateType,
    at: now - 40 * MINUTE,
  });
  saw.run({ code: noPlate.code, number: noPlate.pseudoPlate, plateType: 4, at: now - 65 * MINUTE });

  // Lots: most around Mangshi (street parking), a few in the other counties.
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
    insert('lots', {
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

function seedContent(
  insert: ReturnType<typeof rowInserter>,
  faker: Faker,
  now: number,
  today: string,
) {
  const types: [NewsKind, string, number][] = [
    ['announcement', '停车公告', 0],
    ['traffic', '交通资讯', 1],
    ['industry', '行业动态', 1],
    ['service', '便民服务', 0],
  ];
  types.forEach(([, name], sort) => insert('news_types', { serial: `NT0${sort + 1}`, name, sort }));
  for (let index = 0; index < FIXTURES.counts.news; index++) {
    const typeIndex = index % types.length;
    const [kind, , classification] = types[typeIndex]!;
    const title = newsTitle(faker, kind);
    const serial = `N${String(index + 1).padStart(3, '0')}`;
    insert('news', {
      serial,
      title,
      digest: newsDigest(faker, title),
      cover: `/media/cover/news/${index + 1}.svg`,
      url: `/media/news/${serial}.html`,
      type_id: typeIndex + 1,
      recommend: index % 4 === 0 ? 1 : 0,
      classification,
      created_at: now - (index * 2 + 1) * DAY - faker.number.int({ min: 0, max: 600 }) * MINUTE,
    });
  }
  for (let index = 0; index < FIXTURES.counts.activities; index++) {
    const serial = `ACT${String(index + 1).padStart(2, '0')}`;
    insert('activities', {
      serial,
      title: activityName(index),
      cover: `/media/cover/activity/${index + 1}.svg`,
      url: `/media/activity/${serial}.html`,
      start_date: addDays(today, -index * 5),
      end_date: addDays(today, 30 - index * 3),
      created_at: now - index * 5 * DAY,
    });
  }
  const banners = [
    { type: 'news', name: '停车收费标准调整公告', content: '/media/news/N001.html' },
    { type: 'goods', name: '精致洗车 限时特惠', content: 'PRD001' },
    { type: 'miniPro', name: '德宏停车小程序', content: 'pages/index/index' },
  ];
  banners.forEach((banner, sort) =>
    insert('banners', {
      serial: `BN0${sort + 1}`,
      ...banner,
      cover: `/media/cover/banner/${sort + 1}.svg`,
      area: 'home',
      recommend: 1,
      sort,
    }),
  );
  const elements: Record<string, [string, string, boolean, boolean][]> = {
    home: [
      ['缴费', '/app/vip/order/arrears', false, true],
      ['充值', '/app/vip/recharge', true, true],
      ['办卡', '/app/vip/card', true, true],
      ['寻车', '/app/tools/look', true, true],
      ['发票', '/app/vip/invoice/index', true, true],
      ['充电站', '/evc/station', false, true],
      ['服务', '/shop/index', false, false],
      ['更多', '/app/more', false, true],
    ],
    mine: [
      ['出行账单', '/app/vip/order/index', true, true],
      ['车服订单', '/shop/order/index', true, true],
      ['会员套餐', '/app/vip/order/pay/card', true, true],
      ['我的车辆', '/app/vip/car/index', true, true],
      ['我的车位', '/app/vip/space/index', true, true],
      ['电子发票', '/app/vip/invoice/index', true, true],
      ['消息', '/app/vip/message/index', true, true],
      ['推广码', '/app/vip/share', true, true],
    ],
    more: [
      ['活动', '/app/material/activity', false, true],
      ['资讯', '/app/material/news', false, true],
      ['出行账单', '/app/vip/order/index', true, true],
      ['车辆', '/app/vip/car/index', true, true],
      ['车位', '/app/vip/space/index', true, true],
      ['发票', '/app/vip/invoice/index', true, true],
      ['消息', '/app/vip/message/index', true, true],
      ['推广码', '/app/vip/share', true, true],
      ['分享', '/app/vip/share', false, false],
      ['常用工具', '/app/tools/index', true, true],
    ],
    tools: [
      ['意见反馈', '/app/tools/feedback/index', true, true],
      ['设置', '/app/tools/setting/index', true, true],
      ['寻车', '/app/tools/look', true, true],
      ['答题', '/game/exam/index', false, false],
    ],
  };
  let elementSerial = 0;
  for (const [screen, entries] of Object.entries(elements)) {
    entries.forEach(([name, path, needLogin, open], sort) => {
      elementSerial += 1;
      insert('elements', {
        serial: `EL${String(elementSerial).padStart(3, '0')}`,
        screen,
        name,
        icon: `/media/icon/${screen}-${sort + 1}.svg`,
        path,
        need_login: needLogin ? 1 : 0,
        open: open ? 1 : 0,
        sort,
      });
    });
  }
  const questions: [string, string][] = [
    [
      '路内停车怎么收费？',
      '芒市路内停车前15分钟免费，超过后每开始一小时2元，24小时内最高20元。各县市标准见收费公示。',
    ],
    ['如何补缴欠费？', '在首页输入车牌查询订单，点击结算即可补缴，支持余额和微信支付。'],
    ['月卡从哪天开始生效？', '月卡和季卡自购买当天生效；年卡可预约今天起31天内的任一天生效。'],
    ['充值赠送的金额可以退吗？', '赠送金额不予退还，退款金额为充值本金且不超过当前余额。'],
    ['如何开具电子发票？', '在“我的-电子发票”中选择已支付的订单，填写抬头后提交即可。'],
    ['无牌车怎么缴费？', '扫描车位上的设备二维码，选择“我是无牌车”，结算后即可缴费。'],
  ];
  questions.forEach(([question, answer], sort) => insert('questions', { question, answer, sort }));
}

function seedCommunity(
  insert: ReturnType<typeof rowInserter>,
  faker: Faker,
  now: number,
  memberA: number,
) {
  ['停车经验', '城市出行', '车友闲聊'].forEach((name, index) =>
    insert('topics', { serial: `TP0${index + 1}`, name }),
  );
  for (let index = 0; index < 8; index++) {
    const postId = insert('posts', {
      topic_id: (index % 3) + 1,
      member_id: index === 0 ? memberA : null,
      author: index === 0 ? FIXTURES.users.a.nickname : faker.person.fullName(),
      account_pic: '',
      content: faker.helpers.arrayElement([
        '团结大街晚上停车位比较充足，推荐大家晚饭后来。',
        '月卡真的划算，每天上班停车省心多了。',
        '新能源车停车有优惠吗？求科普。',
        '勇罕街路边停车15分钟内免费，接送孩子很方便。',
        '瑞丽姐告停车场周末人很多，建议早点去。',
      ]),
      created_at: now - (index + 1) * 3 * DAY,
    });
    for (let c = 0; c < index % 3; c++) {
      insert('comments', {
        post_id: postId,
        member_id: null,
        author: faker.person.fullName(),
        content: faker.helpers.arrayElement(['说得对！', '感谢分享', '学到了', '同感']),
        created_at: now - (index + 1) * 3 * DAY + (c + 1) * 60 * MINUTE,
      });
    }
  }
  insert('feedback', {
    member_id: memberA,
    content: '希望团结大街增加一些停车位。',
    contact: FIXTURES.users.a.phone,
    images: '[]',
    reply: '感谢您的建议，我们已反馈给相关部门。',
    created_at: now - 12 * DAY,
  });
}

function seedShopAndCharging(
  insert: ReturnType<typeof rowInserter>,
  faker: Faker,
  now: number,
  memberA: number,
) {
  seedShop(insert);
  const stations = [
    { name: '芒市客运站充电站', address: '芒市勇罕街客运站停车场', lng: 98.5902, lat: 24.4381 },
    { name: '团结大街充电站', address: '芒市团结大街停车场', lng: 98.5848, lat: 24.4327 },
    { name: '瑞丽姐告充电站', address: '瑞丽市姐告大道', lng: 97.8711, lat: 24.0119 },
    { name: '盈江平原充电站', address: '盈江县平原路', lng: 97.9342, lat: 24.7052 },
  ];
  stations.forEach((station, index) => {
    const stationId = insert('charge_stations', {
      serial: `CS0${index + 1}`,
      ...station,
      price: 80,
      service_fee: 40,
    });
    for (let e = 0; e < 3; e++) {
      insert('charge_equipment', {
        serial: `CE${index + 1}${e + 1}`,
        station_id: stationId,
        name: `${e + 1}号桩`,
        power: e === 0 ? 120 : 60,
        offline: index === 3 && e === 2 ? 1 : 0,
      });
    }
  });
  const startAt = now - 10 * DAY;
  const chargeOrderId = insert('charge_orders', {
    member_id: memberA,
    equipment_id: 1,
    start_at: startAt,
    finish_at: startAt + 9 * MINUTE,
    energy: SEEDED_CHARGING_WH,
    cost: SEEDED_CHARGING_COST,
    paid: 1,
  });
  insert('funds_ledger', {
    member_id: memberA,
    amount: -SEEDED_CHARGING_COST,
    give: 0,
    reason: 'charging',
    charge_order_id: chargeOrderId,
    created_at: startAt + 9 * MINUTE,
  });
}
