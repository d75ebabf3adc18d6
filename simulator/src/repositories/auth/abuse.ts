import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

/**
 * The books of the abuse limits: SMS sends per client and in total, the phones that must pass
 * the picture captcha, and the pruning that keeps one-time keys, captchas and anonymous logs from
 * growing without bound.
 */
const trimTo = (max: number) => Math.floor(max * 0.9);

export function abuseRepository(db: Db) {
  const s = onFirstUse(db, {
    recordSend: () =>
      db.prepare(
        'INSERT INTO sms_sends (client, phone, sent_at) VALUES (@client, @phone, @sentAt)',
      ),
    sendsByClient: () =>
      db
        .prepare('SELECT count(*) FROM sms_sends WHERE client = @client AND sent_at > @since')
        .pluck(),
    oldestSendByClient: () =>
      db
        .prepare(
          'SELECT min(sent_at) FROM (SELECT sent_at FROM sms_sends WHERE client = @client AND sent_at > @since)',
        )
        .pluck(),
    sendsInTotal: () => db.prepare('SELECT count(*) FROM sms_sends WHERE sent_at > @since').pluck(),
    oldestSendInTotal: () =>
      db.prepare('SELECT min(sent_at) FROM sms_sends WHERE sent_at > @since').pluck(),
    pruneSends: () => db.prepare('DELETE FROM sms_sends WHERE sent_at <= @before'),
    pruneSmsCodes: () => db.prepare('DELETE FROM sms_codes WHERE sent_at <= @before'),
    captchaRequired: () =>
      db.prepare('SELECT captcha_required FROM sms_guards WHERE phone = @phone').pluck(),
    requireCaptcha: () =>
      db.prepare(
        `INSERT INTO sms_guards (phone, failures, locked_until, captcha_required)
       VALUES (@phone, 0, NULL, 1)
       ON CONFLICT (phone) DO UPDATE SET failures = 0, locked_until = NULL, captcha_required = 1`,
      ),
    resetGuard: () =>
      db.prepare(
        'UPDATE sms_guards SET failures = 0, locked_until = NULL, captcha_required = 0 WHERE phone = @phone',
      ),
    spendCaptcha: () =>
      db.prepare('DELETE FROM captchas WHERE key = @key RETURNING text, expires_at'),
    pruneLoginKeys: () => db.prepare('DELETE FROM login_keys WHERE expires_at <= @now'),
    pruneSpentLoginKeys: () => db.prepare('DELETE FROM login_keys WHERE used_at IS NOT NULL'),
    countLoginKeys: () => db.prepare('SELECT count(*) FROM login_keys').pluck(),
    capLoginKeys: () =>
      db.prepare(
        `DELETE FROM login_keys WHERE rowid IN
         (SELECT rowid FROM login_keys ORDER BY expires_at DESC LIMIT -1 OFFSET @keep)`,
      ),
    pruneCaptchas: () => db.prepare('DELETE FROM captchas WHERE expires_at <= @now'),
    countCaptchas: () => db.prepare('SELECT count(*) FROM captchas').pluck(),
    capCaptchas: () =>
      db.prepare(
        `DELETE FROM captchas WHERE rowid IN
         (SELECT rowid FROM captchas ORDER BY expires_at DESC LIMIT -1 OFFSET @keep)`,
      ),
    // Spent codes go when they expire (5 minutes): an OR on used_at would scan the table.
    pruneChatCodes: () => db.prepare('DELETE FROM chat_codes WHERE expires_at <= @now'),
    // By rowid: the newest `keep` ids stay (ids only grow here), without walking the table.
    capActionLogs: () =>
      db.prepare('DELETE FROM action_logs WHERE id <= (SELECT max(id) FROM action_logs) - @keep'),
  });
  return {
    recordSend: (client: string, phone: string, sentAt: number) =>
      s.recordSend.run({ client, phone, sentAt }),
    /** Sends by `client` after `since`, and when the oldest of them was. */
    sendsByClient: (client: string, since: number) => ({
      count: s.sendsByClient.get({ client, since }) as number,
      oldest: s.oldestSendByClient.get({ client, since }) as number | null,
    }),
    sendsInTotal: (since: number) => ({
      count: s.sendsInTotal.get({ since }) as number,
      oldest: s.oldestSendInTotal.get({ since }) as number | null,
    }),
    /** Forgets sends counted at or before `before`. */
    pruneSends: (before: number) => s.pruneSends.run({ before }),
    /** Forgets SMS codes sent at or before `before` (the admin outbox keeps a day). */
    pruneSmsCodes: (before: number) => s.pruneSmsCodes.run({ before }),
    captchaRequired: (phone: string) => s.captchaRequired.get({ phone }) === 1,
    requireCaptcha: (phone: string) => s.requireCaptcha.run({ phone }),
    resetGuard: (phone: string) => s.resetGuard.run({ phone }),
    /** Takes the captcha out whatever the answer (one try each); its text while it was valid. */
    spendCaptcha: (key: string, now: number): string | null => {
      const row = s.spendCaptcha.get({ key }) as { text: string; expires_at: number } | undefined;
      return row && row.expires_at > now ? row.text : null;
    },
    /**
     * Makes room for one more login key: expired ones go (an index range); at `max` the spent ones
     * and then the oldest go, down to nine tenths of it (a flood pays for that once per max/10
     * keys, not on every key).
     */
    pruneLoginKeys: (now: number, max: number) => {
      s.pruneLoginKeys.run({ now });
      if ((s.countLoginKeys.get() as number) < max) return;
      s.pruneSpentLoginKeys.run();
      s.capLoginKeys.run({ keep: trimTo(max) });
    },
    /** The same for captchas before a new one is drawn. */
    pruneCaptchas: (now: number, max: number) => {
      s.pruneCaptchas.run({ now });
      if ((s.countCaptchas.get() as number) >= max) s.capCaptchas.run({ keep: trimTo(max) });
    },
    pruneChatCodes: (now: number) => s.pruneChatCodes.run({ now }),
    capActionLogs: (keep: number) => s.capActionLogs.run({ keep }),
  };
}

export type AbuseRepository = ReturnType<typeof abuseRepository>;
