import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

const SLOTS = JSON.stringify(['09:00-11:00', '11:00-13:00', '14:00-16:00', '16:00-18:00']);

/** The shop's types, stores and products the shop states put on sale by serial. */
export function shopSeedRepository(db: Db) {
  const s = onFirstUse(db, {
    addCarWashType: () =>
      db.prepare(
        `INSERT INTO product_types (serial, name, icon) VALUES ('PT01', '洗车', '/media/shop/type/PT01.svg')
       ON CONFLICT (serial) DO NOTHING`,
      ),
    addStore: () =>
      db.prepare(
        `INSERT INTO shop_stores (serial, name, area, address, hours, phone, lng, lat, cover, slots)
       VALUES (@serial, '德宏停车·团结大街洗车中心', @area, '芒市团结大街88号', '08:00-20:00', '0692-2121001',
               98.5856, 24.4334, @cover, @slots)
       ON CONFLICT (serial) DO NOTHING`,
      ),
    addCarWash: () =>
      db.prepare(
        `INSERT INTO products (serial, name, cover, images, price, original_price, type_id, stock,
         supplied, description, valid_days, member_limit, appointment, recommend, sold_before)
       VALUES (@serial, '精致洗车', @cover, @images, @fen, @original,
         (SELECT id FROM product_types WHERE serial = 'PT01'), @stock, @stock,
         '车身泡沫精洗、轮毂清洁、玻璃擦拭、吸尘，约40分钟。', 90, 0, 0, 1, 100)`,
      ),
    sellAt: () =>
      db.prepare(
        `INSERT INTO shop_store_products (store_id, product_id)
       SELECT s.id, p.id FROM shop_stores s, products p WHERE s.serial = @store AND p.serial = @product`,
      ),
    storeOf: () =>
      db
        .prepare(
          `SELECT s.serial FROM shop_stores s JOIN shop_store_products sp ON sp.store_id = s.id
         JOIN products p ON p.id = sp.product_id WHERE p.serial = @product ORDER BY s.id LIMIT 1`,
        )
        .pluck(),
    productId: () => db.prepare('SELECT id FROM products WHERE serial = @serial').pluck(),
    renameOrder: () => db.prepare('UPDATE shop_orders SET serial = @serial WHERE serial = @placed'),
    setVoucherCode: () =>
      db.prepare(
        'UPDATE shop_vouchers SET code = @code WHERE order_id = (SELECT id FROM shop_orders WHERE serial = @serial)',
      ),
  });
  return {
    /** The car-wash type PT01, unless it exists. */
    addCarWashType: () => s.addCarWashType.run(),
    /** The car-wash centre with this serial in the area, unless it exists. */
    addStore: (serial: string, area: string) =>
      s.addStore.run({ serial, area, cover: `/media/shop/store/${serial}.svg`, slots: SLOTS }),
    /** A car wash of type PT01 at `fen`, `stock` units supplied and in stock. */
    addCarWash: (p: {
      serial: string;
      cover: string;
      images: string;
      fen: number;
      original: number;
      stock: number;
    }) => s.addCarWash.run(p),
    /** The product is redeemed at the store. */
    sellAt: (store: string, product: string) => s.sellAt.run({ store, product }),
    /** The first store the product is redeemed at. */
    storeOf: (product: string) => s.storeOf.get({ product }) as string | undefined,
    productId: (serial: string) => s.productId.get({ serial }) as number | undefined,
    renameOrder: (placed: string, serial: string) => s.renameOrder.run({ placed, serial }),
    /** The voucher of the shop order is `code`. */
    setVoucherCode: (serial: string, code: string) => s.setVoucherCode.run({ serial, code }),
  };
}
