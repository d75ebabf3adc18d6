import { MINUTE_MS } from '@dehong/api-spec/domain';
import type { Schemas } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import { badRequest, fail, notFound } from '../../http/errors';
import type { MemberRow } from '../../repositories/members';
import type { InvoiceRow, PayOrderRow } from '../../repositories/pay-orders';
import type { Store } from '../../repositories/store';
import { apiTime, pageOf, paging, parseJsonArray, type PageQuery } from '../../util/format';
import { signMediaPath } from '../media-links';

/** An invoice is issued (status 1, with its PDF) this long after it was asked for. */
export const INVOICE_ISSUE_MS = 2 * MINUTE_MS;

/**
 * Invoices over paid pay orders of any kind, each pay order (and the parking orders it paid)
 * invoiced once; the PDF is issued INVOICE_ISSUE_MS later.
 */
export function payOrderInvoices(store: Store, clock: Clock) {
  const { payOrders, orders } = store;

  function invoiceOf(row: InvoiceRow, origin = ''): Schemas['Invoice'] {
    const issued = clock.nowMs() >= row.created_at + INVOICE_ISSUE_MS;
    return {
      serial: row.serial,
      title: row.title,
      ...(row.tax_number ? { taxNumber: row.tax_number } : {}),
      ...(row.email ? { email: row.email } : {}),
      amount: row.amount,
      payCodes: parseJsonArray(row.pay_codes),
      status: issued ? 1 : 0,
      // The PDF is private: a signed link that works for MEDIA_LINK_SECONDS (services/media-links.ts).
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
      const rows = codes.map((code) => payOrders.byCode(code));
      if (
        rows.some(
          (row) => !row || row.member_id !== member.id || row.status !== 1 || row.invoice === 1,
        )
      ) {
        throw fail('notInvoiceable');
      }
      const paid = rows as PayOrderRow[];
      const id = store.transaction(() => {
        for (const row of paid) {
          payOrders.markInvoiced(row.id);
          for (const orderId of payOrders.itemIds(row.id)) orders.markInvoiced(orderId);
        }
        return payOrders.insertInvoice({
          serial: null,
          memberId: member.id,
          title: request.title.trim(),
          taxNumber: request.taxNumber ?? null,
          email: request.email ?? null,
          amount: paid.reduce((sum, row) => sum + row.cost, 0),
          payCodes: JSON.stringify(codes),
          createdAt: clock.nowMs(),
        });
      });
      return invoiceOf(payOrders.invoiceById(id)!, origin);
    },

    invoices(member: MemberRow, query: PageQuery, origin: string) {
      const page = paging(query);
      return pageOf(
        payOrders.invoices(member.id, page.limit, page.offset).map((row) => invoiceOf(row, origin)),
        payOrders.countInvoices(member.id),
        page,
      );
    },

    invoice(member: MemberRow, serial: string, origin: string) {
      const row = payOrders.invoice(member.id, serial);
      if (!row) throw notFound('invoice');
      return invoiceOf(row, origin);
    },

    invoiceForDownload: (serial: string) => payOrders.invoiceBySerial(serial),
  };
}
