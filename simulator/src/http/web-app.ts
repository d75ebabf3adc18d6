import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { Router, type Request } from 'express';

const BRIDGE_TAG = '<script src="/__chat/bridge.js"></script>';

/**
 * Serves the built web app from `webDir` on the API's origin: its files, and index.html for any
 * other GET that asks for a page (client-side routes). With the fake chat platform enabled, the
 * bridge script is put into index.html; the app itself never references it.
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
  const router = Router();
  router.use(express.static(root, { index: false, maxAge: '1h' }));
  // A client route has no file extension; a missing /assets/x.js must stay a 404, not become HTML.
  const wantsPage = (req: Request) =>
    (req.method === 'GET' || req.method === 'HEAD') &&
    !options.isReserved(req.path) &&
    !/\.[A-Za-z0-9]+$/.test(req.path) &&
    req.accepts(['html', 'json']) === 'html';
  router.use((req, res, next) => {
    if (!wantsPage(req)) return next();
    // Read each time: a rebuild of the app shows without restarting the simulator.
    let html = readFileSync(indexFile, 'utf8');
    if (options.injectBridge) html = html.replace('</head>', `  ${BRIDGE_TAG}\n  </head>`);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  });
  return router;
}
