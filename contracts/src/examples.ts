/**
 * The example values the pacts record. A provider verifies the pacts by replaying these examples,
 * so they are fixed (a changed pact shows in git diff) and the identifiers among them are passed to
 * the provider states that must create them. People, plates and devices follow the simulator's
 * demo fixtures so that the pacts read like the demo.
 */

export const PHONE = '13800138000';
/** A second member (the demo's user B), for the states of an account with nothing in it. */
export const PHONE_WITHOUT_DATA = '13900139000';

/** Blue plate with arrears in Mangshi. */
export const PLATE = '云N12345';
/** New-energy plate with a membership. */
export const PLATE_NEW_ENERGY = '云ND66666';
/** Plate with arrears in Ruili. */
export const PLATE_RUILI = '云N54321';
export const PLATE_WITHOUT_ORDERS = '云N00000';

export const DEVICE = 'D10001';
export const DEVICE_WITH_NO_PLATE_CAR = 'D10002';
export const DEVICE_UNKNOWN = 'D99999';

export const STAFF = '8001';
export const STAFF_UNKNOWN = '4040';

export const AREA = {
  mangshi: '533103',
  lianghe: '533122',
  yingjiang: '533123',
  ruili: '533102',
} as const;

/** Tokens a provider issues; the pacts carry them as examples only (see provider-states.ts). */
export const ACCESS_TOKEN = 'pactAccessToken0001';
export const REFRESH_TOKEN = 'pactRefreshToken0001';
/** A token no provider accepts, for the 401 interactions. */
export const INVALID_ACCESS_TOKEN = 'pactRevokedToken0001';

export const LOGIN_KEY = 'pactLoginKey000000001';
export const SMS_CODE = '246810';
export const WRONG_SMS_CODE = '135790';

/**
 * `js_login` of {PHONE, SMS_CODE} and of {PHONE, WRONG_SMS_CODE}, sealed under LOGIN_KEY by the
 * client's own `encryptLogin` (its IV is random, so the client sends a different text each time and
 * the pact matches it by pattern). A provider decrypts these recorded examples with the key of the
 * login-key state; test/pacts/login-examples.test.ts proves they open.
 */
export const JS_LOGIN = {
  rightCode:
    'RigZP1QGgmv9R630OXCmavoNIHbqGQ_d54mo6AxTD4jPN_7Ethdbjc9cN1Ehz6g2v0NX_7FwZLPaHHFUcUPHjj-ue4bcuw',
  wrongCode:
    'd8sQDpVbwp_0BZfdqOzxApJaQTLEPMxntfXwlxprW8Hx-8ay4Adlf0s50oBMV-mHl9klf-haryyfQB3ya6pNIX1ysgS5uw',
} as const;

/** The code the chat platform's web authorisation puts on the redirect URL. */
export const CHAT_CODE = 'pactChatCode0001';

/** Order serials (consumer-chosen; the states create orders with exactly these). */
export const ORDER_SERIALS = ['PO2026112100001', 'PO2026112100002', 'PO2026112100003'] as const;
export const PARKING_ORDER_SERIAL = 'PO2026112100010';
export const PAID_ORDER_SERIAL = 'PO2026112000020';
/** What the three orders to pay cost in all, in fen. */
export const ARREARS_FEN = 1500;

export const PAY_CODE = 'PAY2026112100000001';
export const PAID_PAY_CODE = 'PAY2026112000000009';

export const CAR_SERIAL = 'CAR000001';
export const VIP_CARD_SERIAL = 'VIPMONTH01';
export const VIP_CARD_FEN = 15000;
export const RECHARGE_PACKAGE_SERIAL = 'RECHARGE100';
export const RECHARGE_PACKAGE_FEN = 10000;
export const RIGHTS_PACKAGE_SERIAL = 'RIGHTS01';
export const RIGHTS_PACKAGE_FEN = 990;
export const EQUITY_PACKAGE_SERIAL = 'EQUITY01';
export const INVOICE_SERIAL = 'INV000001';
export const FEEDBACK_SERIAL = 'FB000001';
/** A help-centre question (the simulator numbers its questions). */
export const QUESTION_SERIAL = '7';
export const BANNER_SERIAL = 'BANNER01';
export const LOT_SERIAL = 'LOT0001';
export const NEWS_TYPE_SERIAL = 'NEWSTYPE01';
export const NEWS_TYPE_NAME = '停车公告';

export const DATE_TIME = '2026-11-21 08:30:00';
export const DATE = '2026-11-21';

/** A message of the member, to be read (message serials are the provider's; the state makes it). */
export const MESSAGE_SERIAL = 'MSG000009';
/** The name an uploaded image is served under: the upload's own 32 hex digits (the state's). */
export const UPLOAD_TOKEN = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
/** The path of that upload: what the avatar change sends back (see STATES.uploadedImage). */
export const UPLOADED_AVATAR_PATH = `/media/upload/${UPLOAD_TOKEN}/avatar.png`;
/** A phone no member has: the phone change moves the account to it. */
export const NEW_PHONE = '13700137000';
export const SERVICE_HALL_SERIAL = 'ORG0001';
/** A paid top-up, refunded on the recharge refund page. */
export const RECHARGE_PAY_CODE = 'PAY2026112000000011';

/** EV charging: a station, its charger, and a charging order (the simulator numbers those). */
export const CHARGE_STATION_SERIAL = 'EVS0001';
export const CHARGER_SERIAL = 'EVC000101';
export const CHARGE_ORDER_SERIAL = '501';

/** A 1x1 PNG: the picture the image upload sends (a provider sniffs the type from its bytes). */
export const PNG_IMAGE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
