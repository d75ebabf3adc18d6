import type { MessageKey, Thing } from '../i18n/messages';

type Params = Record<string, string | number>;

/**
 * The simulator's one error type. A business failure is HTTP 200 with the catalogue's code; the
 * HTTP failures (400, 401, 404, 405, 500, 504) carry their status. The error middleware turns it
 * into the envelope in the caller's language.
 */
export class SimulatorError extends Error {
  override readonly name = 'SimulatorError';

  constructor(
    readonly key: MessageKey,
    readonly params: Params = {},
    readonly status = 200,
  ) {
    super(`${key}${Object.keys(params).length ? ` ${JSON.stringify(params)}` : ''}`);
  }
}

/** A business failure (HTTP 200, code != 0). */
export function fail(key: MessageKey, params: Params = {}): SimulatorError {
  return new SimulatorError(key, params);
}

/** A record that does not exist or is not the caller's: the two look the same from outside. */
export function notFound(thing: Thing): SimulatorError {
  return new SimulatorError('notFound', { thing });
}

/** HTTP 400: the request breaks the API description; `detail` names the field. */
export function badRequest(detail: string): SimulatorError {
  return new SimulatorError('badRequest', { detail }, 400);
}

export function unauthorized(): SimulatorError {
  return new SimulatorError('unauthorized', {}, 401);
}
