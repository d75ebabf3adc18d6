import { Router, type Request } from 'express';
import type { PlateType } from '@dehong/api-spec';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { badRequest } from '../http/errors';
import { createStore } from '../repositories/store';
import { shopStates } from '../seed/shop-states';
import { selfServicePayOrder } from '../seed/self-service-pay-order';
import { stateSeeder, type StateSeeder } from '../seed/states';
import { createServices } from '../services';
import { QUIZ_BANK } from '../services/quiz-bank';
import { SMS_CODE_TTL_MS } from '../services/sso';

/**
 * Pact's state-setup endpoint for the simulator: the one the operator's backend team implements on
 * their side too (contracts/README.md). The verifier posts `{ state, params, action }` once per
 * provider state of an interaction, in order, and again with `action: 'teardown'` after it.
 *
 * Each state of the catalogue (contracts/src/provider-states.ts) is one call into `stateSeeder`.
 * An interaction without provider states gets one setup with `state: ""` (the Rust verifier's
 * way), so it also passes through here.
 *
 * An interaction starts from an emptied database (only the app configuration kept): its first setup
 * empties it, and its teardown empties it again, so one interaction's records never reach the next.
 * A state that says something is absent therefore needs nothing beyond the member it names.
 */

type Params = Readonly<Record<string, unknown>>;
/** What a setup answers, for the verifier to inject into the request (`${token}`). */
type Answer = Readonly<Record<string, string>>;
type Handler = (seed: StateSeeder, params: Params, more: MoreStates) => Answer | void;

function text(params: Params, name: string): string {
  const value = params[name];
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw badRequest(`params.${name} must be a non-empty string`);
}

/** Whole numbers from 0 up: fen, counts, minutes, days. Pacts carry them as numbers or text. */
function count(params: Params, name: string): number {
  const value = params[name];
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) {
    throw badRequest(`params.${name} must be a whole number from 0`);
  }
  return number;
}

function plateType(params: Params): PlateType {
  const type = count(params, 'plateType');
  if (type < 1 || type > 4) throw badRequest('params.plateType must be 1, 2, 3 or 4');
  return type as PlateType;
}

/** A charging order's serial: the simulator numbers its charging orders, so digits. */
function chargeSerial(params: Params): number {
  const serial = count(params, 'serial');
  if (serial < 1) throw badRequest('params.serial must be a number from 1');
  return serial;
}

/** `{serials}`: comma-separated order serials. */
function serials(params: Params): string[] {
  const list = text(params, 'serials')
    .split(',')
    .map((serial) => serial.trim());
  if (list.some((serial) => serial === '')) throw badRequest('params.serials has an empty serial');
  return list;
}

const MINUTE = 60_000;

/** A 1x1 PNG: what "uploaded image" stores (the upload sniffs the type from these bytes). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * States of the calls pinned last (issue 16: charging, the service halls, reading a message, the
 * avatar and phone changes, the recharge refund). Where money moves they go through the
 * simulator's own services (the recharge is settled, a charging session is stopped and billed), so
 * the funds ledger holds what a member's real history would.
 */
