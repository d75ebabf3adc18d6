/**
 * The care-mode table: for every screen of the route table in care mode, in zh-CN and en-US, its
 * smallest text, smallest line height, smallest target and lowest contrast, against the figures of
 * the MIIT's aging-friendly spec (text 18 px, line height 1.3, targets 60 px, contrast 4.5:1).
 * The figures are measured by the browser suite's care-mode sweeps
 * (e2e/journeys/every-route-care-*.e2e.ts, which fail on any row outside them); this runs them
 * and prints the table, or with --markdown FILE writes it into FILE between its
 * `care-table:start` and `care-table:end` markers (docs/care-mode.md).
 *
 *   npm run build && npm run care-table -w web [-- --markdown ../docs/care-mode.md] [-- --reuse]
 *
 * --reuse prints the figures the last run of those sweeps left in .artifacts/e2e/ instead.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { type CareRow, FIGURES } from '../e2e/support/figures';
import { ARTIFACTS_DIR } from '../e2e/support/paths';

const LANGUAGES = ['zh-CN', 'en-US'] as const;
const args = process.argv.slice(2);
const markdownFile = args.includes('--markdown') ? args[args.indexOf('--markdown') + 1] : null;
const web = fileURLToPath(new URL('..', import.meta.url));

if (!args.includes('--reuse')) {
  const files = LANGUAGES.map((language) => `e2e/journeys/every-route-care-${language}.e2e.ts`);
  const run = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...files], {
    cwd: web,
    stdio: 'inherit',
  });
  if (run.status !== 0) console.error('\nThe care-mode sweeps failed: the table below says where.');
}

interface Sweep {
  variant: { width: number };
  timing: { totalSeconds: number; screens: number };
  rows: CareRow[];
}

const sweeps = Object.fromEntries(
  LANGUAGES.map((language) => {
    const file = join(ARTIFACTS_DIR, `care-sweep-${language}.json`);
    if (!existsSync(file)) throw new Error(`${file} is missing: run the care-mode sweeps first`);
    return [language, JSON.parse(readFileSync(file, 'utf8')) as Sweep];
  }),
) as Record<(typeof LANGUAGES)[number], Sweep>;

const { text, lineHeight, target, contrast } = FIGURES.care;
const figure = (value: number | null, minimum: number, digits = 0) =>
  value === null ? '-' : `${value.toFixed(digits)}${value < minimum ? ' ✗' : ''}`;
const cells = (row: CareRow | undefined) =>
  row
    ? [
        figure(row.smallestText, text),
        figure(row.lineHeight, lineHeight, 2),
        figure(row.smallestTarget, target),
        figure(row.lowestContrast, contrast, 2),
      ]
    : ['-', '-', '-', '-'];

/** A screen by its path (the tab shell's tabs by their tab): the data it was opened with varies. */
const screenOf = (href: string) => {
  const url = new URL(href, 'http://app');
  const tab = url.searchParams.get('tab');
  return tab ? `${url.pathname}?tab=${tab}` : url.pathname;
};

const heading = LANGUAGES.flatMap((language) => [
  `${language} text (px)`,
  'line height',
  'target (px)',
  'contrast',
]);
const lines = [
  `| Screen | ${heading.join(' | ')} |`,
  `| --- | ${heading.map(() => '---:').join(' | ')} |`,
  ...sweeps['zh-CN'].rows.map((row) => {
    const english = sweeps['en-US'].rows.find((other) => other.screen === row.screen);
    return `| \`${screenOf(row.href)}\` | ${[...cells(row), ...cells(english)].join(' | ')} |`;
  }),
];
const outside = lines.filter((line) => line.includes('✗')).length;
const summary =
  `Care mode at ${sweeps['zh-CN'].variant.width} px (zh-CN) and ${sweeps['en-US'].variant.width} px ` +
  `(en-US); figures: text ≥ ${text} px, line height ≥ ${lineHeight}, targets ≥ ${target} px, ` +
  `contrast ≥ ${contrast}:1. ${sweeps['zh-CN'].rows.length} screens, ` +
  (outside === 0 ? 'every row within the figures.' : `${outside} rows outside them (✗).`);
const table = [summary, '', ...lines].join('\n');

console.log(`\n${table}\n`);
if (markdownFile) {
  const start =
    '<!-- care-table:start (npm run care-table -w web -- --markdown ../docs/care-mode.md) -->';
  const end = '<!-- care-table:end -->';
  const doc = readFileSync(markdownFile, 'utf8');
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${markdownFile} has no ${start} ... ${end} markers`);
  const written = `${doc.slice(0, from + start.length)}\n\n${table}\n\n${doc.slice(to)}`;
  // As the repository's Prettier writes Markdown (its tables aligned), so the lint keeps passing.
  const options = { ...(await resolveConfig(markdownFile)), filepath: markdownFile };
  writeFileSync(markdownFile, await format(written, options));
  console.log(`written into ${markdownFile}`);
}
if (outside > 0) process.exitCode = 1;
