/**
 * Characters no name shows: C0/C1 controls (NUL included) and the invisible text-direction
 * controls (LRM/RLM, ALM, the embeddings and overrides U+202A-202E, the isolates U+2066-2069) that
 * make "云N12345" display as something else next to other text.
 */
const CONTROL_OR_BIDI = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** The same, but line breaks and tabs are fine in a message body. */
const CONTROL_OR_BIDI_IN_TEXT = /(?![\t\n\r])[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/** True for a one-line name (nickname, contact) with nothing hidden in it. */
export function isCleanName(text: string): boolean {
  return !CONTROL_OR_BIDI.test(text) && !LONE_SURROGATE.test(text);
}

/** True for free text (feedback, posts, comments): line breaks allowed, nothing hidden. */
export function isCleanText(text: string): boolean {
  return !CONTROL_OR_BIDI_IN_TEXT.test(text) && !LONE_SURROGATE.test(text);
}

/**
 * True when `text` names a file this simulator stored: `/media/upload/...` on its own origin,
 * relative or absolute (as the upload answered it, signed query included). Never `javascript:`,
 * `data:`, another host, credentials in the URL, or a path that climbs out of /media/upload/.
 */
export function isOwnUploadUrl(text: string, origin: string): boolean {
  if (!isCleanName(text) || /\s|\\/.test(text)) return false;
  const url = URL.parse(text, origin);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  if (url.origin !== URL.parse(origin)?.origin || url.username || url.password) return false;
  const rawPath = /^(?:https?:\/\/[^/]+)?(\/[^?#]*)/i.exec(text)?.[1] ?? '';
  return (
    url.pathname.startsWith('/media/upload/') &&
    rawPath.startsWith('/media/upload/') &&
    !/(^|\/)\.\.?(\/|$)|%2e|%2f/i.test(rawPath)
  );
}

/** The token an upload URL names (`/media/upload/{token}/name`), if any. */
export function uploadTokenOf(url: string): string | undefined {
  return /\/media\/upload\/([0-9a-f]{32})\//.exec(url)?.[1];
}
