import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Changes a JSON answer in place (a field renamed, removed, turned into text...). */
export type Rewrite = (body: { code: number; message: string; data?: unknown }) => void;

export interface DriftingOperator {
  url: string;
  /** The headers of the last request that reached it. */
  lastHeaders(): IncomingHttpHeaders;
  close(): Promise<void>;
}

/**
 * "The real operator" with drift: a simulator behind a small server that rewrites the JSON
 * answers of the paths in `rewrites` and adds a header of its own, a hop-by-hop one and a
 * redirect at `/tools/v1/api/moved`. Everything else passes as it came (multipart bodies, media
 * files). HTTP 500s and stalls are the simulator's own fault injection (`/__admin/faults`).
 */
export async function driftingOperator(
  upstream: string,
  rewrites: Record<string, Rewrite>,
): Promise<DriftingOperator> {
  let last: IncomingHttpHeaders = {};
  const server = createServer((req, res) => {
    last = req.headers;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      if (path === '/tools/v1/api/moved') {
        res.writeHead(302, { location: '/m/home', 'content-length': 0 });
        res.end();
        return;
      }
      const body = Buffer.concat(chunks);
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          ([name]) => !['host', 'connection', 'content-length'].includes(name),
        ),
      ) as Record<string, string>;
      fetch(upstream + (req.url ?? '/'), {
        method: req.method ?? 'GET',
        headers,
        ...(body.length > 0 ? { body } : {}),
        redirect: 'manual',
      })
        .then(async (answer) => {
          let out = Buffer.from(await answer.arrayBuffer());
          const rewrite = rewrites[path];
          if (rewrite && answer.headers.get('content-type')?.includes('json')) {
            const json = JSON.parse(out.toString('utf8')) as Parameters<Rewrite>[0];
            rewrite(json);
            out = Buffer.from(JSON.stringify(json));
          }
          res.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
            'content-length': out.length,
            'x-operator-trace': 'trace-1',
            // Named by Connection: meant for this hop only, never forwarded.
            connection: 'keep-alive, x-hop-only',
            'x-hop-only': 'this connection',
          });
          res.end(out);
        })
        .catch(() => {
          // The simulator behind stopped (the stalled call at the end of a test).
          res.destroy();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    lastHeaders: () => last,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
