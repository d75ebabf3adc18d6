import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { badRequest } from './errors';

/**
 * The first `name=value` pair of a query string or form body that is not valid percent-encoded
 * UTF-8 (`%`, `%zz`, `%E0%A4%A`, an encoded lone surrogate). Node's querystring keeps such text as
 * typed, so "%E0%A4%A" would be stored as a nickname; a browser never sends it.
 */
export function badEscapeIn(encoded: string): string | undefined {
  if (!encoded.includes('%')) return undefined;
  // A sequence cannot run across an `&`, so text that decodes whole has no bad pair (the usual case,
  // every request with a plate in its query): one call instead of one per pair.
  try {
    decodeURIComponent(encoded);
    return undefined;
  } catch {
    // Some pair is bad: found below.
  }
  for (const pair of encoded.split('&')) {
    try {
      decodeURIComponent(pair.replaceAll('+', ' '));
    } catch {
      const name = pair.split('=', 1)[0] ?? '';
      let decodedName = name;
      try {
        decodedName = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        decodedName = 'a field name';
      }
      return decodedName.slice(0, 40) || 'a field';
    }
  }
  return undefined;
}

/** 400 for a query string with a bad percent-escape, before anything reads it. */
export function rejectBadQueryEscapes() {
  return (req: Request, _res: Response, next: NextFunction) => {
    const mark = req.url.indexOf('?');
    const field = mark < 0 ? undefined : badEscapeIn(req.url.slice(mark + 1));
    if (field !== undefined) next(badRequest(`${field} has a bad percent-escape`));
    else next();
  };
}

/** express.urlencoded's `verify`: the same check on the raw form body. */
export function verifyFormEscapes(_req: IncomingMessage, _res: unknown, body: Buffer): void {
  const field = badEscapeIn(body.toString('latin1'));
  if (field !== undefined) throw badRequest(`${field} has a bad percent-escape`);
}

/**
 * The name of a number the validator coerced from text that is not finite (`lng=1e999`,
 * `Infinity`): openapi.yaml's bounds do not stop those (the checks compare with Infinity).
 */
export function nonFiniteNumberIn(values: unknown, depth = 0): string | undefined {
  if (!values || typeof values !== 'object' || depth > 3) return undefined;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number' && !Number.isFinite(value)) return name;
    if (
      Array.isArray(value) &&
      value.some((item) => typeof item === 'number' && !Number.isFinite(item))
    ) {
      return name;
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const inner = nonFiniteNumberIn(value, depth + 1);
      if (inner) return `${name}.${inner}`;
    }
  }
  return undefined;
}
