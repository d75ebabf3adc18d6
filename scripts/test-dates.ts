/**
 * `npm run test:dates`: the date-sensitive suites run again at each of the year's edges (the
 * instants of api-spec/src/test-instant.ts: the last minute of a year in China, New Year in China
 * while UTC is still on 31 December, a leap day, the 31st of a month, the China date turning at
 * 16:00 UTC). Every suite pins its clocks to `TEST_INSTANT`, so each run is the whole suite living
 * on that day.
 *
 *   npm run test:dates [-- --only simulator,web,browser] [-- --at 2026-12-31T15:59:00Z]
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { EDGE_INSTANTS } from '../api-spec/src/test-instant';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Suite {
  workspace: string;
  /** Extra vitest arguments (the browser suite's config). */
  args: string[];
  /** The test files whose rules turn on dates: cards, renewals, reminders, daily rewards... */
  files: string[];
}

const SUITES: Record<string, Suite> = {
  simulator: {
    workspace: 'simulator',
    args: [],
    files: [
      'test/test-instant.test.ts',
      'test/admin.test.ts',
      'test/card-renewal.test.ts',
      'test/member-due.property.test.ts',
      'test/member-life.test.ts',
      'test/member-life.property.test.ts',
      'test/auto-pay.property.test.ts',
      'test/chat-notices.test.ts',
      'test/points.test.ts',
      'test/games.test.ts',
      'test/games-quiz.test.ts',
      'test/leave-grace.test.ts',
      'test/parking.test.ts',
      'test/payments.test.ts',
      'test/disputes.test.ts',
      'test/coupons-grant.test.ts',
      'test/shop-orders.test.ts',
      'test/date-rules.property.test.ts',
    ],
  },
  web: {
    workspace: 'web',
    args: [],
    files: [
      'src/testing/__tests__/test-instant.test.ts',
      'src/app/routes/app/vip/__tests__/card-pay.test.tsx',
      'src/app/routes/m/__tests__/renewal-notice.test.tsx',
      'src/app/routes/m/__tests__/mine-tab.test.tsx',
      'src/features/cards/__tests__/card-order.test.ts',
      'src/features/games/__tests__/games.test.tsx',
    ],
  },
  browser: {
    workspace: 'web',
    args: ['--config', 'e2e/vitest.config.ts'],
    files: [
      'e2e/journeys/cards.e2e.ts',
      'e2e/journeys/card-renewal.e2e.ts',
      'e2e/journeys/games.e2e.ts',
    ],
  },
};

const { values } = parseArgs({
  options: { only: { type: 'string' }, at: { type: 'string', multiple: true } },
});
const chosen = values.only ? values.only.split(',') : Object.keys(SUITES);
for (const name of chosen) {
  if (!(name in SUITES)) throw new Error(`--only: no suite ${name} (${Object.keys(SUITES)})`);
}
const instants: [string, string][] = values.at
  ? values.at.map((at) => [at, at])
  : Object.entries(EDGE_INSTANTS);

for (const name of chosen) {
  const suite = SUITES[name]!;
  for (const file of suite.files) {
    if (!existsSync(join(ROOT, suite.workspace, file))) {
      throw new Error(`${name}: ${file} is gone; keep this list in step with the tests`);
    }
  }
}
if (chosen.includes('browser') && !existsSync(join(ROOT, 'web/dist/index.html'))) {
  run('npm', ['run', 'build', '-w', 'web'], ROOT, {});
}

function run(command: string, args: string[], cwd: string, env: Record<string, string>) {
  const started = performance.now();
  const { status } = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  const seconds = Math.round((performance.now() - started) / 1000);
  return { ok: status === 0, seconds };
}

const results: { instant: string; suite: string; ok: boolean; seconds: number }[] = [];
for (const [label, at] of instants) {
  for (const name of chosen) {
    const suite = SUITES[name]!;
    console.log(`\n=== ${name} at ${at}: ${label}`);
    const { ok, seconds } = run(
      'npx',
      ['vitest', 'run', ...suite.args, ...suite.files],
      join(ROOT, suite.workspace),
      { TEST_INSTANT: at },
    );
    results.push({ instant: `${at} (${label})`, suite: name, ok, seconds });
  }
}

console.log('\n| instant | suite | result | seconds |\n| --- | --- | --- | --- |');
for (const result of results) {
  console.log(
    `| ${result.instant} | ${result.suite} | ${result.ok ? 'pass' : 'FAIL'} | ${result.seconds} |`,
  );
}
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
