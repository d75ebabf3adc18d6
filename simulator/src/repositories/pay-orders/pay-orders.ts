import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

export interface PayOrderRow {
  id: number;
  pay_code: string;
  member_id: number;
  order_type: 'parking' | 'recharge' | 'vipCard' | 'charging' | 'shop';
  goods: string;
  goods_name: string;
  good_cover: string;
  numbers: string;
  sum_cost: number;
  service: number;
  coupon: number;
  cost: number;
  gift: number;
  status: number;
  paytype: string | null;
  pay_route: string | null;
  staff: string;
  staff_name: string;
  team: string;
  payee: string;
  payee_name: string;
  be_business: number;
  unit: string | null;
  remark: string;
  appointment: string | null;
  area: string;
  created_at: number;
  pay_at: number | null;
  transaction_no: string;
  invoice: number;
  refund: number;
  removed: number;
  refund_route: string | null;
  refund_at: number | null;
  /** Gift a refunded recharge took back (migration 018). */
  gift_back: number;
  /** Settled by auto-pay from the balance (migration 016). */
  automatic: number;
}

export type NewPayOrder = {
  id: number;
  payCode: string;
  memberId: number;
  orderType: PayOrderRow['order_type'];
  goods: string;
  goodsName: string;
  goodCover: string;
  numbers: string;
  sumCost: number;
  service: number;
  coupon: number;
  cost: number;
  gift: number;
  staff: string;
  staffName: string;
  team: string;
  payee: string;
  payeeName: string;
  beBusiness: number;
  unit: string | null;
  remark: string;
  appointment: string | null;
  area: string;
  createdAt: number;
};

/** What has been given back of pay order `id` so far, by any path (migration 015). */
export const refundedSql = (id: string) =>
  `COALESCE((SELECT SUM(r.amount) FROM pay_order_refunds r WHERE r.pay_order_id = ${id}), 0)`;

