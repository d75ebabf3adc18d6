import type { NextFunction, Request, Response } from 'express';

/**
 * The API answers any origin: the Vite dev server, Pact's mock and the demo page all call it from
 * elsewhere. Tokens travel in the Authorization header, never in cookies, so this leaks nothing.
 */
export function cors() {
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', 'Content-Type');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept-Language');
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}
