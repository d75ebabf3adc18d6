import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middleware run one after another inside one router layer. Every request passes the app's dozen
 * always-on middlewares (headers, journal, CORS, body parsers, the validator's steps); as separate
 * layers each cost a turn of Express's router (matching, its try/catch, its `next`), about a tenth
 * of a hot read's CPU in all. Behaves as the layers did: an error (passed to `next`, thrown, or a
 * returned promise rejecting) skips the rest and goes on to the app's error handling.
 */
export function inOrder(handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let index = 0;
    const step = (error?: unknown): void => {
      // As Express's router: `next('route')` from a middleware goes on to the next one.
      if (error !== undefined && error !== null && error !== 'route') {
        next(error);
        return;
      }
      const handler = handlers[index++];
      if (!handler) {
        next();
        return;
      }
      try {
        const result: unknown = handler(req, res, step);
        // A returned promise that rejects is an error, as Express's layers treat it.
        if (result instanceof Promise)
          result.then(undefined, (reason: unknown) =>
            next(reason || new Error('Rejected promise')),
          );
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}

/**
 * A body parser run only on a request that says it sends a body (a length or a chunked
 * encoding): the reads (GET, most requests) skip both parsers, each of which checked that for
 * itself. The parser still decides for what passes (`Content-Length: 0`, its media type).
 */
export function whenBodySent(parser: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (
      req.headers['content-length'] === undefined &&
      req.headers['transfer-encoding'] === undefined
    )
      next();
    else parser(req, res, next);
  };
}
