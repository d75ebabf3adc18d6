import type { AreaCode, PlateType } from '@dehong/api-spec';

type QueryValue = string | number | null | undefined;

/** `/m/order/list` + `{ carNumber: '云N12345', showPay: 0 }` -> `/m/order/list?carNumber=...&showPay=0`. */
export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const fixed = <P extends string>(path: P) => ({ path, href: () => path });

export type HomeTab = 'map' | 'home' | 'mine';

/**
 * Every route of spec section 2: `path` is the router pattern, `href()` builds a link to it. Links
 * are always built here, never typed inline.
 */
export const paths = {
  root: fixed('/'),
  notFound: fixed('*'),

  // /uc: no login required
  login: fixed('/uc/login'),
  namedLogin: {
    path: '/uc/:name/login',
    href: (name: string) => `/uc/${encodeURIComponent(name)}/login`,
  },

  // /m and /m/common: login required
  home: {
    path: '/m/home',
    /** The tab shell lives on one route; the tab is a query parameter (`home` is the default). */
    href: (tab: HomeTab = 'home') => withQuery('/m/home', { tab: tab === 'home' ? null : tab }),
  },
  orderList: {
    path: '/m/order/list',
    href: (query: { carNumber: string; code?: AreaCode; showPay?: 0 | 1 }) =>
      withQuery('/m/order/list', query),
  },
  orderShow: {
    path: '/m/order/show',
    /** `device`: the scanned space the order is parked at (proof of presence for leave now). */
    href: (bookCode: string, device?: string) =>
      withQuery('/m/order/show', { c: bookCode, d: device }),
  },
  orderPayment: {
    path: '/m/order/payment',
    href: (query: { carNumber?: string; plateType?: PlateType; code?: AreaCode; d?: string }) =>
      withQuery('/m/order/payment', query),
  },
  /** A scanned code the app will not open: the reader's warning, with what the code said. */
  kerbWarning: fixed('/m/kerb/warning'),
  /** Report a suspect code sticker; `d`: the space it was found at, when known. */
  kerbReport: {
    path: '/m/kerb/report',
    href: (device?: string) => withQuery('/m/kerb/report', { d: device }),
  },
  payResult: {
    path: '/m/common/pay/result',
    href: (payCode: string) => withQuery('/m/common/pay/result', { payCode }),
  },
  legacyPayResult: {
    path: '/m/common/payResult',
    href: (type: number | string = 1) => withQuery('/m/common/payResult', { type }),
  },

  // /app: no login required
  appIndex: fixed('/app/index'),
  more: fixed('/app/more'),
  mergePay: fixed('/app/pay/merge'),
  news: fixed('/app/material/news'),
  activity: fixed('/app/material/activity'),
  findCar: {
    path: '/app/tools/look',
    /** `number` chooses one of the member's plates. */
    href: (number?: string) => withQuery('/app/tools/look', { number }),
  },
  tools: fixed('/app/tools/index'),
  feedback: fixed('/app/tools/feedback/index'),
  feedbackPublish: fixed('/app/tools/feedback/pub'),
  settings: fixed('/app/tools/setting/index'),
  settingsAvatar: fixed('/app/tools/setting/avater'),
  settingsPhone: fixed('/app/tools/setting/phone'),
  recharge: {
    path: '/app/vip/recharge',
    /** `code`: the area the user pays in, which chooses the bank (spec section 7). */
    href: (query: { code?: AreaCode } = {}) => withQuery('/app/vip/recharge', query),
  },
  rechargeRefund: fixed('/app/vip/recharge/refund'),
  buyCard: fixed('/app/vip/card'),
  cardPay: {
    path: '/app/vip/card/pay',
    /**
     * `vipIndex` is the card's 1-based position in the card list; `number` preselects a plate
     * (renewal: `?number={plate}&vipIndex=3`).
     */
    href: (query: { vipIndex: number; number?: string }) => withQuery('/app/vip/card/pay', query),
  },
  share: fixed('/app/vip/share'),
  invoices: fixed('/app/vip/invoice/index'),
  invoiceShow: {
    path: '/app/vip/invoice/show',
    href: (serial: string) => withQuery('/app/vip/invoice/show', { serial }),
  },
  vehicles: fixed('/app/vip/car/index'),
  vehicleShow: {
    path: '/app/vip/car/show',
    href: (serial: string) => withQuery('/app/vip/car/show', { serial }),
  },
  vehiclePublish: fixed('/app/vip/car/pub'),
  arrears: fixed('/app/vip/order/arrears'),
  tripBills: fixed('/app/vip/order/index'),
  coupons: fixed('/app/vip/coupon/index'),
  integral: fixed('/app/vip/integral/index'),
  cardOrders: fixed('/app/vip/order/pay/card'),
  rechargeOrders: fixed('/app/vip/order/pay/recharge'),
  spaces: fixed('/app/vip/space/index'),
  messages: fixed('/app/vip/message/index'),
  couponRights: fixed('/app/coupon/rights'),

  // /evc, /shop, /game: no login required
  evcStation: fixed('/evc/station'),
  evcWallet: fixed('/evc/wallet'),
  evcOrders: fixed('/evc/order/index'),
  evcOrderShow: {
    path: '/evc/order/show',
    href: (serial: string) => withQuery('/evc/order/show', { serial }),
  },
  evcCharging: {
    path: '/evc/order/charging',
    href: (serial: string) => withQuery('/evc/order/charging', { serial }),
  },
  shop: fixed('/shop/index'),
  shopGoods: {
    path: '/shop/goods/show',
    href: (serial: string) => withQuery('/shop/goods/show', { serial }),
  },
  shopSearch: {
    path: '/shop/goods/search',
    /** `words`: what was searched for (kept so that back returns to the results). */
    href: (words?: string) => withQuery('/shop/goods/search', { words }),
  },
  shopCart: fixed('/shop/cart/index'),
  shopPayConfirm: {
    path: '/shop/pay/confirm',
    /** Buy now: `product` and `count`; from the cart: `cart=1`. */
    href: (query: { product: string; count: number } | { cart: 1 }) =>
      withQuery('/shop/pay/confirm', query),
  },
  /** The appointment step of a checkout (its draft travels in the router state). */
  shopPayForm: fixed('/shop/pay/form/index'),
  shopStore: {
    path: '/shop/stores/store',
    href: (serial: string) => withQuery('/shop/stores/store', { serial }),
  },
  shopOrders: {
    path: '/shop/order/index',
    href: (status?: string) => withQuery('/shop/order/index', { status }),
  },
  shopOrderShow: {
    path: '/shop/order/show',
    href: (serial: string) => withQuery('/shop/order/show', { serial }),
  },
  gameExam: fixed('/game/exam/index'),
  gameBlindBox: fixed('/game/blindBox/index'),
  gameBigWheel: fixed('/game/bigWheel/index'),
} as const;

export type PathName = keyof typeof paths;
