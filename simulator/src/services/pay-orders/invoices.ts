import { MINUTE_MS } from '@dehong/api-spec/domain';
import type { Schemas } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import { badRequest, fail, notFound } from '../../http/errors';
import type { MemberRow } from '../../repositories/members/members';
import type { InvoiceRow } from '../../repositories/pay-orders/invoices';
import type { PayOrderRow } from '../../repositories/pay-orders/pay-orders';
import type { Store } from '../../repositories/store';
import { apiTime, pageOf, paging, parseJsonArray, type PageQuery } from '../../util/format';
import { signMediaPath } from '../media/links';

/** An invoice is issued (status 1, with its PDF) this long after it was asked for. */
export const INVOICE_ISSUE_MS = 2 * MINUTE_MS;

const isIssued = (row: { created_at: number }, now: number) =>
  now >= row.created_at + INVOICE_ISSUE_MS;

/**
 * Invoices over paid pay orders of any kind, each pay order (and the parking orders it paid)
 * invoiced once, for what is left of it after its refunds; the PDF is issued INVOICE_ISSUE_MS
 * later. Invoices follow the money: when money of an invoiced pay order is given back (by any path:
 * `followRefund`), an application still being issued is voided (its pay orders may be invoiced
 * again), and an issued invoice gets a red-letter (credit) invoice for the amount given back, as
 * Chinese e-invoicing does. So, per invoiced pay order, invoiced - credited = paid - refunded
 * (`auditInvoices` in db/money-audit.ts).
 */
export function payOrderInvoices(store: Store, clock: Clock) {
  const { payOrders, invoices, orders } = store;

  function invoiceOf(row: InvoiceRow, origin = ''): Schemas['Invoice'] {
    const issued = row.voided_at === null && isIssued(row, clock.nowMs());
    return {
      serial: row.serial,
      title: row.title,
      ...(row.tax_number ? { taxNumber: row.tax_number } : {}),
      ...(row.email ? { email: row.email } : {}),
      amount: row.amount,
      payCodes: parseJsonArray(row.pay_codes),
      status: row.voided_at !== null ? -1 : issued ? 1 : 0,
      kind: row.kind,
      ...(row.reverses_serial ? { reverses: row.reverses_serial } : {}),
      ...(row.voided_at !== null ? { voidTime: apiTime(row.voided_at) } : {}),
      // The PDF is private: a signed link that works for MEDIA_LINK_SECONDS (media/links.ts).
      ...(issued
        ? { url: origin + signMediaPath(`/media/invoice/${row.serial}.pdf`, clock.nowMs()) }
        : {}),
      createTime: apiTime(row.created_at),
    };
  }

  return {
    applyInvoice(
      member: MemberRow,
      request: { payCodes: string; title: string; taxNumber?: string; email?: string },
      origin: string,
    ): Schemas['Invoice'] {
      const codes = [
        ...new Set(
          request.payCodes
            .split(',')
            .map((code) => code.trim())
            .filter(Boolean),
        ),
      ];
      if (codes.length === 0) throw badRequest('payCodes must name at least one pay order');
      const id = store.transaction(() => {
        const rows = codes.map((code) => payOrders.byCode(code));
        // Only what is still paid for may be invoiced: nothing wholly given back.
        if (
          rows.some(
            (row) =>
              !row ||
              row.member_id !== member.id ||
              row.status !== 1 ||
              row.invoice === 1 ||
              row.cost - payOrders.refunded(row.id) <= 0,
          )
        ) {
          throw fail('notInvoiceable');
        }
        const paid = rows as PayOrderRow[];
        for (const row of paid) {
          payOrders.markInvoiced(row.id);
          for (const orderId of payOrders.itemIds(row.id)) orders.markInvoiced(orderId);
        }
        return invoices.insert({
          serial: null,
          memberId: member.id,
          title: request.title.trim(),
          taxNumber: request.taxNumber ?? null,
          email: request.email ?? null,
          amount: paid.reduce((sum, row) => sum + row.cost - payOrders.refunded(row.id), 0),
          payCodes: JSON.stringify(codes),
          createdAt: clock.nowMs(),
        });
      });
      return invoiceOf(invoices.byId(id)!, origin);
    },

    /**
     * Inside a refund's transaction, once the refund is recorded: the pay order's invoice follows.
     * Being issued: the application is voided. Issued: a credit invoice for what was given back
     * (at most what the invoice still says of the pay order). Not invoiced: nothing.
     */
    followRefund(payOrderId: number, amount: number) {
      const line = invoices.lineOf(payOrderId);
      if (!line) return;
      const now = clock.nowMs();
      if (!isIssued(line, now)) {
        invoices.void(line.invoice_id, now);
        return;
      }
      const credit = Math.min(amount, line.amount - line.credited);
      if (credit <= 0) return;
      const original = invoices.byId(line.invoice_id)!;
      const payOrder = payOrders.byId(payOrderId)!;
      invoices.insert(
        {
          serial: null,
          memberId: original.member_id,
          title: original.title,
          taxNumber: original.tax_number,
          email: original.email,
          amount: credit,
          payCodes: JSON.stringify([payOrder.pay_code]),
          createdAt: now,
        },
        { reverses: original.id, payOrderId },
      );
    },

    invoices(member: MemberRow, query: PageQuery, origin: string) {
      const page = paging(query);
      return pageOf(
        invoices.list(member.id, page.limit, page.offset).map((row) => invoiceOf(row, origin)),
        invoices.count(member.id),
        page,
      );
    },

    invoice(member: MemberRow, serial: string, origin: string) {
      const row = invoices.ofMember(member.id, serial);
      if (!row) throw notFound('invoice');
      return invoiceOf(row, origin);
    },

    /** The PDF of an invoice that was issued (a voided application has none). */
    invoiceForDownload(serial: string) {
      const row = invoices.bySerial(serial);
      return row && row.voided_at === null ? row : undefined;
    },
  };
}

export type PayOrderInvoices = ReturnType<typeof payOrderInvoices>;
