import type { ShopOrderStatus, ShopVoucher } from '@dehong/api-spec';

/** The order list's tabs, in the order a member looks for them. */
export const ORDER_TABS = [
  { key: 'all', status: null },
  { key: 'unpaid', status: 0 },
  { key: 'paid', status: 1 },
  { key: 'done', status: 2 },
  { key: 'refunded', status: 3 },
  { key: 'closed', status: -1 },
] as const satisfies readonly { key: string; status: ShopOrderStatus | null }[];

export type OrderTabKey = (typeof ORDER_TABS)[number]['key'];

export const tabOf = (key: string | null) =>
  ORDER_TABS.find((tab) => tab.key === key) ?? ORDER_TABS[0];

/** The words of an order's status (the tab it is listed under). */
export const statusKey = (status: ShopOrderStatus): Exclude<OrderTabKey, 'all'> =>
  ORDER_TABS.find((tab) => tab.status === status)?.key as Exclude<OrderTabKey, 'all'>;

const VOUCHER_STATUS = ['unused', 'used', 'refunded', 'expired'] as const;
export const voucherStatusKey = (status: ShopVoucher['status']) => VOUCHER_STATUS[status];

/** Vouchers that can still be refunded (unused, or unused past their last day). */
export const refundable = (vouchers: readonly ShopVoucher[]) =>
  vouchers.filter((voucher) => voucher.status === 0 || voucher.status === 3);
