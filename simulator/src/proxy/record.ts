import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { WrittenAnswer } from './redact-call';
import type { Operation } from './spec-operations';

/**
 * One distinct answer of one operation, as a file the team can read and commit: redacted as the
 * proxy writes everything (redact-call.ts), named `<dir>/<operationId>/<status>-<hash of the
 * written body>.json`. `requests` are the written requests that got it, each with its place in
 * the recording, so a replay answers each request what it got, in the order it got it.
 */
export interface Recording {
  operation: string;
  method: string;
  path: string;
  inferred: boolean;
  status: number;
  contentType: string | null;
  location?: string;
  /** The written JSON body; `text` (its shape) when the answer was not JSON. */
  body?: unknown;
  text?: string;
  requests: { key: string; seq: number }[];
  recordedFrom: string;
}

export interface RecordLimits {
  /** Distinct answers kept per operation and status. */
  perStatus: number;
  /** Bytes of recordings written in all. */
  totalBytes: number;
  /** An answer larger than this is not recorded. */
  answerBytes: number;
  /** Requests listed per recording. */
  requestsPerAnswer: number;
}

export const RECORD_LIMITS: RecordLimits = {
  perStatus: 20,
  totalBytes: 20 * 1024 * 1024,
  answerBytes: 1024 * 1024,
  requestsPerAnswer: 50,
};

/** Writes each distinct answer once per operation and status, within `limits`. */
export class Recorder {
  private readonly files = new Map<string, Recording>();
  private readonly perStatus = new Map<string, number>();
  private bytes = 0;
  private seq = 0;
  private writing: Promise<void> = Promise.resolve();
  /** Answers not recorded because a limit was reached. */
  skipped = 0;

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly limits: RecordLimits = RECORD_LIMITS,
  ) {}

  /**
   * `answer` as written: its content type and location redacted, its body redacted by `written`
   * (called only when the answer, `answerBytes` as it came, is within the limit).
   */
  record(
    operation: Operation,
    key: string,
    answer: {
      status: number;
      contentType: string | null;
      location?: string;
      written: () => WrittenAnswer;
    },
    answerBytes: number,
  ): void {
    if (answerBytes > this.limits.answerBytes) {
      this.skipped += 1;
      return;
    }
    const written = answer.written();
    const hash = createHash('sha256').update(JSON.stringify(written)).digest('hex').slice(0, 10);
    const folder = operation.id.replace(/[^\w.-]+/g, '_');
    const file = join(folder, `${answer.status}-${hash}.json`);
    const seq = ++this.seq;
    const slot = `${operation.id}|${answer.status}`;
    const known = this.files.get(file);
    let recording = known;
    if (recording) {
      if (recording.requests.length >= this.limits.requestsPerAnswer) return;
      recording.requests.push({ key, seq });
    } else {
      const count = this.perStatus.get(slot) ?? 0;
      if (count >= this.limits.perStatus) {
        this.skipped += 1;
        return;
      }
      this.perStatus.set(slot, count + 1);
      recording = {
        operation: operation.id,
        method: operation.method,
        path: operation.path,
        inferred: operation.inferred,
        status: answer.status,
        contentType: answer.contentType,
        ...(answer.location ? { location: answer.location } : {}),
        ...written,
        requests: [{ key, seq }],
        recordedFrom: this.from,
      };
    }
    const text = `${JSON.stringify(recording, null, 2)}\n`;
    const size = Buffer.byteLength(text);
    if (this.bytes + size > this.limits.totalBytes) {
      // Full: nothing more is written, and what is not written is not held either.
      if (known) known.requests.pop();
      else this.perStatus.set(slot, (this.perStatus.get(slot) ?? 1) - 1);
      this.skipped += 1;
      return;
    }
    this.files.set(file, recording);
    this.bytes += size;
    // Written in order, off the request's path: a slow disk delays the files, never an answer.
    this.writing = this.writing
      .then(async () => {
        await mkdir(join(this.dir, folder), { recursive: true });
        await writeFile(join(this.dir, file), text);
      })
      .catch(() => {
        this.skipped += 1;
      });
  }

  /** Resolves once every file recorded so far is on disk. */
  flush(): Promise<void> {
    return this.writing;
  }
}
