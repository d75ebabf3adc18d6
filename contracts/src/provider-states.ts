/**
 * Every provider state the pacts name: a sentence whose `{placeholders}` are its parameters, and
 * what a provider must set up for it, in words. This is the brief for whoever writes the state
 * handlers - one handler per entry, for the simulator and for the real operator's state-setup
 * endpoint alike (contracts/README.md).
 *
 * Rules every handler follows:
 * - Start from a fresh database: a state sets up exactly what it says, nothing from the demo seed.
 * - Identifiers in the parameters (serials, pay codes, plates, devices, staff numbers, keys) are
 *   chosen by the consumer: create records with exactly these identifiers.
 * - An interaction may list several states; they are set up in the order listed, and a later state
 *   may rely on the member an earlier one created.
 * - Times are relative to the provider's own clock (`for {minutes} minutes`, `for {days} more
 *   days`), so the pacts never go stale.
 * - Only "user {phone} is logged in" answers values (`token`, `refreshToken`); the verifier
 *   injects them into the request. Every other setup answers `{}`.
 */

export interface ProviderState<Name extends string = string> {
  readonly name: Name;
  /** What the handler must set up, in words. */
  readonly setup: string;
  /** Values the state-setup call answers, by name, for provider-state injection. */
  readonly answers?: Readonly<Record<string, string>>;
}

type ParamNames<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | ParamNames<Rest>
  : never;

export type StateParams<S extends string> = { readonly [K in ParamNames<S>]: string | number };

function state<const Name extends string>(
  name: Name,
  setup: string,
  answers?: Record<string, string>,
): ProviderState<Name> {
  return answers ? { name, setup, answers } : { name, setup };
}

