import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A request as it reached the upstream: the request line's target exactly as sent. */
export interface ReceivedRequest {
  method: string;
  target: string;
  headers: Record<string, string>;
  body: string;
}

/** What the upstream answers: a JSON envelope, or raw bytes written on the socket as they are. */
export type ScriptedAnswer =
  { status?: number; json: unknown } | { raw: string | Buffer; keepOpen?: boolean };

export interface ScriptedOperator {
  url: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

/**
 * "The real operator" at the level of bytes: each request is parsed by hand (so the target is
 * seen as the proxy wrote it, absolute-form included) and answered by `answer`, either with a JSON
 * body or with raw bytes (a 101, a status line `099`, an answer that never ends). One request per
 * connection; the connection closes after the answer unless `keepOpen`.
 */
export async function scriptedOperator(
  answer: (request: ReceivedRequest) => ScriptedAnswer,
): Promise<ScriptedOperator> {
  const received: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = Buffer.alloc(0);
    let answered = false;
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      const end = buffer.indexOf('\r\n\r\n');
      if (answered || end < 0) return;
      const [line = '', ...fields] = buffer.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        fields.map((field) => {
          const colon = field.indexOf(':');
          return [field.slice(0, colon).trim().toLowerCase(), field.slice(colon + 1).trim()];
        }),
      );
      const length = Number(headers['content-length'] ?? 0);
      if (buffer.length < end + 4 + length) return;
      answered = true;
      const [method = '', target = ''] = line.split(' ');
      const request = {
        method,
        target,
        headers,
        body: buffer.subarray(end + 4, end + 4 + length).toString('utf8'),
      };
      received.push(request);
      const scripted = answer(request);
      if ('raw' in scripted) {
        socket.write(scripted.raw);
        if (!scripted.keepOpen) socket.end();
        return;
      }
      const body = Buffer.from(JSON.stringify(scripted.json));
      socket.end(
        Buffer.concat([
          Buffer.from(
            `HTTP/1.1 ${scripted.status ?? 200} X\r\ncontent-type: application/json; charset=utf-8\r\n` +
              `content-length: ${body.length}\r\nconnection: close\r\n\r\n`,
          ),
          body,
        ]),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An envelope answer, as the operator gives one. */
export const ok = (data: unknown): ScriptedAnswer => ({ json: { code: 0, message: 'ok', data } });
