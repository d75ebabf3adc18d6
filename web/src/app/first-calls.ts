import type { Banner, FirstCalls } from '@dehong/api-spec';
import {
  LATEST_NEWS_COUNT,
  ORDER_PAGE_SIZE,
  USABLE_COUPONS_PAGE_SIZE,
} from '@dehong/api-spec/domain';
import { warmImage } from '@/components/warm-image';
import { paths } from '@/config/paths';
import type { PlateQuery } from '@/features/orders/api/plate-query';
import { linkedPlateQuery, targetQuery } from '@/features/orders/payment-target';
import { isShopBanner } from '@/features/shop/shop-banners';
import { api, apiUrl } from '@/lib/api';
import { askAhead, isAskingAhead } from '@/lib/ask-ahead';

/*
 * The calls the screens owners open cold make first, exactly as their queries make them (same
 * calls, same parameters): asked ahead by src/start.ts, each answer is taken by the query's own
 * call (lib/ask-ahead.ts). A call that differs from its query's is a second request of its
 * address, which e2e/journeys/cold-open.e2e.ts and cold-load-asks-once.e2e.ts fail on.
 */

const ignore = (): undefined => undefined;

/**
 * Only the client's first calls, which go out the moment they are made: a call of a later group
 * waits for its chunk, and if the app has started by then (it stops keeping answers asked ahead),
 * its answer is not kept and the screen asks again.
 */
const calls = (): FirstCalls => api;

/**
 * The banners, then the first one's picture (home's and the shop's largest paint) as soon as they
 * answer: it downloads while the app's code still does, instead of once the screen has rendered.
 */
function bannersAndFirstPicture(shown: (banner: Banner) => boolean = () => true): void {
  calls()
    .listBanners({ recommend: 1, area: 'home' })
    .then((banners) => {
      const first = banners.find(shown);
      warmImage(first ? apiUrl(first.cover) : undefined);
    })
    .catch(ignore);
}

function plateCalls(query: PlateQuery | null): void {
  if (!query?.number) return;
  calls().getRepaySummary(query).catch(ignore);
  calls().listCurrentOrders(query).catch(ignore);
  calls()
    .listUnpaidOrders({ ...query, page: 1, pageSize: ORDER_PAGE_SIZE })
    .catch(ignore);
}

/** By path: the calls of the screens that need login. */
const signedInCalls = new Map<string, (search: URLSearchParams) => void>([
  [
    paths.home.path,
    () => {
      calls().showAppConfig().catch(ignore);
      bannersAndFirstPicture();
      calls().getOrderTotal().catch(ignore);
      calls()
        .listOrders({ behalf: 1, status: '0,1', page: 1, pageSize: ORDER_PAGE_SIZE })
        .catch(ignore);
      calls().listNews({ recommend: 1, page: 1, pageSize: LATEST_NEWS_COUNT }).catch(ignore);
      // The tab shell's renewal badge and the home tab's renewal notice.
      calls().listVehicles().catch(ignore);
    },
  ],
  [
    paths.orderPayment.path,
    (search) => {
      // The coupons it may apply are on its first screen, and whether the plate pays by itself:
      // asked with the space's or plate's first call rather than once the plate is known, a round
      // trip later, while the screen's own largest paint is being drawn.
      calls()
        .listCoupons({ type: 1, status: 0, page: 1, pageSize: USABLE_COUPONS_PAGE_SIZE })
        .catch(ignore);
      calls().listAttentions().catch(ignore);
      const device = search.get('d');
      if (!device) return plateCalls(linkedPlateQuery(search));
      // The space's last seen plate, then that plate's parts, unless the app has started by then
      // (its route loader asks for them).
      calls()
        .getDevicePayInfo(device)
        .then((info) => isAskingAhead() && plateCalls(targetQuery(search, info)))
        .catch(ignore);
    },
  ],
  [
    paths.cardPay.path,
    () => {
      calls().listVipCards().catch(ignore);
      calls().listCars({ page: 1, pageSize: ORDER_PAGE_SIZE }).catch(ignore);
      calls().listVehicles().catch(ignore);
      calls().showAppConfig().catch(ignore);
    },
  ],
]);

/** By path: the calls of the screens open to visitors. */
const openCalls = new Map<string, () => void>([
  [
    paths.shop.path,
    () => {
      bannersAndFirstPicture(isShopBanner);
      calls().listProductTypes().catch(ignore);
      calls().listProducts({ recommend: 1, page: 1, pageSize: ORDER_PAGE_SIZE }).catch(ignore);
    },
  ],
]);

/** Asks the opened screen's first calls ahead of the app (signed-in screens only when signed in). */
export function askFirstCallsAt(url: URL): void {
  const path = url.pathname.replace(/\/+$/, '');
  const open = openCalls.get(path);
  const signedIn = calls().session.isLoggedIn ? signedInCalls.get(path) : undefined;
  if (open || signedIn) askAhead(() => (open ? open() : signedIn?.(url.searchParams)));
}
