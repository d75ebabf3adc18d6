import type { Db } from '../db/database';

export interface ProductRow {
  id: number;
  serial: string;
  name: string;
  cover: string;
  price: number;
  original_price: number;
  type_serial: string;
  stock: number;
  description: string;
}

const PRODUCT = `SELECT p.*, t.serial AS type_serial FROM products p JOIN product_types t ON t.id = p.type_id`;

/** The car-service shop: products, types and carts. */
export function shopRepository(db: Db) {
  const s = {
    types: db.prepare('SELECT serial, name FROM product_types ORDER BY id'),
    // instr, not LIKE: % and _ in a search are characters to find, not wildcards.
    products: db.prepare(
      `${PRODUCT} WHERE (@type IS NULL OR t.serial = @type) AND (@name IS NULL OR instr(lower(p.name), lower(@name)) > 0)
       ORDER BY p.id LIMIT @limit OFFSET @offset`,
    ),
    countProducts: db
      .prepare(
        `SELECT COUNT(*) FROM products p JOIN product_types t ON t.id = p.type_id
         WHERE (@type IS NULL OR t.serial = @type) AND (@name IS NULL OR instr(lower(p.name), lower(@name)) > 0)`,
      )
      .pluck(),
    product: db.prepare(`${PRODUCT} WHERE p.serial = @serial`),
    productById: db.prepare(`${PRODUCT} WHERE p.id = @id`),
    cart: db.prepare('SELECT * FROM cart_lines WHERE member_id = @memberId ORDER BY id'),
    line: db.prepare('SELECT * FROM cart_lines WHERE id = @id AND member_id = @memberId'),
    lineOf: db.prepare(
      'SELECT * FROM cart_lines WHERE member_id = @memberId AND product_id = @productId',
    ),
    addLine: db.prepare(
      `INSERT INTO cart_lines (member_id, product_id, count) VALUES (@memberId, @productId, @count)
       ON CONFLICT (member_id, product_id) DO UPDATE SET count = count + @count`,
    ),
    removeLine: db.prepare('DELETE FROM cart_lines WHERE id = @id AND member_id = @memberId'),
  };
  type Filter = { type: string | null; name: string | null };
  return {
    types: () => s.types.all() as { serial: string; name: string }[],
    products: (f: Filter & { limit: number; offset: number }) => s.products.all(f) as ProductRow[],
    countProducts: (f: Filter) => s.countProducts.get(f) as number,
    product: (serial: string) => s.product.get({ serial }) as ProductRow | undefined,
    productById: (id: number) => s.productById.get({ id }) as ProductRow | undefined,
    cart: (memberId: number) => s.cart.all({ memberId }) as CartLineRow[],
    line: (memberId: number, id: number) => s.line.get({ memberId, id }) as CartLineRow | undefined,
    lineOf: (memberId: number, productId: number) =>
      s.lineOf.get({ memberId, productId }) as CartLineRow | undefined,
    addLine: (memberId: number, productId: number, count: number) =>
      s.addLine.run({ memberId, productId, count }),
    removeLine: (memberId: number, id: number) => s.removeLine.run({ memberId, id }).changes === 1,
  };
}

export interface CartLineRow {
  id: number;
  member_id: number;
  product_id: number;
  count: number;
}
