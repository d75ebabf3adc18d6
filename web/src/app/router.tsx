import { CHUNK_LOAD_TIMEOUT_MS } from '@dehong/api-spec/domain';
import { Navigate, type RouteObject } from 'react-router-dom';
import { type PathName, paths } from '@/config/paths';
import type { ScreenName } from '@/i18n/resources';
import { PageLoading } from '@/components/page-loading';
import { whenIdle } from '@/lib/when-idle';
import { RootLayout } from './routes/root-layout';
import { RequireAuth } from './routes/require-auth';
import { RouteError } from './routes/route-error';
import type { AreaScreen } from './area-screens';

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
  lazy: lazy(() => import('./area-screens').then(({ areaScreens }) => areaScreens.comingSoon())),
});

/** A screen of `area-screens.ts` (every one but login and home): its module exports `Component`. */
const screen = (name: AreaScreen): RouteObject => ({
  path: paths[name].path,
  lazy: lazy(() => import('./area-screens').then(({ areaScreens }) => areaScreens[name]())),
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
          screen('orderList'),
          screen('orderShow'),
          screen('orderPayment'),
          screen('payResult'),
          screen('legacyPayResult'),
        ],
      },

      // /app, /app/material, /app/tools, /app/vip: no login required (issue 5)
      screen('appIndex'),
      screen('more'),
      screen('mergePay'),
      screen('news'),
      screen('activity'),
      screen('findCar'),
      screen('tools'),
      screen('feedback'),
      screen('feedbackPublish'),
      screen('settings'),
      screen('settingsAvatar'),
      screen('settingsPhone'),
      screen('recharge'),
      screen('rechargeRefund'),
      screen('buyCard'),
      screen('cardPay'),
      screen('share'),
      screen('invoices'),
      screen('invoiceShow'),
      screen('vehicles'),
      screen('vehicleShow'),
      screen('vehiclePublish'),
      screen('arrears'),
      screen('tripBills'),
      screen('coupons'),
      screen('integral'),
      screen('cardOrders'),
      screen('rechargeOrders'),
      screen('spaces'),
      screen('messages'),
      screen('couponRights'),

      // /evc, /shop, /game: no login required (issue 5)
      screen('evcStation'),
      screen('evcWallet'),
      screen('evcOrders'),
      screen('evcOrderShow'),
      screen('evcCharging'),
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

      screen('notFound'),
    ],
  },
];

/**
 * Once the first screen is up and the page is idle, fetch the screens' loaders and the words'
 * loaders, so that the first tap to another screen does not wait for them. Returns the cancel.
 */
export const warmUpScreens = (): (() => void) =>
  whenIdle(() => {
    void import('./area-screens');
    void import('@/i18n/all-catalogues');
  });
