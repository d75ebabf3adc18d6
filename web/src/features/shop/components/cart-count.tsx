import type { CartLine } from '@dehong/api-spec';
import Stepper from 'antd-mobile/es/components/stepper';
import { useChangeCartCount } from '../api/change-cart-count';

/** A cart line's count: each change is sent to the server, which may refuse it (stock, limit). */
export function CartCount({ line, label }: { line: CartLine; label: string }) {
  const change = useChangeCartCount();
  return (
    <div role="group" aria-label={label}>
      <Stepper
        min={1}
        max={Math.max(1, line.maxCount, line.count)}
        digits={0}
        value={line.count}
        disabled={change.isPending}
        onChange={(count) => {
          if (count !== line.count && count >= 1) change.mutate({ serial: line.serial, count });
        }}
      />
    </div>
  );
}
