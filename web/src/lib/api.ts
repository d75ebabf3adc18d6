import { type Api, createApi } from '@dehong/api-spec';
import { currentLanguage } from '@/i18n/ui-language';
import { fetchOrTakeAhead } from './ask-ahead';

let unauthorizedListener: () => void = () => {};

/**
 * The app (router) decides what a 401 does: go to /uc/login and come back afterwards. Returns the
 * function that removes the listener.
 */
export function setUnauthorizedListener(listener: () => void): () => void {
  unauthorizedListener = listener;
  return () => {
    if (unauthorizedListener === listener) unauthorizedListener = () => {};
  };
}

/**
 * Every call carries the UI language, so the operator answers business messages in it; a call a
 * cold open asked ahead takes that answer (ask-ahead.ts).
 */
function fetchInUiLanguage(request: Request): Promise<Response> {
  request.headers.set('Accept-Language', currentLanguage());
  return fetchOrTakeAhead(request, (call) => globalThis.fetch(call));
}

function createAppApi(baseUrl: string): Api {
  return createApi({
    baseUrl,
    fetch: fetchInUiLanguage,
    onUnauthorized: () => unauthorizedListener(),
  });
}

let baseUrl = import.meta.env.VITE_API_BASE_URL ?? '';

/**
 * The one operator API client of the app (same origin unless VITE_API_BASE_URL says otherwise).
 * A live binding: `configureApi` replaces it, and every importer sees the new client.
 */
export let api: Api = createAppApi(baseUrl);

/** Points the app at another API origin (tests use their own simulator). */
export function configureApi(options: { baseUrl: string }): void {
  baseUrl = options.baseUrl;
  api = createAppApi(baseUrl);
}

/** A link the operator answers as a path (`/media/...`) lives on the API's origin. */
export function apiUrl(link: string): string {
  return link ? new URL(link, baseUrl || window.location.href).toString() : link;
}
