import type { Middleware } from 'openapi-fetch';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** POST bodies are form fields (spec section 7); structured fields arrive here already as JSON text. */
export function formBodySerializer(body: unknown): string | FormData {
  if (body instanceof FormData) return body;
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body ?? {})) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form.toString();
}

/**
 * openapi-fetch labels every non-FormData body as JSON; our bodies are form-encoded, so the label
 * is corrected here rather than at every call.
 */
export function formEncodingMiddleware(): Middleware {
  return {
    onRequest({ request }) {
      if (request.headers.get('Content-Type') === 'application/json') {
        request.headers.set('Content-Type', FORM_CONTENT_TYPE);
      }
    },
  };
}