/** Pay orders, the parking orders each pays, and the money given back of each. */
export function payOrderRepository(db: Db) {
  const s = onFirstUse(db, {
    maxId: () => db.prepare('SELECT COALESCE(MAX(id), 0) FROM pay_orders').pluck(),
    insert: () =>
      db.prepare(
        `INSERT INTO pay_orders (id, pay_code, member_id, order_type, goods, goods_name, good_cover,
         numbers, sum_cost, service, coupon, cost, gift, staff, staff_name, team, payee, payee_name,
         be_business, unit, remark, appointment, area, created_at)
       VALUES (@id, @payCode, @memberId, @orderType, @goods, @goodsName, @goodCover, @numbers,
         @sumCost, @service, @coupon, @cost, @gift, @staff, @staffName, @team, @payee, @payeeName,
         @beBusiness, @unit, @remark, @appointment, @area, @createdAt)`,
      ),
    insertItem: () =>
      db.prepare(
        'INSERT INTO pay_order_items (pay_order_id, order_id) VALUES (@payOrderId, @orderId)',
      ),
    byId: () => db.prepare('SELECT * FROM pay_orders WHERE id = @id'),
    byCode: () => db.prepare('SELECT * FROM pay_orders WHERE pay_code = @payCode'),
    itemIds: () =>
      db
        .prepare('SELECT order_id FROM pay_order_items WHERE pay_order_id = @id ORDER BY order_id')
        .pluck(),
    unpaidHolding: () =>
      db.prepare(
        `SELECT DISTINCT p.* FROM pay_orders p JOIN pay_order_items i ON i.pay_order_id = p.id
       WHERE p.status = 0 AND i.order_id IN (SELECT value FROM json_each(@orderIds))`,
      ),
    markPaid: () =>
      db.prepare(
        `UPDATE pay_orders SET status = 1, pay_at = @payAt, paytype = @paytype, transaction_no = @transactionNo
       WHERE id = @id AND status = 0`,
      ),
    setRoute: () => db.prepare('UPDATE pay_orders SET pay_route = @route WHERE id = @id'),
    cancel: () => db.prepare('UPDATE pay_orders SET status = -1 WHERE id = @id AND status = 0'),
    closeLapsed: () =>
      db.prepare(
        'UPDATE pay_orders SET status = -1 WHERE status = 0 AND created_at <= @createdBefore',
      ),
    anyLapsed: () =>
      db
        .prepare(
          'SELECT 1 FROM pay_orders WHERE status = 0 AND created_at <= @createdBefore LIMIT 1',
        )
        .pluck(),
    unpaidOfType: () =>
      db.prepare(
        `SELECT * FROM pay_orders WHERE member_id = @memberId AND order_type = @orderType AND status = 0`,
      ),
    cancelUnpaidOf: () =>
      db.prepare('UPDATE pay_orders SET status = -1 WHERE member_id = @memberId AND status = 0'),
    remove: () => db.prepare('UPDATE pay_orders SET removed = 1 WHERE id = @id'),
    refund: () =>
      db.prepare(
        `UPDATE pay_orders SET status = 2, refund = @refund, gift_back = @giftBack,
         refund_route = @route, refund_at = @at
       WHERE id = @id AND status = 1`,
      ),
    markInvoiced: () => db.prepare('UPDATE pay_orders SET invoice = 1 WHERE id = @id'),
    paidOf: () =>
      db.prepare(
        `SELECT * FROM pay_orders WHERE member_id = @memberId AND status = 1
       ORDER BY pay_at DESC, id DESC`,
      ),
    search: () =>
      db.prepare(
        `SELECT * FROM pay_orders WHERE member_id = @memberId AND removed = 0
         AND (@orderType IS NULL OR order_type = @orderType) AND (@status IS NULL OR status = @status)
       ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
      ),
    count: () =>
      db
        .prepare(
          `SELECT COUNT(*) FROM pay_orders WHERE member_id = @memberId AND removed = 0
           AND (@orderType IS NULL OR order_type = @orderType) AND (@status IS NULL OR status = @status)`,
        )
        .pluck(),
    paidAmounts: () =>
      db.prepare(
        `SELECT order_type, COALESCE(SUM(cost - refund), 0) AS amount FROM pay_orders
       WHERE member_id = @memberId AND status IN (1, 2) GROUP BY order_type`,
      ),
    all: () => db.prepare('SELECT * FROM pay_orders ORDER BY id DESC LIMIT @limit'),
    insertRefund: () =>
      db.prepare(
        `INSERT INTO pay_order_refunds (pay_order_id, amount, source, created_at)
       VALUES (@payOrderId, @amount, @source, @createdAt)`,
      ),
    refunded: () => db.prepare(`SELECT ${refundedSql('@id')}`).pluck(),
  });
  return {
    nextId: () => (s.maxId.get() as number) + 1,
    insert: (order: NewPayOrder) => s.insert.run(order),
    insertItem: (payOrderId: number, orderId: number) => s.insertItem.run({ payOrderId, orderId }),
    byId: (id: number) => s.byId.get({ id }) as PayOrderRow | undefined,
    byCode: (payCode: string) => s.byCode.get({ payCode }) as PayOrderRow | undefined,
    itemIds: (id: number) => s.itemIds.all({ id }) as number[],
    unpaidHolding: (orderIds: number[]) =>
      s.unpaidHolding.all({ orderIds: JSON.stringify(orderIds) }) as PayOrderRow[],
    /** Marks an unpaid order paid; false when it was not unpaid any more (settled once only). */
    markPaid: (id: number, payAt: number, paytype: string, transactionNo: string) =>
      s.markPaid.run({ id, payAt, paytype, transactionNo }).changes === 1,
    setRoute: (id: number, route: string) => s.setRoute.run({ id, route }),
    cancel: (id: number) => s.cancel.run({ id }).changes === 1,
    /** Closes every unpaid pay order created at or before `createdBefore` (its hold lapsed). */
    closeLapsed: (createdBefore: number) =>
      // Reads first: most calls find nothing lapsed and then take no write lock.
      s.anyLapsed.get({ createdBefore }) === undefined
        ? 0
        : s.closeLapsed.run({ createdBefore }).changes,
    unpaidOfType: (memberId: number, orderType: PayOrderRow['order_type']) =>
      s.unpaidOfType.all({ memberId, orderType }) as PayOrderRow[],
    /** A closing account's unpaid pay orders are cancelled: what they held is free again. */
    cancelUnpaidOf: (memberId: number) => s.cancelUnpaidOf.run({ memberId }).changes,
    remove: (id: number) => s.remove.run({ id }),
    refund: (r: {
      id: number;
      refund: number;
      giftBack: number;
      route: string | null;
      at: number;
    }) => s.refund.run(r).changes === 1,
    /** The member's paid pay orders, newest first. */
    paidOf: (memberId: number) => s.paidOf.all({ memberId }) as PayOrderRow[],
    markInvoiced: (id: number) => s.markInvoiced.run({ id }),
    search: (q: {
      memberId: number;
      orderType: string | null;
      status: number | null;
      limit: number;
      offset: number;
    }) => s.search.all(q) as PayOrderRow[],
    count: (q: { memberId: number; orderType: string | null; status: number | null }) =>
      s.count.get(q) as number,
    paidAmounts: (memberId: number) =>
      s.paidAmounts.all({ memberId }) as { order_type: string; amount: number }[],
    all: (limit: number) => s.all.all({ limit }) as PayOrderRow[],
    /** Records money given back of a pay order (the engine's refund step alone calls this). */
    insertRefund: (r: {
      payOrderId: number;
      amount: number;
      source: 'payOrder' | 'voucher' | 'dispute';
      createdAt: number;
    }) => s.insertRefund.run(r),
    /** What has been given back of a pay order so far, by any path. */
    refunded: (id: number) => s.refunded.get({ id }) as number,
  };
}
