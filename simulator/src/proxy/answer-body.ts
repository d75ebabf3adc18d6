import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/**
 * An upstream answer's body read for checking: decompressed as it says it is, refused when it is
 * larger or deeper than the proxy holds (a 502 with a drift entry, never the 500 of a stack that
 * overflowed), parsed when it is JSON.
 */
export type AnswerBody =
  | { read: 'json'; text: string; value: unknown }
  | { read: 'text'; text: string }
  | { read: 'too-large'; limit: number }
  | { read: 'too-deep'; limit: number }
  | { read: 'unreadable'; encoding: string };

const encodingName = (value: string) => (/^[\w.-]{1,20}$/.test(value) ? value : 'unnamed');

function decompressed(headers: IncomingHttpHeaders, body: Buffer, maxBytes: number) {
  const options = { maxOutputLength: maxBytes };
  const encoding = String(headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body, options);
    case 'deflate':
      return inflateSync(body, options);
    case 'br':
      return brotliDecompressSync(body, options);
    case '':
    case 'identity':
      return body;
    default:
      return encoding;
  }
}

/** Whether JSON text nests deeper than `limit` (counted without parsing: the text may be huge). */
export function nestsDeeper(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 92)
        index++; // a backslash: the next character is escaped
      else if (code === 34) inString = false;
    } else if (code === 34) {
      inString = true;
    } else if (code === 91 || code === 123) {
      depth++;
      if (depth > limit) return true;
    } else if (code === 93 || code === 125) {
      depth--;
    }
  }
  return false;
}

export function readAnswer(
  headers: IncomingHttpHeaders,
  body: Buffer,
  limits: { bytes: number; depth: number },
): AnswerBody {
  if (body.length > limits.bytes) return { read: 'too-large', limit: limits.bytes };
  let bytes: Buffer | string;
  try {
    bytes = decompressed(headers, body, limits.bytes);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE'
      ? { read: 'too-large', limit: limits.bytes }
      : { read: 'unreadable', encoding: encodingName(String(headers['content-encoding'])) };
  }
  if (typeof bytes === 'string') return { read: 'unreadable', encoding: encodingName(bytes) };
  const text = bytes.toString('utf8');
  const start = text.trimStart()[0];
  if (start !== '{' && start !== '[') return { read: 'text', text };
  if (nestsDeeper(text, limits.depth)) return { read: 'too-deep', limit: limits.depth };
  try {
    return { read: 'json', text, value: JSON.parse(text) as unknown };
  } catch {
    return { read: 'text', text };
  }
}
