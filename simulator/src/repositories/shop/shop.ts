import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

export interface ProductRow {
  id: number;
  serial: string;
  name: string;
  cover: string;
  images: string; // JSON array of URLs
  price: number;
  original_price: number;
  type_id: number;
  type_serial: string;
  type_name: string;
  type_name_en: string;
  name_en: string;
  description_en: string;
  stock: number;
  supplied: number;
  sold: number; // sold_before + the vouchers of paid orders not refunded
  description: string;
  valid_days: number;
  member_limit: number;
  appointment: number;
  recommend: number;
}

export interface StoreRow {
  id: number;
  serial: string;
  name: string;
  name_en: string;
  area: string;
  address: string;
  address_en: string;
  hours: string;
  phone: string;
  lng: number;
  lat: number;
  cover: string;
  slots: string; // JSON array of 'HH:mm-HH:mm'
}

export interface CartLineRow {
  id: number;
  member_id: number;
  product_id: number;
  count: number;
}

const SOLD = `p.sold_before + (SELECT COUNT(*) FROM shop_vouchers v JOIN shop_order_items i ON i.id = v.item_id
  WHERE i.product_id = p.id AND v.status <> 2)`;
const PRODUCT = `SELECT p.*, t.serial AS type_serial, t.name AS type_name, t.name_en AS type_name_en, ${SOLD} AS sold
  FROM products p JOIN product_types t ON t.id = p.type_id`;
// instr, not LIKE: % and _ in a search are characters to find, not wildcards. A search finds a
// product by its or its type's name in either language, whatever the reader's.
const PRODUCT_FILTER = `(@type IS NULL OR t.serial = @type)
  AND (@name IS NULL OR instr(lower(p.name), lower(@name)) > 0 OR instr(lower(t.name), lower(@name)) > 0
       OR instr(lower(p.name_en), lower(@name)) > 0 OR instr(lower(t.name_en), lower(@name)) > 0)
  AND (@recommend IS NULL OR p.recommend = @recommend)
  AND (@store IS NULL OR EXISTS (SELECT 1 FROM shop_store_products sp JOIN shop_stores s ON s.id = sp.store_id
       WHERE sp.product_id = p.id AND s.serial = @store))`;

/** The car-service shop's catalogue: types, products, partner stores and the members' carts. */
export function shopRepository(db: Db) {
  const s = onFirstUse(db, {
    types: () => db.prepare('SELECT serial, name, name_en, icon FROM product_types ORDER BY id'),
    products: () =>
      db.prepare(`${PRODUCT} WHERE ${PRODUCT_FILTER} ORDER BY p.id LIMIT @limit OFFSET @offset`),
    countProducts: () =>
      db
        .prepare(
          `SELECT COUNT(*) FROM products p JOIN product_types t ON t.id = p.type_id WHERE ${PRODUCT_FILTER}`,
        )
        .pluck(),
    product: () => db.prepare(`${PRODUCT} WHERE p.serial = @serial`),
    productById: () => db.prepare(`${PRODUCT} WHERE p.id = @id`),
    takeStock: () =>
      db.prepare('UPDATE products SET stock = stock - @count WHERE id = @id AND stock >= @count'),
    returnStock: () => db.prepare('UPDATE products SET stock = stock + @count WHERE id = @id'),
    setStock: () =>
      db.prepare(
        'UPDATE products SET supplied = supplied + (@stock - stock), stock = @stock WHERE id = @id',
      ),

    stores: () =>
      db.prepare(
        `SELECT s.* FROM shop_stores s
       WHERE (@area IS NULL OR s.area = @area)
         AND (@product IS NULL OR EXISTS (SELECT 1 FROM shop_store_products sp JOIN products p ON p.id = sp.product_id
              WHERE sp.store_id = s.id AND p.serial = @product))
       ORDER BY s.id`,
      ),
    store: () => db.prepare('SELECT * FROM shop_stores WHERE serial = @serial'),
    storeById: () => db.prepare('SELECT * FROM shop_stores WHERE id = @id'),
    storesOfProduct: () =>
      db.prepare(
        `SELECT s.* FROM shop_stores s JOIN shop_store_products sp ON sp.store_id = s.id
       WHERE sp.product_id = @productId ORDER BY s.id`,
      ),
    redeems: () =>
      db
        .prepare(
          'SELECT 1 FROM shop_store_products WHERE store_id = @storeId AND product_id = @productId',
        )
        .pluck(),

    cart: () => db.prepare('SELECT * FROM cart_lines WHERE member_id = @memberId ORDER BY id'),
    line: () => db.prepare('SELECT * FROM cart_lines WHERE id = @id AND member_id = @memberId'),
    lineOf: () =>
      db.prepare(
        'SELECT * FROM cart_lines WHERE member_id = @memberId AND product_id = @productId',
      ),
    addLine: () =>
      db.prepare(
        `INSERT INTO cart_lines (member_id, product_id, count) VALUES (@memberId, @productId, @count)
       ON CONFLICT (member_id, product_id) DO UPDATE SET count = count + @count`,
      ),
    setLine: () =>
      db.prepare('UPDATE cart_lines SET count = @count WHERE id = @id AND member_id = @memberId'),
    removeLine: () => db.prepare('DELETE FROM cart_lines WHERE id = @id AND member_id = @memberId'),
    clear: () => db.prepare('DELETE FROM cart_lines WHERE member_id = @memberId'),
  });
  type Filter = {
    type: string | null;
    name: string | null;
    store: string | null;
    recommend: number | null;
  };
  return {
    types: () => s.types.all() as { serial: string; name: string; name_en: string; icon: string }[],
    products: (f: Filter & { limit: number; offset: number }) => s.products.all(f) as ProductRow[],
    countProducts: (f: Filter) => s.countProducts.get(f) as number,
    product: (serial: string) => s.product.get({ serial }) as ProductRow | undefined,
    productById: (id: number) => s.productById.get({ id }) as ProductRow | undefined,
    /** Takes `count` units off the stock if there are that many; false (nothing taken) if not. */
    takeStock: (id: number, count: number) => s.takeStock.run({ id, count }).changes === 1,
    returnStock: (id: number, count: number) => s.returnStock.run({ id, count }),
    /** Puts the stock at `stock` units, counting what it adds (or removes) as supplied. */
    setStock: (id: number, stock: number) => s.setStock.run({ id, stock }),

    stores: (f: { area: string | null; product: string | null }) => s.stores.all(f) as StoreRow[],
    store: (serial: string) => s.store.get({ serial }) as StoreRow | undefined,
    storeById: (id: number) => s.storeById.get({ id }) as StoreRow | undefined,
    storesOfProduct: (productId: number) => s.storesOfProduct.all({ productId }) as StoreRow[],
    redeems: (storeId: number, productId: number) =>
      s.redeems.get({ storeId, productId }) !== undefined,

    cart: (memberId: number) => s.cart.all({ memberId }) as CartLineRow[],
    line: (memberId: number, id: number) => s.line.get({ memberId, id }) as CartLineRow | undefined,
    lineOf: (memberId: number, productId: number) =>
      s.lineOf.get({ memberId, productId }) as CartLineRow | undefined,
    addLine: (memberId: number, productId: number, count: number) =>
      s.addLine.run({ memberId, productId, count }),
    setLine: (memberId: number, id: number, count: number) =>
      s.setLine.run({ memberId, id, count }).changes === 1,
    removeLine: (memberId: number, id: number) => s.removeLine.run({ memberId, id }).changes === 1,
    clear: (memberId: number) => s.clear.run({ memberId }),
  };
}
