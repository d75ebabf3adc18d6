import { CHUNK_LOAD_TIMEOUT_MS } from '@dehong/api-spec/domain';
import type { QueryClient } from '@tanstack/react-query';
import {
  type LoaderFunctionArgs,
  Navigate,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import { paths } from '@/config/paths';
import { preloadWords } from '@/i18n/i18n';
import type { Resources } from '@/i18n/resources';
import { prefetchHomeBanners } from '@/features/home/api/get-banners';
import { orderTotalQueryOptions } from '@/features/home/api/get-order-total';
import { parkingNowQueryOptions } from '@/features/home/api/get-parking-now';
import { latestNewsQueryOptions } from '@/features/material/api/get-latest-news';
import { api } from '@/lib/api';
import { appConfigQueryOptions } from '@/lib/app-config';
import { whenUserActs } from '@/lib/when-user-acts';
import { RouteLoading } from './first-paint';
import { RootLayout } from './routes/root-layout';
import { RequireAuth } from './routes/require-auth';
import { RouteError } from './routes/route-error';
import type { AreaScreen } from './area-screens';
import { COLD_SCREEN_WORDS, type ColdScreen } from './cold-screen-words';

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

type Words = readonly (keyof Resources)[];

/**
 * A route module and the words its screen shows, downloaded side by side: the screen would
 * otherwise only ask for its words once its module has arrived and rendered.
 */
function withWords<Module>(module: Promise<Module>, words: Words): Promise<Module> {
  return Promise.all([module, preloadWords(words)]).then(([loaded]) => loaded);
}

/**
 * A screen of `area-screens.ts` (every one but login and home): its module exports `Component`.
 * `words`: the namespaces it shows beyond `common` (which comes with the entry), `screens` (its
 * title) and `operator` (the operator's words in the reader's language, wherever they show).
 */
const screen = (name: AreaScreen, words: Words = []): RouteObject => ({
  path: paths[name].path,
  lazy: lazy(() => {
    // Where the words of these screens are: needed as soon as the module renders.
    void import('@/i18n/all-catalogues');
    return withWords(
      import('./area-screens').then(({ areaScreens }) => areaScreens[name]()),
      ['screens', 'operator', ...words],
    );
  }),
});

/**
 * A screen owners open cold from outside the app (a space's code, a renewal message, the shop's
 * link): its module is imported directly, the chunk index.html already asked for, without first
 * fetching the table of every screen's loader; its words' loaders are in the first download.
 */
const coldScreen = (name: AreaScreen & ColdScreen, load: () => Promise<object>): RouteObject => ({
  path: paths[name].path,
  lazy: lazy(() => withWords(load(), COLD_SCREEN_WORDS[name])),
});

/**
 * A loader that asks for a signed-in screen's first data as soon as its route matches, so that it
 * travels beside the screen's code instead of after it; it never waits for the answers (the screen
 * shows them through the same queries).
 */
const prefetchFor =
  (prefetch: (args: LoaderFunctionArgs) => void): ((args: LoaderFunctionArgs) => null) =>
  (args) => {
    if (api.session.isLoggedIn) prefetch(args);
    return null;
  };

/** Ask again only on entering the screen, not when its query string changes (the home tabs). */
const onEntering: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

/**
 * The route table of spec section 2, exactly. Areas load lazily, one chunk per route module; the
 * first screens' data is asked for through `queryClient` while their code downloads.
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first screen's lazy module arrives: the frame index.html painted.
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { index: true, element: <Navigate to={paths.home.href()} replace /> },

      // /uc: no login required
      {
        path: paths.login.path,
        lazy: lazy(() => withWords(import('./routes/uc/login'), COLD_SCREEN_WORDS.login)),
      },
      {
        path: paths.namedLogin.path,
        lazy: lazy(() => withWords(import('./routes/uc/login'), COLD_SCREEN_WORDS.login)),
      },

      // /m and /m/common: login required
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.home.path,
            loader: prefetchFor(() => {
              void queryClient.prefetchQuery(appConfigQueryOptions());
              // The banners, then the first one's picture (the screen's largest paint).
              prefetchHomeBanners(queryClient);
              void queryClient.prefetchQuery(orderTotalQueryOptions());
              void queryClient.prefetchQuery(parkingNowQueryOptions());
              void queryClient.prefetchQuery(latestNewsQueryOptions());
            }),
            shouldRevalidate: onEntering,
            lazy: lazy(() => withWords(import('./routes/m/home'), COLD_SCREEN_WORDS.home)),
          },
          screen('orderList'),
          screen('orderShow'),
          {
            ...coldScreen('orderPayment', () => import('./routes/m/order/payment')),
            // From the screen's own chunk, which index.html asked for from the first byte: a
            // chunk of its own was one more round trip before the data was asked for.
            loader: prefetchFor(({ request }) => {
              import('./routes/m/order/payment')
                .then(({ prefetchOrderPayment }) =>
                  prefetchOrderPayment(queryClient, new URL(request.url).searchParams),
                )
                // Only a head start: the screen asks for its data itself.
                .catch(() => undefined);
            }),
            shouldRevalidate: onEntering,
          },
          screen('kerbWarning', ['kerb']),
          screen('kerbReport', ['kerb']),
          screen('payResult'),
          screen('legacyPayResult'),
        ],
      },

      // /app, /app/material, /app/tools, /app/vip: no login required
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
      {
        ...coldScreen('cardPay', () => import('./routes/app/vip/card/pay')),
        // From the screen's own chunk, as the payment page's.
        loader: prefetchFor(() => {
          import('./routes/app/vip/card/pay')
            .then(({ prefetchCardPay }) => prefetchCardPay(queryClient))
            .catch(() => undefined);
        }),
        shouldRevalidate: onEntering,
      },
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

      // /evc, /shop, /game: no login required
      screen('evcStation'),
      screen('evcWallet'),
      screen('evcOrders'),
      screen('evcOrderShow'),
      screen('evcCharging'),
      {
        ...coldScreen('shop', () => import('./routes/shop/index')),
        // Open to visitors: its data is asked for signed in or not, from the screen's own chunk
        // (the banners, then the first one's picture: the screen's largest paint).
        loader: () => {
          import('./routes/shop/index')
            .then(({ prefetchShop }) => prefetchShop(queryClient))
            .catch(() => undefined);
          return null;
        },
        shouldRevalidate: onEntering,
      },
      screen('shopGoods', ['shop']),
      screen('shopSearch', ['shop']),
      screen('shopStore', ['shop', 'map']),
      // The shop: browsing is open to all, buying and one's orders need login (spec section 6).
      {
        element: <RequireAuth />,
        children: [
          screen('shopCart', ['shop']),
          screen('shopPayConfirm', ['shop', 'plate', 'payment']),
          screen('shopPayForm', ['shop', 'payment']),
          screen('shopOrders', ['shop', 'payment']),
          screen('shopOrderShow', ['shop', 'payment']),
        ],
      },
      // The games play with the member's points: they need login.
      {
        element: <RequireAuth />,
        children: [
          screen('gameExam', ['games']),
          screen('gameBlindBox', ['games']),
          screen('gameBigWheel', ['games']),
        ],
      },

      screen('notFound'),
    ],
  },
];

/**
 * At the user's first touch or key press, fetch the screens' loaders and the words' loaders, so
 * that the navigation a tap starts does not wait for them one after the other; a first load that
 * is only looked at does not fetch them. Returns the cancel.
 */
export const warmUpScreens = (): (() => void) =>
  whenUserActs(() => {
    void import('./area-screens');
    void import('@/i18n/all-catalogues');
  });
