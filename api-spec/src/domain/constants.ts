/** Business constants of spec section 9 (values the spec leaves out are ours, marked so). */

export const ORDER_PAGE_SIZE = 10;
export const LOT_PAGE_SIZE = 200;
/** Ours: how many recommended articles the home tab lists before "see more". */
export const LATEST_NEWS_COUNT = 3;
/** Ours: the unused coupons the payment page weighs at once (the API's largest page). */
export const USABLE_COUPONS_PAGE_SIZE = 50;

export const PHONE_MIN_LENGTH = 11;
export const PHONE_MAX_LENGTH = 12;
/** The send button counts down from 29 seconds; before the first tick it shows 30. */
export const SMS_COUNTDOWN_SECONDS = 29;
export const SMS_COUNTDOWN_DISPLAY_FIRST = 30;

export const MIN_TOPUP_FEN = 1000;

export const SETTLE_COUNTDOWN_SECONDS = 5;
export const LEAVE_COUNTDOWN_SECONDS = 3;
/** A car still in its space this long after leave-now starts a new billing period. */
export const LEAVE_GRACE_MINUTES = 1;
/** Ours: a paid order may be disputed this long after it was paid. */
export const DISPUTE_WINDOW_DAYS = 30;
export const BANNER_AUTOPLAY_MS = 3000;
export const TRAFFIC_REFRESH_SECONDS = 180;
export const MAP_ZOOM = 14;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The API client gives up on a call after this long (a timeout); a proxy must answer before. */
export const API_TIMEOUT_MS = 30_000;
export const FAIL_TOAST_MS = 3000;

export const POINTS_PER_INTEGRAL = 1000;

export const MAX_UNIT_PLATES = 5;
export const ACTIVATION_WINDOW_DAYS = 31;
export const CARD_COUPON_PERCENT = 10;

/** Ours (the spec does not show them): Mangshi city centre, the map's fixed centre. */
export const MAP_CENTER = { lat: 24.4337, lng: 98.5856 } as const;
/** Ours: the staff code used when the user leaves the staff number empty. */
export const DEFAULT_STAFF_CODE = '8000';
/** Ours: the default payee, the operator's self-service parking service. */
export const DEFAULT_PAYEE = 'DHZZTC';
export const DEFAULT_PAYEE_NAME = '德宏自助停车服务';
/** Ours: the `state` that marks a return from the chat platform's web authorisation. */
export const PUBLIC_ACCOUNT_STATE = 'dehong_mp';
/** Ours: the fixed client credential the login call sends in place of a user token. */
export const LOGIN_CLIENT_AUTHORIZATION = 'Basic ZGVob25nLWg1OmRlaG9uZy1oNS1jbGllbnQ=';
