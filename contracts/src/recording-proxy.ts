import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as it arrived on the wire. */
export interface Received {
  method: string;
  path: string;
  contentType: string;
  contentLength: string;
  body: string;
}

export interface RecordingProxy {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

function bodyOf(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** Headers that belong to one connection, not to the request passed on. */
const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/**
 * A proxy in front of a provider that records each request exactly as a verifier sent it (the
 * body's bytes and the Content-Length it claimed), then passes it on and answers what the provider
 * answered.
 */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const received: Received[] = [];
  // A body shorter than its Content-Length would hold the verifier until its own 30 s timeout:
  // answer 408 after 2 s instead, so that such a request fails fast.
  const server = createServer(
    { requestTimeout: 2_000, connectionsCheckingInterval: 250 },
    (req, res) => {
      void (async () => {
        const body = await bodyOf(req);
        const path = req.url ?? '/';
        received.push({
          method: req.method ?? '',
          path: new URL(path, target).pathname,
          contentType: req.headers['content-type'] ?? '',
          contentLength: req.headers['content-length'] ?? '',
          body: body.toString('utf8'),
        });
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) {
          if (!HOP_BY_HOP.has(name) && typeof value === 'string') headers.set(name, value);
        }
        const answer = await fetch(new URL(path, target), {
          method: req.method ?? 'GET',
          headers,
          ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
        });
        const answerBody = Buffer.from(await answer.arrayBuffer());
        res.writeHead(answer.status, {
          'Content-Type': answer.headers.get('content-type') ?? 'application/json',
          'Content-Length': answerBody.length,
        });
        res.end(answerBody);
      })().catch((error: unknown) => {
        res.writeHead(502, { 'Content-Type': 'text/plain' });
        res.end(`recording proxy: ${String(error)}`);
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
