/**
 * Space codes the owner can trust (docs/decisions/010-signed-space-codes.md). The sign at each
 * space carries `https://<host>/m/order/payment?d=<device>&k=<key id>&s=<signature>`, where the
 * signature is the operator's Ed25519 signature over the host, the path, the device and the key
 * id: moving a genuine code to another site, another page or another space, or naming another
 * key, breaks it. The app holds the public keys (`KERB_CODE_KEYS`), the operator the private
 * ones; the key id in the code lets a new key come in beside the old one.
 *
 * Ed25519 by @noble/ed25519 with its SHA-512 from @noble/hashes: no Web Crypto, which a browser
 * offers on secure origins only (a phone on the demo's plain-http LAN address has none).
 */
import { getPublicKey, hashes, sign, verify } from '@noble/ed25519';
import { sha512 } from '@noble/hashes/sha2.js';

// @noble/hashes 1.8 (the version the rest of the tree has) types its output more loosely.
hashes.sha512 = (message) => new Uint8Array(sha512(message));

/** The page a space's code opens: the kerb variant of the payment page. */
export const KERB_CODE_PATH = '/m/order/payment';

/** What the signature covers, versioned so that another layout can never be mistaken for it. */
const MESSAGE_VERSION = 'dehong-kerb-code/1';

/**
 * The operator's public keys for space codes, by the key id a code names (hex). `dh2026` signs
 * today's signs; `dh2027` is the next key, trusted already so that signs printed with it work
 * from the day they go up. A key is retired by removing it here: its signs then read as forged.
 */
export const KERB_CODE_KEYS: Readonly<Record<string, string>> = {
  dh2026: 'eb9db5b54147583916b72fff7251d0d97c49b6e7cc7bba8eb614c20966e6b757',
  dh2027: '2f646b94397505f6701f8000f41b0298f4c9b117ca5daef8f3e6d510503e4e97',
};

/** A kerb device's code as the operator prints it (`D10001`; openapi.yaml's DeviceCode). */
export const DEVICE_CODE = /^[A-Z][0-9]{3,12}$/;
/** A key id (`dh2026`). */
export const KEY_ID = /^[a-z0-9]{1,16}$/;
/** An Ed25519 signature (64 bytes) in unpadded base64url: 86 characters. */
const SIGNATURE_TEXT = /^[A-Za-z0-9_-]{86}$/;

/** What a space code's signature binds together. */
export interface KerbCodeParts {
  /** The host the code opens, with its port when not the scheme's default (`URL.host`). */
  host: string;
  path: string;
  device: string;
  keyId: string;
}

/** The reading of a scanned code: what the app may open, and why not otherwise. */
export type KerbCodeReading =
  /** The operator's code, its signature verified: `link` is the page to open (this origin). */
  | { kind: 'signed'; device: string; keyId: string; link: string }
  /** An older sign of the operator's, with no signature yet: opens with a softer notice. */
  | { kind: 'unsigned'; device: string; link: string }
  /** The operator's address but a signature that fails, an unknown key or a reshaped code. */
  | { kind: 'forged'; device: string | null }
  /** Not a space code of this app (another site, another page, not an address at all). */
  | { kind: 'foreign' };

const utf8 = new TextEncoder();

export function kerbCodeMessage(parts: KerbCodeParts): Uint8Array {
  for (const value of Object.values(parts)) {
    if (/[\n\r]/.test(value)) throw new Error('a space code part cannot hold a line break');
  }
  return utf8.encode(
    [MESSAGE_VERSION, parts.host, parts.path, parts.device, parts.keyId].join('\n'),
  );
}

function hexBytes(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})+$/.test(hex)) throw new Error('not lowercase hex bytes');
  return Uint8Array.from(hex.match(/../g)!, (pair) => Number.parseInt(pair, 16));
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The 64 bytes of a signature's text, or null. Only the one text that encodes them is taken: the
 * last character's spare bits must be zero, so no second spelling of a signature verifies.
 */
