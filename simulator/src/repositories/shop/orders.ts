import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

export interface ShopOrderRow {
  id: number;
  serial: string;
  member_id: number;
  store_id: number;
  status: number; // 0 unpaid, 1 paid, -1 closed
  total: number;
  plate: string;
  phone: string;
  appointment_date: string | null;
  appointment_slot: string | null;
  remark: string;
  created_at: number;
  hold_until: number;
  closed_at: number | null;
  pay_order_id: number | null;
  paid_at: number | null;
  refund: number;
}

export interface ShopItemRow {
  id: number;
  order_id: number;
  product_id: number;
  product_serial: string;
  name: string;
  cover: string;
  price: number;
  count: number;
  appointment: number;
  valid_days: number;
}

export interface VoucherRow {
  id: number;
  code: string;
  order_id: number;
  item_id: number;
  status: number; // 0 unused, 1 redeemed, 2 refunded
  valid_until: string;
  redeemed_at: number | null;
  redeem_store_id: number | null;
  redeem_store_name: string | null;
  refunded_at: number | null;
  refund_route: string | null;
  refund_no: string | null;
  ledger_id: number | null;
  product_id: number;
  product_serial: string;
  product_name: string;
  price: number;
}

/** The status a member sees: 1 while a voucher can be used, 3 when all were refunded, else 2. */
const SEEN_STATUS = `CASE WHEN o.status <> 1 THEN o.status
  WHEN EXISTS (SELECT 1 FROM shop_vouchers v WHERE v.order_id = o.id AND v.status = 0 AND v.valid_until >= @today) THEN 1
  WHEN NOT EXISTS (SELECT 1 FROM shop_vouchers v WHERE v.order_id = o.id AND v.status <> 2) THEN 3
  ELSE 2 END`;

const VOUCHER = `SELECT v.*, i.product_id, p.serial AS product_serial, i.name AS product_name, i.price,
  s.name AS redeem_store_name
  FROM shop_vouchers v JOIN shop_order_items i ON i.id = v.item_id JOIN products p ON p.id = i.product_id
  LEFT JOIN shop_stores s ON s.id = v.redeem_store_id`;

