/**
 * Values that look like secrets, wherever they stand: in a field the description declares (an
 * order's `message`), in free text, in a URL. The redactor (redact.ts) decides by the description
 * what is kept at all; what it keeps still passes through here.
 *
 * Masks keep a recognisable shape (`138****8000`, `云N***45`) so a recording still reads as what
 * it was, and they are deterministic, so a masked request finds its masked recording. Nothing here
 * produces text these patterns match again: masking twice changes nothing.
 */

/** What stands for a credential whose length and content say nothing useful. */
export const HIDDEN = '***';

const PHONE = /(?<![\d*])(?:\+?86[ -]?)?(1[3-9]\d)[ -]?(\d{4})[ -]?(\d{4})(?![\d*])/g;
/** Chinese plates, the no-plate pseudo plates (云临10002) included. */
const PLATE =
  /([京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼])([A-Z临])([A-Z0-9]{2,5})([A-Z0-9]{2}[挂学警港澳]?)/g;
const WHOLE_PLATE = new RegExp(`^${PLATE.source}$`);
/** An 18-character resident ID (area, birth date, sequence, check) or the older 15-digit one. */
const RESIDENT_ID =
  /(?<![\dA-Za-z*])([1-9]\d{5})(?:(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}([\dXx])|\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{2}(\d))(?![\dA-Za-z])/g;
// Quantifiers before the first fixed character are bounded: an unbounded one would try every
// start position of a long run of letters to its end (a 3 MB title: minutes, not milliseconds).
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{0,63}@([A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,63})/g;
/** A JSON Web Token (or JWE): base64url of a JSON header, then its other parts. */
const JWT = /\beyJ[A-Za-z0-9_-]{4,}(?:\.[A-Za-z0-9_-]*){1,4}/g;
const BEARER = /\b(Bearer|Basic|Token|Digest)\s+(?!\*\*\*)[A-Za-z0-9._~+/=-]+/gi;
/** A URL's user and password (`https://user:pw@host`). */
const USERINFO = /\b([a-z][a-z0-9+.-]{0,31}:\/\/)[^\s/?#@"'<>]{1,256}@/gi;
/** A query or form parameter whose name says it holds a credential, in any text or URL. */
const SECRET_PARAM =
  /([?&;\s"'(]|^)([\w.-]{0,40}(?:token|sig|secret|password|passwd|pwd|key|code|ticket|session|sid|auth|credential|login|captcha|nonce)[\w.-]{0,40})=(?!\*\*\*)[^&#\s"'<>)]+/gi;

/** Phones, plates, resident IDs, e-mail addresses, tokens and URL credentials inside any text. */
export function maskText(text: string): string {
  if (text.length === 0) return text;
  // Each pattern runs only where its fixed part occurs (a long text is read once per indexOf).
  let masked = text;
  if (masked.includes('://'))
    masked = masked.replace(USERINFO, (_all, scheme: string) => `${scheme}${HIDDEN}@`);
  if (masked.includes('eyJ')) masked = masked.replace(JWT, HIDDEN);
  masked = masked.replace(BEARER, (_all, scheme: string) => `${scheme} ${HIDDEN}`);
  if (masked.includes('=')) {
    masked = masked.replace(
      SECRET_PARAM,
      (_all, before: string, key: string) => `${before}${key}=${HIDDEN}`,
    );
  }
  masked = masked
    .replace(
      RESIDENT_ID,
      (_all, area: string, check18?: string, check15?: string) =>
        `${area}${'*'.repeat(check18 ? 11 : 8)}${check18 ?? check15 ?? ''}`,
    )
    .replace(PHONE, (_all, head: string, _middle: string, tail: string) => `${head}****${tail}`)
    .replace(
      PLATE,
      (_all, province: string, letter: string, middle: string, tail: string) =>
        `${province}${letter}${'*'.repeat(middle.length)}${tail}`,
    );
  if (masked.includes('@')) {
    masked = masked.replace(
      EMAIL,
      (_all, first: string, domain: string) => `${first}***@${domain}`,
    );
  }
  return masked;
}

/** Whether a number's digits read as a phone or a resident ID (a phone sent as a number). */
export function numberLooksSecret(value: number | bigint): boolean {
  const text = String(value);
  return maskText(text) !== text;
}

/** A phone masked as the app itself shows one, when the whole value is one; else undefined. */
export function maskedPhone(value: string): string | undefined {
  const masked = maskText(value);
  return /^1[3-9]\d\*{4}\d{4}$/.test(masked) ? masked : undefined;
}

/** Plates (one, or several joined by commas) masked, when the whole value is plates; else undefined. */
export function maskedPlates(value: string): string | undefined {
  const plates = value.split(',');
  if (!plates.every((plate) => WHOLE_PLATE.test(plate))) return undefined;
  return plates.map(maskText).join(',');
}
