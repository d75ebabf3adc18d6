import { HOUR_MS, MINUTE_MS } from '@dehong/api-spec/domain';
import { fail } from '../../http/errors';
import type { abuseRepository } from '../../repositories/auth/abuse';

/**
 * Codes one client (IP address) may have sent, and all clients together, per window: beyond them
 * the send is refused with the time to wait. Counted over the last minute and the last hour, SMS
 * codes and voice captchas alike (both reach a phone).
 */
export const SMS_LIMITS = {
  client: [
    { windowMs: MINUTE_MS, max: 5 },
    { windowMs: HOUR_MS, max: 20 },
  ],
  total: [
    { windowMs: MINUTE_MS, max: 30 },
    { windowMs: HOUR_MS, max: 300 },
  ],
} as const;

/** The wait (whole minutes, at least 1) until the oldest send in a full window leaves it. */
const minutesUntil = (oldest: number | null, windowMs: number, now: number) =>
  Math.max(1, Math.ceil(((oldest ?? now) + windowMs - now) / MINUTE_MS));

/** Refuses a send by `client` at `now` beyond SMS_LIMITS (business failures, changing nothing). */
export function checkSmsSendLimits(
  limits: ReturnType<typeof abuseRepository>,
  client: string,
  now: number,
): void {
  for (const { windowMs, max } of SMS_LIMITS.client) {
    const { count, oldest } = limits.sendsByClient(client, now - windowMs);
    if (count >= max) {
      throw fail('smsClientLimit', { minutes: minutesUntil(oldest, windowMs, now) });
    }
  }
  for (const { windowMs, max } of SMS_LIMITS.total) {
    const { count, oldest } = limits.sendsInTotal(now - windowMs);
    if (count >= max) {
      throw fail('smsServiceBusy', { minutes: minutesUntil(oldest, windowMs, now) });
    }
  }
}
