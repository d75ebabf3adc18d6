import type { Middleware } from 'openapi-fetch';

/** A weak mobile network can hang a request forever; give up after `ms` (reported as a timeout). */
export function timeoutMiddleware(ms: number): Middleware {
  return {
    onRequest({ request }) {
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(ms)]);
      return new Request(request, { signal });
    },
  };
}
