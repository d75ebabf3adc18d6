import { CHUNK_LOAD_TIMEOUT_MS } from '@dehong/api-spec/domain';
import { Navigate, type RouteObject } from 'react-router-dom';
import { type PathName, paths } from '@/config/paths';
import type { ScreenName } from '@/i18n/resources';
import { PageLoading } from '@/components/page-loading';
import { RootLayout } from './routes/root-layout';
import { RequireAuth } from './routes/require-auth';
import { RouteError } from './routes/route-error';

/** A route module loaded on first visit; a chunk that takes over 120 s fails (spec section 9). */
function lazy<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('The page took too long to load')),
        CHUNK_LOAD_TIMEOUT_MS,
      );
      load()
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    });
}

/** Screens of issue 5: registered now, showing the coming-soon state until their module exists. */
const comingSoon = (screen: PathName & ScreenName): RouteObject => ({
  path: paths[screen].path,
  handle: { screen },
  lazy: lazy(() => import('./routes/coming-soon')),
});

/** A screen of its own module (`app/routes/...`, exporting `Component`). */
const screen = (name: PathName, load: () => Promise<object>): RouteObject => ({
  path: paths[name].path,
  lazy: lazy(load),
});

/** The route table of spec section 2, exactly. Areas load lazily, one chunk per route module. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first screen's lazy module arrives.
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: <Navigate to={paths.home.href()} replace /> },

      // /uc: no login required
      { path: paths.login.path, lazy: lazy(() => import('./routes/uc/login')) },
      { path: paths.namedLogin.path, lazy: lazy(() => import('./routes/uc/login')) },

      // /m and /m/common: login required
      {
        element: <RequireAuth />,
        children: [
          { path: paths.home.path, lazy: lazy(() => import('./routes/m/home')) },
          { path: paths.orderList.path, lazy: lazy(() => import('./routes/m/order/list')) },
          { path: paths.orderShow.path, lazy: lazy(() => import('./routes/m/order/show')) },
          { path: paths.orderPayment.path, lazy: lazy(() => import('./routes/m/order/payment')) },
          { path: paths.payResult.path, lazy: lazy(() => import('./routes/m/common/pay-result')) },
          {
            path: paths.legacyPayResult.path,
            lazy: lazy(() => import('./routes/m/common/pay-result')),
          },
        ],
      },

      // /app, /app/material, /app/tools, /app/vip: no login required (issue 5)
      comingSoon('appIndex'),
      screen('more', () => import('./routes/app/more')),
      comingSoon('mergePay'),
      screen('news', () => import('./routes/app/material/news')),
      screen('activity', () => import('./routes/app/material/activity')),
      screen('findCar', () => import('./routes/app/tools/look')),
      screen('tools', () => import('./routes/app/tools/index')),
      screen('feedback', () => import('./routes/app/tools/feedback/index')),
      screen('feedbackPublish', () => import('./routes/app/tools/feedback/pub')),
      screen('settings', () => import('./routes/app/tools/setting/index')),
      screen('settingsAvatar', () => import('./routes/app/tools/setting/avater')),
      screen('settingsPhone', () => import('./routes/app/tools/setting/phone')),
      screen('recharge', () => import('./routes/app/vip/recharge')),
      comingSoon('rechargeRefund'),
      screen('buyCard', () => import('./routes/app/vip/card')),
      screen('cardPay', () => import('./routes/app/vip/card/pay')),
      comingSoon('share'),
      comingSoon('invoices'),
      comingSoon('invoiceShow'),
      screen('vehicles', () => import('./routes/app/vip/car/index')),
      screen('vehicleShow', () => import('./routes/app/vip/car/show')),
      screen('vehiclePublish', () => import('./routes/app/vip/car/pub')),
      comingSoon('arrears'),
      comingSoon('tripBills'),
      comingSoon('coupons'),
      comingSoon('integral'),
      comingSoon('cardOrders'),
      comingSoon('rechargeOrders'),
      screen('spaces', () => import('./routes/app/vip/space/index')),
      comingSoon('messages'),
      comingSoon('couponRights'),

      // /evc, /shop, /game: no login required (issue 5)
      comingSoon('evcStation'),
      comingSoon('evcWallet'),
      comingSoon('evcOrders'),
      comingSoon('evcOrderShow'),
      comingSoon('evcCharging'),
      comingSoon('shop'),
      comingSoon('shopGoods'),
      comingSoon('shopSearch'),
      comingSoon('shopCart'),
      comingSoon('shopPayConfirm'),
      comingSoon('shopPayForm'),
      comingSoon('shopStore'),
      comingSoon('shopOrders'),
      comingSoon('shopOrderShow'),
      comingSoon('gameExam'),
      comingSoon('gameBlindBox'),
      comingSoon('gameBigWheel'),

      { path: paths.notFound.path, lazy: lazy(() => import('./routes/not-found')) },
    ],
  },
];
