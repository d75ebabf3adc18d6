import type { CartLine } from '@dehong/api-spec';
import { PlainStepper } from '@/components/plain-stepper';
import { useChangeCartCount } from '../api/change-cart-count';

/** A cart line's count: each change is sent to the server, which may refuse it (stock, limit). */
export function CartCount({ line, label }: { line: CartLine; label: string }) {
  const change = useChangeCartCount();
  return (
    <PlainStepper
      min={1}
      max={Math.max(1, line.maxCount, line.count)}
      value={line.count}
      label={label}
      disabled={change.isPending}
      onChange={(count) => change.mutate({ serial: line.serial, count })}
    />
  );
}
