/** Cookie names the app and the operator's other pages share (spec sections 4 and 8). */
export const COOKIES = {
  /** Where to go back to after logging in, set when a call answers 401. */
  returnUrl: 'returnUrl',
  /** The operator's single-sign-on passport, removed at logout. */
  passport: 'passport',
  /** Set at logout so the operator's other pages do not log back in silently. */
  logout: 'logout',
} as const;

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

export function setCookie(name: string, value: string, maxAgeSeconds = 3600): void {
  if (!hasDocument()) return;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  if (!hasDocument()) return;
  document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
}

export function readCookie(name: string): string | null {
  if (!hasDocument()) return null;
  for (const part of document.cookie.split('; ')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === name) return decodeURIComponent(part.slice(eq + 1));
  }
  return null;
}
