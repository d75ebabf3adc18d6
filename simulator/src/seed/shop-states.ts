import type { PayOrderPayload } from '@dehong/api-spec';
import { DEFAULT_STAFF_CODE } from '@dehong/api-spec/domain';
import type { Db } from '../db/database';
import { badRequest } from '../http/errors';
import type { Services } from '../services';

const SLOTS = JSON.stringify(['09:00-11:00', '11:00-13:00', '14:00-16:00', '16:00-18:00']);

/**
 * Provider states of the car-service shop (issue 14), for Pact (contracts/src/provider-states.ts).
 * Products and stores are rows; orders and payments go through the shop's and the pay flow's own
 * services, so stock, holds, vouchers and the funds ledger are what a member's real history holds.
 */
export function shopStates(db: Db, services: Services) {
  const { shopOrders, payments, members, funds } = services;

  /** The product (and its type and store) sold at `fen` with `stock` units, redeemed at `store`. */
  function product(serial: string, fen: number, stock: number, store: string, area: string) {
    if (!/^5331\d{2}$/.test(area)) throw badRequest('params.code must be a county code');
    db.prepare(
      `INSERT INTO product_types (serial, name, icon) VALUES ('PT01', '洗车', '/media/shop/type/PT01.svg')
       ON CONFLICT (serial) DO NOTHING`,
    ).run();
    db.prepare(
      `INSERT INTO shop_stores (serial, name, area, address, hours, phone, lng, lat, cover, slots)
       VALUES (?, '德宏停车·团结大街洗车中心', ?, '芒市团结大街88号', '08:00-20:00', '0692-2121001',
               98.5856, 24.4334, ?, ?)
       ON CONFLICT (serial) DO NOTHING`,
    ).run(store, area, `/media/shop/store/${store}.svg`, SLOTS);
    const images = [1, 2].map((view) => `/media/shop/product/${serial}-${view}.svg`);
    db.prepare(
      `INSERT INTO products (serial, name, cover, images, price, original_price, type_id, stock,
         supplied, description, valid_days, member_limit, appointment, recommend, sold_before)
       VALUES (@serial, '精致洗车', @cover, @images, @fen, @original,
         (SELECT id FROM product_types WHERE serial = 'PT01'), @stock, @stock,
         '车身泡沫精洗、轮毂清洁、玻璃擦拭、吸尘，约40分钟。', 90, 0, 0, 1, 100)`,
    ).run({
      serial,
      cover: images[0],
      images: JSON.stringify(images),
      fen,
      original: Math.round(fen * 1.5),
      stock,
    });
    db.prepare(
      `INSERT INTO shop_store_products (store_id, product_id)
       SELECT s.id, p.id FROM shop_stores s, products p WHERE s.serial = ? AND p.serial = ?`,
    ).run(store, serial);
  }

  function storeOf(productSerial: string): string {
    const store = db
      .prepare(
        `SELECT s.serial FROM shop_stores s JOIN shop_store_products sp ON sp.store_id = s.id
         JOIN products p ON p.id = sp.product_id WHERE p.serial = ? ORDER BY s.id LIMIT 1`,
      )
      .pluck()
      .get(productSerial) as string | undefined;
    if (!store) throw badRequest(`product ${productSerial} is not set up (a product state first)`);
    return store;
  }

  /** An unpaid order of one unit, placed through the shop (it holds the unit), renamed `serial`. */
  function unpaidOrder(phone: string, serial: string, productSerial: string) {
    const member = members.findOrCreate(phone);
    const placed = shopOrders.publish(member, {
      product: productSerial,
      count: 1,
      plate: '云N12345',
      phone,
      store: storeOf(productSerial),
    });
    db.prepare('UPDATE shop_orders SET serial = ? WHERE serial = ?').run(serial, placed.serial);
    return { member, total: placed.total, area: placed.store.area };
  }

  return {
    product,

    cartLine(phone: string, serial: number, productSerial: string, count: number) {
      const member = members.findOrCreate(phone);
      const row = db.prepare('SELECT id FROM products WHERE serial = ?').get(productSerial) as
        { id: number } | undefined;
      if (!row) throw badRequest(`product ${productSerial} is not set up (a product state first)`);
      db.prepare(
        'INSERT INTO cart_lines (id, member_id, product_id, count) VALUES (?, ?, ?, ?)',
      ).run(serial, member.id, row.id, count);
    },

    unpaidOrder: (phone: string, serial: string, productSerial: string) =>
      void unpaidOrder(phone, serial, productSerial),

    /** Paid from the balance (the member is given exactly its price first); its voucher is `code`. */
    paidOrder(phone: string, serial: string, productSerial: string, code: string) {
      if (!/^\d{12}$/.test(code)) throw badRequest('params.code must be 12 digits');
      const { member, total, area } = unpaidOrder(phone, serial, productSerial);
      // The pay order is attributed to the default staff code, as the app's self-service is.
      db.prepare(
        "INSERT OR IGNORE INTO staff (serial, name, team) VALUES (?, '自助服务', '德宏智慧停车')",
      ).run(DEFAULT_STAFF_CODE);
      funds.setBalance(member.id, total);
      const payload: PayOrderPayload = {
        orderType: 'shop',
        goods: serial,
        sumCost: total,
        service: 0,
        coupon: 0,
        actualCost: total,
        beBusiness: 0,
        payee: '',
        payeeName: '',
        staff: '',
        staffName: '',
        team: '',
        numbers: ['云N12345'],
        area,
      };
      const { payCode } = payments.publish(member, payload);
      payments.payByFunds(member, payCode);
      db.prepare(
        'UPDATE shop_vouchers SET code = ? WHERE order_id = (SELECT id FROM shop_orders WHERE serial = ?)',
      ).run(code, serial);
    },
  };
}

export type ShopStates = ReturnType<typeof shopStates>;
