import type { Schemas } from '@dehong/api-spec';
import { distanceMetres } from '@dehong/api-spec/domain';
import { badRequest, fail, notFound } from '../../http/errors';
import type { Language } from '../../i18n/messages';
import type { MemberRow } from '../../repositories/members/members';
import type { ProductRow } from '../../repositories/shop/shop';
import type { Store } from '../../repositories/store';
import type { Clock } from '../../clock';
import { idOf, pageOf, paging, type PageQuery } from '../../util/format';
import { personLimits } from '../members/person-limits';
import { productView, storeView, typeView } from './views';

/** The most of one product a cart line or an order holds (openapi.yaml's count maximum). */
export const MAX_LINE_COUNT = 99;

/**
 * The car-service shop's catalogue, partner stores and the member's cart. Stock is what can be
 * bought now: units held by unpaid orders are off it, so lapsed holds are released before reading.
 */
export function shopService(store: Store, clock: Clock, deps: { releaseLapsed: () => void }) {
  const { shop } = store;
  const limits = personLimits(store, clock);

  const product = (row: ProductRow, language: Language = 'zh') =>
    productView(row, shop.storesOfProduct(row.id), language);

  function findProduct(serial: string) {
    const row = shop.product(serial);
    if (!row) throw notFound('product');
    return row;
  }

  /** How many of a product this member may still buy: the stock, and what the person's limit leaves. */
  function mayBuy(member: MemberRow, row: ProductRow): number {
    const left =
      row.member_limit === 0
        ? MAX_LINE_COUNT
        : Math.max(0, row.member_limit - limits.unitsHeld(member, row.id));
    return Math.min(row.stock, left, MAX_LINE_COUNT);
  }

  /** A count the cart may hold: within the stock (5001) and the per-person limit (6001). */
  function checkCount(member: MemberRow, row: ProductRow, count: number) {
    if (count > row.stock) throw fail('outOfStock');
    if (count > mayBuy(member, row)) throw fail('shopLimitReached', { limit: row.member_limit });
  }

  function line(member: MemberRow, id: number, language: Language): Schemas['CartLine'] {
    const row = shop.line(member.id, id)!;
    const item = shop.productById(row.product_id)!;
    return {
      serial: String(row.id),
      product: product(item, language),
      count: row.count,
      maxCount: mayBuy(member, item),
    };
  }

  return {
    types: (language: Language = 'zh') => shop.types().map((row) => typeView(row, language)),
    /** A product or store by serial for its pictures, stock not needed. */
    catalogueEntry: (serial: string) => {
      const row = shop.product(serial);
      return row && { serial: row.serial, type: row.type_serial };
    },
    storeEntry: (serial: string) => shop.store(serial),

    products(
      query: { type?: string; name?: string; store?: string; recommend?: 0 | 1 } & PageQuery,
      language: Language = 'zh',
    ) {
      deps.releaseLapsed();
      const page = paging(query);
      const filter = {
        type: query.type ?? null,
        name: query.name?.trim() || null,
        store: query.store ?? null,
        recommend: query.recommend === 1 ? 1 : null,
      };
      return pageOf(
        shop
          .products({ ...filter, limit: page.limit, offset: page.offset })
          .map((row) => product(row, language)),
        shop.countProducts(filter),
        page,
      );
    },

    product(serial: string, language: Language = 'zh') {
      deps.releaseLapsed();
      return product(findProduct(serial), language);
    },

    /** Stores by area or product; nearest first (with `distance`) when a position is given. */
    stores(
      query: { lng?: number; lat?: number; code?: string; product?: string } & PageQuery,
      language: Language = 'zh',
    ): Schemas['ShopStorePage'] {
      if ((query.lng === undefined) !== (query.lat === undefined)) {
        throw badRequest('lng and lat go together');
      }
      const page = paging(query);
      const area = query.code && query.code !== '5331' ? query.code : null;
      const here =
        query.lng !== undefined && query.lat !== undefined
          ? { lng: query.lng, lat: query.lat }
          : null;
      const rows = shop.stores({ area, product: query.product ?? null }).map((row) => ({
        row,
        distance: here ? Math.round(distanceMetres(here, row)) : null,
      }));
      if (here) rows.sort((a, b) => a.distance! - b.distance!);
      return pageOf(
        rows
          .slice(page.offset, page.offset + page.limit)
          .map((s) => storeView(s.row, s.distance, language)),
        rows.length,
        page,
      );
    },

    store(serial: string, language: Language = 'zh'): Schemas['ShopStoreDetail'] {
      deps.releaseLapsed();
      const row = shop.store(serial);
      if (!row) throw notFound('shopStore');
      const goods = shop.products({
        type: null,
        name: null,
        store: row.serial,
        recommend: null,
        limit: 100,
        offset: 0,
      });
      return {
        ...storeView(row, null, language),
        goods: goods.map((each) => product(each, language)),
      };
    },

    cart(member: MemberRow, language: Language = 'zh') {
      deps.releaseLapsed();
      return shop.cart(member.id).map((row) => line(member, row.id, language));
    },

    /** Adds to the line of that product; the line never holds more than may be bought. */
    add(member: MemberRow, body: { product: string; count: number }, language: Language = 'zh') {
      deps.releaseLapsed();
      return store.transaction(() => {
        const row = findProduct(body.product);
        const inCart = shop.lineOf(member.id, row.id)?.count ?? 0;
        checkCount(member, row, inCart + body.count);
        shop.addLine(member.id, row.id, body.count);
        return line(member, shop.lineOf(member.id, row.id)!.id, language);
      });
    },

    update(member: MemberRow, body: { serial: string; count: number }, language: Language = 'zh') {
      deps.releaseLapsed();
      return store.transaction(() => {
        const own = shop.line(member.id, idOf(body.serial));
        if (!own) throw notFound('cartLine');
        checkCount(member, shop.productById(own.product_id)!, body.count);
        shop.setLine(member.id, own.id, body.count);
        return line(member, own.id, language);
      });
    },

    remove(member: MemberRow, serial: string) {
      if (!shop.removeLine(member.id, idOf(serial))) throw notFound('cartLine');
    },

    clear(member: MemberRow) {
      shop.clear(member.id);
    },
  };
}

export type ShopService = ReturnType<typeof shopService>;
