import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';

/** A call as the app made it: method, origin-form target (path and query), headers, raw body. */
export interface UpstreamCall {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The most of the answer's bytes held; a larger answer is refused (AnswerTooLarge). */
  maxAnswerBytes: number;
}

/** An answer as the upstream gave it, its body's raw bytes (still compressed if it was). */
export interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Where the proxy's calls go: the real operator over the network, or a recording. */
export interface Upstream {
  /** The origin, or `replay <dir>`. */
  readonly name: string;
  send(call: UpstreamCall, signal: AbortSignal): Promise<UpstreamAnswer>;
  close(): void;
}

/** The upstream's answer was larger than the proxy holds (it buffers answers to check them). */
export class AnswerTooLarge extends Error {
  override readonly name = 'AnswerTooLarge';
}

/** RFC 9110 section 7.6.1: meaningful for one connection only, never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Headers minus the hop-by-hop ones, those `Connection` names included, and `content-length`. */
export function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    // The length is set again from the bytes actually sent.
    if (HOP_BY_HOP.has(lower) || named.has(lower) || lower === 'content-length') continue;
    kept[lower] = value;
  }
  return kept;
}

/**
 * The real operator at `origin` (an origin, or an origin with a path prefix such as
 * `https://gw.example/operator`), reached with Node's own http/https clients: no redirect is
 * followed (a 3xx goes back to the app as it came), nothing is decompressed, and the body is read
 * into memory up to the call's `maxAnswerBytes` so it can be checked before the app gets it.
 * Informational answers (100, 103) are passed over for the final one; a 101 (the app asked for no
 * upgrade) ends the call as it is, its socket closed, for the proxy to refuse.
 */
export function networkUpstream(origin: string): Upstream {
  const target = new URL(origin);
  const client = target.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true, maxSockets: 64 });
  const prefix = target.pathname.replace(/\/+$/, '');
  return {
    name: target.origin + prefix,
    close: () => agent.destroy(),
    send: (call, signal) =>
      new Promise<UpstreamAnswer>((resolve, reject) => {
        const request = client.request(
          {
            protocol: target.protocol,
            hostname: target.hostname,
            port: target.port,
            method: call.method,
            path: prefix + call.url,
            headers: {
              ...endToEnd(call.headers),
              host: target.host,
              ...(call.body.length > 0 ? { 'content-length': String(call.body.length) } : {}),
            },
            agent,
            signal,
          },
          (response) => {
            const chunks: Buffer[] = [];
            let size = 0;
            response.on('data', (chunk: Buffer) => {
              size += chunk.length;
              if (size > call.maxAnswerBytes) {
                request.destroy(new AnswerTooLarge(`answer over ${call.maxAnswerBytes} bytes`));
                return;
              }
              chunks.push(chunk);
            });
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 502,
                headers: response.headers,
                body: Buffer.concat(chunks),
              }),
            );
            response.on('error', reject);
            response.on('aborted', () => reject(new Error('the upstream closed the answer')));
          },
        );
        request.on('upgrade', (response, socket) => {
          socket.destroy();
          resolve({ status: response.statusCode ?? 101, headers: {}, body: Buffer.alloc(0) });
        });
        request.on('error', reject);
        request.end(call.body.length > 0 ? call.body : undefined);
      }),
  };
}
