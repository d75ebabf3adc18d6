import { isApiError } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import { FIXTURES, type RunningSimulator } from '../../src/index';
import { admin, http, newApi, startTestSimulator, type Envelope } from '../support/simulator';
import { dbDigest } from '../support/db-digest';

const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;

/** The code of a refusal, or 0 when the call went through. */
const codeOf = (call: Promise<unknown>) =>
  call.then(
    () => 0,
    (error: unknown) => (isApiError(error, 'business') ? error.code : -1),
  );

/** Five wrong codes spend `phone`'s code: its next code needs a captcha (then a minute passes). */
async function burnCode(sim: RunningSimulator, phone: string) {
  const api = newApi(sim);
  await api.sendSms(phone);
  for (let attempt = 0; attempt < 5; attempt++) {
    const { key } = await api.getLoginKey();
    await api.loginWithSms({ phone, smsCode: 'x' }, key).catch(() => undefined);
  }
  await admin(sim).advance(1);
}

const sendWith = (sim: RunningSimulator, phone: string, captchaKey: string, captcha: string) =>
  codeOf(newApi(sim).sendSms(phone, { captchaKey, captcha }));

describe(
  'the voice captcha: a code spoken by a voice call instead of the picture',
  { timeout: 60_000 },
  () => {
    it('passes the captcha of the phone it called: the outbox shows the call as voice, the SMS code then signs in', async () => {
      const sim = await startTestSimulator();
      await burnCode(sim, A);
      const owner = newApi(sim);

      const call = await owner.callVoiceCaptcha(A);
      expect(call).toMatchObject({ resendIn: 60, expiresIn: 300 });
      const [latest] = await admin(sim).outbox(A);
      expect(latest).toMatchObject({ phone: A, kind: 'voice' });
      expect(await sendWith(sim, A, call.captchaKey, await admin(sim).latestVoiceCode(A))).toBe(0);

      const { key } = await owner.getLoginKey();
      const user = await owner.loginWithSms(
        { phone: A, smsCode: await admin(sim).latestSmsCode(A) },
        key,
      );
      expect(user.principal.phone).toBe(A);
    });

    it('calls no phone that needs no captcha (1017), and writes nothing', async () => {
      const sim = await startTestSimulator();
      const before = dbDigest(sim.db);
      expect(await codeOf(newApi(sim).callVoiceCaptcha(A))).toBe(1017);
      expect(dbDigest(sim.db)).toBe(before);
    });

    it("answers for its own phone only: A's call does not pass B's captcha", async () => {
      const sim = await startTestSimulator();
      await burnCode(sim, A);
      await burnCode(sim, B);
      const call = await newApi(sim).callVoiceCaptcha(A);
      const spoken = await admin(sim).latestVoiceCode(A);

      expect(await sendWith(sim, B, call.captchaKey, spoken)).toBe(1014);
      expect(await admin(sim).smsCodes(B)).toHaveLength(1);
      // Not spent by the other phone's try: A still passes with it.
      expect(await sendWith(sim, A, call.captchaKey, spoken)).toBe(0);
    });

    it('keeps the SMS rules: one call a minute, valid 5 minutes, spent by 5 wrong tries, by use, by a newer call', async () => {
      const sim = await startTestSimulator();
      await burnCode(sim, A);
      const api = newApi(sim);

      const first = await api.callVoiceCaptcha(A);
      expect(await codeOf(api.callVoiceCaptcha(A))).toBe(1005);
      const firstCode = await admin(sim).latestVoiceCode(A);

      // A newer call a minute later: the first code no longer answers.
      await admin(sim).advance(1);
      const second = await api.callVoiceCaptcha(A);
      expect(await sendWith(sim, A, first.captchaKey, firstCode)).toBe(1014);

      // Five wrong tries spend the second: then even its right code fails.
      const secondCode = await admin(sim).latestVoiceCode(A);
      const wrong = secondCode === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(await sendWith(sim, A, second.captchaKey, wrong)).toBe(1014);
      }
      expect(await sendWith(sim, A, second.captchaKey, secondCode)).toBe(1014);

      // A third, 6 minutes later: expired.
      await admin(sim).advance(1);
      const third = await api.callVoiceCaptcha(A);
      const thirdCode = await admin(sim).latestVoiceCode(A);
      await admin(sim).advance(6);
      expect(await sendWith(sim, A, third.captchaKey, thirdCode)).toBe(1014);

      // A fourth, answered at once: passes once, and not twice.
      const fourth = await api.callVoiceCaptcha(A);
      const fourthCode = await admin(sim).latestVoiceCode(A);
      expect(await sendWith(sim, A, fourth.captchaKey, fourthCode)).toBe(0);
      await admin(sim).advance(1);
      await burnCode(sim, A);
      expect(await sendWith(sim, A, fourth.captchaKey, fourthCode)).toBe(1014);
    });

    it("counts with the SMS sends: one client's sixth code in a minute, by SMS or by voice, is refused", async () => {
      const sim = await startTestSimulator();
      await burnCode(sim, A);
      const api = newApi(sim);
      // The burn sent one SMS a minute ago; four more SMS codes to other phones this minute.
      for (let n = 0; n < 4; n++) await api.sendSms(`1370000000${n}`);
      expect(await codeOf(api.callVoiceCaptcha(A))).toBe(0);
      expect(await codeOf(api.callVoiceCaptcha(B))).toBe(1017);
      expect(await codeOf(api.sendSms('13700000009'))).toBe(1015);
    });

    it('refuses a phone that is not one (HTTP 400)', async () => {
      const sim = await startTestSimulator();
      const refused = await http(sim).form<Envelope>('/sso/v1/api/captcha/voice', { phone: '12' });
      expect(refused.status).toBe(400);
    });
  },
);
