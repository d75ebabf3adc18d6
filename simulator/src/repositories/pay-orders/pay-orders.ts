import type Database from 'better-sqlite3';
import type { Db } from '../../db/database';

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
  /** Settled by auto-pay from the balance (migration 016). */
  automatic: number;
}

/** A payment the bank took through the pay sheet (see migration 003). */
export interface BankPaymentRow {
  id: number;
  transaction_no: string;
  prepay_id: string;
  pay_order_id: number;
  member_id: number;
  route: string;
  amount: number;
  status: 'received' | 'settled' | 'refunded';
  refund_no: string | null;
  refund_reason: string | null;
  created_at: number;
  done_at: number | null;
}

/** A finished charging order whose debt is not paid yet. */
export interface ChargingDebtRow {
  id: number;
  member_id: number;
  debt: number;
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
const REFUNDED = (id: string) =>
  `COALESCE((SELECT SUM(r.amount) FROM pay_order_refunds r WHERE r.pay_order_id = ${id}), 0)`;

/** An invoice row with the serial of the invoice a credit invoice reverses. */
const INVOICE = `i.*, (SELECT r.serial FROM invoices r WHERE r.id = i.reverses) AS reverses_serial
  FROM invoices i`;

export function payOrderRepository(db: Db) {
  const s = {
    maxId: db.prepare('SELECT COALESCE(MAX(id), 0) FROM pay_orders').pluck(),
    insert: db.prepare(
      `INSERT INTO pay_orders (id, pay_code, member_id, order_type, goods, goods_name, good_cover,
         numbers, sum_cost, service, coupon, cost, gift, staff, staff_name, team, payee, payee_name,
         be_business, unit, remark, appointment, area, created_at)
       VALUES (@id, @payCode, @memberId, @orderType, @goods, @goodsName, @goodCover, @numbers,
         @sumCost, @service, @coupon, @cost, @gift, @staff, @staffName, @team, @payee, @payeeName,
         @beBusiness, @unit, @remark, @appointment, @area, @createdAt)`,
    ),
    insertItem: db.prepare(
      'INSERT INTO pay_order_items (pay_order_id, order_id) VALUES (@payOrderId, @orderId)',
    ),
    byId: db.prepare('SELECT * FROM pay_orders WHERE id = @id'),
    byCode: db.prepare('SELECT * FROM pay_orders WHERE pay_code = @payCode'),
    itemIds: db
      .prepare('SELECT order_id FROM pay_order_items WHERE pay_order_id = @id ORDER BY order_id')
      .pluck(),
    unpaidHolding: db.prepare(
      `SELECT DISTINCT p.* FROM pay_orders p JOIN pay_order_items i ON i.pay_order_id = p.id
       WHERE p.status = 0 AND i.order_id IN (SELECT value FROM json_each(@orderIds))`,
    ),
    markPaid: db.prepare(
      `UPDATE pay_orders SET status = 1, pay_at = @payAt, paytype = @paytype, transaction_no = @transactionNo
       WHERE id = @id AND status = 0`,
    ),
    setRoute: db.prepare('UPDATE pay_orders SET pay_route = @route WHERE id = @id'),
    cancel: db.prepare('UPDATE pay_orders SET status = -1 WHERE id = @id AND status = 0'),
    closeLapsed: db.prepare(
      'UPDATE pay_orders SET status = -1 WHERE status = 0 AND created_at <= @createdBefore',
    ),
    anyLapsed: db
      .prepare('SELECT 1 FROM pay_orders WHERE status = 0 AND created_at <= @createdBefore LIMIT 1')
      .pluck(),
    unpaidOfType: db.prepare(
      `SELECT * FROM pay_orders WHERE member_id = @memberId AND order_type = @orderType AND status = 0`,
    ),
    cancelUnpaidOf: db.prepare(
      'UPDATE pay_orders SET status = -1 WHERE member_id = @memberId AND status = 0',
    ),
    remove: db.prepare('UPDATE pay_orders SET removed = 1 WHERE id = @id'),
    refund: db.prepare(
      `UPDATE pay_orders SET status = 2, refund = @refund, refund_route = @route, refund_at = @at
       WHERE id = @id AND status = 1`,
    ),
    insertBankPayment: db.prepare(
      `INSERT INTO bank_payments (transaction_no, prepay_id, pay_order_id, member_id, route, amount, created_at)
       VALUES (@transactionNo, @prepayId, @payOrderId, @memberId, @route, @amount, @createdAt)`,
    ),
    bankPayment: db.prepare('SELECT * FROM bank_payments WHERE id = @id'),
    bankPaymentOfPrepay: db.prepare('SELECT * FROM bank_payments WHERE prepay_id = @prepayId'),
    bankPaymentsReceived: db.prepare(
      `SELECT * FROM bank_payments WHERE status = 'received'
         AND (@payOrderId IS NULL OR pay_order_id = @payOrderId) ORDER BY id`,
    ),
    settleBankPayment: db.prepare(
      `UPDATE bank_payments SET status = 'settled', done_at = @at WHERE id = @id AND status = 'received'`,
    ),
    refundBankPayment: db.prepare(
      `UPDATE bank_payments SET status = 'refunded', refund_no = @refundNo, refund_reason = @reason,
         done_at = @at WHERE id = @id AND status = 'received'`,
    ),
    allBankPayments: db.prepare(
      `SELECT b.*, p.pay_code FROM bank_payments b JOIN pay_orders p ON p.id = b.pay_order_id
       ORDER BY b.id DESC LIMIT @limit`,
    ),
    markInvoiced: db.prepare('UPDATE pay_orders SET invoice = 1 WHERE id = @id'),
    search: db.prepare(
      `SELECT * FROM pay_orders WHERE member_id = @memberId AND removed = 0
         AND (@orderType IS NULL OR order_type = @orderType) AND (@status IS NULL OR status = @status)
       ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
    ),
    count: db
      .prepare(
        `SELECT COUNT(*) FROM pay_orders WHERE member_id = @memberId AND removed = 0
           AND (@orderType IS NULL OR order_type = @orderType) AND (@status IS NULL OR status = @status)`,
      )
      .pluck(),
    paidAmounts: db.prepare(
      `SELECT order_type, COALESCE(SUM(cost - refund), 0) AS amount FROM pay_orders
       WHERE member_id = @memberId AND status IN (1, 2) GROUP BY order_type`,
    ),
    all: db.prepare('SELECT * FROM pay_orders ORDER BY id DESC LIMIT @limit'),
    insertPrepay: db.prepare(
      `INSERT INTO prepays (prepay_id, pay_order_id, route, created_at)
       VALUES (@prepayId, @payOrderId, @route, @createdAt)`,
    ),
    prepay: db.prepare('SELECT * FROM prepays WHERE prepay_id = @prepayId'),
    insertInvoice: db.prepare(
      `INSERT INTO invoices (serial, member_id, title, tax_number, email, amount, pay_codes, created_at,
         kind, reverses)
       VALUES (@serial, @memberId, @title, @taxNumber, @email, @amount, @payCodes, @createdAt,
         @kind, @reverses)`,
    ),
    // A new invoice's lines: each pay order it names, for what is left of it after its refunds.
    insertLines: db.prepare(
      `INSERT INTO invoice_lines (invoice_id, pay_order_id, amount)
       SELECT @invoiceId, p.id, p.cost - ${REFUNDED('p.id')}
       FROM json_each(@payCodes) j JOIN pay_orders p ON p.pay_code = j.value`,
    ),
    insertLine: db.prepare(
      `INSERT INTO invoice_lines (invoice_id, pay_order_id, amount)
       VALUES (@invoiceId, @payOrderId, @amount)`,
    ),
    invoices: db.prepare(
      `SELECT ${INVOICE} WHERE i.member_id = @memberId
       ORDER BY i.created_at DESC, i.id DESC LIMIT @limit OFFSET @offset`,
    ),
    insertRefund: db.prepare(
      `INSERT INTO pay_order_refunds (pay_order_id, amount, source, created_at)
       VALUES (@payOrderId, @amount, @source, @createdAt)`,
    ),
    refunded: db.prepare(`SELECT ${REFUNDED('@id')}`).pluck(),
    // The invoice (not voided) that invoiced this pay order, with what it and its credits say of it.
    invoiceLineOf: db.prepare(
      `SELECT i.id AS invoice_id, i.created_at, l.amount,
         COALESCE((SELECT SUM(c.amount) FROM invoice_lines c JOIN invoices ci ON ci.id = c.invoice_id
                   WHERE ci.reverses = i.id AND c.pay_order_id = l.pay_order_id), 0) AS credited
       FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
       WHERE l.pay_order_id = @payOrderId AND i.kind = 'normal' AND i.voided_at IS NULL`,
    ),
    voidInvoice: db.prepare(
      'UPDATE invoices SET voided_at = @at WHERE id = @id AND voided_at IS NULL',
    ),
    linePayOrders: db
      .prepare('SELECT pay_order_id FROM invoice_lines WHERE invoice_id = @id')
      .pluck(),
    unmarkInvoiced: db.prepare('UPDATE pay_orders SET invoice = 0 WHERE id = @id'),
    unmarkOrdersInvoiced: db.prepare(
      `UPDATE orders SET invoice = 0
       WHERE id IN (SELECT order_id FROM pay_order_items WHERE pay_order_id = @id)`,
    ),
    countInvoices: db.prepare('SELECT COUNT(*) FROM invoices WHERE member_id = @memberId').pluck(),
    invoice: db.prepare(`SELECT ${INVOICE} WHERE i.serial = @serial AND i.member_id = @memberId`),
    invoiceBySerial: db.prepare(`SELECT ${INVOICE} WHERE i.serial = @serial`),
    invoiceById: db.prepare(`SELECT ${INVOICE} WHERE i.id = @id`),
  };
  // Prepared on first use: the debt columns come with migration 004.
  let debts: { unpaid: Database.Statement; payOff: Database.Statement } | undefined;
  const debt = () =>
    (debts ??= {
      unpaid: db.prepare(
        `SELECT id, member_id, debt FROM charge_orders
         WHERE member_id = @memberId AND debt > 0 AND debt_pay_order_id IS NULL ORDER BY id`,
      ),
      payOff: db.prepare(
        `UPDATE charge_orders SET debt_pay_order_id = @payOrderId
         WHERE id = @id AND member_id = @memberId AND debt > 0 AND debt_pay_order_id IS NULL`,
      ),
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
    refund: (id: number, refund: number, route: string | null, at: number) =>
      s.refund.run({ id, refund, route, at }).changes === 1,
    insertBankPayment: (p: {
      transactionNo: string;
      prepayId: string;
      payOrderId: number;
      memberId: number;
      route: string;
      amount: number;
      createdAt: number;
    }) => Number(s.insertBankPayment.run(p).lastInsertRowid),
    bankPayment: (id: number) => s.bankPayment.get({ id }) as BankPaymentRow | undefined,
    bankPaymentOfPrepay: (prepayId: string) =>
      s.bankPaymentOfPrepay.get({ prepayId }) as BankPaymentRow | undefined,
    /** Bank payments whose notification has not been handled (of one pay order, or all). */
    bankPaymentsReceived: (payOrderId: number | null = null) =>
      s.bankPaymentsReceived.all({ payOrderId }) as BankPaymentRow[],
    settleBankPayment: (id: number, at: number) =>
      s.settleBankPayment.run({ id, at }).changes === 1,
    refundBankPayment: (id: number, refundNo: string, reason: string, at: number) =>
      s.refundBankPayment.run({ id, refundNo, reason, at }).changes === 1,
    allBankPayments: (limit: number) =>
      s.allBankPayments.all({ limit }) as (BankPaymentRow & { pay_code: string })[],
    /** The member's finished charging orders with a debt no pay order has paid, oldest first. */
    unpaidDebts: (memberId: number) => debt().unpaid.all({ memberId }) as ChargingDebtRow[],
    /** Marks a debt paid by a pay order; false when it was not the member's unpaid debt. */
    payOffDebt: (id: number, memberId: number, payOrderId: number) =>
      debt().payOff.run({ id, memberId, payOrderId }).changes === 1,
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
    insertPrepay: (p: { prepayId: string; payOrderId: number; route: string; createdAt: number }) =>
      s.insertPrepay.run(p),
    prepay: (prepayId: string) =>
      s.prepay.get({ prepayId }) as
        { prepay_id: string; pay_order_id: number; route: string } | undefined,
    /**
     * A normal invoice over the pay orders `payCodes` names (its lines: what is left of each after
     * refunds), or, with `credit`, a red-letter invoice reversing `credit.reverses` by
     * `credit.amount` of pay order `credit.payOrderId`.
     */
    insertInvoice: (
      invoice: {
        serial: string | null;
        memberId: number;
        title: string;
        taxNumber: string | null;
        email: string | null;
        amount: number;
        payCodes: string;
        createdAt: number;
      },
      credit?: { reverses: number; payOrderId: number },
    ) => {
      const invoiceId = Number(
        s.insertInvoice.run({
          ...invoice,
          kind: credit ? 'credit' : 'normal',
          reverses: credit?.reverses ?? null,
        }).lastInsertRowid,
      );
      if (credit) {
        s.insertLine.run({ invoiceId, payOrderId: credit.payOrderId, amount: invoice.amount });
      } else {
        s.insertLines.run({ invoiceId, payCodes: invoice.payCodes });
      }
      return invoiceId;
    },
    /** Records money given back of a pay order (the engine's refund step alone calls this). */
    insertRefund: (r: {
      payOrderId: number;
      amount: number;
      source: 'payOrder' | 'voucher' | 'dispute';
      createdAt: number;
    }) => s.insertRefund.run(r),
    /** What has been given back of a pay order so far, by any path. */
    refunded: (id: number) => s.refunded.get({ id }) as number,
    invoiceLineOf: (payOrderId: number) =>
      s.invoiceLineOf.get({ payOrderId }) as
        { invoice_id: number; created_at: number; amount: number; credited: number } | undefined,
    /** Voids a pending application: its pay orders (and their parking orders) may be invoiced again. */
    voidInvoice: (id: number, at: number) => {
      if (s.voidInvoice.run({ id, at }).changes !== 1) return false;
      for (const payOrderId of s.linePayOrders.all({ id }) as number[]) {
        s.unmarkInvoiced.run({ id: payOrderId });
        s.unmarkOrdersInvoiced.run({ id: payOrderId });
      }
      return true;
    },
    invoices: (memberId: number, limit: number, offset: number) =>
      s.invoices.all({ memberId, limit, offset }) as InvoiceRow[],
    countInvoices: (memberId: number) => s.countInvoices.get({ memberId }) as number,
    invoice: (memberId: number, serial: string) =>
      s.invoice.get({ memberId, serial }) as InvoiceRow | undefined,
    invoiceBySerial: (serial: string) =>
      s.invoiceBySerial.get({ serial }) as InvoiceRow | undefined,
    invoiceById: (id: number) => s.invoiceById.get({ id }) as InvoiceRow | undefined,
  };
}

export interface InvoiceRow {
  id: number;
  serial: string;
  member_id: number;
  title: string;
  tax_number: string | null;
  email: string | null;
  amount: number;
  pay_codes: string;
  created_at: number;
  kind: 'normal' | 'credit';
  reverses: number | null;
  /** The serial of the invoice a credit invoice reverses. */
  reverses_serial: string | null;
  voided_at: number | null;
}
