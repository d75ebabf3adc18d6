import type { PathName } from '@/config/paths';
// Every target 44 x 44 px or more, on every screen but home's first (styles/targets.css).
import '@/styles/targets.css';

/**
 * Every screen but login and home, each loaded on its first visit. The route table (part of the
 * first download) names them by key; their loaders live here, with Vite's list of the chunks each
 * one needs (so that a screen's pieces download side by side, not one after the other). This
 * module is fetched at the user's first touch (`warmUpScreens`), not with the first screen.
 */
export const areaScreens = {
  orderList: () => import('./routes/m/order/list'),
  orderShow: () => import('./routes/m/order/show'),
  orderPayment: () => import('./routes/m/order/payment'),
  kerbWarning: () => import('./routes/m/kerb/warning'),
  kerbReport: () => import('./routes/m/kerb/report'),
  payResult: () => import('./routes/m/common/pay-result'),
  legacyPayResult: () => import('./routes/m/common/pay-result'),
  notFound: () => import('./routes/not-found'),
  more: () => import('./routes/app/more'),
  news: () => import('./routes/app/material/news'),
  activity: () => import('./routes/app/material/activity'),
  findCar: () => import('./routes/app/tools/look'),
  tools: () => import('./routes/app/tools/index'),
  feedback: () => import('./routes/app/tools/feedback/index'),
  feedbackPublish: () => import('./routes/app/tools/feedback/pub'),
  settings: () => import('./routes/app/tools/setting/index'),
  settingsAvatar: () => import('./routes/app/tools/setting/avater'),
  settingsPhone: () => import('./routes/app/tools/setting/phone'),
  recharge: () => import('./routes/app/vip/recharge'),
  buyCard: () => import('./routes/app/vip/card'),
  cardPay: () => import('./routes/app/vip/card/pay'),
  vehicles: () => import('./routes/app/vip/car/index'),
  vehicleShow: () => import('./routes/app/vip/car/show'),
  vehiclePublish: () => import('./routes/app/vip/car/pub'),
  spaces: () => import('./routes/app/vip/space/index'),
  tripBills: () => import('./routes/app/vip/order/index'),
  arrears: () => import('./routes/app/vip/order/arrears'),
  cardOrders: () => import('./routes/app/vip/order/pay/card'),
  rechargeOrders: () => import('./routes/app/vip/order/pay/recharge'),
  rechargeRefund: () => import('./routes/app/vip/recharge/refund'),
  coupons: () => import('./routes/app/vip/coupon/index'),
  couponRights: () => import('./routes/app/coupon/rights'),
  integral: () => import('./routes/app/vip/integral/index'),
  messages: () => import('./routes/app/vip/message/index'),
  share: () => import('./routes/app/vip/share'),
  invoices: () => import('./routes/app/vip/invoice/index'),
  invoiceShow: () => import('./routes/app/vip/invoice/show'),
  mergePay: () => import('./routes/app/pay/merge'),
  appIndex: () => import('./routes/app/index'),
  evcStation: () => import('./routes/evc/station'),
  evcWallet: () => import('./routes/evc/wallet'),
  evcOrders: () => import('./routes/evc/order/index'),
  evcOrderShow: () => import('./routes/evc/order/show'),
  evcCharging: () => import('./routes/evc/order/charging'),
  shop: () => import('./routes/shop/index'),
  shopGoods: () => import('./routes/shop/goods/show'),
  shopSearch: () => import('./routes/shop/goods/search'),
  shopCart: () => import('./routes/shop/cart/index'),
  shopPayConfirm: () => import('./routes/shop/pay/confirm'),
  shopPayForm: () => import('./routes/shop/pay/form/index'),
  shopStore: () => import('./routes/shop/stores/store'),
  shopOrders: () => import('./routes/shop/order/index'),
  shopOrderShow: () => import('./routes/shop/order/show'),
  gameExam: () => import('./routes/game/exam/index'),
  gameBlindBox: () => import('./routes/game/blindBox/index'),
  gameBigWheel: () => import('./routes/game/bigWheel/index'),
} satisfies Partial<Record<PathName, () => Promise<object>>>;

export type AreaScreen = keyof typeof areaScreens;
