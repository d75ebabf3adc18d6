import type { Schemas } from '@dehong/api-spec';
import { fail, notFound } from '../http/errors';
import type { MemberRow } from '../repositories/members';
import type { ProductRow } from '../repositories/shop';
import type { Store } from '../repositories/store';
import { idOf, pageOf, paging, type PageQuery } from '../util/format';

/** The car-service shop: products and the member's cart. */
export function shopService(store: Store) {
  const { shop } = store;

  const product = (row: ProductRow): Schemas['Product'] => ({
    serial: row.serial,
    name: row.name,
    cover: row.cover,
    price: row.price,
    originalPrice: row.original_price,
    type: row.type_serial,
    typeName: '',
    images: [row.cover],
    stock: row.stock,
    sold: 0,
    description: row.description,
    stores: [],
    validDays: 90,
    limit: 0,
    appointment: false,
    recommend: false,
  });

  function findProduct(serial: string) {
    const row = shop.product(serial);
    if (!row) throw notFound('product');
    return row;
  }

  const line = (memberId: number, id: number): Schemas['CartLine'] => {
    const row = shop.line(memberId, id)!;
    return {
      serial: String(row.id),
      product: product(shop.productById(row.product_id)!),
      count: row.count,
      maxCount: shop.productById(row.product_id)!.stock,
    };
  };

  return {
    types: () => shop.types().map((type) => ({ ...type, icon: `/media/icon/${type.serial}.svg` })),
    products(query: { type?: string; name?: string } & PageQuery) {
      const page = paging(query);
      const filter = { type: query.type ?? null, name: query.name?.trim() || null };
      return pageOf(
        shop.products({ ...filter, limit: page.limit, offset: page.offset }).map(product),
        shop.countProducts(filter),
        page,
      );
    },
    product: (serial: string) => product(findProduct(serial)),
    cart: (member: MemberRow) => shop.cart(member.id).map((row) => line(member.id, row.id)),

    /** Adds to the line of that product; the cart never holds more than the stock. */
    add(member: MemberRow, body: { product: string; count: number }) {
      const row = findProduct(body.product);
      const inCart = shop.lineOf(member.id, row.id)?.count ?? 0;
      if (inCart + body.count > row.stock) throw fail('outOfStock');
      shop.addLine(member.id, row.id, body.count);
      return line(member.id, shop.lineOf(member.id, row.id)!.id);
    },

    remove(member: MemberRow, serial: string) {
      if (!shop.removeLine(member.id, idOf(serial))) throw notFound('cartLine');
    },
  };
}

export type ShopService = ReturnType<typeof shopService>;
