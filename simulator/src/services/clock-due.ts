import type { Clock } from '../clock';
import type { Store } from '../repositories/store';

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
  const anything = store.db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM leave_stays WHERE resolved_at IS NULL)
           OR EXISTS (SELECT 1 FROM clock_work WHERE done_at IS NULL AND due_at <= @now)`,
    )
    .pluck();
  return () => {
    if (anything.get({ now: clock.nowMs() }) !== 1) return;
    work.resumeDue();
    work.applyDue();
  };
}
