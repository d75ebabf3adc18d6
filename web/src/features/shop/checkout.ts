import type { CartLine, Product, ShopOrderDraft } from '@dehong/api-spec';

type StoreBrief = Product['stores'][number];

/** What is being bought: a product now, or the member's cart lines. */
export type CheckoutSource =
  { kind: 'buyNow'; product: string; count: number } | { kind: 'cart'; lines: string[] };

/** One row of what is being bought, as the confirm screen shows it. */
export interface CheckoutItem {
  product: Product;
  count: number;
}

/** A checkout filled in on /shop/pay/confirm, carried to /shop/pay/form/index when it needs a time. */
export interface Checkout {
  source: CheckoutSource;
  items: CheckoutItem[];
  plate: string;
  phone: string;
  store: StoreBrief;
}

export const itemsOfCart = (lines: readonly CartLine[]): CheckoutItem[] =>
  lines.map((line) => ({ product: line.product, count: line.count }));

export const checkoutTotal = (items: readonly CheckoutItem[]): number =>
  items.reduce((sum, item) => sum + item.product.price * item.count, 0);

/** The stores that redeem every product bought (one order, one store). */
export function commonStores(items: readonly CheckoutItem[]): StoreBrief[] {
  const [first, ...rest] = items;
  if (!first) return [];
  return first.product.stores.filter((store) =>
    rest.every((item) => item.product.stores.some((other) => other.serial === store.serial)),
  );
}

export const needsAppointment = (items: readonly CheckoutItem[]): boolean =>
  items.some((item) => item.product.appointment);

/** A mainland mobile number, as the store calls it. */
export const isMobile = (phone: string): boolean => /^1\d{10}$/.test(phone);

export type CheckoutProblem = 'plateRequired' | 'phoneRequired' | 'storeRequired';

export function checkoutProblem(fields: {
  plate: string;
  phone: string;
  store: StoreBrief | null;
}): CheckoutProblem | null {
  if (!fields.plate) return 'plateRequired';
  if (!isMobile(fields.phone)) return 'phoneRequired';
  if (!fields.store) return 'storeRequired';
  return null;
}

/** The order the server is asked to place for a checkout (and its appointment, if any). */
export function orderDraft(
  checkout: Checkout,
  appointment?: { date: string; slot: string },
): ShopOrderDraft {
  const source =
    checkout.source.kind === 'cart'
      ? { lines: checkout.source.lines }
      : { product: checkout.source.product, count: checkout.source.count };
  return {
    ...source,
    plate: checkout.plate,
    phone: checkout.phone,
    store: checkout.store.serial,
    ...(appointment
      ? { appointmentDate: appointment.date, appointmentSlot: appointment.slot }
      : {}),
  };
}
