import { createHash, X509Certificate } from 'node:crypto';
import { Agent, request } from 'node:http';
import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** Headers of one hop only (RFC 9110 section 7.6.1), and HTTP/2's own pseudo-headers. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'http2-settings',
]);

function forwardable(headers: Record<string, string | string[] | undefined>) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );
}

/**
 * What stands between a phone and the app in production: the operator's web server, speaking TLS
 * and HTTP/2 (the chat app opens only https pages; every HTTPS server today offers h2 by ALPN),
 * forwarding to the app's server over HTTP/1.1 on loopback. Here it fronts the simulator (started
 * with `--trust-proxy`, so that the addresses it writes are the front's) with a certificate made
 * for this run; the browser is told to accept it (`--ignore-certificate-errors`).
 *
 * A process of its own (../https-front.ts starts it, pinned beside the simulator), so that its TLS
 * work does not run on the browser's core. Prints its URL and its certificate's public key hash
 * (base64 SHA-256 of the SPKI, what Chromium's --ignore-certificate-errors-spki-list takes) when
 * listening; stops on SIGTERM.
 *
 *   node --import tsx scripts/bench/workers/https-front.ts <target origin>
 */
const target = process.argv[2];
if (!target) {
  console.error('usage: https-front.ts <target origin, e.g. http://127.0.0.1:8080>');
  process.exit(2);
}
await serve(target);

async function serve(target: string): Promise<void> {
  const { private: key, cert } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const upstream = new URL(target);
  // One kept-alive pool to the simulator, as a web server keeps its upstream connections.
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const forward = (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const authority = req.headers[':authority'] ?? req.headers.host ?? upstream.host;
    const outgoing = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        agent,
        headers: {
          ...forwardable(req.headers),
          host: upstream.host,
          'x-forwarded-proto': 'https',
          'x-forwarded-host': authority,
          'x-forwarded-for': req.socket.remoteAddress ?? '',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(outgoing);
  };
  const server = createSecureServer({ key, cert, allowHTTP1: true }, forward);
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  process.once('SIGTERM', () => {
    agent.destroy();
    server.close(() => process.exit(0));
    // Browsers keep h2 sessions open; close() waits for them otherwise.
    for (const session of sessions) session.destroy();
  });
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  const hash = createHash('sha256').update(spki).digest('base64');
  console.log(`HTTPS front ready at https://127.0.0.1:${port} spki ${hash}`);
}