export const STATES = {
  // ------------------------------------------------------------ sessions
  loggedIn: state(
    'user {phone} is logged in',
    'A member with this phone exists (create it: a nickname, no avatar, funds 0, nothing else) and ' +
      'holds a fresh, unexpired session.',
    {
      token: 'the access token of that session; requests carry `Authorization: Bearer <token>`',
      refreshToken: 'the refresh token of that session, still unused',
    },
  ),
  tokenNotValid: state(
    'access token {token} is not valid',
    'No session has this access token (revoke it if one does), so a call carrying it answers HTTP 401.',
  ),

  // ------------------------------------------------------------ sso
  loginKeyAndSmsCode: state(
    'login key {key} was issued and SMS code {code} was sent to {phone}',
    'The one-time login key {key} is issued and unexpired, and the login SMS code {code} was sent to ' +
      '{phone} a moment ago, unused, with no wrong attempts. The member with this phone exists.',
  ),
  chatCodeAuthorised: state(
    'the chat platform authorised code {code} for the member with phone {phone}',
    "The chat platform's web authorisation issued code {code}, unused, for the chat user bound to " +
      'the member with this phone (create the member).',
  ),
  smsNotSentRecently: state(
    'no SMS code was sent to {phone} in the last minute',
    'The phone was sent no code within the last 60 seconds and is not locked by wrong attempts.',
  ),
  smsSentRecently: state(
    'an SMS code was sent to {phone} less than a minute ago',
    'A login code was sent to the phone a few seconds ago, so another send is refused (business ' +
      'failure) until 60 seconds have passed.',
  ),
  captchaRequired: state(
    'the next SMS code to {phone} needs a captcha',
    "Wrong codes spent the phone's last code more than a minute ago, so its next SMS code needs a " +
      "captcha (the picture's text, or the code a voice call speaks); no voice call was made to " +
      'the phone in the last minute. The member with this phone exists.',
  ),

  // ------------------------------------------------------------ member
  balance: state(
    'user {phone} has balance {fen} fen',
    "The member's spendable funds are exactly {fen} fen, none of it from recharge gifts.",
  ),
  unusedCoupons: state(
    'user {phone} has {count} unused parking coupons',
    'The member holds {count} parking coupons (type 1, amount off), unused (status 0) and valid today.',
  ),
  noCoupons: state('user {phone} has no coupons', 'The member holds no coupon at all.'),
  // Coupons that are spent on pay orders.
  parkingCoupon: state(
    'user {phone} has parking coupon {serial} of {fen} fen',
    'The member holds parking coupon {serial}: {fen} fen off, no minimum spend, any area, valid ' +
      'from today for 30 days, unused and held by no pay order.',
  ),
  expiredCoupons: state(
    'user {phone} has {count} expired parking coupons',
    'The member holds {count} parking coupons whose end date has passed, unused and not cleared.',
  ),
  couponCodeUnused: state(
    'redemption code {code} is not redeemed yet',
    'The redemption code {code} exists (a 5 yuan parking coupon, no minimum, 30 days) and nobody ' +
      'has redeemed it.',
  ),
  integral: state(
    'user {phone} has earned {integral} integral',
    "The member's integral is {integral}, from at least one integral record.",
  ),
  notSignedToday: state(
    'user {phone} has not signed in today',
    'The member has no day sign-in for the current calendar day (China time).',
  ),
  signedToday: state(
    'user {phone} has already signed in today',
    'The member already signed in for integral on the current calendar day (China time).',
  ),
  messages: state(
    'user {phone} has {count} messages',
    'The member has {count} messages, unread, newest first.',
  ),
  noMessages: state('user {phone} has no messages', 'The member has no message.'),
  invoice: state(
    'user {phone} has invoice {serial} for pay order {payCode}',
    'The member paid pay order {payCode} and asked for invoice {serial} over it, which is being ' +
      'issued (status 0).',
  ),
  noInvoices: state('user {phone} has no invoices', 'The member has asked for no invoice.'),

  // ------------------------------------------------------------ staff and catalogues
  staffExists: state(
    'staff {serial} exists',
    'A sales person with staff number {serial}, a name and a team.',
  ),
  staffMissing: state(
    'staff {serial} does not exist',
    'No sales person has staff number {serial}.',
  ),
  vipCardOnSale: state(
    'membership card {serial} is on sale for {fen} fen',
    'A membership card with this serial, first in the list: price {fen} fen, original price at ' +
      'least that, 30 days, a service name, reserve 0, minday today.',
  ),
  rechargePackageOnSale: state(
    'recharge package {serial} is on sale for {fen} fen',
    'A recharge package with this serial at {fen} fen (a gift of 0 yuan), and last in the list the ' +
      'free-amount package named `other` (price 0).',
  ),
  rightsPackage: state(
    'rights package {serial} is on sale for {fen} fen',
    'A rights package with this serial at {fen} fen that brings parking coupons (a name, an ' +
      'amount in fen and a count of at least 1 each).',
  ),
  equityPackage: state(
    'the member equity package {serial} is offered',
    'The member equity package has this serial, a name, a description and at least one right.',
  ),

  // ------------------------------------------------------------ cars
  car: state(
    'user {phone} has car {serial} with plate {plate} of plate type {plateType}',
    'The member has a car with this serial, plate and plate type (1 blue, 2 new energy, 3 yellow, ' +
      '4 temporary), without a membership.',
  ),
  noCars: state('user {phone} has no cars', 'The member has no car.'),
  autoPayOn: state(
    'user {phone} has notices and auto-pay on for plate {plate} with a cap of {cap} fen',
    'The member (who has a car with this plate) turned parking notices on for it and auto-pay from ' +
      'the balance on, paying one order of at most {cap} fen by itself.',
  ),
  paymentNotice: state(
    'user {phone} was sent a payment notice for plate {plate} order {bookCode}',
    'A minute ago the chat platform delivered the member one "payment received" notice: order ' +
      '{bookCode} of the plate (a car of the member), 400 fen, paid by auto-pay, linking to the order.',
  ),
  membership: state(
    'plate {plate} has a membership valid for {days} more days',
    'The plate holds a membership card (with its service name) whose last day is today plus {days}.',
  ),
  parkingRecords: state(
    'plate {plate} was seen parking {count} times',
    'The plate has {count} parking records (where and when it parked), newest first.',
  ),
  noParkingRecords: state(
    'plate {plate} has no parking records',
    'The plate has no parking record.',
  ),

  // ------------------------------------------------------------ parking orders
  ordersToPay: state(
    'plate {plate} has orders {serials} to pay in area {code}, {fen} fen in all',
    'One order per serial in {serials} (comma-separated; its bookCode is the serial too), status 22, ' +
      'blue plate, at stations of area {code}, finished, amounts due adding up to {fen} fen, with no ' +
      'prepaid amount, coupon or service fee, in no pay order yet. So the repay summary is count = ' +
      'the number of serials, unPay = payCost = {fen}, service 0, orderSerials = the serials.',
  ),
  completedOrders: state(
    'plate {plate} has {count} completed orders',
    'The plate has {count} orders paid and completed (status 9) in Mangshi, and none parking or to pay.',
  ),
  noOrders: state('plate {plate} has no orders', 'The plate has no order of any status.'),
  parkingOrder: state(
    'order {serial} of plate {plate} has been parking in area {code} for {minutes} minutes',
    'A parking order {serial} (status 0, recorded by a patrol handset: type 0) of the blue plate at a ' +
      'space of area {code}, started {minutes} minutes before now, so it bills a fee so far.',
  ),
  paidOrder: state(
    'order {serial} of plate {plate} was paid {fen} fen',
    'A completed order {serial} (status 9) of the plate in Mangshi, paid {fen} fen through the bank: ' +
      'transaction number, pay time and pay type set, entry and exit photos present.',
  ),
  disputedOrder: state(
    'user {phone} disputed order {serial} of plate {plate}, {fen} fen to pay',
    "An order {serial} (bookCode too) of the member's blue plate {plate} (the member's car) in " +
      'Mangshi, finished, {fen} fen due, that the member disputed (reason wrongTime, a text, no ' +
      'photos): the dispute is open and the order under review (status 11).',
  ),

  // ------------------------------------------------------------ kerb devices and lots
  deviceSawPlate: state(
    'device {device} last saw {plate}',
    'A kerb device {device} at a space in Mangshi whose last sighting is the blue plate {plate}.',
  ),
  deviceWithNoPlateCar: state(
    'user {phone} started a no-plate session at device {device} {minutes} minutes ago',
    'A kerb device {device} at a space in Mangshi where a no-plate vehicle parks: a parking order of ' +
      'type 2 (status 0) under the pseudo plate the device assigned, started {minutes} minutes ago ' +
      'by the member {phone} (only the member who started a no-plate session may end it).',
  ),
  deviceUnknown: state('device {device} does not exist', 'No kerb device has the code {device}.'),
  stickerReported: state(
    'user {phone} reported a forged code {code} at device {device}',
    'A kerb device {device} at a space in Mangshi, and an open sticker report of the member: reason ' +
      'forged, the text {code} the scanner read, the device, a note, no photo, no position.',
  ),
  lot: state(
    'parking lot {serial} has {space} spaces, {full} of them occupied',
    'A street parking lot (type 0) with this serial in Mangshi, with a name, address and coordinates.',
  ),

  // ------------------------------------------------------------ material, tools, component
  newsType: state(
    'news type {serial} named {name} has {count} articles',
    'A news type with this serial and name, with {count} published articles, newest first, the ' +
      'newest of them recommended.',
  ),
  noNewsMatching: state(
    'no news article matches {name}',
    'No published article has {name} in its title.',
  ),
  activities: state(
    '{count} activities are running',
    '{count} published activities, newest first.',
  ),
  noActivities: state('no activity is running', 'No activity is published.'),
  feedbackReplied: state(
    'user {phone} sent feedback {serial} and the operator replied',
    'The member sent feedback {serial} (text and a contact phone) and it has a reply.',
  ),
  noFeedback: state('user {phone} has sent no feedback', 'The member has sent no feedback.'),
  question: state(
    'question {serial} is answered in the help centre',
    'A help-centre question with this serial (digits) and its answer.',
  ),
  homeBanner: state(
    'banner {serial} is shown on the home screen',
    'A recommended banner with this serial for the home area, of type news (content = article URL).',
  ),
  appConfig: state(
    'the app configuration is published',
    'The app configuration: hotline, service and agreement URLs, copyright, record number, home ' +
      'notice, public-account state, app id, and the fee-rule links of Mangshi and Yingjiang.',
  ),

  // ------------------------------------------------------------ games (x-inferred operations)
  quizOpened: state(
    "user {phone} opened today's quiz {serial}",
    "The member's quiz of the current calendar day (China time) exists with serial {serial}: five " +
      'questions of the bank, none answered yet.',
  ),
  nextPrize: state(
    'the next prize of the {game} is {prize}',
    'The next draw of the game {game} (wheel or box), by anyone, lands on the prize {prize} (the ' +
      "console's demo setting); the draw after it follows the odds again.",
  ),
  wonAtGame: state(
    'user {phone} won {prize} at the {game}',
    "The member drew once at the game {game} today (the wheel's free spin) and won the prize " +
      '{prize}; the draw is recorded and the prize granted.',
  ),

  // ------------------------------------------------------------ pay orders
  unpaidPayOrder: state(
    'user {phone} has unpaid pay order {payCode} of {fen} fen for plate {plate} in area {code}',
    'A parking pay order {payCode} of the member (status 0, unpaid) settling an order to pay of the ' +
      'plate at a station of area {code}; it costs {fen} fen.',
  ),
  unpaidCardPayOrder: state(
    'user {phone} has unpaid membership card pay order {payCode} of {fen} fen for plate {plate}',
    'A membership card pay order {payCode} of the member (orderType vipCard, status 0) for the ' +
      'plate; it costs {fen} fen.',
  ),
  paidPayOrder: state(
    'user {phone} has paid pay order {payCode} of {fen} fen for plate {plate}',
    'A parking pay order {payCode} of the member, settled through the bank (status 1, pay type and ' +
      'pay time set) for {fen} fen, not invoiced; the orders it paid are completed.',
  ),
  // ------------------------------------------------------------ the rest of the app's calls
  unreadMessage: state(
    'user {phone} has unread message {serial}',
    'The member has one message with this serial (a title and a text), not read yet.',
  ),
  uploadedImage: state(
    'user {phone} uploaded image {token}',
    'The member uploaded a PNG named `avatar.png` a moment ago; the upload answered its URL, whose ' +
      "path is `/media/upload/{token}/avatar.png` ({token}: 32 hex digits, the upload's own " +
      'unguessable name). The request names the image by that path.',
  ),
  smsCodeToMember: state(
    'SMS code {code} was sent to {phone}',
    "The SMS code {code} was sent to {phone} (a member's phone) a moment ago, unused, with no " +
      'wrong attempts.',
  ),
  smsCodeToNewPhone: state(
    'SMS code {code} was sent to {phone}, a phone no member has',
    'The SMS code {code} was sent to {phone} a moment ago, unused, with no wrong attempts; no ' +
      'member has this phone.',
  ),
  serviceHall: state(
    'service hall {serial} is open near the map centre',
    'An operator service organisation (service hall) with this serial within 1 km of the map centre ' +
      '(lng 98.5856, lat 24.4337): a name, an address, coordinates, a phone and opening hours.',
  ),
  paidRecharge: state(
    'user {phone} paid recharge order {payCode} of {fen} fen through the bank',
    'A recharge pay order {payCode} of the member (orderType recharge, no gift), paid through the ' +
      'bank (status 1, pay type and time set): {fen} fen were credited to the funds and none of it ' +
      'spent yet.',
  ),
  chargeStation: state(
    'charging station {serial} has free charger {equipment}',
    'A charging station with this serial near the map centre (a name, an address, coordinates, an ' +
      'energy price and a service fee per kWh, both above 0) with one charger {equipment} of 7 kW, ' +
      'online and free.',
  ),
  charging: state(
    'user {phone} has been charging at charger {equipment} of station {station} for {minutes} minutes as order {serial}',
    'The station and the charger exist (as in "charging station {station} has free charger ' +
      '{equipment}"), and the member has a running charging order {serial} (digits) on that ' +
      'charger, started {minutes} minutes before now. The member holds 100 yuan of funds, so the ' +
      'session does not stop by itself.',
  ),
  chargedAndPaid: state(
    'user {phone} charged for {minutes} minutes at charger {equipment} of station {station} as order {serial}, paid from the balance',
    "The station and the charger exist, and the member's charging order {serial} (digits) on that " +
      'charger ran for {minutes} minutes and has finished: its energy and cost (above 0) were ' +
      'billed at the stop and paid in full from the balance (100 yuan before), so debt is 0 and ' +
      'paid is true.',
  ),
  // ------------------------------------------------------------ the car-service shop
  shopProduct: state(
    'shop product {serial} sells at {fen} fen with {stock} in stock at store {store} in area {code}',
    'A shop product type and a partner store {store} in the county {code} (a name, an address, ' +
      'opening hours, a phone, coordinates, a cover and appointment slots), and the product ' +
      '{serial} of that type: a name, a cover and pictures, price {fen} fen and a higher original ' +
      'price, {stock} units on sale, a description, vouchers valid 90 days, no per-member limit, ' +
      'no appointment, recommended; the store redeems it.',
  ),
  shopCartLine: state(
    'user {phone} has {count} of shop product {product} in cart line {serial}',
    'The product {product} exists (when no shop product state made it: at 2500 fen, 50 in stock, ' +
      "at store ST01 in 533103); the member's cart holds one line {serial} " +
      '(digits) of {count} units of it.',
  ),
  unpaidShopOrder: state(
    'user {phone} placed unpaid shop order {serial} of one {product}',
    'The product {product} exists (when no shop product state made it: at 2500 fen, 50 in stock, ' +
      'at store ST01 in 533103); the member placed shop order {serial} of ' +
      'one unit of it at its store, for the plate 云N12345 and their own phone, unpaid (status 0): ' +
      'the unit is held (off the stock) for 15 minutes from now.',
  ),
  paidShopOrder: state(
    'user {phone} paid shop order {serial} of one {product} from the balance, voucher {code}',
    'As "user {phone} placed unpaid shop order {serial} of one {product}", then paid in full from ' +
      "the member's balance by a pay order of type shop (the balance held exactly its price): the " +
      'order is paid (status 1) and its one voucher, code {code} (12 digits), is unused.',
  ),
} as const satisfies Record<string, ProviderState>;

export const PROVIDER_STATES: readonly ProviderState[] = Object.values(STATES);

/** The parameter names of a state sentence, in order: `{phone}` etc. */
export function placeholdersOf(name: string): string[] {
  return [...name.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1] ?? '');
}

/** `.given(...given(STATES.x, params))`: the state's name and its parameters, checked by type. */
export function given<Name extends string>(
  providerState: ProviderState<Name>,
  params: StateParams<Name>,
): [Name, Record<string, string | number>] {
  return [providerState.name, { ...params }];
}
