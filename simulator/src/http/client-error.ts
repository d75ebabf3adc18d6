import type { Socket } from 'node:net';
import { codeOf, messageOf, type MessageKey } from '../i18n/messages';

/**
 * Node answers a request it cannot parse (a URL or headers over `maxHeaderSize`, broken HTTP)
 * before Express sees it, with a bare status line. Here that answer carries the envelope too. The
 * headers were not read, so the language is the default (Chinese).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const [status, key]: [number, MessageKey] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headersTooLarge']
      : error.code === 'HPE_HEADER_TIMEOUT' || error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'requestTimeout']
        : [400, 'badRequest'];
  const body = JSON.stringify({
    code: codeOf(key),
    message: messageOf(key, 'zh', { detail: 'the request cannot be parsed' }),
  });
  const reason = {
    400: 'Bad Request',
    408: 'Request Timeout',
    431: 'Request Header Fields Too Large',
  };
  socket.end(
    `HTTP/1.1 ${status} ${reason[status as keyof typeof reason]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}
