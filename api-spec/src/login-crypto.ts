/**
 * The `js_login` encryption (docs/decisions/001-login-encryption.md). AES-256-GCM under a key
 * derived by HKDF-SHA-256 from the app's built-in passphrase, salted with the one-time key of the
 * login-key call; `js_login` = base64url(iv || ciphertext || tag). Web Crypto here, so it runs the
 * same in the browser, in Node tests and in Pact tests; `login-crypto-node.ts` is the server side.
 */

export interface LoginCredentials {
  phone: string;
  smsCode: string;
}

/** The built-in passphrase (spec section 9: a fixed value the spec does not show). */
export const LOGIN_PASSPHRASE = 'dehong-parking/js_login/v1';
export const LOGIN_HKDF_INFO = 'dehong-js-login';
export const LOGIN_IV_BYTES = 12;

const utf8 = new TextEncoder();

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function deriveAesKey(oneTimeKey: string): Promise<CryptoKey> {
  const subtle = globalThis.crypto?.subtle;
  // Browsers expose Web Crypto on secure origins only (https, or http://localhost).
  if (!subtle) throw new Error('Web Crypto is unavailable: open the app over https or localhost');
  const material = await subtle.importKey('raw', utf8.encode(LOGIN_PASSPHRASE), 'HKDF', false, [
    'deriveKey',
  ]);
  return subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: utf8.encode(oneTimeKey),
      info: utf8.encode(LOGIN_HKDF_INFO),
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt'],
  );
}

export async function encryptLogin(
  credentials: LoginCredentials,
  oneTimeKey: string,
): Promise<string> {
  const key = await deriveAesKey(oneTimeKey);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(LOGIN_IV_BYTES));
  const plaintext = utf8.encode(
    JSON.stringify({ phone: credentials.phone, smsCode: credentials.smsCode }),
  );
  const sealed = new Uint8Array(
    await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plaintext),
  );
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return toBase64Url(out);
}
