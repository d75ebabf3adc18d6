import { describe, expect, it } from 'vitest';
import { decryptLogin } from '@dehong/api-spec/login-crypto-node';
import { JS_LOGIN, LOGIN_KEY, PHONE, SMS_CODE, WRONG_SMS_CODE } from '../../src/examples';
import { readPacts } from '../../src/pact-files';
import { STATES } from '../../src/provider-states';

const ssoPact = readPacts().find(({ service }) => service === 'sso')?.pact;

/**
 * `js_login` is random per call, so the pact matches it by pattern; its recorded example is what a
 * provider decrypts on verification. The examples must open under the key the login-key state
 * issues, or the verification would test a garbled login.
 */
describe('the recorded js_login examples', () => {
  it('open under the login key of the state, to the phone and the SMS code of the state', () => {
    expect(decryptLogin(JS_LOGIN.rightCode, LOGIN_KEY)).toEqual({
      phone: PHONE,
      smsCode: SMS_CODE,
    });
  });

  it('open, for the wrong-code login, to a code other than the one sent', () => {
    expect(decryptLogin(JS_LOGIN.wrongCode, LOGIN_KEY)).toEqual({
      phone: PHONE,
      smsCode: WRONG_SMS_CODE,
    });
  });

  it('are what the sso pact sends, under the key its state names', () => {
    const logins = (ssoPact?.interactions ?? []).filter(
      (interaction) => interaction.providerStates?.[0]?.name === STATES.loginKeyAndSmsCode.name,
    );
    expect(logins).toHaveLength(2);
    for (const login of logins) {
      const fields = new URLSearchParams(login.request.body?.content as string);
      expect(login.providerStates?.[0]?.params?.key).toBe(fields.get('key'));
      expect(decryptLogin(fields.get('js_login') ?? '', fields.get('key') ?? '')).not.toBeNull();
    }
  });
});
