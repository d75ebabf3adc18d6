import { randomBytes, randomInt } from 'node:crypto';

/** Access and refresh tokens: 32 random bytes as hex. */
export function randomToken(): string {
  return randomBytes(32).toString('hex');
}

/** URL-safe random text (login keys, chat codes, prepay ids). */
export function randomKey(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

/** A 6-digit SMS code. */
export function smsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Random digits, for bank transaction numbers. */
export function randomDigits(length: number): string {
  let digits = '';
  while (digits.length < length) digits += String(randomInt(0, 1_000_000_000)).padStart(9, '0');
  return digits.slice(0, length);
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function nonceStr(length = 32): string {
  let text = '';
  for (let i = 0; i < length; i++) text += NONCE_ALPHABET[randomInt(0, NONCE_ALPHABET.length)];
  return text;
}
