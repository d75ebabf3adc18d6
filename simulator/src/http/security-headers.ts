import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { isApiPath } from './openapi-validation';

/**
 * The map's tile layers (Leaflet URL templates) when VITE_MAP_TILE_URLS does not name them: the
 * operator's Chinese provider, road tiles on four sub-domains and the traffic layer.
 */
export const DEFAULT_MAP_TILE_URLS = [
  'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
  'https://tm.amap.com/trafficengine/mapabc/traffictile?v=1.0&t=1&x={x}&y={y}&z={z}',
];

/**
 * The tile URLs the web build was configured with: VITE_MAP_TILE_URLS (Leaflet templates separated
 * by commas), the variable the app's map reads at build time, so the page and its policy agree.
 */
export function configuredMapTileUrls(env: Record<string, string | undefined>): string[] {
  const urls = (env.VITE_MAP_TILE_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  return urls.length > 0 ? urls : DEFAULT_MAP_TILE_URLS;
}

/**
 * The CSP source of a tile template: its scheme and host. A template sub-domain (`{s}`) widens to
 * a wildcard over the rest of the host, the only wildcard CSP allows (`*.is.autonavi.com`).
 */
export function tileSource(template: string): string {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match) throw new Error(`not an http(s) tile URL template: ${template}`);
  const [, scheme, host] = match as unknown as [string, string, string];
  const labels = host.toLowerCase().split('.');
  const templated = labels.findLastIndex((label) => label.includes('{'));
  if (templated === labels.length - 1 || templated === labels.length - 2) {
    throw new Error(`a tile host template must keep its registrable domain fixed: ${template}`);
  }
  const fixed = templated === -1 ? labels : ['*', ...labels.slice(templated + 1)];
  if (fixed.some((label) => !/^(\*|[a-z0-9-]+)(:\d+)?$/.test(label))) {
    throw new Error(`not a host name: ${host}`);
  }
  return `${scheme!.toLowerCase()}://${fixed.join('.')}`;
}

/** Pages of the fake chat platform send the browser on to the app that asked (any origin). */
const isChatPlatformPath = (path: string) => path.startsWith('/__chat/');

/** Where the per-response nonce goes in a policy built once. */
const NONCE = '\u0000nonce\u0000';

/**
 * The Content-Security-Policy value, built once: only the nonce changes per response. (Helmet
 * rebuilt and re-validated every directive on every request when one was a function.)
 */
function contentSecurityPolicy(tiles: string[], formAction: string[]): (nonce: string) => string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", NONCE]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...tiles]],
    ['connect-src', ["'self'"]],
    ['font-src', ["'self'", 'data:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', formAction],
    ['frame-ancestors', ["'self'"]],
  ];
  const [before, after] = directives
    .map((directive) => directive.flat().join(' '))
    .join(';')
    .split(NONCE);
  return (nonce) => `${before}'nonce-${nonce}'${after}`;
}

/** Every header but the CSP (built here with its nonce), as helmet sets them. */
export const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Images and scripts are also used by the Vite dev server's page on another port.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginOpenerPolicy: false,
  // The demo runs on plain http on a laptop; HSTS would pin localhost to https.
  strictTransportSecurity: false,
};

/**
 * The headers of an API answer (OWASP's REST security sheet): JSON data, never a document, so
 * its policy lets it load nothing and be framed nowhere, and no page of another site may include
 * it (a CORS call the API allows is not affected). The page's policy, nonce and helmet's dozen
 * other headers would only be bytes here: they took ~12 µs of a ~190 µs hot read.
 */
const API_ANSWER_HEADERS: [string, string][] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

/**
 * Helmet's headers with a Content-Security-Policy that allows what the served app really loads:
 * its own scripts, styles, fonts and API (same origin), data: and blob: images (antd-mobile's
 * icons, the captcha, uploads' previews), and the map tiles from the configured provider. The
 * admin console's and the fake platform's inline scripts carry the per-response nonce; the fake
 * pay bridge is a same-origin script. `style-src 'unsafe-inline'` stays: the console, the fake
 * platform and the operator's article pages use <style> blocks, the fake pay sheet sets style
 * attributes, and so may the operator's notice HTML. Scripts get no such allowance. Referrer-Policy
 * sends only the origin across origins (tile providers check it against the key's sites).
 */
export function securityHeaders(options: { mapTileUrls?: string[] } = {}): RequestHandler {
  const tiles = [
    ...new Set((options.mapTileUrls ?? configuredMapTileUrls(process.env)).map(tileSource)),
  ];
  const appPolicy = contentSecurityPolicy(tiles, ["'self'"]);
  const chatPlatformPolicy = contentSecurityPolicy(tiles, ["'self'", 'http:', 'https:']);
  const otherHeaders = fixedHeaders(helmet(HELMET_OPTIONS));
  return (req, res, next) => {
    if (isApiPath(req.path)) {
      for (const [name, value] of API_ANSWER_HEADERS) res.setHeader(name, value);
      next();
      return;
    }
    // A fresh nonce per page for the admin console's and the fake platform's inline scripts (an
    // API answer has none to allow).
    const nonce = nextNonce();
    res.locals.cspNonce = nonce;
    const policy = isChatPlatformPath(req.path) ? chatPlatformPolicy : appPolicy;
    res.setHeader('Content-Security-Policy', policy(nonce));
    for (const name of otherHeaders.removed) res.removeHeader(name);
    for (const [name, value] of otherHeaders.set) res.setHeader(name, value);
    next();
  };
}

/**
 * The headers a helmet middleware sets, found once by running it against a recording response.
 * With the CSP taken out, helmet's headers depend on nothing in the request, and running its
 * dozen middlewares per request cost ~40 µs for the same dozen values.
 */
function fixedHeaders(middleware: RequestHandler): { set: [string, string][]; removed: string[] } {
  const headers = { set: [] as [string, string][], removed: [] as string[] };
  const recorder = {
    setHeader(name: string, value: string) {
      headers.set.push([name, value]);
    },
    removeHeader(name: string) {
      headers.removed.push(name);
    },
  };
  let called = false;
  void middleware({} as Request, recorder as unknown as Response, () => {
    called = true;
  });
  if (!called) throw new Error('the security headers middleware did not finish synchronously');
  return headers;
}

/**
 * Nonces are cut from a block of random bytes fetched a few thousand at a time, encoded once: 18
 * bytes (144 bits) are 24 base64 characters with no padding, so each nonce is a slice of the
 * block's text (encoding 16 bytes per response was ~1 % of a hot read).
 */
const NONCE_BYTES = 18;
const NONCE_CHARS = (NONCE_BYTES / 3) * 4;
const NONCES_PER_BLOCK = 4096;
let nonceBlock = '';
let nonceOffset = 0;

function nextNonce(): string {
  if (nonceOffset + NONCE_CHARS > nonceBlock.length) {
    nonceBlock = randomBytes(NONCE_BYTES * NONCES_PER_BLOCK).toString('base64');
    nonceOffset = 0;
  }
  nonceOffset += NONCE_CHARS;
  return nonceBlock.slice(nonceOffset - NONCE_CHARS, nonceOffset);
}