function moreStates(db: Db, clock: Clock, seed: StateSeeder) {
  const store = createStore(db);
  const services = createServices(store, clock);
  const now = () => clock.nowMs();

  /** The station (created on first use) and its charger; answers the charger's row id. */
  function station(serial: string, equipment: string): number {
    db.prepare(
      `INSERT INTO charge_stations (serial, name, address, lng, lat, price, service_fee)
       VALUES (?, '团结大街充电站', '芒市团结大街88号', 98.5862, 24.4341, 120, 30)
       ON CONFLICT (serial) DO NOTHING`,
    ).run(serial);
    const stationId = db
      .prepare('SELECT id FROM charge_stations WHERE serial = ?')
      .pluck()
      .get(serial) as number;
    db.prepare(
      `INSERT INTO charge_equipment (serial, station_id, name, power, offline)
       VALUES (?, ?, '1号充电桩', 7, 0) ON CONFLICT (serial) DO NOTHING`,
    ).run(equipment, stationId);
    const charger = db
      .prepare('SELECT id, station_id FROM charge_equipment WHERE serial = ?')
      .get(equipment) as { id: number; station_id: number };
    if (charger.station_id !== stationId) {
      throw badRequest(`charger ${equipment} belongs to another station`);
    }
    return charger.id;
  }

  /** A running session started `minutes` ago; the member holds 100 yuan, so it keeps running. */
  function charging(
    phone: string,
    equipment: string,
    stationSerial: string,
    minutes: number,
    serial: number,
  ) {
    const equipmentId = station(stationSerial, equipment);
    const member = services.members.findOrCreate(phone);
    seed.balance(phone, 10_000);
    db.prepare(
      'INSERT INTO charge_orders (id, member_id, equipment_id, start_at) VALUES (?, ?, ?, ?)',
    ).run(serial, member.id, equipmentId, now() - minutes * MINUTE);
    return member;
  }

  return {
    station,
    charging,
    /** The car-service shop (issue 14): seed/shop-states.ts. */
    shop: shopStates(db, services),

    /** Games (issue 15): today's quiz {serial}, asking the bank's first five questions. */
    quizOpened(phone: string, serial: string) {
      const member = services.members.findOrCreate(phone);
      const questions = QUIZ_BANK.slice(0, 5).map((question) => question.serial);
      db.prepare(
        'INSERT INTO quiz_days (serial, member_id, day, questions, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(serial, member.id, clock.today(), JSON.stringify(questions), now());
    },

    /** The console's next prize of a game (the draw after it is the odds' again). */
    nextPrize(game: string, prize: string) {
      if (game !== 'wheel' && game !== 'box') throw badRequest('params.game must be wheel or box');
      try {
        services.games.setNextPrize(game, prize);
      } catch (error) {
        throw badRequest(`params.prize: ${(error as Error).message}`);
      }
    },

    /** A draw of the member's, through the games service (the wheel's free spin). */
    wonAt(phone: string, game: string, prize: string) {
      this.nextPrize(game, prize);
      const member = services.members.findOrCreate(phone);
      services.games.draw(member, game as 'wheel' | 'box', 'zh');
    },

    /** A session billed at its stop by the simulator's own charging service. */
    chargedAndPaid(
      phone: string,
      equipment: string,
      stationSerial: string,
      minutes: number,
      serial: number,
    ) {
      const member = charging(phone, equipment, stationSerial, minutes, serial);
      services.charging.stop(member, String(serial));
    },

    unreadMessage(phone: string, serial: string) {
      const { id } = services.members.findOrCreate(phone);
      db.prepare(
        `INSERT INTO messages (member_id, serial, title, content, created_at)
         VALUES (?, ?, '缴费成功', '您的停车费已缴纳。', ?)`,
      ).run(id, serial, now() - MINUTE);
    },

    uploadedImage(phone: string, token: string) {
      if (!/^[0-9a-f]{32}$/.test(token)) throw badRequest('params.token must be 32 hex digits');
      const { id: memberId } = services.members.findOrCreate(phone);
      const id = store.uploads.insert({
        memberId,
        name: 'avatar.png',
        mime: 'image/png',
        size: PNG_1X1.length,
        data: PNG_1X1,
        createdAt: now(),
      });
      db.prepare('UPDATE uploads SET token = ? WHERE id = ?').run(token, id);
    },

    /** A code sent to a phone, without creating its member (the phone change's new phone). */
    smsCodeToNewPhone(phone: string, code: string) {
      if (db.prepare('SELECT 1 FROM members WHERE phone = ?').get(phone)) {
        throw badRequest(`a member has phone ${phone} already`);
      }
      const sentAt = now() - 5000;
      store.sms.supersede(phone);
      store.sms.insert({ phone, code, sentAt, expiresAt: sentAt + SMS_CODE_TTL_MS });
      store.sms.saveGuard(phone, 0, null);
    },

    serviceHall(serial: string) {
      db.prepare(
        `INSERT OR REPLACE INTO orgs (serial, name, address, lng, lat, tel, open_time, licence_number,
           licence, licence_valid_until)
         VALUES (?, '芒市停车服务大厅', '芒市勇罕街12号', 98.5871, 24.4349, '0692-2888666',
           '09:00-17:30', '91533100MA6N000001', '/media/licence/org.svg', '2030-12-31')`,
      ).run(serial);
    },

    /** A recharge pay order settled through the bank by the simulator's own settle (funds credited). */
    paidRecharge(phone: string, payCode: string, fen: number) {
      const member = services.members.findOrCreate(phone);
      const id = store.payOrders.nextId();
      store.payOrders.insert(
        selfServicePayOrder({
          id,
          payCode,
          memberId: member.id,
          orderType: 'recharge',
          goods: 'RECHARGESTATE',
          goodsName: `余额充值 ${fen / 100}元`,
          numbers: '[]',
          cost: fen,
          area: 'recharge',
          createdAt: now() - 10 * MINUTE,
        }),
      );
      services.payments.settle(id, 'wxpay', `4200${String(now()).slice(-10)}${id}`);
    },
  };
}

type MoreStates = ReturnType<typeof moreStates>;

/** States of absence (and no state at all): the emptied database already holds none of it. */
const nothingToCreate: Handler = () => undefined;
/** Absence of a member's records: only the member exists. */
const memberOnly: Handler = (seed, p) => void seed.member(text(p, 'phone'));

const HANDLERS: Readonly<Record<string, Handler>> = {
  '': nothingToCreate,

  // sessions
  'user {phone} is logged in': (seed, p) => seed.loggedIn(text(p, 'phone')),
  'access token {token} is not valid': (seed, p) => seed.revokeAccessToken(text(p, 'token')),

  // sso
  'login key {key} was issued and SMS code {code} was sent to {phone}': (seed, p) => {
    seed.loginKey(text(p, 'key'));
    seed.smsCode(text(p, 'phone'), text(p, 'code'));
  },
  'the chat platform authorised code {code} for the member with phone {phone}': (seed, p) =>
    seed.chatCode(text(p, 'code'), text(p, 'phone')),
  'no SMS code was sent to {phone} in the last minute': (seed, p) =>
    seed.smsNotSentRecently(text(p, 'phone')),
  // Which code was sent does not matter to this state, only when.
  'an SMS code was sent to {phone} less than a minute ago': (seed, p) =>
    seed.smsCode(text(p, 'phone'), '000000', 5),

  // member
  'user {phone} has balance {fen} fen': (seed, p) =>
    seed.balance(text(p, 'phone'), count(p, 'fen')),
  'user {phone} has {count} unused parking coupons': (seed, p) =>
    seed.unusedCoupons(text(p, 'phone'), count(p, 'count')),
  'user {phone} has no coupons': memberOnly,
  'user {phone} has parking coupon {serial} of {fen} fen': (seed, p) =>
    seed.parkingCoupon(text(p, 'phone'), text(p, 'serial'), count(p, 'fen')),
  'user {phone} has {count} expired parking coupons': (seed, p) =>
    seed.expiredCoupons(text(p, 'phone'), count(p, 'count')),
  'redemption code {code} is not redeemed yet': (seed, p) => seed.couponCodeUnused(text(p, 'code')),
  'user {phone} has earned {integral} integral': (seed, p) =>
    seed.integral(text(p, 'phone'), count(p, 'integral')),
  'user {phone} has not signed in today': memberOnly,
  'user {phone} has already signed in today': (seed, p) => seed.signedToday(text(p, 'phone')),
  'user {phone} has {count} messages': (seed, p) =>
    seed.messages(text(p, 'phone'), count(p, 'count')),
  'user {phone} has no messages': memberOnly,
  'user {phone} has invoice {serial} for pay order {payCode}': (seed, p) =>
    seed.invoice(text(p, 'phone'), text(p, 'serial'), text(p, 'payCode')),
  'user {phone} has no invoices': memberOnly,

  // staff and catalogues
  'staff {serial} exists': (seed, p) => seed.staff(text(p, 'serial')),
  'staff {serial} does not exist': nothingToCreate,
  'membership card {serial} is on sale for {fen} fen': (seed, p) =>
    void seed.vipCard(text(p, 'serial'), count(p, 'fen')),
  'rights package {serial} is on sale for {fen} fen': (seed, p) =>
    seed.rightsPackage(text(p, 'serial'), count(p, 'fen')),
  'recharge package {serial} is on sale for {fen} fen': (seed, p) =>
    seed.rechargePackage(text(p, 'serial'), count(p, 'fen')),
  'the member equity package {serial} is offered': (seed, p) =>
    seed.equityPackage(text(p, 'serial')),

  // cars
  'user {phone} has car {serial} with plate {plate} of plate type {plateType}': (seed, p) =>
    seed.car(text(p, 'phone'), text(p, 'serial'), text(p, 'plate'), plateType(p)),
  'user {phone} has no cars': memberOnly,
  'plate {plate} has a membership valid for {days} more days': (seed, p) =>
    seed.membership(text(p, 'plate'), count(p, 'days')),
  'plate {plate} was seen parking {count} times': (seed, p) =>
    seed.parkingRecords(text(p, 'plate'), count(p, 'count')),
  'plate {plate} has no parking records': nothingToCreate,

  // parking orders
  'plate {plate} has orders {serials} to pay in area {code}, {fen} fen in all': (seed, p) =>
    seed.ordersToPay(text(p, 'plate'), serials(p), text(p, 'code'), count(p, 'fen')),
  'plate {plate} has {count} completed orders': (seed, p) =>
    seed.completedOrders(text(p, 'plate'), count(p, 'count')),
  'plate {plate} has no orders': nothingToCreate,
  'order {serial} of plate {plate} has been parking in area {code} for {minutes} minutes': (
    seed,
    p,
  ) => seed.parkingOrder(text(p, 'serial'), text(p, 'plate'), text(p, 'code'), count(p, 'minutes')),
  'order {serial} of plate {plate} was paid {fen} fen': (seed, p) =>
    seed.paidOrder(text(p, 'serial'), text(p, 'plate'), count(p, 'fen')),
  'user {phone} disputed order {serial} of plate {plate}, {fen} fen to pay': (seed, p) =>
    seed.disputedOrder(text(p, 'phone'), text(p, 'serial'), text(p, 'plate'), count(p, 'fen')),

  // kerb devices and lots
  'device {device} last saw {plate}': (seed, p) =>
    seed.deviceSawPlate(text(p, 'device'), text(p, 'plate')),
  'user {phone} started a no-plate session at device {device} {minutes} minutes ago': (seed, p) =>
    seed.deviceWithNoPlateCar(text(p, 'device'), count(p, 'minutes'), text(p, 'phone')),
  'device {device} does not exist': nothingToCreate,
  'parking lot {serial} has {space} spaces, {full} of them occupied': (seed, p) =>
    seed.lot(text(p, 'serial'), count(p, 'space'), count(p, 'full')),

  // games (issue 15)
  "user {phone} opened today's quiz {serial}": (_seed, p, more) =>
    more.quizOpened(text(p, 'phone'), text(p, 'serial')),
  'the next prize of the {game} is {prize}': (_seed, p, more) =>
    more.nextPrize(text(p, 'game'), text(p, 'prize')),
  'user {phone} won {prize} at the {game}': (_seed, p, more) =>
    more.wonAt(text(p, 'phone'), text(p, 'game'), text(p, 'prize')),

  // material, tools, component
  'news type {serial} named {name} has {count} articles': (seed, p) =>
    seed.newsType(text(p, 'serial'), text(p, 'name'), count(p, 'count')),
  'no news article matches {name}': nothingToCreate,
  '{count} activities are running': (seed, p) => seed.activities(count(p, 'count')),
  'no activity is running': nothingToCreate,
  'user {phone} sent feedback {serial} and the operator replied': (seed, p) =>
    seed.feedbackReplied(text(p, 'phone'), text(p, 'serial')),
  'user {phone} has sent no feedback': memberOnly,
  'question {serial} is answered in the help centre': (seed, p) => seed.question(text(p, 'serial')),
  'banner {serial} is shown on the home screen': (seed, p) => seed.homeBanner(text(p, 'serial')),
  'the app configuration is published': (seed) => seed.appConfig(),

  // pay orders
  'user {phone} has unpaid pay order {payCode} of {fen} fen for plate {plate} in area {code}': (
    seed,
    p,
  ) =>
    seed.unpaidPayOrder(
      text(p, 'phone'),
      text(p, 'payCode'),
      count(p, 'fen'),
      text(p, 'plate'),
      text(p, 'code'),
    ),
  'user {phone} has unpaid membership card pay order {payCode} of {fen} fen for plate {plate}': (
    seed,
    p,
  ) =>
    seed.unpaidCardPayOrder(
      text(p, 'phone'),
      text(p, 'payCode'),
      count(p, 'fen'),
      text(p, 'plate'),
    ),
  'user {phone} has paid pay order {payCode} of {fen} fen for plate {plate}': (seed, p) =>
    void seed.paidPayOrder(text(p, 'phone'), text(p, 'payCode'), count(p, 'fen'), text(p, 'plate')),

  // the rest of the app's calls (issue 16)
  'user {phone} has unread message {serial}': (_seed, p, more) =>
    more.unreadMessage(text(p, 'phone'), text(p, 'serial')),
  'user {phone} uploaded image {token}': (_seed, p, more) =>
    more.uploadedImage(text(p, 'phone'), text(p, 'token')),
  'SMS code {code} was sent to {phone}, a phone no member has': (_seed, p, more) =>
    more.smsCodeToNewPhone(text(p, 'phone'), text(p, 'code')),
  'service hall {serial} is open near the map centre': (_seed, p, more) =>
    more.serviceHall(text(p, 'serial')),
  'user {phone} paid recharge order {payCode} of {fen} fen through the bank': (_seed, p, more) =>
    more.paidRecharge(text(p, 'phone'), text(p, 'payCode'), count(p, 'fen')),
  'charging station {serial} has free charger {equipment}': (_seed, p, more) =>
    void more.station(text(p, 'serial'), text(p, 'equipment')),
  'user {phone} has been charging at charger {equipment} of station {station} for {minutes} minutes as order {serial}':
    (_seed, p, more) =>
      void more.charging(
        text(p, 'phone'),
        text(p, 'equipment'),
        text(p, 'station'),
        count(p, 'minutes'),
        chargeSerial(p),
      ),
  'user {phone} charged for {minutes} minutes at charger {equipment} of station {station} as order {serial}, paid from the balance':
    (_seed, p, more) =>
      more.chargedAndPaid(
        text(p, 'phone'),
        text(p, 'equipment'),
        text(p, 'station'),
        count(p, 'minutes'),
        chargeSerial(p),
      ),

  // the car-service shop (issue 14, inferred beyond products, types and the cart)
  'shop product {serial} sells at {fen} fen with {stock} in stock at store {store} in area {code}':
    (_seed, p, more) =>
      more.shop.product(
        text(p, 'serial'),
        count(p, 'fen'),
        count(p, 'stock'),
        text(p, 'store'),
        text(p, 'code'),
      ),
  'user {phone} has {count} of shop product {product} in cart line {serial}': (_seed, p, more) =>
    more.shop.cartLine(text(p, 'phone'), chargeSerial(p), text(p, 'product'), count(p, 'count')),
  'user {phone} placed unpaid shop order {serial} of one {product}': (_seed, p, more) =>
    more.shop.unpaidOrder(text(p, 'phone'), text(p, 'serial'), text(p, 'product')),
  'user {phone} paid shop order {serial} of one {product} from the balance, voucher {code}': (
    _seed,
    p,
    more,
  ) =>
    more.shop.paidOrder(text(p, 'phone'), text(p, 'serial'), text(p, 'product'), text(p, 'code')),
};

const HANDLER_OF = new Map(Object.entries(HANDLERS));

/** Every state sentence the endpoint sets up. */
export const PROVIDER_STATE_NAMES: readonly string[] = Object.keys(HANDLERS).filter(Boolean);

interface StateChange {
  state: string;
  params: Params;
  action: 'setup' | 'teardown';
}

function stateChangeOf(req: Request): StateChange {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const { state, params = {}, action = 'setup' } = body;
  if (typeof state !== 'string') throw badRequest('state must be a state sentence, or "" for none');
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw badRequest('params must be an object');
  }
  // Pact's V2 verifiers send no action: they only ever set up.
  if (action !== 'setup' && action !== 'teardown') {
    throw badRequest('action must be "setup" or "teardown"');
  }
  return { state, params: params as Params, action };
}

/** `POST /` with `{ state, params, action }`: sets the state up (or tears it down) and answers JSON. */
export function providerStateRoutes(db: Db, clock: Clock): Router {
  const seed = stateSeeder(db, clock);
  const more = moreStates(db, clock, seed);
  const router = Router();
  let interactionOpen = false;

  router.post('/', (req, res) => {
    const { state, params, action } = stateChangeOf(req);
    const handler = HANDLER_OF.get(state);
    if (!handler) throw badRequest(`no provider state "${state}" (GET /__admin/provider-states)`);
    if (action === 'teardown') {
      // Pact tears down each state of the interaction: the first teardown empties the database,
      // the others find it empty already.
      if (interactionOpen) seed.blank();
      interactionOpen = false;
      res.json({});
      return;
    }
    // A state that fails part-way leaves nothing behind.
    const answer = db.transaction(() => {
      if (!interactionOpen) seed.blank();
      return handler(seed, params, more);
    })();
    interactionOpen = true;
    res.json(answer ?? {});
  });

  router.get('/', (_req, res) => {
    res.json(PROVIDER_STATE_NAMES);
  });

  return router;
}
