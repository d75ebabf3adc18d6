import type { NextFunction, Request, Response } from 'express';

/**
 * Cross-origin calls only from the origins named (`--cors-origin`, `StartOptions.corsOrigins`):
 * by default none. The app is served on the API's own origin and the Vite dev server proxies to
 * it, so neither needs CORS; answering `*` with `Authorization` allowed would let any page on the
 * web drive the API with a token it got hold of. An origin not on the list gets no CORS header
 * (the browser then keeps the answer from the page); a preflight from it gets a bare 204.
 */
export function cors(allowedOrigins: readonly string[] = []) {
  const allowed = new Set(allowedOrigins.map((origin) => origin.replace(/\/+$/, '').toLowerCase()));
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get('origin');
    const permitted = origin !== undefined && allowed.has(origin.toLowerCase());
    if (allowed.size > 0) res.vary('Origin');
    if (permitted) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Expose-Headers', 'Content-Type');
    }
    if (req.method === 'OPTIONS') {
      if (permitted) {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
        res.setHeader(
          'Access-Control-Allow-Headers',
          'Authorization, Content-Type, Accept-Language',
        );
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.status(204).end();
      return;
    }
    next();
  };
}

/**
 * An answer to a request that carries a token is that member's: no browser or proxy cache may
 * keep it (a shared phone, a shared proxy).
 */
export function noStoreWhenSignedIn() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.headers.authorization !== undefined) res.setHeader('Cache-Control', 'no-store');
    next();
  };
}
