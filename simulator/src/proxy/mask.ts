/**
 * What the proxy writes (the drift journal, recordings, the request journal, log lines) passes
 * through here first: the real operator's answers hold real people's tokens, phones, names,
 * plates and ID numbers. What is forwarded to the app is never masked.
 *
 * Masks keep a recognisable shape (`138****8000`, `云N***45`, `李*`) so a recording still reads
 * as what it was, and they are deterministic, so a masked request finds its masked recording.
 */

const HIDDEN = '***';

/** Headers that carry credentials, whatever their value looks like. */
const SECRET_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-staff-key',
]);

/** Fields whose whole value is a secret (tokens, signatures, the encrypted login, keys). */
const SECRET_KEY =
  /^(token|access_token|refresh_token|js_login|secret|password|paySign|sign|key|code_verifier)$|token$|secret$/i;
/** Fields that name a person. */
const NAME_KEY =
  /^(nickname|nickName|realName|userName|username|staffName|payeeName|memberName|contact|contactName|author|ownerName|linkman)$/;
/** Fields that hold an identity document or tax number. */
const ID_KEY = /^(idCard|idNumber|idNo|licenceNumber|licenseNumber|taxNumber|email)$/i;

const PHONE = /(?<!\d)(1[3-9]\d)(\d{4})(\d{4})(?!\d)/g;
/** Chinese plates, the no-plate pseudo plates (云临10002) included. */
const PLATE =
  /([京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼])([A-Z临])([A-Z0-9]{2,5})([A-Z0-9]{2}[挂学警港澳]?)/g;
/** An 18-character resident ID: area, birth date, sequence, check digit. */
const RESIDENT_ID =
  /(?<![\dA-Za-z])([1-9]\d{5})(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}([\dXx])(?![\dA-Za-z])/g;
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const BEARER = /\b(Bearer|Basic|Token)\s+[A-Za-z0-9._~+/=-]+/gi;
const TOKEN_PARAM = /\b(token|access_token|refresh_token|sign|paySign)=[^&\s"']+/gi;

/** A person's name: its first character stays. */
const maskName = (name: string) => (name.length === 0 ? name : `${[...name][0]}*`);

/** Phones, plates, resident IDs, e-mail addresses and bearer tokens inside any text. */
export function maskText(text: string): string {
  return text
    .replace(BEARER, (_all, scheme: string) => `${scheme} ${HIDDEN}`)
    .replace(TOKEN_PARAM, (_all, key: string) => `${key}=${HIDDEN}`)
    .replace(RESIDENT_ID, (_all, area: string, check: string) => `${area}********${check}`)
    .replace(PHONE, (_all, head: string, _middle: string, tail: string) => `${head}****${tail}`)
    .replace(
      PLATE,
      (_all, province: string, letter: string, middle: string, tail: string) =>
        `${province}${letter}${'*'.repeat(middle.length)}${tail}`,
    )
    .replace(EMAIL, (_all, first: string, domain: string) => `${first}***@${domain}`);
}

function maskField(key: string, value: string, siblings: Record<string, unknown>): string {
  if (SECRET_KEY.test(key)) return value === '' ? value : HIDDEN;
  if (NAME_KEY.test(key)) return maskName(value);
  // `name` is a product's, a lot's or a news type's name too; beside a phone it is a person's.
  if (key === 'name' && ('phone' in siblings || 'tel' in siblings)) return maskName(value);
  if (ID_KEY.test(key)) return value.length <= 4 ? HIDDEN : `${value.slice(0, 2)}***`;
  return maskText(value);
}

/** A JSON value with every private string masked (by its field's name, then by its content). */
export function maskJson(value: unknown): unknown {
  if (typeof value === 'string') return maskText(value);
  if (Array.isArray(value)) return value.map(maskJson);
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const masked: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(object)) {
    masked[key] =
      typeof field === 'string'
        ? maskField(key, field, object)
        : (typeof field === 'number' || typeof field === 'bigint') && SECRET_KEY.test(key)
          ? HIDDEN
          : maskJson(field);
  }
  return masked;
}

/** A query string or form body (`a=1&b=2`), each value masked by its name and content. */
export function maskForm(text: string): string {
  const params = new URLSearchParams(text);
  const siblings = Object.fromEntries(params);
  const masked = new URLSearchParams();
  for (const [key, value] of params) masked.append(key, maskField(key, value, siblings));
  return masked.toString();
}

/** A request target (`/path?query`): each path segment and query value masked. */
export function maskUrl(url: string): string {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const segments = path.split('/').map((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return maskText(segment);
    }
    const masked = maskText(decoded);
    return masked === decoded ? segment : encodeURIComponent(masked);
  });
  return at < 0 ? segments.join('/') : `${segments.join('/')}?${maskForm(url.slice(at + 1))}`;
}

/** Headers with credentials hidden (the scheme of an Authorization kept) and the rest masked. */
export function maskHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const masked: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(', ') : value;
    const lower = name.toLowerCase();
    masked[lower] = SECRET_HEADERS.has(lower)
      ? lower === 'authorization' && /^\S+\s/.test(text)
        ? `${text.split(/\s/)[0]} ${HIDDEN}`
        : HIDDEN
      : maskText(text);
  }
  return masked;
}
