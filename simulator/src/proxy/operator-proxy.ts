import { mkdir, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { API_TIMEOUT_MS } from '@dehong/api-spec/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendEnvelope } from '../http/envelope';
import { isApiPath } from '../http/openapi-validation';
import { languageOf, messageOf } from '../i18n/messages';
import { DriftJournal } from './drift';
import { AnswerTooLarge, endToEnd, networkUpstream, type Upstream } from './forward';
import { maskText, maskUrl } from './mask';
import { Recorder, requestKey } from './record';
import { NOT_RECORDED, replayUpstream } from './replay';
import {
  checkAnswer,
  checkRequest,
  inferredOperations,
  operationOf,
  type Difference,
  type Operation,
} from './spec-check';

export interface ProxyOptions {
  /** The real operator's origin: every operator API call is forwarded there. */
  origin?: string;
  /** Or a folder recorded with `recordDir`: answers come from it, with no network. */
  replayDir?: string;
  /** Writes each distinct answer per operation and status here, masked. */
  recordDir?: string;
  /**
   * How long an answer may take before the app gets the spec's 504. Below the app's own timeout
   * (API_TIMEOUT_MS), so the app hears the 504 instead of giving up on its own.
   */
  timeoutMs?: number;
  /** Where the proxy's log lines go (masked); default nowhere. */
  log?: (line: string) => void;
}

/** The app's client gives up after API_TIMEOUT_MS (30 s); the proxy answers 504 5 s before. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = API_TIMEOUT_MS - 5_000;
/** A request body (the largest is a 5 MB upload in a multipart form) read before forwarding. */
const MAX_REQUEST_BYTES = 6 * 1024 * 1024;
/** An answer is held in memory to be checked; one larger than this is refused (502). */
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;
/** An answer larger than this is forwarded unchecked. */
const MAX_CHECKED_BYTES = 8 * 1024 * 1024;

export interface OperatorProxy {
  /** The middleware: answers every operator API path, passes the rest on. */
  handler: RequestHandler;
  drift: DriftJournal;
  upstream: string;
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

/** The answer's text for checking (decompressed when it came compressed). */
function answerText(headers: IncomingHttpHeaders, body: Buffer): string | null {
  if (body.length > MAX_CHECKED_BYTES) return null;
  const options = { maxOutputLength: MAX_CHECKED_BYTES };
  try {
    switch (String(headers['content-encoding'] ?? '').toLowerCase()) {
      case 'gzip':
      case 'x-gzip':
        return gunzipSync(body, options).toString('utf8');
      case 'deflate':
        return inflateSync(body, options).toString('utf8');
      case 'br':
        return brotliDecompressSync(body, options).toString('utf8');
      case '':
      case 'identity':
        return body.toString('utf8');
      default:
        return null;
    }
  } catch {
    return null;
  }
}

const notInSpec = (method: string, path: string): Operation => ({
  id: `${method} ${maskUrl(path)}`,
  method,
  path: maskUrl(path),
  inferred: false,
});

/** The simulator as a validating, recording proxy in front of the real operator (or a recording). */
export function createOperatorProxy(options: ProxyOptions): OperatorProxy {
  if (!options.origin === !options.replayDir) {
    throw new Error('a proxy needs either an origin or a recording to replay');
  }
  const upstream: Upstream = options.origin
    ? networkUpstream(options.origin, MAX_ANSWER_BYTES)
    : replayUpstream(options.replayDir!);
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
  async function forward(req: Request, res: Response, checked: boolean): Promise<void> {
    const url = req.originalUrl;
    const body = await readBody(req, MAX_REQUEST_BYTES);
    const language = languageOf(req.get('accept-language'));
    const documented = checked ? operationOf(req.method, req.path) : undefined;
    const operation = documented ?? notInSpec(req.method, req.path);
    const contentType = req.get('content-type');
    if (body === null) {
      // As the simulator answers a body over its limit.
      sendEnvelope(res, 400, {
        code: 400,
        message: messageOf('badRequest', language, { detail: 'the body is too large' }),
      });
      return;
    }
    const at = url.indexOf('?');
    const differences: Difference[] = documented
      ? checkRequest(documented, at < 0 ? '' : url.slice(at + 1), contentType, body)
      : !checked
        ? []
        : [
            {
              where: 'request',
              pointer: '',
              kind: 'not-in-spec',
              expected: 'an operation of openapi.yaml',
              came: `${req.method} ${req.path}`,
            },
          ];

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(TIMED_OUT), timeoutMs);
    // The app gave up (or its connection broke): so does the call upstream.
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    let answer;
    try {
      answer = await upstream.send(
        {
          method: req.method,
          url,
          headers: {
            ...req.headers,
            'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress]
              .filter(Boolean)
              .join(', '),
            'x-forwarded-host': req.headers.host ?? '',
            'x-forwarded-proto': 'http',
          },
          body,
        },
        controller.signal,
      );
    } catch (error) {
      if (res.writableEnded || res.destroyed) return;
      const timedOut = controller.signal.reason === TIMED_OUT;
      const status = timedOut ? 504 : 502;
      differences.push({
        where: 'response',
        pointer: '',
        kind: 'no-answer',
        expected: `an answer within ${timeoutMs} ms`,
        came: timedOut
          ? `nothing in ${timeoutMs} ms`
          : error instanceof AnswerTooLarge
            ? error.message
            : `${(error as Error).message}`,
      });
      if (checked) drift.record(operation, { url, status, unanswered: true }, differences);
      log(maskText(`upstream: ${req.method} ${maskUrl(url)} ${timedOut ? 'timed out' : 'failed'}`));
      sendEnvelope(res, status, {
        code: status,
        message: messageOf(timedOut ? 'timeout' : 'serverError', language),
      });
      return;
    } finally {
      clearTimeout(timer);
    }

    const answerType = answer.headers['content-type'];
    const text = answerText(answer.headers, answer.body);
    const notRecorded = answer.headers[NOT_RECORDED] !== undefined;
    delete answer.headers[NOT_RECORDED];
    if (notRecorded) {
      differences.push({
        where: 'response',
        pointer: '',
        kind: 'not-recorded',
        expected: 'a recorded answer',
        came: 'none in the recording',
      });
    } else if (documented && text !== null) {
      differences.push(...checkAnswer(documented, answer.status, answerType, text));
    }
    if (checked) drift.record(operation, { url, status: answer.status }, differences);
    if (recorder && documented && text !== null && !notRecorded) {
      recorder.record(documented, requestKey(req.method, url, contentType, body), {
        status: answer.status,
        contentType: answerType,
        ...(answer.headers.location ? { location: answer.headers.location } : {}),
        text,
      });
    }
    if (text !== null && /json/i.test(answerType ?? '')) {
      try {
        const code = (JSON.parse(text) as { code?: unknown }).code;
        if (typeof code === 'number') res.locals.envelopeCode = code;
      } catch {
        // not JSON: the console's journal shows no code
      }
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
    handler: (req: Request, res: Response, next: NextFunction) => {
      // The operator serves its pictures, articles and invoices under /media (relative links in
      // its answers): those come from the upstream too, unchecked (openapi.yaml has no /media).
      const checked = isApiPath(req.path);
      // A replay has no pictures (recordings hold JSON): the local ones serve.
      if (!checked && !(options.origin && MEDIA_PATH.test(req.path))) return next();
      // Not the app's error handler: it logs the request's target as it came (plates, phones).
      forward(req, res, checked).catch((error: unknown) => {
        log(maskText(`proxy: ${req.method} ${maskUrl(req.originalUrl)} failed: ${String(error)}`));
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
