import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Upstream } from './forward';
import type { Recording } from './record';
import type { CallRedactor } from './redact-call';
import { SHAPE_HASH } from './redact';
import { operationOf } from './spec-operations';

/** Marks the replay's own 404 for a request it has no recording of (not the service's answer). */
export const NOT_RECORDED = 'x-replay-not-recorded';

/** Every recording under `dir` (`<operationId>/<status>-<hash>.json`). */
export function readRecordings(dir: string): Recording[] {
  const recordings: Recording[] = [];
  for (const folder of readdirSync(dir)) {
    const path = join(dir, folder);
    if (!statSync(path).isDirectory()) continue;
    for (const name of readdirSync(path)) {
      if (!name.endsWith('.json')) continue;
      recordings.push(JSON.parse(readFileSync(join(path, name), 'utf8')) as Recording);
    }
  }
  return recordings;
}

/** A request key with the hashes of its shapes left out: equal for values of one shape. */
const loose = (key: string) => key.replace(SHAPE_HASH, '›');

type Answers = { seq: number; recording: Recording }[];

/**
 * A recording as the upstream: each request gets the answers recorded for it in the order they
 * were recorded (the last one again once they run out), so a replayed journey sees the arrears
 * before the payment and none after. A request is found by its written key (`calls` writes it as
 * the recording did, with the folder's key), else by that key without the shapes' hashes (a new
 * login's encrypted phone, or a folder without its key). A request never recorded gets a 404
 * envelope. No network.
 */
export function replayUpstream(dir: string, calls: CallRedactor): Upstream {
  const exact = new Map<string, Answers>();
  const loosely = new Map<string, Answers>();
  const add = (map: Map<string, Answers>, key: string, seq: number, recording: Recording) => {
    const answers = map.get(key) ?? [];
    answers.push({ seq, recording });
    map.set(key, answers);
  };
  for (const recording of readRecordings(dir)) {
    for (const { key, seq } of recording.requests) {
      add(exact, key, seq, recording);
      add(loosely, loose(key), seq, recording);
    }
  }
  for (const answers of [...exact.values(), ...loosely.values()]) {
    answers.sort((a, b) => a.seq - b.seq);
  }
  const served = new Map<string, number>();

  return {
    name: `replay ${dir}`,
    close: () => {},
    send: (call) => {
      const path = call.url.split('?')[0]!;
      const key = calls.request(
        operationOf(call.method, path),
        call.method,
        call.url,
        call.headers['content-type'],
        call.body,
      ).key;
      const found = exact.has(key) ? `=${key}` : loosely.has(loose(key)) ? `~${loose(key)}` : '';
      const answers = found.startsWith('=') ? exact.get(key) : loosely.get(loose(key));
      if (!answers) {
        const body = JSON.stringify({ code: 404, message: 'no recording of this request' });
        return Promise.resolve({
          status: 404,
          headers: { 'content-type': 'application/json; charset=utf-8', [NOT_RECORDED]: '1' },
          body: Buffer.from(body),
        });
      }
      const index = served.get(found) ?? 0;
      served.set(found, Math.min(index + 1, answers.length - 1));
      const { recording } = answers[Math.min(index, answers.length - 1)]!;
      const body =
        recording.body !== undefined ? JSON.stringify(recording.body) : (recording.text ?? '');
      return Promise.resolve({
        status: recording.status,
        headers: {
          ...(recording.contentType ? { 'content-type': recording.contentType } : {}),
          ...(recording.location ? { location: recording.location } : {}),
        },
        body: Buffer.from(body),
      });
    },
  };
}
