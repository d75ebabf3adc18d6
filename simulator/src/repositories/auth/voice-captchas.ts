import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

export interface VoiceCaptchaRow {
  key: string;
  phone: string;
  code: string;
  sent_at: number;
  expires_at: number;
  failures: number;
  used_at: number | null;
}

/** The voice captchas called to phones (services/voice-captcha.ts). */
export function voiceCaptchaRepository(db: Db) {
  const s = onFirstUse(db, {
    insert: () =>
      db.prepare(
        `INSERT INTO voice_captchas (key, phone, code, sent_at, expires_at)
       VALUES (@key, @phone, @code, @sentAt, @expiresAt)`,
      ),
    lastCall: () =>
      db.prepare('SELECT max(sent_at) FROM voice_captchas WHERE phone = @phone').pluck(),
    byKey: () => db.prepare('SELECT * FROM voice_captchas WHERE key = @key'),
    fail: () => db.prepare('UPDATE voice_captchas SET failures = failures + 1 WHERE key = @key'),
    use: () =>
      db.prepare('UPDATE voice_captchas SET used_at = @at WHERE key = @key AND used_at IS NULL'),
    supersede: () =>
      db.prepare(
        'UPDATE voice_captchas SET used_at = @at WHERE phone = @phone AND used_at IS NULL',
      ),
    outbox: () =>
      db.prepare(
        `SELECT phone, code, sent_at FROM voice_captchas
       WHERE @phone IS NULL OR phone = @phone ORDER BY sent_at DESC LIMIT @limit`,
      ),
    prune: () => db.prepare('DELETE FROM voice_captchas WHERE sent_at <= @before'),
  });
  return {
    insert: (row: {
      key: string;
      phone: string;
      code: string;
      sentAt: number;
      expiresAt: number;
    }) => s.insert.run(row),
    /** When the phone was last called, or null. */
    lastCall: (phone: string) => s.lastCall.get({ phone }) as number | null,
    byKey: (key: string) => s.byKey.get({ key }) as VoiceCaptchaRow | undefined,
    fail: (key: string) => s.fail.run({ key }),
    /** Spends the captcha; false when it was spent already. */
    use: (key: string, at: number) => s.use.run({ key, at }).changes === 1,
    /** A new call replaces the phone's earlier codes. */
    supersede: (phone: string, at: number) => s.supersede.run({ phone, at }),
    outbox: (phone: string | null, limit: number) =>
      s.outbox.all({ phone, limit }) as { phone: string; code: string; sent_at: number }[],
    prune: (before: number) => s.prune.run({ before }),
  };
}