function signatureBytes(text: string): Uint8Array | null {
  if (!SIGNATURE_TEXT.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return toBase64Url(bytes) === text ? bytes : null;
}

/** The signature (base64url) of a space code, made with the operator's private key (32 bytes). */
export function signKerbCode(parts: KerbCodeParts, secretKey: Uint8Array): string {
  return toBase64Url(sign(kerbCodeMessage(parts), secretKey));
}

/** The public key (hex) of a private one: what the app must hold to trust its signs. */
export function kerbCodePublicKey(secretKey: Uint8Array): string {
  return Array.from(getPublicKey(secretKey), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether `signature` is the signature of `parts` by the key `parts.keyId` names in `keys`.
 * Strict RFC 8032 verification (no ZIP-215 leniency): one signature per message and key.
 */
export function verifyKerbSignature(
  parts: KerbCodeParts,
  signature: string,
  keys: Readonly<Record<string, string>> = KERB_CODE_KEYS,
): boolean {
  if (!DEVICE_CODE.test(parts.device) || !KEY_ID.test(parts.keyId)) return false;
  const publicKey = Object.hasOwn(keys, parts.keyId) ? keys[parts.keyId] : undefined;
  const bytes = signatureBytes(signature);
  if (!publicKey || !bytes) return false;
  try {
    return verify(bytes, kerbCodeMessage(parts), hexBytes(publicKey), { zip215: false });
  } catch {
    return false;
  }
}

/** The link of a space's sign: unsigned with the device alone (an older sign). */
export function kerbCodeUrl(
  origin: string,
  device: string,
  signed?: { keyId: string; signature: string },
): string {
  const query = new URLSearchParams({ d: device });
  if (signed) {
    query.set('k', signed.keyId);
    query.set('s', signed.signature);
  }
  return `${origin}${KERB_CODE_PATH}?${query.toString()}`;
}

/** `new URL`, or null: `URL.parse` is younger than the phones' browsers the app supports. */
function urlOf(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** The query a sign carries, each parameter once, nothing else; null for any other shape. */
function signQuery(url: URL): { d: string; k: string | null; s: string | null } | null {
  const names = [...url.searchParams.keys()];
  if (new Set(names).size !== names.length) return null;
  if (names.some((name) => name !== 'd' && name !== 'k' && name !== 's')) return null;
  const d = url.searchParams.get('d');
  return d === null ? null : { d, k: url.searchParams.get('k'), s: url.searchParams.get('s') };
}

/**
 * What a scanned text is, for an app served at `origin`. Only the exact text of a sign (as
 * `kerbCodeUrl` writes it) on this origin's kerb page counts as one of ours: another spelling of
 * the same address (percent-escapes, another order, an extra parameter that would choose the plate)
 * is not a sign the operator printed.
 */
export function readKerbCode(
  text: string,
  origin: string,
  keys: Readonly<Record<string, string>> = KERB_CODE_KEYS,
): KerbCodeReading {
  const url = urlOf(text);
  const own = urlOf(origin);
  if (!url || !own || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    return { kind: 'foreign' };
  }
  if (url.origin !== own.origin || url.pathname !== KERB_CODE_PATH) return { kind: 'foreign' };
  // The space a reshaped code names, for a report about it.
  const named = url.searchParams.get('d');
  const query = signQuery(url);
  if (!query || !DEVICE_CODE.test(query.d)) {
    return { kind: 'forged', device: named !== null && DEVICE_CODE.test(named) ? named : null };
  }
  const { d: device, k: keyId, s: signature } = query;
  const link = `${KERB_CODE_PATH}${url.search}`;
  if (keyId === null && signature === null) {
    return text === kerbCodeUrl(url.origin, device)
      ? { kind: 'unsigned', device, link }
      : { kind: 'forged', device };
  }
  if (
    keyId === null ||
    signature === null ||
    text !== kerbCodeUrl(url.origin, device, { keyId, signature }) ||
    !verifyKerbSignature({ host: url.host, path: url.pathname, device, keyId }, signature, keys)
  ) {
    return { kind: 'forged', device };
  }
  return { kind: 'signed', device, keyId, link };
}

/** How the kerb page opened by a link stands: its `d`, `k` and `s` where it is served. */
export type KerbPageCheck = 'signed' | 'unsigned' | 'forged';

/**
 * The kerb page's own check of the address it was opened at (`host` and `path` where it runs).
 * The page adds the owner's own choices to its address (plate, area), so only `d`, `k` and `s`
 * are read: a sign's parameters, signed or not at all.
 */
export function checkKerbPage(
  where: { host: string; path: string },
  search: URLSearchParams,
  keys: Readonly<Record<string, string>> = KERB_CODE_KEYS,
): KerbPageCheck {
  const device = search.get('d') ?? '';
  const keyId = search.get('k');
  const signature = search.get('s');
  if (keyId === null && signature === null) return 'unsigned';
  if (keyId === null || signature === null) return 'forged';
  return verifyKerbSignature({ ...where, device, keyId }, signature, keys) ? 'signed' : 'forged';
}
