import { COOKIES, readCookie, removeCookie } from '@dehong/api-spec';
import { paths } from '@/config/paths';

/** Only a path of this app (never another site, never the login page itself). */
function isAppPath(target: unknown): target is string {
  return (
    typeof target === 'string' &&
    target.startsWith('/') &&
    !target.startsWith('//') &&
    !target.startsWith('/uc/')
  );
}

/**
 * Where to go after logging in: the page the guard or a 401 sent the user from (router state, or
 * the return-url cookie when the visit left the app), else home. The cookie is used up.
 */
export function takeReturnTarget(routerState: unknown): string {
  const fromState = (routerState as { from?: unknown } | null)?.from;
  const fromCookie = readCookie(COOKIES.returnUrl);
  removeCookie(COOKIES.returnUrl);
  if (isAppPath(fromState)) return fromState;
  if (isAppPath(fromCookie)) return fromCookie;
  return paths.home.href();
}
