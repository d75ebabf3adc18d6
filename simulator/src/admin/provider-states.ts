import { Router, type Request } from 'express';
import type { PlateType } from '@dehong/api-spec';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { badRequest } from '../http/errors';
import { stateSeeder, type StateSeeder } from '../seed/states';

/**
 * Pact's state-setup endpoint for the simulator: the one the operator's backend team implements on
 * their side too (contracts/README.md). The verifier posts `{ state, params, action }` once per
 * provider state of an interaction, in order, and again with `action: 'teardown'` after it.
 *
 * Each state of the catalogue (contracts/src/provider-states.ts) is one call into `stateSeeder`
 * (src/seed/states.ts), whose builders live in the seed's domain modules.
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
type Handler = (seed: StateSeeder, params: Params) => Answer | void;

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
  'the next SMS code to {phone} needs a captcha': (seed, p) =>
    seed.captchaRequired(text(p, 'phone')),

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
  'user {phone} has notices and auto-pay on for plate {plate} with a cap of {cap} fen': (seed, p) =>
    seed.autoPayOn(text(p, 'phone'), text(p, 'plate'), count(p, 'cap')),
  'user {phone} was sent a payment notice for plate {plate} order {bookCode}': (seed, p) =>
    seed.paymentNotice(text(p, 'phone'), text(p, 'plate'), text(p, 'bookCode')),

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
  'user {phone} reported a forged code {code} at device {device}': (seed, p) =>
    seed.stickerReported(text(p, 'phone'), text(p, 'device'), text(p, 'code')),
  'parking lot {serial} has {space} spaces, {full} of them occupied': (seed, p) =>
    seed.lot(text(p, 'serial'), count(p, 'space'), count(p, 'full')),

  // games (x-inferred operations)
  "user {phone} opened today's quiz {serial}": (seed, p) =>
    seed.quizOpened(text(p, 'phone'), text(p, 'serial')),
  'the next prize of the {game} is {prize}': (seed, p) =>
    seed.nextPrize(text(p, 'game'), text(p, 'prize')),
  'user {phone} won {prize} at the {game}': (seed, p) =>
    seed.wonAt(text(p, 'phone'), text(p, 'game'), text(p, 'prize')),

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

  // messages, uploads, the phone change, service halls, the recharge refund, charging
  'user {phone} has unread message {serial}': (seed, p) =>
    seed.unreadMessage(text(p, 'phone'), text(p, 'serial')),
  'user {phone} uploaded image {token}': (seed, p) =>
    seed.uploadedImage(text(p, 'phone'), text(p, 'token')),
  'SMS code {code} was sent to {phone}': (seed, p) =>
    seed.smsCode(text(p, 'phone'), text(p, 'code')),
  'SMS code {code} was sent to {phone}, a phone no member has': (seed, p) =>
    seed.smsCodeToNewPhone(text(p, 'phone'), text(p, 'code')),
  'service hall {serial} is open near the map centre': (seed, p) =>
    seed.serviceHall(text(p, 'serial')),
  'user {phone} paid recharge order {payCode} of {fen} fen through the bank': (seed, p) =>
    seed.paidRecharge(text(p, 'phone'), text(p, 'payCode'), count(p, 'fen')),
  'charging station {serial} has free charger {equipment}': (seed, p) =>
    void seed.station(text(p, 'serial'), text(p, 'equipment')),
  'user {phone} has been charging at charger {equipment} of station {station} for {minutes} minutes as order {serial}':
    (seed, p) =>
      void seed.charging(
        text(p, 'phone'),
        text(p, 'equipment'),
        text(p, 'station'),
        count(p, 'minutes'),
        chargeSerial(p),
      ),
  'user {phone} charged for {minutes} minutes at charger {equipment} of station {station} as order {serial}, paid from the balance':
    (seed, p) =>
      seed.chargedAndPaid(
        text(p, 'phone'),
        text(p, 'equipment'),
        text(p, 'station'),
        count(p, 'minutes'),
        chargeSerial(p),
      ),

  // the car-service shop (x-inferred operations beyond products, types and the cart)
  'shop product {serial} sells at {fen} fen with {stock} in stock at store {store} in area {code}':
    (seed, p) =>
      seed.shop.product(
        text(p, 'serial'),
        count(p, 'fen'),
        count(p, 'stock'),
        text(p, 'store'),
        text(p, 'code'),
      ),
  'user {phone} has {count} of shop product {product} in cart line {serial}': (seed, p) =>
    seed.shop.cartLine(text(p, 'phone'), chargeSerial(p), text(p, 'product'), count(p, 'count')),
  'user {phone} placed unpaid shop order {serial} of one {product}': (seed, p) =>
    seed.shop.unpaidOrder(text(p, 'phone'), text(p, 'serial'), text(p, 'product')),
  'user {phone} paid shop order {serial} of one {product} from the balance, voucher {code}': (
    seed,
    p,
  ) =>
    seed.shop.paidOrder(text(p, 'phone'), text(p, 'serial'), text(p, 'product'), text(p, 'code')),
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
      return handler(seed, params);
    })();
    interactionOpen = true;
    res.json(answer ?? {});
  });

  router.get('/', (_req, res) => {
    res.json(PROVIDER_STATE_NAMES);
  });

  return router;
}
