import type { NextFunction, Request, Response } from 'express';
import { codeOf, languageOf, messageOf, type MessageKey } from '../i18n/messages';
import { sendEnvelope } from './envelope';
import { SimulatorError } from './errors';

interface ValidatorIssue {
  path?: string;
  message?: string;
  errorCode?: string;
}

/** express-openapi-validator's HttpError and body-parser's errors both carry an HTTP status. */
interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  message?: string;
  errors?: ValidatorIssue[];
}

const KEY_BY_STATUS: Record<number, MessageKey> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'requestNotFound',
  405: 'methodNotAllowed',
  504: 'timeout',
};

/** "phone must match pattern ..." from the validator's `/body/phone` + message. */
function describeIssue(issue: ValidatorIssue | undefined, fallback: string): string {
  if (!issue?.message) return fallback;
  // Request fields come as /body/..., /query/...; anything else (the URL of a 415) is no field.
  const located = /^\/(body|query|params|headers|path)\/?(.*)$/.exec(issue.path ?? '');
  const field = located ? (located[2] ?? '').replaceAll('/', '.') : '';
  const required = /^must have required property '(.+)'$/.exec(issue.message);
  if (required) {
    // The validator locates a missing property at the property itself (/body/nickname).
    const name = required[1]!;
    const parent =
      field === name ? '' : field.endsWith(`.${name}`) ? field.slice(0, -name.length - 1) : field;
    return `${parent ? `${parent}.` : ''}${name} is required`;
  }
  return field ? `${field} ${issue.message}` : issue.message;
}

/**
 * What busboy and multer say of a broken multipart body (cut short, a bad part header, a file
 * under a field the operation does not take); express-openapi-validator passes these on as 500s.
 */
const BROKEN_MULTIPART = /^(Unexpected end of (form|file)|Malformed part header|Unexpected field)/;

function asSimulatorError(error: unknown): SimulatorError {
  if (error instanceof SimulatorError) return error;
  const http = (error ?? {}) as HttpishError;
  if (BROKEN_MULTIPART.test(http.message ?? '')) {
    return new SimulatorError('badRequest', { detail: 'the multipart body cannot be parsed' }, 400);
  }
  const status = http.status ?? http.statusCode;
  if (typeof status !== 'number' || status >= 500) {
    return new SimulatorError('serverError', {}, 500);
  }
  const known = KEY_BY_STATUS[status];
  if (known) return new SimulatorError(known, {}, status);
  // 400, and what a client can get wrong beyond the description (413 too large, 415 media type).
  const detail =
    http.type === 'entity.parse.failed'
      ? 'the body cannot be parsed'
      : http.type === 'entity.too.large'
        ? 'the body is too large'
        : describeIssue(http.errors?.[0], http.message ?? 'malformed request');
  return new SimulatorError('badRequest', { detail }, 400);
}

/** The one error middleware, registered last: every failure becomes the spec's envelope. */
export function errorHandler() {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const failure = asSimulatorError(error);
    if (failure.status >= 500) {
      console.error(`simulator: ${req.method} ${req.originalUrl} failed`, error);
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    sendEnvelope(res, failure.status, {
      code: codeOf(failure.key),
      message: messageOf(failure.key, languageOf(req.get('accept-language')), failure.params),
    });
  };
}
