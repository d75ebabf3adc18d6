import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

/** What the member states change that no member service would. */
export function memberSeedRepository(db: Db) {
  const s = onFirstUse(db, {
    ageSmsCodes: () =>
      db.prepare('UPDATE sms_codes SET sent_at = MIN(sent_at, @sentBefore) WHERE phone = @phone'),
    dropCoupon: () => db.prepare('DELETE FROM coupons WHERE serial = @serial'),
    phoneTaken: () => db.prepare('SELECT 1 FROM members WHERE phone = @phone'),
    setUploadToken: () => db.prepare('UPDATE uploads SET token = @token WHERE id = @id'),
  });
  return {
    /** Every code sent to the phone counts as sent at `sentBefore` at the latest. */
    ageSmsCodes: (phone: string, sentBefore: number) => s.ageSmsCodes.run({ phone, sentBefore }),
    dropCoupon: (serial: string) => s.dropCoupon.run({ serial }),
    phoneTaken: (phone: string) => s.phoneTaken.get({ phone }) !== undefined,
    setUploadToken: (id: number, token: string) => s.setUploadToken.run({ id, token }),
  };
}
