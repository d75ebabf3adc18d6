/** The server side of `js_login` (see login-crypto.ts): node:crypto only, never bundled for the browser. */
import { createDecipheriv, hkdfSync } from 'node:crypto';
import {
  LOGIN_HKDF_INFO,
  LOGIN_IV_BYTES,
  LOGIN_PASSPHRASE,
  type LoginCredentials,
} from './login-crypto';

const TAG_BYTES = 16;

/** The credentials inside a `js_login`, or null when it was not sealed with this one-time key. */
export function decryptLogin(jsLogin: string, oneTimeKey: string): LoginCredentials | null {
  try {
    const sealed = Buffer.from(jsLogin, 'base64url');
    if (sealed.length <= LOGIN_IV_BYTES + TAG_BYTES) return null;
    const key = Buffer.from(hkdfSync('sha256', LOGIN_PASSPHRASE, oneTimeKey, LOGIN_HKDF_INFO, 32));
    const iv = sealed.subarray(0, LOGIN_IV_BYTES);
    const tag = sealed.subarray(sealed.length - TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    const plaintext = Buffer.concat([
      decipher.update(sealed.subarray(LOGIN_IV_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    const parsed: unknown = JSON.parse(plaintext);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'phone' in parsed &&
      'smsCode' in parsed &&
      typeof parsed.phone === 'string' &&
      typeof parsed.smsCode === 'string'
    ) {
      return { phone: parsed.phone, smsCode: parsed.smsCode };
    }
    return null;
  } catch {
    return null;
  }
}
