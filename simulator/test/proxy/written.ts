import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { startSimulator } from '../../src/index';
import type { DriftSnapshot } from '../../src/proxy/drift';
import { driftReport } from '../../src/proxy/drift-report';

/** Everything one proxy run wrote, by where it went (a recording's file name, `log`, ...). */
export interface Written {
  files: Record<string, string>;
  snapshot: DriftSnapshot;
  logLines: string[];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Starts a recording proxy in front of `origin`, lets `calls` use it, stops it, and gathers every
 * byte it wrote: the drift journal as `GET /__admin/drift` answers it and as `drift.json`, the
 * console's request journal and Drift page, the Markdown report, the log, every recording.
 */
export async function throughProxy(
  origin: string,
  calls: (url: string) => Promise<void>,
  options: { timeoutMs?: number } = {},
): Promise<Written> {
  const recordDir = mkdtempSync(join(tmpdir(), 'proxy-written-'));
  const logLines: string[] = [];
  const proxy = await startSimulator({
    admin: true,
    proxy: {
      origin,
      recordDir,
      log: (line) => logLines.push(line),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    },
  });
  try {
    await calls(proxy.url);
    const read = async (path: string) => (await fetch(proxy.url + path)).text();
    const drift = await read('/__admin/drift');
    const files: Record<string, string> = {
      '/__admin/drift': drift,
      '/__admin/drift/page': await read('/__admin/drift/page'),
      '/__admin/journal': await read('/__admin/journal?limit=500'),
    };
    const snapshot = JSON.parse(drift) as DriftSnapshot;
    files['drift report'] = driftReport(snapshot);
    await proxy.close();
    for (const file of filesUnder(recordDir)) {
      files[relative(recordDir, file)] = readFileSync(file, 'utf8');
    }
    files.log = logLines.join('\n');
    return { files, snapshot, logLines };
  } finally {
    await proxy.close();
    rmSync(recordDir, { recursive: true, force: true });
  }
}

/**
 * Each place among `files` where one of `secrets` was written (empty when none was). A run plants
 * thousands of secrets in a few lengths and the proxy writes megabytes, which a search per secret
 * read thousands of times over: instead each length's window slides over the text once with a
 * rolling hash (Rabin-Karp), and only a window whose hash is a secret's is compared.
 */
export function leaks(files: Record<string, string>, secrets: string[]): string[] {
  const byLength = new Map<number, Set<string>>();
  for (const secret of secrets) {
    const sameLength = byLength.get(secret.length) ?? new Set<string>();
    byLength.set(secret.length, sameLength.add(secret));
  }
  return Object.entries(files).flatMap(([where, text]) => {
    const found = new Set<string>();
    for (const [length, wanted] of byLength) {
      for (const secret of windowsOf(text, length, wanted)) found.add(secret);
    }
    return [...found].map((secret) => `${secret} in ${where}`);
  });
}

const BASE = 257;

/** The hash of text[from, from + length), modulo 2^32. */
function hashOf(text: string, from: number, length: number): number {
  let hash = 0;
  for (let at = from; at < from + length; at++) {
    hash = (Math.imul(hash, BASE) + text.charCodeAt(at)) | 0;
  }
  return hash;
}

/** The members of `wanted` (all of `length`) that occur in `text`. */
function* windowsOf(text: string, length: number, wanted: Set<string>): Generator<string> {
  if (length === 0 || text.length < length) return;
  const hashes = new Set([...wanted].map((secret) => hashOf(secret, 0, length)));
  let leading = 1; // BASE^(length - 1), the weight of the character that leaves the window
  for (let step = 1; step < length; step++) leading = Math.imul(leading, BASE);
  let hash = hashOf(text, 0, length);
  for (let at = 0; ; at++) {
    if (hashes.has(hash)) {
      const window = text.slice(at, at + length);
      if (wanted.has(window)) yield window;
    }
    if (at + length >= text.length) return;
    const rest = hash - Math.imul(text.charCodeAt(at), leading);
    hash = (Math.imul(rest, BASE) + text.charCodeAt(at + length)) | 0;
  }
}
