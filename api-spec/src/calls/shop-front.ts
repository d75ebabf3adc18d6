import { type ApiClient, unwrap } from '../client';
import type { QueryOf } from '../types';

/**
 * The shop front's first lists (its kinds and its picks): the shop is opened cold from a shared
 * link, and index.html's first module asks these ahead of the app, so they are part of the client
 * rather than of the shop's call group (shop.ts), which loads with its first call.
 */
export function shopFrontCalls(client: ApiClient) {
  return {
    listProductTypes: () => unwrap(client.GET('/tools/v1/api/shop/type/list')),
    listProducts: (query: QueryOf<'/tools/v1/api/shop/product/list'> = {}) =>
      unwrap(client.GET('/tools/v1/api/shop/product/list', { params: { query } })),
  };
}
