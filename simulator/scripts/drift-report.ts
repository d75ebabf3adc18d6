/**
 * `npm run drift:report -- [source] [--out file]`: the proxy's drift journal as Markdown for a
 * pull request. `source` is a running simulator (`http://127.0.0.1:8080`, the default, or PORT)
 * or a saved journal (`drift.json` beside a recording, or what `GET /__admin/drift` answered).
 * Prints to stdout, or writes `--out`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { DriftSnapshot } from '../src/proxy/drift';
import { driftReport } from '../src/proxy/drift-report';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, help: { type: 'boolean' } },
});
if (values.help) {
  console.log('Usage: npm run drift:report -- [http://127.0.0.1:8080 | drift.json] [--out file]');
  process.exit(0);
}
const base = process.env.INIT_CWD ?? process.cwd();
const fromBase = (path: string) => (isAbsolute(path) ? path : resolve(base, path));
const source = positionals[0] ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

async function snapshotFrom(where: string): Promise<DriftSnapshot> {
  if (/^https?:\/\//.test(where)) {
    const response = await fetch(`${where.replace(/\/+$/, '')}/__admin/drift`);
    if (!response.ok) throw new Error(`${where}/__admin/drift answered HTTP ${response.status}`);
    return (await response.json()) as DriftSnapshot;
  }
  return JSON.parse(readFileSync(fromBase(where), 'utf8')) as DriftSnapshot;
}

try {
  const markdown = driftReport(await snapshotFrom(source));
  if (values.out) writeFileSync(fromBase(values.out), markdown);
  else process.stdout.write(markdown);
} catch (error) {
  console.error(`drift:report: ${(error as Error).message}`);
  process.exit(1);
}
