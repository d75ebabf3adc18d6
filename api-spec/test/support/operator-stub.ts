import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Reply = { status?: number; body?: unknown; delayMs?: number; raw?: string };
type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

/**
 * A real HTTP server on 127.0.0.1 standing in for the operator, so the client's middleware is
 * exercised over real sockets (no fetch mock). Each test says how a path answers.
 */
export async function startOperatorStub() {
  const handlers = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(recorded);
    const handler = handlers.get(`${recorded.method} ${recorded.path}`);
    const reply = handler
      ? await handler(recorded)
      : { status: 404, body: { code: 404, message: 'no such path' } };
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' });
    res.end(reply.raw ?? JSON.stringify(reply.body ?? { code: 0, message: 'ok' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    on(method: 'GET' | 'POST', path: string, handler: Handler | Reply) {
      handlers.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const ok = <T>(data?: T): Reply => ({ body: { code: 0, message: 'ok', data } });
