import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Upstream } from './forward';
import { requestKey, type Recording } from './record';

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

/**
 * A recording as the upstream: each request gets the answers recorded for it in the order they
 * were recorded (the last one again once they run out), so a replayed journey sees the arrears
 * before the payment and none after. A request never recorded gets a 404 envelope. No network.
 */
export function replayUpstream(dir: string): Upstream {
  const byKey = new Map<string, { seq: number; recording: Recording }[]>();
  for (const recording of readRecordings(dir)) {
    for (const { key, seq } of recording.requests) {
      const answers = byKey.get(key) ?? [];
      answers.push({ seq, recording });
      byKey.set(key, answers);
    }
  }
  for (const answers of byKey.values()) answers.sort((a, b) => a.seq - b.seq);
  const served = new Map<string, number>();

  return {
    name: `replay ${dir}`,
    close: () => {},
    send: (call) => {
      const contentType = call.headers['content-type'];
      const key = requestKey(call.method, call.url, contentType, call.body);
      const answers = byKey.get(key);
      if (!answers) {
        const body = JSON.stringify({ code: 404, message: 'no recording of this request' });
        return Promise.resolve({
          status: 404,
          headers: { 'content-type': 'application/json; charset=utf-8', [NOT_RECORDED]: '1' },
          body: Buffer.from(body),
        });
      }
      const index = served.get(key) ?? 0;
      served.set(key, Math.min(index + 1, answers.length - 1));
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
