import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import express, { Router, type Request, type Response } from 'express';

const BRIDGE_TAG = '<script src="/__chat/bridge.js"></script>';
/** index.html's own inline script (web/vite-plugins/first-paint.ts): no attributes of its own. */
const INLINE_SCRIPT = '<script>';

/**
 * The copies `vite build` writes next to each text asset (web/vite-plugins/precompress.ts), best
 * first: brotli is about 15% smaller than gzip on the app's scripts.
 */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Vite names every file under /assets/ by its content: a new build means new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files of `public/` keep their names across builds. */
const REVALIDATE_HOURLY = 'public, max-age=3600';

/** The file a URL path names inside `root`, or undefined when it cannot be one. */
function fileOf(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = join(root, decoded);
  return file.startsWith(root + sep) ? file : undefined;
}

/**
 * Serves the built web app from `webDir` on the API's origin: its files, and index.html for any
 * other GET that asks for a page (client-side routes). A file with a precompressed copy is sent
 * in the best encoding the browser accepts (`Vary: Accept-Encoding`); hashed assets are cached for
 * good, index.html is revalidated every time so a new build is picked up at once. With the fake
 * chat platform enabled, the bridge script is put into index.html; the app never references it.
 * index.html's inline script gets the response's CSP nonce, the one inline script the policy runs.
 */
export function webApp(
  webDir: string,
  options: { injectBridge: boolean; isReserved: (path: string) => boolean },
) {
  const root = resolve(webDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`No index.html in ${root}: build the web app first (npm run build)`);
  }
  const assets = join(root, 'assets') + sep;
  const cacheFor = (res: Response, file: string) =>
    res.setHeader('Cache-Control', file.startsWith(assets) ? IMMUTABLE : REVALIDATE_HOURLY);

  const encodedFiles = express.static(root, {
    index: false,
    setHeaders(res, file) {
      const encoding = ENCODINGS.find(({ suffix }) => file.endsWith(suffix));
      if (!encoding) return;
      const original = file.slice(0, -encoding.suffix.length);
      res.setHeader('Content-Encoding', encoding.name);
      // The type of what the browser gets once it has decoded the body, not of the .br file.
      res.type(original.slice(original.lastIndexOf('.')));
      cacheFor(res, original);
    },
  });
  const router = Router();
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = /\.[A-Za-z0-9]+$/.test(req.path) ? fileOf(root, req.path) : undefined;
    if (!file) return next();
    const copies = ENCODINGS.filter(({ suffix }) => existsSync(file + suffix));
    if (copies.length === 0) return next();
    // Also on the plain answer: a shared cache must not hand it to a browser that takes brotli.
    res.vary('Accept-Encoding');
    const chosen = copies.find(({ name }) => req.acceptsEncodings(name) === name);
    if (!chosen) return next();
    const url = req.url;
    const query = url.indexOf('?');
    req.url =
      query < 0 ? url + chosen.suffix : url.slice(0, query) + chosen.suffix + url.slice(query);
    encodedFiles(req, res, (error?: unknown) => {
      req.url = url;
      next(error);
    });
  });
  router.use(express.static(root, { index: false, setHeaders: cacheFor }));
  // A client route has no file extension; a missing /assets/x.js must stay a 404, not become HTML.
  const wantsPage = (req: Request) =>
    (req.method === 'GET' || req.method === 'HEAD') &&
    !options.isReserved(req.path) &&
    !/\.[A-Za-z0-9]+$/.test(req.path) &&
    req.accepts(['html', 'json']) === 'html';
  router.use((req, res, next) => {
    if (!wantsPage(req)) return next();
    // Read each time: a rebuild of the app shows without restarting the simulator.
    let html = readFileSync(indexFile, 'utf8').replaceAll(
      INLINE_SCRIPT,
      `<script nonce="${res.locals.cspNonce as string}">`,
    );
    if (options.injectBridge) html = html.replace('</head>', `  ${BRIDGE_TAG}\n  </head>`);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  });
  return router;
}
