import type { Clock } from '../../clock';
import { notFound } from '../../http/errors';
import type { MemberRow } from '../../repositories/members/members';
import type { ShopOrderRow } from '../../repositories/shop/orders';
import type { Store } from '../../repositories/store';
import { PAY_HOLD_MS } from '../pay-orders/holds';

/** An unpaid shop order holds its stock as long as an unpaid pay order holds what it sells. */
export const SHOP_HOLD_MS = PAY_HOLD_MS;

/**
 * An unpaid shop order holds its units for SHOP_HOLD_MS; when the hold lapses (checked lazily by
 * every shop call and pay step) or the member cancels, it closes: the units go back to the stock
 * and its unpaid pay orders close.
 */
export function shopOrderHolds(store: Store, clock: Clock) {
  const { shop, shopOrders, payOrders } = store;

  function close(row: ShopOrderRow) {
    if (!shopOrders.close(row.id, clock.nowMs())) return;
    for (const item of shopOrders.items(row.id)) shop.returnStock(item.product_id, item.count);
    for (const pay of shopOrders.unpaidPayOrders(row.serial)) payOrders.cancel(pay.id);
  }

  /** Closes the unpaid orders whose hold lapsed: their units go back, their pay orders close. */
  function releaseLapsed() {
    const lapsed = shopOrders.lapsed(clock.nowMs());
    if (lapsed.length === 0) return;
    store.transaction(() => {
      for (const row of shopOrders.lapsed(clock.nowMs())) close(row);
    });
  }

  return {
    close,
    releaseLapsed,

    /** The member's shop order (another member's reads as none at all). */
    own(member: MemberRow, serial: string): ShopOrderRow {
      releaseLapsed();
      const row = shopOrders.bySerial(serial);
      if (!row || row.member_id !== member.id) throw notFound('shopOrder');
      return row;
    },
  };
}

export type ShopOrderHolds = ReturnType<typeof shopOrderHolds>;
