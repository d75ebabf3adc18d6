import { HOUR_MS, SECOND_MS } from '@dehong/api-spec/domain';
import type { Clock } from '../../clock';
import { fail } from '../../http/errors';
import { abuseRepository } from '../../repositories/auth/abuse';
import type { Store } from '../../repositories/store';
import { voiceCaptchaRepository } from '../../repositories/auth/voice-captchas';
import { randomKey, smsCode } from '../../util/random';
import { checkSmsSendLimits } from './sms-send-limits';
import {
  SMS_CODE_TTL_MS,
  SMS_MAX_FAILURES,
  SMS_OUTBOX_MS,
  SMS_RESEND_MS,
  type VoiceCaptchaCheck,
} from './sso';

/**
 * The picture captcha's alternative for another sense (语音验证码): a voice call to the phone
 * speaks a code, and that code answers the captcha the phone's next SMS code waits for. It is
 * offered where the picture is (after wrong codes spent the phone's last one) and keeps the SMS
 * code's rules: one call a minute per phone, counted with the SMS sends in the per-client and
 * total limits, valid 5 minutes, spent by 5 wrong tries or a newer call, and answering for its own
 * phone only, so a caller who cannot hear that phone gains nothing. The simulator has no
 * telephone: the call is written to the console's outbox, marked voice.
 */
export function voiceCaptchaService(store: Store, clock: Clock) {
  const voice = voiceCaptchaRepository(store.db);
  const limits = abuseRepository(store.db);

  const answers: VoiceCaptchaCheck = (key, phone, text, now) => {
    const row = voice.byKey(key);
    if (!row || row.phone !== phone || row.used_at !== null || row.expires_at <= now) return false;
    if (row.code === text) return voice.use(key, now);
    store.transaction(() => {
      voice.fail(key);
      if (row.failures + 1 >= SMS_MAX_FAILURES) voice.use(key, now);
    });
    return false;
  };

  return {
    /** Calls `phone` (asked by `client`, its IP address) to speak a code; refused as SMS sends are. */
    call(phone: string, client: string) {
      const now = clock.nowMs();
      if (!limits.captchaRequired(phone)) throw fail('voiceCaptchaNotNeeded');
      const last = voice.lastCall(phone);
      if (last !== null && now - last < SMS_RESEND_MS) {
        throw fail('smsTooFrequent', {
          seconds: Math.ceil((last + SMS_RESEND_MS - now) / SECOND_MS),
        });
      }
      checkSmsSendLimits(limits, client, now);
      const captchaKey = randomKey();
      store.transaction(() => {
        voice.supersede(phone, now);
        voice.insert({
          key: captchaKey,
          phone,
          code: smsCode(),
          sentAt: now,
          expiresAt: now + SMS_CODE_TTL_MS,
        });
        limits.recordSend(client, phone, now);
        limits.pruneSends(now - HOUR_MS);
        voice.prune(now - SMS_OUTBOX_MS);
      });
      return {
        captchaKey,
        resendIn: SMS_RESEND_MS / SECOND_MS,
        expiresIn: SMS_CODE_TTL_MS / SECOND_MS,
      };
    },

    answers,

    /** The console's outbox: the codes spoken, newest first. */
    outbox: (phone: string | null, limit = 50) => voice.outbox(phone, limit),
  };
}

export type VoiceCaptchaService = ReturnType<typeof voiceCaptchaService>;
