import type { Schemas } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import { localized } from '../../i18n/catalogue';
import type { Language } from '../../i18n/messages';
import type { ShopOrderRow, VoucherRow } from '../../repositories/shop/orders';
import type { Store } from '../../repositories/store';
import { apiTime, apiTimeOrNull } from '../../util/format';
import { storeView } from './views';

export type ShopOrder = Schemas['ShopOrder'];

/** A shop order as the member sees it: its status follows its vouchers once it is paid. */
export function shopOrderViews(store: Store, clock: Clock) {
  const { shop, shopOrders } = store;

  /** An unused voucher past its last day shows as expired (3). */
  function voucherStatus(row: VoucherRow): Schemas['ShopVoucherStatus'] {
    if (row.status === 0 && row.valid_until < clock.today()) return 3;
    return row.status as 0 | 1 | 2;
  }

  function seenStatus(row: ShopOrderRow, vouchers: VoucherRow[]): Schemas['ShopOrderStatus'] {
    if (row.status !== 1) return row.status as 0 | -1;
    const statuses = vouchers.map(voucherStatus);
    if (statuses.includes(0)) return 1;
    if (statuses.every((status) => status === 2)) return 3;
    return 2;
  }

  /** A bought product's name in the reader's language (the order keeps the Chinese one it sold). */
  function productName(serial: string, asSold: string, language: Language): string {
    if (language === 'zh') return asSold;
    return localized(language, asSold, shop.product(serial)?.name_en);
  }

  function storeName(name: string | null, language: Language): string | null {
    if (name === null || language === 'zh') return name;
    const row = shop.stores({ area: null, product: null }).find((each) => each.name === name);
    return localized(language, name, row?.name_en);
  }

  function view(row: ShopOrderRow, language: Language = 'zh'): ShopOrder {
    const vouchers = shopOrders.vouchers(row.id);
    const paid = row.pay_order_id === null ? undefined : shopOrders.payOrder(row.pay_order_id);
    return {
      serial: row.serial,
      status: seenStatus(row, vouchers),
      items: shopOrders.items(row.id).map((item) => ({
        product: item.product_serial,
        name: productName(item.product_serial, item.name, language),
        cover: item.cover,
        price: item.price,
        count: item.count,
        appointment: item.appointment === 1,
      })),
      total: row.total,
      plate: row.plate,
      phone: row.phone,
      store: storeView(shop.storeById(row.store_id)!, null, language),
      appointmentDate: row.appointment_date,
      appointmentSlot: row.appointment_slot,
      remark: row.remark,
      createTime: apiTime(row.created_at),
      holdUntil: row.status === 0 ? apiTime(row.hold_until) : null,
      payCode: paid?.pay_code ?? shopOrders.latestPayCode(row.serial) ?? null,
      payTime: apiTimeOrNull(row.paid_at),
      paytype: (paid?.paytype ?? null) as ShopOrder['paytype'],
      refund: row.refund,
      vouchers: vouchers.map((voucher) => ({
        code: voucher.code,
        product: voucher.product_serial,
        productName: productName(voucher.product_serial, voucher.product_name, language),
        status: voucherStatus(voucher),
        validUntil: voucher.valid_until,
        redeemTime: apiTimeOrNull(voucher.redeemed_at),
        redeemStore: storeName(voucher.redeem_store_name, language),
        refundTime: apiTimeOrNull(voucher.refunded_at),
      })),
    };
  }

  return { view, voucherStatus };
}

export type ShopOrderViews = ReturnType<typeof shopOrderViews>;
