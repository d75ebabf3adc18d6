import { type ApiClient, unwrap } from '../client';
import type { QueryOf } from '../types';

/**
 * material and component calls the screens owners open cold make at once: news, banners and the
 * app's configuration. The rest of material, tools, component and log: content-later.ts (the
 * shop: shop.ts).
 */
export function contentCalls(client: ApiClient) {
  return {
    listNews: (query: QueryOf<'/material/v1/api/news/list'> = {}) =>
      unwrap(client.GET('/material/v1/api/news/list', { params: { query } })),
    listBanners: (
      query: QueryOf<'/component/v1/api/banner/list'> = { recommend: 1, area: 'home' },
    ) => unwrap(client.GET('/component/v1/api/banner/list', { params: { query } })),
    showAppConfig: () => unwrap(client.GET('/component/v1/api/app/config/show')),
  };
}
