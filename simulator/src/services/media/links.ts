import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a signed media link works, in simulator-clock seconds. */
export const MEDIA_LINK_SECONDS = 30 * 60;

/**
 * The key private media links are signed with: random per process, so a restart (or a leaked
 * link's copy on another machine) is worthless. `MEDIA_LINK_KEY` fixes it for several processes
 * serving one database.
 */
const KEY = process.env.MEDIA_LINK_KEY ? Buffer.from(process.env.MEDIA_LINK_KEY) : randomBytes(32);

const signature = (path: string, exp: number) =>
  createHmac('sha256', KEY).update(`${path}\n${exp}`).digest('base64url');

/**
 * A private media path with its expiry and signature (`?exp=..&sig=..`): `<img>` and `<a href>`
 * cannot send the Authorization header, so the API answer that may show the file carries the link.
 * `exp` is Unix seconds of the simulator clock (moving the clock ages links with it).
 */
export function signMediaPath(path: string, nowMs: number): string {
  if (!path.startsWith('/media/')) return path;
  const exp = Math.floor(nowMs / 1000) + MEDIA_LINK_SECONDS;
  return `${path}?exp=${exp}&sig=${signature(path, exp)}`;
}

export type MediaLinkCheck = 'ok' | 'expired' | 'invalid';

/** Whether `path` (without the query) was signed by this process with `exp`, and is still fresh. */
export function checkMediaLink(
  path: string,
  exp: unknown,
  sig: unknown,
  nowMs: number,
): MediaLinkCheck {
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) {
    return 'invalid';
  }
  const expected = Buffer.from(signature(path, Number(exp)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(exp) * 1000 < nowMs ? 'expired' : 'ok';
}
