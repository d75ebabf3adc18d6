import type { Db } from '../../db/database';
import { refundedSql } from './pay-orders';
import { onFirstUse } from '../sql/on-first-use';

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

/** An invoice row with the serial of the invoice a credit invoice reverses. */
const INVOICE = `i.*, (SELECT r.serial FROM invoices r WHERE r.id = i.reverses) AS reverses_serial
  FROM invoices i`;

/** Invoices and their lines: what each says of the pay orders it invoices (migration 015). */
export function invoiceRepository(db: Db) {
  const s = onFirstUse(db, {
    insert: () =>
      db.prepare(
        `INSERT INTO invoices (serial, member_id, title, tax_number, email, amount, pay_codes, created_at,
         kind, reverses)
       VALUES (@serial, @memberId, @title, @taxNumber, @email, @amount, @payCodes, @createdAt,
         @kind, @reverses)`,
      ),
    // A new invoice's lines: each pay order it names, for what is left of it after its refunds.
    insertLines: () =>
      db.prepare(
        `INSERT INTO invoice_lines (invoice_id, pay_order_id, amount)
       SELECT @invoiceId, p.id, p.cost - ${refundedSql('p.id')}
       FROM json_each(@payCodes) j JOIN pay_orders p ON p.pay_code = j.value`,
      ),
    insertLine: () =>
      db.prepare(
        `INSERT INTO invoice_lines (invoice_id, pay_order_id, amount)
       VALUES (@invoiceId, @payOrderId, @amount)`,
      ),
    list: () =>
      db.prepare(
        `SELECT ${INVOICE} WHERE i.member_id = @memberId
       ORDER BY i.created_at DESC, i.id DESC LIMIT @limit OFFSET @offset`,
      ),
    // The invoice (not voided) that invoiced this pay order, with what it and its credits say of it.
    lineOf: () =>
      db.prepare(
        `SELECT i.id AS invoice_id, i.created_at, l.amount,
         COALESCE((SELECT SUM(c.amount) FROM invoice_lines c JOIN invoices ci ON ci.id = c.invoice_id
                   WHERE ci.reverses = i.id AND c.pay_order_id = l.pay_order_id), 0) AS credited
       FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
       WHERE l.pay_order_id = @payOrderId AND i.kind = 'normal' AND i.voided_at IS NULL`,
      ),
    void: () =>
      db.prepare('UPDATE invoices SET voided_at = @at WHERE id = @id AND voided_at IS NULL'),
    linePayOrders: () =>
      db.prepare('SELECT pay_order_id FROM invoice_lines WHERE invoice_id = @id').pluck(),
    unmarkInvoiced: () => db.prepare('UPDATE pay_orders SET invoice = 0 WHERE id = @id'),
    unmarkOrdersInvoiced: () =>
      db.prepare(
        `UPDATE orders SET invoice = 0
       WHERE id IN (SELECT order_id FROM pay_order_items WHERE pay_order_id = @id)`,
      ),
    count: () => db.prepare('SELECT COUNT(*) FROM invoices WHERE member_id = @memberId').pluck(),
    ofMember: () =>
      db.prepare(`SELECT ${INVOICE} WHERE i.serial = @serial AND i.member_id = @memberId`),
    bySerial: () => db.prepare(`SELECT ${INVOICE} WHERE i.serial = @serial`),
    byId: () => db.prepare(`SELECT ${INVOICE} WHERE i.id = @id`),
  });
  return {
    /**
     * A normal invoice over the pay orders `payCodes` names (its lines: what is left of each after
     * refunds), or, with `credit`, a red-letter invoice reversing `credit.reverses` by
     * `credit.amount` of pay order `credit.payOrderId`.
     */
    insert: (
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
        s.insert.run({
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
    lineOf: (payOrderId: number) =>
      s.lineOf.get({ payOrderId }) as
        { invoice_id: number; created_at: number; amount: number; credited: number } | undefined,
    /** Voids a pending application: its pay orders (and their parking orders) may be invoiced again. */
    void: (id: number, at: number) => {
      if (s.void.run({ id, at }).changes !== 1) return false;
      for (const payOrderId of s.linePayOrders.all({ id }) as number[]) {
        s.unmarkInvoiced.run({ id: payOrderId });
        s.unmarkOrdersInvoiced.run({ id: payOrderId });
      }
      return true;
    },
    list: (memberId: number, limit: number, offset: number) =>
      s.list.all({ memberId, limit, offset }) as InvoiceRow[],
    count: (memberId: number) => s.count.get({ memberId }) as number,
    /** The member's invoice `serial`, none if it is another member's. */
    ofMember: (memberId: number, serial: string) =>
      s.ofMember.get({ memberId, serial }) as InvoiceRow | undefined,
    bySerial: (serial: string) => s.bySerial.get({ serial }) as InvoiceRow | undefined,
    byId: (id: number) => s.byId.get({ id }) as InvoiceRow | undefined,
  };
}
