import { vi } from 'vitest';
import type { RunningSimulator } from '../../src/index';

/**
 * Waits until the fake bank has delivered every notification it held back (`notifyDelayMs`): no
 * bank payment is still `received`. Polls the database instead of sleeping a fixed time, which a
 * busy machine can outlast; gives up after `timeoutMs` (the delays tests ask for are milliseconds).
 */
export async function heldNotificationsDelivered(sim: RunningSimulator, timeoutMs = 10_000) {
  const waiting = sim.db
    .prepare("SELECT COUNT(*) FROM bank_payments WHERE status = 'received'")
    .pluck();
  await vi.waitFor(
    () => {
      const left = waiting.get() as number;
      if (left > 0) throw new Error(`${left} bank notification(s) not delivered yet`);
    },
    { timeout: timeoutMs, interval: 5 },
  );
}
