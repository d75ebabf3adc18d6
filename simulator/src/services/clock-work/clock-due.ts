import type { Clock } from '../../clock';
import { clockDueRepository } from '../../repositories/clock-work/clock-due';
import type { Store } from '../../repositories/store';

/**
 * The simulator's clock-driven changes, applied lazily before every request: cars the console
 * keeps at their space after leave now park again once their grace minute has passed
 * (`resumeDue`), and dispute decisions the console scheduled arrive once their time has come
 * (`applyDue`). Almost always there is nothing to do, so one statement asks whether there is any
 * before either runs its own (two statements, and a sort, on every request otherwise).
 */
export function clockDue(
  store: Store,
  clock: Clock,
  work: { resumeDue(): unknown; applyDue(): unknown },
): () => void {
  const due = clockDueRepository(store.db);
  return () => {
    if (!due.anythingDue(clock.nowMs())) return;
    work.resumeDue();
    work.applyDue();
  };
}
