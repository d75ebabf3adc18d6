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

/** Each place among `files` where one of `secrets` was written (empty when none was). */
export function leaks(files: Record<string, string>, secrets: string[]): string[] {
  return Object.entries(files).flatMap(([where, text]) =>
    secrets.filter((secret) => text.includes(secret)).map((secret) => `${secret} in ${where}`),
  );
}
