import { stripVTControlCharacters } from 'node:util';
import { ROOT, timeCommand } from './processes';
import type { Section } from './report';

/** Benchmark 6: the whole contracts step as CI runs it (consumer pacts, then their checks). */
export async function contractsBenchmark(): Promise<Section> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = await timeCommand([npm, ['test', '-w', 'contracts']], {
    cwd: ROOT,
    timeoutMs: 300_000,
    env: { PACT_DO_NOT_TRACK: 'true' },
  });
  const output = stripVTControlCharacters(run.output);
  const passed = [...output.matchAll(/Tests\s+(\d+) passed/g)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
  return {
    title: '6. Contracts',
    seconds: run.seconds,
    figures: [
      { name: 'npm test -w contracts: wall time', value: run.seconds, unit: 's', digits: 1 },
      { name: 'exit code', value: run.code ?? -1, unit: '', target: { op: '<=', value: 0 } },
      { name: 'tests passed (both steps)', value: passed, unit: '' },
    ],
    notes: [
      'Consumer tests (they write contracts/pacts) then the pact checks, as `npm test` runs them.',
    ],
    ...(run.code === 0 ? {} : { error: `npm test -w contracts failed:\n${output.slice(-1500)}` }),
  };
}
