import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API_TIMEOUT_MS } from '@dehong/api-spec/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendEnvelope } from '../http/envelope';
import { isApiPath } from '../http/openapi-validation';
import { languageOf, messageOf } from '../i18n/messages';
import { readAnswer } from './answer-body';
import { DriftJournal } from './drift';
import { AnswerTooLarge, endToEnd, networkUpstream, type Upstream } from './forward';
import { maskText, numberLooksSecret } from './mask';
import { Recorder } from './record';
import { MAX_DEPTH, Redactor } from './redact';
import { CallRedactor, originForm, type WrittenAnswer } from './redact-call';
import { recordingKey } from './recording-key';
import { NOT_RECORDED, replayUpstream } from './replay';
import { checkAnswer, checkRequest, type Difference } from './spec-check';
import { inferredOperations, operationOf, type Operation } from './spec-operations';

export interface ProxyOptions {
  /** The real operator's origin: every operator API call is forwarded there. */
  origin?: string;
  /** Or a folder recorded with `recordDir`: answers come from it, with no network. */
  replayDir?: string;
  /** Writes each distinct answer per operation and status here, redacted. */
  recordDir?: string;
  /**
   * How long an answer may take before the app gets the spec's 504. Below the app's own timeout
   * (API_TIMEOUT_MS), so the app hears the 504 instead of giving up on its own.
   */
  timeoutMs?: number;
  /** Where the proxy's log lines go (redacted); default nowhere. */
  log?: (line: string) => void;
}

/** The app's client gives up after API_TIMEOUT_MS (30 s); the proxy answers 504 5 s before. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = API_TIMEOUT_MS - 5_000;
/** A request body (the largest is a 5 MB upload in a multipart form) read before forwarding. */
const MAX_REQUEST_BYTES = 6 * 1024 * 1024;
/** An operator API answer is held to be checked; a larger one is refused (502). */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
/** A media file (a picture, an invoice's PDF) is held to be passed on, unchecked. */
const MAX_MEDIA_BYTES = 64 * 1024 * 1024;

export interface OperatorProxy {
  /** The middleware: answers every operator API path, passes the rest on. */
  handler: RequestHandler;
  drift: DriftJournal;
  upstream: string;
  /** A request target as the proxy writes it (for the console's request journal). */
  writtenTarget(method: string, url: string): string;
  /** Waits for the recordings, then lets go of the upstream's connections. */
  close(): Promise<void>;
}

const TIMED_OUT = Symbol('timed out');
const MEDIA_PATH = /^\/media\//;

function readBody(req: Request, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve(null);
        req.resume();
        return;
      }
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * `promise`, or the signal's reason once it aborts: the timeout holds whatever the upstream
 * does (an answer that never ends, a connection taken over by a 101).
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  // Settles after the race is decided: nobody waits for it then.
  promise.catch(() => {});
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** What failed, by its code or name only: a message can quote what the upstream sent. */
const errorName = (error: unknown) =>
  maskText(
    String((error as NodeJS.ErrnoException | undefined)?.code ?? (error as Error)?.name ?? error),
  );

/** The simulator's own paths (`/__chat`) as the console's journal keeps them: no query. */
const localPath = (path: string) => path.split('/').map(maskText).join('/');

