import {
  addDays,
  AREAS,
  countyOf,
  DEFAULT_PAYEE_NAME,
  payRouteFor,
  validityRange,
} from '@dehong/api-spec/domain';
import type { PlateType } from '@dehong/api-spec';
import type { Clock } from '../clock';
import { emptyDatabase, type Db } from '../db/database';
import { createStore } from '../repositories/store';
import { createServices } from '../services';
import { feeRuleFor } from '../services/billing';
import { payCodeFor, PAYTYPE_BY_ROUTE } from '../services/pay-codes';
import { selfServicePayOrder } from './self-service-pay-order';
import { SMS_CODE_TTL_MS, SMS_RESEND_MS, LOGIN_KEY_TTL_MS } from '../services/sso';
import { compactStamp } from '../util/format';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Who pays for completed orders of a plate nobody has added as a car (a walk-in payer). */
export const WALK_IN_PHONE = '10000000000';

/**
 * Seeding functions that set up one exact situation each, for Pact provider states and for tests
 * that need something the demo fixtures lack. They create records with the identifiers they are
 * given, keep the money invariant (every completed order with something paid belongs to a paid pay
 * order; funds move through the ledger) and use the simulator's clock for every time.
 */
export function stateSeeder(db: Db, clock: Clock) {
  const store = createStore(db);
  const services = createServices(store, clock);
  const now = () => clock.nowMs();
  const today = () => clock.today();

  const member = (phone: string) => services.members.findOrCreate(phone);

  function ensureConfig() {
    if (db.prepare('SELECT 1 FROM app_config').get()) return;
    db.prepare(
      `INSERT INTO app_config (id, hotline, service_url, law_url, copyright, record_number, notice,
         appid, merchant_name, launch_image, launch_duration, launch_url)
       VALUES (1, '0692-2888666', '/media/service.html', '/media/agreement.html',
         '© 2026 德宏州智慧停车管理有限公司', '滇ICP备2026000001号-1', '<p>停车缴费请认准德宏停车官方渠道。</p>',
         'wx5d1a2b3c4d5e6f70', @merchant, '/media/cover/launch/1.svg', 3, '')`,
    ).run({ merchant: DEFAULT_PAYEE_NAME });
  }

  /** A station of the area (created on first use) and a device at one of its spaces. */
  function space(area: string, device: string | null = null) {
    const county = countyOf(area === AREAS.all ? AREAS.mangshi : area);
    let station = db
      .prepare('SELECT id, code FROM stations WHERE code LIKE ? ORDER BY id')
      .get(`${county}%`) as { id: number; code: string } | undefined;
    if (!station) {
      const id = Number(
        db
          .prepare(
            "INSERT INTO stations (name, address, code, lng, lat) VALUES ('团结大街', '芒市团结大街', @code, 98.5852, 24.4331)",
          )
          .run({ code: `${county}001` }).lastInsertRowid,
      );
      station = { id, code: `${county}001` };
    }
    const code = device ?? `D${county.slice(-3)}${String(station.id).padStart(3, '0')}`;
    db.prepare('INSERT OR IGNORE INTO devices (code, station_id, space) VALUES (?, ?, ?)').run(
      code,
      station.id,
      '001',
    );
    return { stationId: station.id, area: station.code, device: code };
  }

  function addOrder(input: {
    serial: string | null;
    number: string;
    plateType?: number;
    status: number;
    type?: number;
    area: string;
    device?: string;
    startAt: number;
    minutes: number;
    fee: number;
    paid?: { at: number; paytype: string; transaction: string };
  }) {
    const where = space(input.area, input.device ?? null);
    const finished = input.status !== 0 && input.status !== 1;
    const id = store.orders.nextId();
    store.orders.insert({
      serial: input.serial,
      bookCode:
        input.serial ??
        `DH${compactStamp(input.startAt).slice(0, 8)}${String(id).padStart(8, '0')}`,
      number: input.number,
      plateType: input.plateType ?? 1,
      status: input.status,
      type: input.type ?? 0,
      device: where.device,
      stationId: where.stationId,
      space: '001',
      startAt: input.startAt,
      finishAt: finished ? input.startAt + input.minutes * MINUTE : null,
      minutes: finished ? input.minutes : 0,
      ncash: input.fee,
      cash: input.fee,
      rcash: 0,
      coupon: 0,
      couponTag: '',
      transactionNo: input.paid?.transaction ?? '',
      payAt: input.paid?.at ?? null,
      paytype: input.paid?.paytype ?? null,
      spic: `/media/order/${input.serial ?? id}/entry.svg`,
      epic: finished ? `/media/order/${input.serial ?? id}/exit.svg` : '',
    });
    return store.orders.byId(id)!;
  }

  /** A pay order settled through the bank of its area for the given orders (all completed). */
  function paidParkingPayOrder(
    memberId: number,
    payCode: string | null,
    orderIds: number[],
    area: string,
  ) {
    const rows = store.orders.byIds(orderIds);
    const cost = rows.reduce((sum, row) => sum + row.cash, 0);
    const route = payRouteFor(area);
    const id = store.payOrders.nextId();
    const at = now() - 10 * MINUTE;
    store.payOrders.insert(
      selfServicePayOrder({
        id,
        payCode: payCode ?? payCodeFor(id, at),
        memberId,
        orderType: 'parking',
        goods: rows.map((row) => row.serial).join(','),
        goodsName: `停车费 ${[...new Set(rows.map((row) => row.number))].join(',')}（${rows.length}笔）`,
        numbers: JSON.stringify([...new Set(rows.map((row) => row.number))]),
        cost,
        area,
        createdAt: at,
      }),
    );
    const transaction = `42000${compactStamp(at)}${String(id).padStart(9, '0')}`;
    for (const row of rows) store.payOrders.insertItem(id, row.id);
    store.payOrders.markPaid(id, at + MINUTE, PAYTYPE_BY_ROUTE[route], transaction);
    for (const row of rows)
      store.orders.markPaid(row.id, at + MINUTE, PAYTYPE_BY_ROUTE[route], transaction);
    return store.payOrders.byId(id)!;
  }

  const ownerOf = (plate: string) =>
    (db.prepare('SELECT member_id FROM cars WHERE number = ? ORDER BY id').pluck().get(plate) as
      number | undefined) ?? member(WALK_IN_PHONE).id;

  /** A parking pay order paid through the bank for `fen`, its order completed, not invoiced. */
  function paidPayOrder(phone: string, payCode: string, fen: number, plate: string) {
    const payer = member(phone);
    const order = addOrder({
      serial: null,
      number: plate,
      status: 22,
      area: AREAS.mangshi,
      startAt: now() - DAY,
      minutes: 60,
      fee: fen,
    });
    return paidParkingPayOrder(payer.id, payCode, [order.id], AREAS.mangshi);
  }

  function card(serial: string, fen: number, sort = -1) {
    db.prepare(
      `INSERT INTO membership_cards (serial, name, duration, price, original_price, service, reserve, sort)
       VALUES (@serial, '月卡', 30, @fen, @original, '德宏停车月卡', 0, @sort)
       ON CONFLICT (serial) DO UPDATE SET price = @fen, original_price = @original, sort = @sort`,
    ).run({ serial, fen, original: Math.round(fen * 1.3), sort });
    return store.catalog.card(serial)!;
  }

  return {
    /** Every row dropped; only the app configuration stays (calls need its app id). */
    blank() {
      emptyDatabase(db);
      ensureConfig();
    },

    appConfig: ensureConfig,

    member: (phone: string) => member(phone),

    /** A fresh session: `{ token, refreshToken }`; requests carry `Authorization: Bearer <token>`. */
    loggedIn(phone: string) {
      const session = services.sso.sessionFor(phone);
      return { token: session.access_token, refreshToken: session.refresh_token };
    },

    revokeAccessToken(token: string) {
      store.tokens.revoke(token.replace(/^Bearer\s+/i, ''), now());
    },

    loginKey(key: string) {
      store.keys.insertLoginKey(key, now() + LOGIN_KEY_TTL_MS);
    },

    /** The login code `code` sent to `phone` `secondsAgo` ago, unused, no wrong attempts. */
    smsCode(phone: string, code: string, secondsAgo = 5) {
      member(phone);
      const sentAt = now() - secondsAgo * 1000;
      store.transaction(() => {
        store.sms.supersede(phone);
        store.sms.insert({ phone, code, sentAt, expiresAt: sentAt + SMS_CODE_TTL_MS });
        store.sms.saveGuard(phone, 0, null);
      });
    },

    /** Nothing sent to the phone within the last minute, and it is not locked. */
    smsNotSentRecently(phone: string) {
      db.prepare('UPDATE sms_codes SET sent_at = MIN(sent_at, ?) WHERE phone = ?').run(
        now() - SMS_RESEND_MS - 1000,
        phone,
      );
      store.sms.saveGuard(phone, 0, null);
    },

    chatCode(code: string, phone: string) {
      member(phone);
      services.sso.issueChatCode(phone, code);
    },

    balance(phone: string, fen: number) {
      services.funds.setBalance(member(phone).id, fen);
    },

    /** A parking coupon with this serial (issue 15): {fen} off, any area, 30 days from today. */
    parkingCoupon(phone: string, serial: string, fen: number) {
      const { id } = member(phone);
      store.db.prepare('DELETE FROM coupons WHERE serial = @serial').run({ serial });
      store.coupons.insert({
        serial,
        memberId: id,
        name: `停车抵扣券${fen / 100}元`,
        type: 1,
        amount: fen,
        discount: 0,
        minCost: 0,
        startDate: today(),
        endDate: addDays(today(), 29),
        createdAt: now(),
      });
    },

    expiredCoupons(phone: string, count: number) {
      const { id } = member(phone);
      for (let index = 0; index < count; index++) {
        store.coupons.insert({
          serial: null,
          memberId: id,
          name: '停车抵扣券5元',
          type: 1,
          amount: 500,
          discount: 0,
          minCost: 0,
          startDate: addDays(today(), -40),
          endDate: addDays(today(), -10),
          createdAt: now(),
        });
      }
    },

    couponCodeUnused(code: string) {
      store.db
        .prepare(
          `INSERT OR REPLACE INTO coupon_codes (code, name, amount, min_cost, days, used_by, used_at)
           VALUES (@code, '停车抵扣券5元', 500, 0, 30, NULL, NULL)`,
        )
        .run({ code: code.toUpperCase() });
    },

    unusedCoupons(phone: string, count: number) {
      const { id } = member(phone);
      for (let index = 0; index < count; index++) {
        store.coupons.insert({
          serial: null,
          memberId: id,
          name: '停车抵扣券5元',
          type: 1,
          amount: 500,
          discount: 0,
          minCost: 0,
          startDate: today(),
          endDate: addDays(today(), 30),
          createdAt: now(),
        });
      }
    },

    integral(phone: string, integral: number) {
      const row = member(phone);
      store.transaction(() => {
        store.members.addIntegral(row.id, integral - row.integral);
        store.records.insertIntegral({
          memberId: row.id,
          integral: integral - row.integral,
          reason: '停车缴费奖励',
          createdAt: now() - DAY,
        });
      });
    },

    signedToday(phone: string) {
      const { id } = member(phone);
      store.members.setSignDate(id, today());
      store.records.insertIntegral({
        memberId: id,
        integral: 0,
        reason: '每日签到',
        createdAt: now(),
      });
    },

    messages(phone: string, count: number) {
      const { id } = member(phone);
      for (let index = 0; index < count; index++) {
        store.records.insertMessage({
          memberId: id,
          title: '停车提醒',
          content: `您有一条停车消息（${index + 1}）。`,
          createdAt: now() - (count - index) * MINUTE,
        });
      }
    },

    staff(serial: string, name = '张伟', team = '芒市城区一组') {
      db.prepare('INSERT OR REPLACE INTO staff (serial, name, team) VALUES (?, ?, ?)').run(
        serial,
        name,
        team,
      );
    },

    /** A 30-day card first in the list. */
    vipCard: (serial: string, fen: number) => card(serial, fen),

    /** A package with no gift, and the free-amount package `other` last. */
    /** A rights package at {fen} fen that brings two 5-yuan parking coupons. */
    rightsPackage(serial: string, fen: number) {
      db.prepare(
        `INSERT OR REPLACE INTO rights_packages (serial, name, price, description, coupons)
         VALUES (?, '停车权益包', ?, '含2张5元停车券', ?)`,
      ).run(serial, fen, JSON.stringify([{ name: '5元停车券', amount: 500, count: 2 }]));
    },

    rechargePackage(serial: string, fen: number) {
      db.prepare(
        `INSERT OR REPLACE INTO recharge_packages (serial, name, price, give, type, tag, service, sort)
         VALUES (?, ?, ?, 0, 0, '', '余额充值', 0)`,
      ).run(serial, `${fen / 100}元`, fen);
      if (!db.prepare("SELECT 1 FROM recharge_packages WHERE name = 'other'").get()) {
        db.prepare(
          "INSERT INTO recharge_packages (serial, name, price, give, type, tag, service, sort) VALUES ('OTHER', 'other', 0, 0, 0, '', '余额充值', 999)",
        ).run();
      }
    },

    equityPackage(serial: string) {
      db.prepare(
        `INSERT OR REPLACE INTO equity_packages (id, serial, name, description, rights)
         VALUES (1, ?, '德宏停车会员权益', '会员卡有效期内路内停车免费。', ?)`,
      ).run(
        serial,
        JSON.stringify([{ name: '免费停车', description: '有效期内路内停车费用全免' }]),
      );
    },

    car(phone: string, serial: string, plate: string, plateType: PlateType) {
      store.cars.insert({
        serial,
        memberId: member(phone).id,
        number: plate,
        plateType,
        createdAt: now(),
      });
    },

    /** A membership whose last day is today + days. */
    membership(plate: string, days: number) {
      const monthly =
        store.catalog.cards().find((row) => row.duration === 30) ?? card('VCSTATE', 15000, 99);
      const end = addDays(today(), days);
      const start = addDays(end, -(monthly.duration - 1));
      store.memberships.insert({
        number: plate,
        cardId: monthly.id,
        service: monthly.service,
        startDate: start,
        endDate: validityRange(start, monthly.duration).end,
        payOrderId: null,
        economize: 0,
        createdAt: now(),
      });
    },

    /** Orders to pay (22) with these serials (bookCode too), amounts adding up to `fen`. */
    ordersToPay(plate: string, serials: string[], area: string, fen: number) {
      const share = Math.floor(fen / serials.length);
      serials.forEach((serial, index) => {
        addOrder({
          serial,
          number: plate,
          status: 22,
          area,
          startAt: now() - (serials.length - index) * DAY,
          minutes: 60,
          fee: index === 0 ? fen - share * (serials.length - 1) : share,
        });
      });
    },

    /** Completed orders (9) in Mangshi, each paid through the bank by the plate's owner. */
    completedOrders(plate: string, count: number) {
      const payer = ownerOf(plate);
      const rule = feeRuleFor(AREAS.mangshi);
      for (let index = 0; index < count; index++) {
        const order = addOrder({
          serial: null,
          number: plate,
          status: 22,
          area: AREAS.mangshi,
          startAt: now() - (index + 2) * DAY,
          minutes: 90,
          fee: 2 * rule.pricePerHour,
        });
        paidParkingPayOrder(payer, null, [order.id], AREAS.mangshi);
      }
    },

    /** Where the plate parked: completed stays (prepaid at the kerb, nothing left to pay). */
    parkingRecords(plate: string, count: number) {
      for (let index = 0; index < count; index++) {
        const startAt = now() - (index + 1) * DAY;
        addOrder({
          serial: null,
          number: plate,
          status: 9,
          area: AREAS.mangshi,
          startAt,
          minutes: 10,
          fee: 0,
          paid: { at: startAt + 10 * MINUTE, paytype: 'free', transaction: '' },
        });
      }
    },

    /** A parking order (0, type 0) started `minutes` ago. */
    parkingOrder(serial: string, plate: string, area: string, minutes: number) {
      const order = addOrder({
        serial,
        number: plate,
        status: 0,
        area,
        startAt: now() - minutes * MINUTE,
        minutes: 0,
        fee: 0,
      });
      store.devices.saw(order.device, plate, 1, order.start_at);
    },

    /** A completed order paid `fen` through the bank, with its own paid pay order. */
    paidOrder(serial: string, plate: string, fen: number) {
      const order = addOrder({
        serial,
        number: plate,
        status: 22,
        area: AREAS.mangshi,
        startAt: now() - DAY,
        minutes: 120,
        fee: fen,
      });
      paidParkingPayOrder(ownerOf(plate), null, [order.id], AREAS.mangshi);
    },

    /**
     * An order to pay of the member's plate (their car is created if missing), `fen` due, that the
     * member disputed (reason other, a text, no photos): it is under review (11), the dispute open.
     */
    disputedOrder(phone: string, serial: string, plate: string, fen: number) {
      const owner = member(phone);
      if (!store.cars.byNumber(owner.id, plate)) {
        store.cars.insert({
          serial: `CAR${serial}`,
          memberId: owner.id,
          number: plate,
          plateType: 1,
          createdAt: now(),
        });
      }
      addOrder({
        serial,
        number: plate,
        status: 22,
        area: AREAS.mangshi,
        startAt: now() - DAY,
        minutes: 120,
        fee: fen,
      });
      services.disputes.open(owner, { serial, reason: 'wrongTime', content: '离场时间不对' }, '');
    },

    /** A device in Mangshi that last saw this blue plate. */
    deviceSawPlate(device: string, plate: string) {
      space(AREAS.mangshi, device);
      store.devices.saw(device, plate, 1, now() - 5 * MINUTE);
    },

    /** A no-plate car (type 2, pseudo plate) parking at the device for `minutes`. */
    /** `phone`: the member who started that no-plate session (only they may end it). */
    deviceWithNoPlateCar(device: string, minutes: number, phone?: string) {
      const pseudo = `云临${device.replace(/\D/g, '').slice(-5).padStart(5, '0')}`;
      const order = addOrder({
        serial: null,
        number: pseudo,
        plateType: 4,
        status: 0,
        type: 2,
        area: AREAS.mangshi,
        device,
        startAt: now() - minutes * MINUTE,
        minutes: 0,
        fee: 0,
      });
      if (phone) store.orders.setCheckedInBy(order.id, member(phone).id);
      store.devices.saw(device, pseudo, 4, now() - minutes * MINUTE);
    },

    lot(serial: string, spaces: number, full: number) {
      db.prepare(
        `INSERT OR REPLACE INTO lots (serial, name, type, space, full, lng, lat, address, code)
         VALUES (?, '团结大街停车场', 0, ?, ?, 98.5852, 24.4331, '芒市团结大街', '533103001')`,
      ).run(serial, spaces, full);
    },

    /** A news type with `count` articles, newest first, the newest recommended. */
    newsType(serial: string, name: string, count: number) {
      const typeId = Number(
        db.prepare('INSERT INTO news_types (serial, name, sort) VALUES (?, ?, 0)').run(serial, name)
          .lastInsertRowid,
      );
      for (let index = 0; index < count; index++) {
        const article = `${serial}N${index + 1}`;
        db.prepare(
          `INSERT INTO news (serial, title, digest, cover, url, type_id, recommend, classification, created_at)
           VALUES (?, ?, '停车资讯摘要', ?, ?, ?, ?, 0, ?)`,
        ).run(
          article,
          `${name}（${index + 1}）`,
          `/media/cover/news/${index + 1}.svg`,
          `/media/news/${article}.html`,
          typeId,
          index === 0 ? 1 : 0,
          now() - index * DAY,
        );
      }
    },

    activities(count: number) {
      for (let index = 0; index < count; index++) {
        db.prepare(
          `INSERT INTO activities (serial, title, cover, url, start_date, end_date, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          `ACTS${index + 1}`,
          `停车活动${index + 1}`,
          `/media/cover/activity/${index + 1}.svg`,
          `/media/activity/ACTS${index + 1}.html`,
          today(),
          addDays(today(), 30),
          now() - index * DAY,
        );
      }
    },

    feedbackReplied(phone: string, serial: string) {
      db.prepare(
        `INSERT INTO feedback (serial, member_id, content, contact, images, reply, created_at)
         VALUES (?, ?, '希望增加停车位。', ?, '[]', '感谢您的建议。', ?)`,
      ).run(serial, member(phone).id, phone, now() - DAY);
    },

    /** A help-centre question with its answer; the serial is the question's id (digits). */
    question(serial: string) {
      db.prepare(
        `INSERT OR REPLACE INTO questions (id, question, answer, sort)
         VALUES (?, '路内停车怎么收费？', '芒市路内停车前15分钟免费，超过后每开始一小时2元。', 0)`,
      ).run(Number(serial));
    },

    /** A recommended home banner of type news. */
    homeBanner(serial: string) {
      db.prepare(
        `INSERT OR REPLACE INTO banners (serial, type, cover, name, content, area, recommend, sort)
         VALUES (?, 'news', '/media/cover/banner/1.svg', '停车收费标准调整公告', '/media/news/N001.html', 'home', 1, 0)`,
      ).run(serial);
    },

    /** An unpaid parking pay order settling one order to pay of the plate in the area. */
    unpaidPayOrder(phone: string, payCode: string, fen: number, plate: string, area: string) {
      const payer = member(phone);
      const order = addOrder({
        serial: null,
        number: plate,
        status: 22,
        area,
        startAt: now() - DAY,
        minutes: 60,
        fee: fen,
      });
      const id = store.payOrders.nextId();
      store.payOrders.insert(
        selfServicePayOrder({
          id,
          payCode,
          memberId: payer.id,
          orderType: 'parking',
          goods: order.serial,
          goodsName: `停车费 ${plate}（1笔）`,
          numbers: JSON.stringify([plate]),
          cost: fen,
          area: order.code,
          createdAt: now(),
        }),
      );
      store.payOrders.insertItem(id, order.id);
    },

    /** An unpaid membership-card pay order for the plate. */
    unpaidCardPayOrder(phone: string, payCode: string, fen: number, plate: string) {
      const payer = member(phone);
      const monthly = store.catalog.cards()[0] ?? card('VCSTATE', fen);
      const id = store.payOrders.nextId();
      store.payOrders.insert(
        selfServicePayOrder({
          id,
          payCode,
          memberId: payer.id,
          orderType: 'vipCard',
          goods: monthly.serial,
          goodsName: `${monthly.name} ${plate}`,
          numbers: JSON.stringify([plate]),
          cost: fen,
          appointment: today(),
          area: 'vipCard',
          createdAt: now(),
        }),
      );
    },

    paidPayOrder,

    /** Invoice `serial` (being issued) over the member's paid pay order `payCode` (made if missing). */
    invoice(phone: string, serial: string, payCode: string) {
      const payer = member(phone);
      const paid =
        store.payOrders.byCode(payCode) ?? paidPayOrder(phone, payCode, 1000, '云N12345');
      store.payOrders.markInvoiced(paid.id);
      store.payOrders.insertInvoice({
        serial,
        memberId: payer.id,
        title: payer.nickname,
        taxNumber: null,
        email: null,
        amount: paid.cost,
        payCodes: JSON.stringify([payCode]),
        createdAt: now(),
      });
    },
  };
}

export type StateSeeder = ReturnType<typeof stateSeeder>;
