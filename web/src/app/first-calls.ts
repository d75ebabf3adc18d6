import type { Banner } from '@dehong/api-spec';
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
 * address, which e2e/journeys/cold-open.e2e.ts fails on.
 */

const ignore = (): undefined => undefined;

/**
 * The banners, then the first one's picture (home's and the shop's largest paint) as soon as they
 * answer: it downloads while the app's code still does, instead of once the screen has rendered.
 */
function bannersAndFirstPicture(shown: (banner: Banner) => boolean = () => true): void {
  api
    .listBanners({ recommend: 1, area: 'home' })
    .then((banners) => {
      const first = banners.find(shown);
      warmImage(first ? apiUrl(first.cover) : undefined);
    })
    .catch(ignore);
}

function plateCalls(query: PlateQuery | null): void {
  if (!query?.number) return;
  api.getRepaySummary(query).catch(ignore);
  api.listCurrentOrders(query).catch(ignore);
  api.listUnpaidOrders({ ...query, page: 1, pageSize: ORDER_PAGE_SIZE }).catch(ignore);
}

/** By path: the calls of the screens that need login. */
const signedInCalls = new Map<string, (search: URLSearchParams) => void>([
  [
    paths.home.path,
    () => {
      api.showAppConfig().catch(ignore);
      bannersAndFirstPicture();
      api.getOrderTotal().catch(ignore);
      api
        .listOrders({ behalf: 1, status: '0,1', page: 1, pageSize: ORDER_PAGE_SIZE })
        .catch(ignore);
      api.listNews({ recommend: 1, page: 1, pageSize: LATEST_NEWS_COUNT }).catch(ignore);
      // The tab shell's renewal badge and the home tab's renewal notice.
      api.listVehicles().catch(ignore);
    },
  ],
  [
    paths.orderPayment.path,
    (search) => {
      // The coupons it may apply are on its first screen, and whether the plate pays by itself:
      // asked with the space's or plate's first call rather than once the plate is known, a round
      // trip later, while the screen's own largest paint is being drawn.
      api
        .listCoupons({ type: 1, status: 0, page: 1, pageSize: USABLE_COUPONS_PAGE_SIZE })
        .catch(ignore);
      api.listAttentions().catch(ignore);
      const device = search.get('d');
      if (!device) return plateCalls(linkedPlateQuery(search));
      // The space's last seen plate, then that plate's parts, unless the app has started by then
      // (its route loader asks for them).
      api
        .getDevicePayInfo(device)
        .then((info) => isAskingAhead() && plateCalls(targetQuery(search, info)))
        .catch(ignore);
    },
  ],
  [
    paths.cardPay.path,
    () => {
      api.listVipCards().catch(ignore);
      api.listCars({ page: 1, pageSize: ORDER_PAGE_SIZE }).catch(ignore);
      api.listVehicles().catch(ignore);
      api.showAppConfig().catch(ignore);
    },
  ],
]);

/** By path: the calls of the screens open to visitors. */
const openCalls = new Map<string, () => void>([
  [
    paths.shop.path,
    () => {
      bannersAndFirstPicture(isShopBanner);
      api.listProductTypes().catch(ignore);
      api.listProducts({ recommend: 1, page: 1, pageSize: ORDER_PAGE_SIZE }).catch(ignore);
    },
  ],
]);

/** Asks the opened screen's first calls ahead of the app (signed-in screens only when signed in). */
export function askFirstCallsAt(url: URL): void {
  const path = url.pathname.replace(/\/+$/, '');
  const open = openCalls.get(path);
  const signedIn = api.session.isLoggedIn ? signedInCalls.get(path) : undefined;
  if (open || signedIn) askAhead(() => (open ? open() : signedIn?.(url.searchParams)));
}