/** The simulator as a validating, recording proxy in front of the real operator (or a recording). */
export function createOperatorProxy(options: ProxyOptions): OperatorProxy {
  if (!options.origin === !options.replayDir) {
    throw new Error('a proxy needs either an origin or a recording to replay');
  }
  // A recording keeps the key of its shapes' hashes, so its replay writes a request alike.
  const folder = options.recordDir ?? options.replayDir;
  const calls = new CallRedactor(
    new Redactor(folder ? recordingKey(folder, options.recordDir !== undefined) : undefined),
  );
  const upstream: Upstream = options.origin
    ? networkUpstream(options.origin)
    : replayUpstream(options.replayDir!, calls);
  const timeoutMs = options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
  const drift = new DriftJournal(upstream.name, inferredOperations());
  const recorder = options.recordDir ? new Recorder(options.recordDir, upstream.name) : undefined;
  const log = options.log ?? (() => {});
  drift.onNew((entry) =>
    log(
      maskText(
        `drift: ${entry.operation} ${entry.where} ${entry.pointer || '(whole)'} ${entry.kind}: ` +
          `expected ${entry.expected}, came ${entry.example.came} (HTTP ${entry.example.status})`,
      ),
    ),
  );

  /** `checked`: an operator API call (checked, journalled, recorded); else a media file. */
  async function forward(
    req: Request,
    res: Response,
    checked: boolean,
    target: string,
  ): Promise<void> {
    const body = await readBody(req, MAX_REQUEST_BYTES);
    const language = languageOf(req.get('accept-language'));
    const path = target.split('?')[0]!;
    const documented = checked ? operationOf(req.method, path) : undefined;
    const contentType = req.get('content-type');
    if (body === null) {
      // As the simulator answers a body over its limit.
      sendEnvelope(res, 400, {
        code: 400,
        message: messageOf('badRequest', language, { detail: 'the body is too large' }),
      });
      return;
    }
    const written = calls.request(documented, req.method, target, contentType, body);
    const writtenPath = written.target.split('?')[0]!;
    const operation: Operation = documented ?? {
      id: `${req.method} ${writtenPath}`,
      method: req.method,
      path: writtenPath,
      inferred: false,
    };
    const at = target.indexOf('?');
    const differences: Difference[] = documented
      ? checkRequest(documented, at < 0 ? '' : target.slice(at + 1), contentType, body)
      : !checked
        ? []
        : [
            {
              where: 'request',
              pointer: '',
              kind: 'not-in-spec',
              expected: 'an operation of openapi.yaml',
              came: `${req.method} ${writtenPath}`,
            },
          ];
    const journal = (status: number, answer?: WrittenAnswer, unanswered = false) => {
      if (!checked) return;
      const seen = differences.map((difference) => calls.difference(difference, written, answer));
      drift.record(operation, { request: written.target, status, unanswered }, seen);
    };
    /** The app gets the spec's 504 or a 502; the journal and the log say why. */
    const refuse = (status: 502 | 504, difference: Omit<Difference, 'where' | 'pointer'>) => {
      differences.push({ where: 'response', pointer: '', ...difference });
      journal(status, undefined, difference.kind === 'no-answer');
      log(maskText(`upstream: ${req.method} ${written.target} ${difference.kind}`));
      sendEnvelope(res, status, {
        code: status,
        message: messageOf(status === 504 ? 'timeout' : 'serverError', language),
      });
    };

    const maxAnswerBytes = checked ? MAX_ANSWER_BYTES : MAX_MEDIA_BYTES;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(TIMED_OUT), timeoutMs);
    // The app gave up (or its connection broke): so does the call upstream.
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    let answer;
    try {
      const call = {
        method: req.method,
        url: target,
        headers: {
          ...req.headers,
          'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress]
            .filter(Boolean)
            .join(', '),
          'x-forwarded-host': req.headers.host ?? '',
          'x-forwarded-proto': 'http',
        },
        body,
        maxAnswerBytes,
      };
      answer = await untilAborted(upstream.send(call, controller.signal), controller.signal);
    } catch (error) {
      if (res.writableEnded || res.destroyed) return;
      if (error instanceof AnswerTooLarge) {
        refuse(502, tooLarge(maxAnswerBytes));
        return;
      }
      const timedOut = controller.signal.reason === TIMED_OUT;
      refuse(timedOut ? 504 : 502, {
        kind: 'no-answer',
        expected: `an answer within ${timeoutMs} ms`,
        came: timedOut ? `nothing in ${timeoutMs} ms` : errorName(error),
      });
      return;
    } finally {
      clearTimeout(timer);
    }

    // A 101 the app never asked for, or a status line such as `099`: no answer to pass on.
    if (answer.status < 200 || answer.status > 599) {
      refuse(502, {
        kind: 'status',
        expected: 'a final HTTP status (200-599)',
        came: answer.status,
      });
      return;
    }
    const answerType = answer.headers['content-type'];
    const notRecorded = answer.headers[NOT_RECORDED] !== undefined;
    delete answer.headers[NOT_RECORDED];
    const read = checked
      ? readAnswer(answer.headers, answer.body, { bytes: MAX_ANSWER_BYTES, depth: MAX_DEPTH })
      : undefined;
    if (read?.read === 'too-large') {
      refuse(502, tooLarge(read.limit));
      return;
    }
    if (read?.read === 'too-deep') {
      refuse(502, {
        kind: 'too-deep',
        expected: `JSON nested at most ${read.limit} deep`,
        came: `nested deeper than ${read.limit}`,
      });
      return;
    }
    let writtenAnswer: WrittenAnswer | undefined;
    if (notRecorded) {
      differences.push({
        where: 'response',
        pointer: '',
        kind: 'not-recorded',
        expected: 'a recorded answer',
        came: 'none in the recording',
      });
    } else if (read?.read === 'unreadable') {
      differences.push({
        where: 'response',
        pointer: '',
        kind: 'content-encoding',
        expected: 'gzip, deflate, br or none',
        came: read.encoding,
      });
    } else if (documented && read) {
      const value = read.read === 'json' ? read.value : undefined;
      differences.push(...checkAnswer(documented, answer.status, answerType, value));
      // Written only when something writes it: redacting an 8 MB answer is not free.
      const write = () =>
        (writtenAnswer ??= calls.answer(documented, answer.status, value, read.text));
      if (differences.some((difference) => difference.where === 'response')) write();
      recorder?.record(
        documented,
        written.key,
        {
          status: answer.status,
          contentType: calls.contentType(answerType),
          ...(answer.headers.location ? { location: calls.location(answer.headers.location) } : {}),
          written: write,
        },
        Buffer.byteLength(read.text),
      );
    }
    journal(answer.status, writtenAnswer);
    if (read?.read === 'json') {
      // The console's journal shows the code: a number that reads as a phone is not one.
      const code = (read.value as { code?: unknown } | null)?.code;
      if (typeof code === 'number' && !numberLooksSecret(code)) res.locals.envelopeCode = code;
    }
    res.statusCode = answer.status;
    for (const [name, value] of Object.entries(endToEnd(answer.headers))) {
      if (value !== undefined) res.setHeader(name, value);
    }
    res.setHeader('content-length', answer.body.length);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  }

  return {
    drift,
    upstream: upstream.name,
    writtenTarget: (method, url) => {
      const target = originForm(url);
      const path = target.split('?')[0]!;
      return isApiPath(path) ? calls.target(method, target) : localPath(path);
    },
    handler: (req: Request, res: Response, next: NextFunction) => {
      // Only the path and query go upstream: an absolute-form target (`GET http://host/...`)
      // never reaches a gateway that would route by its authority.
      const target = originForm(req.originalUrl);
      const path = target.split('?')[0]!;
      // The operator serves its pictures, articles and invoices under /media (relative links in
      // its answers): those come from the upstream too, unchecked (openapi.yaml has no /media).
      const checked = isApiPath(path);
      // A replay has no pictures (recordings hold JSON): the local ones serve.
      if (!checked && !(options.origin && MEDIA_PATH.test(path))) return next();
      // Not the app's error handler: it logs the request's target as it came (plates, phones).
      forward(req, res, checked, target).catch((error: unknown) => {
        log(`proxy: ${req.method} ${calls.target(req.method, target)} failed: ${errorName(error)}`);
        if (res.headersSent) res.end();
        else {
          const language = languageOf(req.get('accept-language'));
          sendEnvelope(res, 500, { code: 500, message: messageOf('serverError', language) });
        }
      });
    },
    async close() {
      await recorder?.flush();
      upstream.close();
      // The journal beside the recordings: `npm run drift:report -- <dir>/drift.json` reads it.
      if (options.recordDir) {
        await mkdir(options.recordDir, { recursive: true });
        await writeFile(
          join(options.recordDir, 'drift.json'),
          `${JSON.stringify(drift.snapshot(), null, 2)}\n`,
        );
      }
    },
  };
}

const tooLarge = (limit: number) => ({
  kind: 'too-large',
  expected: `an answer of at most ${limit} bytes`,
  came: `more than ${limit} bytes`,
});