/** Shop orders, their items and vouchers, and the pay orders that pay them. */
export function shopOrderRepository(db: Db) {
  const s = onFirstUse(db, {
    insertOrder: () =>
      db.prepare(
        `INSERT INTO shop_orders (serial, member_id, store_id, total, plate, phone, appointment_date,
         appointment_slot, remark, created_at, hold_until)
       VALUES (@serial, @memberId, @storeId, @total, @plate, @phone, @appointmentDate,
         @appointmentSlot, @remark, @createdAt, @holdUntil)`,
      ),
    insertItem: () =>
      db.prepare(
        `INSERT INTO shop_order_items (order_id, product_id, name, cover, price, count, appointment, valid_days)
       VALUES (@orderId, @productId, @name, @cover, @price, @count, @appointment, @validDays)`,
      ),
    bySerial: () => db.prepare('SELECT * FROM shop_orders WHERE serial = @serial'),
    byId: () => db.prepare('SELECT * FROM shop_orders WHERE id = @id'),
    items: () =>
      db.prepare(
        `SELECT i.*, p.serial AS product_serial FROM shop_order_items i JOIN products p ON p.id = i.product_id
       WHERE i.order_id = @orderId ORDER BY i.id`,
      ),
    lapsed: () => db.prepare('SELECT * FROM shop_orders WHERE status = 0 AND hold_until <= @now'),
    close: () =>
      db.prepare(
        'UPDATE shop_orders SET status = -1, closed_at = @at WHERE id = @id AND status = 0',
      ),
    markPaid: () =>
      db.prepare(
        `UPDATE shop_orders SET status = 1, pay_order_id = @payOrderId, paid_at = @at
       WHERE id = @id AND status = 0`,
      ),
    addRefund: () => db.prepare('UPDATE shop_orders SET refund = refund + @amount WHERE id = @id'),
    list: () =>
      db.prepare(
        `SELECT o.*, ${SEEN_STATUS} AS seen FROM shop_orders o
       WHERE o.member_id = @memberId AND (@status IS NULL OR ${SEEN_STATUS} = @status)
       ORDER BY o.created_at DESC, o.id DESC LIMIT @limit OFFSET @offset`,
      ),
    count: () =>
      db
        .prepare(
          `SELECT COUNT(*) FROM shop_orders o
         WHERE o.member_id = @memberId AND (@status IS NULL OR ${SEEN_STATUS} = @status)`,
        )
        .pluck(),
    all: () =>
      db.prepare('SELECT * FROM shop_orders ORDER BY created_at DESC, id DESC LIMIT @limit'),
    holdingOf: () =>
      db.prepare(
        `SELECT * FROM shop_orders o WHERE o.member_id = @memberId AND (o.status = 0 OR (o.status = 1
         AND EXISTS (SELECT 1 FROM shop_vouchers v WHERE v.order_id = o.id AND v.status = 0)))
       ORDER BY o.id`,
      ),
    movePaidPayOrders: () =>
      db.prepare(
        `UPDATE pay_orders SET member_id = @to WHERE id IN
         (SELECT pay_order_id FROM shop_orders WHERE member_id = @from AND status = 1)`,
      ),
    movePaid: () =>
      db.prepare('UPDATE shop_orders SET member_id = @to WHERE member_id = @from AND status = 1'),
    insertVoucher: () =>
      db.prepare(
        `INSERT INTO shop_vouchers (code, order_id, item_id, valid_until)
       VALUES (@code, @orderId, @itemId, @validUntil)`,
      ),
    codeTaken: () => db.prepare('SELECT 1 FROM shop_vouchers WHERE code = @code').pluck(),
    vouchers: () => db.prepare(`${VOUCHER} WHERE v.order_id = @orderId ORDER BY v.id`),
    voucher: () => db.prepare(`${VOUCHER} WHERE v.code = @code`),
    redeem: () =>
      db.prepare(
        `UPDATE shop_vouchers SET status = 1, redeemed_at = @at, redeem_store_id = @storeId
       WHERE id = @id AND status = 0`,
      ),
    refundVoucher: () =>
      db.prepare(
        `UPDATE shop_vouchers SET status = 2, refunded_at = @at, refund_route = @route,
         refund_no = @refundNo, ledger_id = @ledgerId
       WHERE id = @id AND status = 0`,
      ),

    unpaidPayOrders: () =>
      db.prepare(
        `SELECT id, pay_code, member_id, cost FROM pay_orders
       WHERE order_type = 'shop' AND goods = @serial AND status = 0 ORDER BY id`,
      ),
    latestPayCode: () =>
      db
        .prepare(
          `SELECT pay_code FROM pay_orders WHERE order_type = 'shop' AND goods = @serial
         ORDER BY id DESC LIMIT 1`,
        )
        .pluck(),
    payOrder: () => db.prepare('SELECT pay_code, paytype, gift FROM pay_orders WHERE id = @id'),
    giftSpent: () =>
      db
        .prepare(
          `SELECT COALESCE((SELECT -SUM(give) FROM funds_ledger WHERE pay_order_id = @payOrderId AND reason = 'pay'), 0)
              - COALESCE((SELECT SUM(give) FROM funds_ledger WHERE pay_order_id = @payOrderId AND reason = 'shopRefund'), 0)`,
        )
        .pluck(),
    lastLedgerId: () => db.prepare('SELECT MAX(id) FROM funds_ledger').pluck(),
    refundPayOrder: () =>
      db.prepare(
        `UPDATE pay_orders SET status = 2, refund = @refund, refund_route = @route, refund_at = @at
       WHERE id = @id AND status = 1`,
      ),
  });
  return {
    insertOrder: (row: {
      serial: string;
      memberId: number;
      storeId: number;
      total: number;
      plate: string;
      phone: string;
      appointmentDate: string | null;
      appointmentSlot: string | null;
      remark: string;
      createdAt: number;
      holdUntil: number;
    }) => Number(s.insertOrder.run(row).lastInsertRowid),
    insertItem: (row: {
      orderId: number;
      productId: number;
      name: string;
      cover: string;
      price: number;
      count: number;
      appointment: number;
      validDays: number;
    }) => s.insertItem.run(row),
    bySerial: (serial: string) => s.bySerial.get({ serial }) as ShopOrderRow | undefined,
    byId: (id: number) => s.byId.get({ id }) as ShopOrderRow | undefined,
    items: (orderId: number) => s.items.all({ orderId }) as ShopItemRow[],
    lapsed: (now: number) => s.lapsed.all({ now }) as ShopOrderRow[],
    close: (id: number, at: number) => s.close.run({ id, at }).changes === 1,
    markPaid: (id: number, payOrderId: number, at: number) =>
      s.markPaid.run({ id, payOrderId, at }).changes === 1,
    addRefund: (id: number, amount: number) => s.addRefund.run({ id, amount }),
    list: (f: {
      memberId: number;
      status: number | null;
      today: string;
      limit: number;
      offset: number;
    }) => s.list.all(f) as ShopOrderRow[],
    count: (f: { memberId: number; status: number | null; today: string }) =>
      s.count.get(f) as number,
    all: (limit: number) => s.all.all({ limit }) as ShopOrderRow[],
    /** The member's orders still holding something: unpaid ones, paid ones with unused vouchers. */
    holdingOf: (memberId: number) => s.holdingOf.all({ memberId }) as ShopOrderRow[],
    /** A merge: the closing account's paid orders, with the pay orders that paid them. */
    movePaid(from: number, to: number) {
      s.movePaidPayOrders.run({ from, to });
      s.movePaid.run({ from, to });
    },

    insertVoucher: (row: { code: string; orderId: number; itemId: number; validUntil: string }) =>
      s.insertVoucher.run(row),
    codeTaken: (code: string) => s.codeTaken.get({ code }) !== undefined,
    vouchers: (orderId: number) => s.vouchers.all({ orderId }) as VoucherRow[],
    voucher: (code: string) => s.voucher.get({ code }) as VoucherRow | undefined,
    redeem: (id: number, storeId: number, at: number) =>
      s.redeem.run({ id, storeId, at }).changes === 1,
    refundVoucher: (row: {
      id: number;
      at: number;
      route: string;
      refundNo: string | null;
      ledgerId: number | null;
    }) => s.refundVoucher.run(row).changes === 1,

    unpaidPayOrders: (serial: string) =>
      s.unpaidPayOrders.all({ serial }) as {
        id: number;
        pay_code: string;
        member_id: number;
        cost: number;
      }[],
    latestPayCode: (serial: string) => s.latestPayCode.get({ serial }) as string | undefined,
    payOrder: (id: number) =>
      s.payOrder.get({ id }) as { pay_code: string; paytype: string | null; gift: number },
    /** Gift the pay order's balance debit spent and no shop refund gave back yet. */
    giftSpent: (payOrderId: number) => s.giftSpent.get({ payOrderId }) as number,
    lastLedgerId: () => s.lastLedgerId.get() as number,
    /** The pay order is refunded (2) once every voucher it bought is. */
    refundPayOrder: (id: number, refund: number, route: string, at: number) =>
      s.refundPayOrder.run({ id, refund, route, at }).changes === 1,
  };
}
