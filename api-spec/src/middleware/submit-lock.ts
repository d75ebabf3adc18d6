import type { Middleware } from 'openapi-fetch';
import { ApiError } from '../errors';

/**
 * The duplicate-submit guard (spec section 8): while a POST to an endpoint is in flight, and for
 * `releaseMs` after its answer, another POST to the same endpoint is refused with the spec's message.
 * Keyed by endpoint so that a flow's consecutive steps (publish, then pay) are not blocked.
 */
export function submitLockMiddleware(releaseMs: number): Middleware {
  const locked = new Set<string>();
  const keyOf = (method: string, schemaPath: string) => `${method} ${schemaPath}`;
  // With no hold after the answer (0 ms: the tests' clients), the lock ends with the answer itself:
  // a 0 ms timer could still be pending when the caller's next call, answered within the same
  // millisecond on loopback, posts again.
  const release = (key: string) => {
    if (releaseMs <= 0) locked.delete(key);
    else setTimeout(() => locked.delete(key), releaseMs);
  };
  return {
    onRequest({ request, schemaPath }) {
      if (request.method !== 'POST') return;
      const key = keyOf(request.method, schemaPath);
      if (locked.has(key)) throw ApiError.of('duplicateSubmit');
      locked.add(key);
    },
    onResponse({ request, schemaPath }) {
      if (request.method === 'POST') release(keyOf(request.method, schemaPath));
    },
    onError({ request, schemaPath }) {
      if (request.method === 'POST') release(keyOf(request.method, schemaPath));
    },
  };
}
