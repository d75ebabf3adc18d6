import type { Order } from '@dehong/api-spec';
import { OperatorText } from '@/components/operator-text';
import { useFormat } from '@/hooks/use-format';

/** An order's coupon deduction and its tag, the operator's word (e.g. a card's name). */
export function CouponAmount({ order }: { order: Pick<Order, 'coupon' | 'couponTag'> }) {
  const format = useFormat();
  return (
    <>
      {format.money(order.coupon)}
      {order.couponTag ? (
        <>
          {' ('}
          <OperatorText text={order.couponTag} />)
        </>
      ) : null}
    </>
  );
}
