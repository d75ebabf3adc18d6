export type Comparison = '<' | '<=' | '>=' | '>';

export interface Target {
  op: Comparison;
  value: number;
}

/** One printed figure; with a target it is a PASS or a MISS, without one it is context. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  target?: Target;
  /** Decimal places to print (default: 0 for big numbers, 1 below 100, 2 below 1). */
  digits?: number;
  /** A median's runs: the lowest and highest, printed beside it. */
  spread?: { min: number; max: number };
}

export interface Section {
  title: string;
  figures: Figure[];
  /** How the figures were taken (printed under the table). */
  notes: string[];
  /** Why the section could not finish (its figures so far are still printed). */
  error?: string;
  seconds: number;
}

const holds = (value: number, { op, value: limit }: Target) =>
  op === '<'
    ? value < limit
    : op === '<='
      ? value <= limit
      : op === '>='
        ? value >= limit
        : value > limit;

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A figure that is the median of several runs, with their spread (min and max). */
export function medianFigure(figure: Omit<Figure, 'value' | 'spread'>, runs: number[]): Figure {
  if (runs.length === 0) throw new Error(`no runs for ${figure.name}`);
  return {
    ...figure,
    name: `${figure.name} (median of ${runs.length})`,
    value: median(runs),
    spread: { min: Math.min(...runs), max: Math.max(...runs) },
  };
}

export const verdict = (figure: Figure) =>
  figure.target ? (holds(figure.value, figure.target) ? 'PASS' : 'MISS') : '';

function digitsFor(figure: Figure): number {
  if (figure.digits !== undefined) return figure.digits;
  const size = Math.abs(figure.value);
  return size >= 100 || Number.isInteger(figure.value) ? 0 : size >= 1 ? 1 : 2;
}

const formatNumber = (value: number, digits: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export const formatValue = (figure: Figure) =>
  `${formatNumber(figure.value, digitsFor(figure))}${figure.unit ? ` ${figure.unit}` : ''}`;

/** `min-max` of a median's runs, in the median's digits; empty for a single value. */
export const formatSpread = (figure: Figure) =>
  figure.spread
    ? `${formatNumber(figure.spread.min, digitsFor(figure))}-${formatNumber(figure.spread.max, digitsFor(figure))}`
    : '';

export const formatTarget = (figure: Figure) =>
  figure.target
    ? `${figure.target.op} ${formatNumber(figure.target.value, digitsFor({ ...figure, value: figure.target.value }))}${figure.unit ? ` ${figure.unit}` : ''}`
    : '';

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column >= 1 && column <= 3
            ? cell.padStart(widths[column]!)
            : cell.padEnd(widths[column]!),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The plain-text table the runner prints for a section. */
export function sectionText(section: Section): string {
  const rows = [
    ['figure', 'value', 'min-max', 'target', ''],
    ...section.figures.map((figure) => [
      figure.name,
      formatValue(figure),
      formatSpread(figure),
      formatTarget(figure),
      verdict(figure),
    ]),
  ];
  return [
    `== ${section.title} (${section.seconds.toFixed(0)} s)`,
    section.figures.length > 0 ? table(rows) : '(no figures)',
    ...section.notes.map((note) => `  - ${note}`),
    ...(section.error ? [`  ERROR: ${section.error}`] : []),
  ].join('\n');
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The same section as a Markdown table (docs/benchmarks.md). */
export function sectionMarkdown(section: Section): string {
  return [
    `## ${section.title}`,
    '',
    '| figure | value | min-max | target | |',
    '| --- | ---: | ---: | ---: | --- |',
    ...section.figures.map(
      (figure) =>
        `| ${cell(figure.name)} | ${formatValue(figure)} | ${formatSpread(figure)} | ${cell(formatTarget(figure))} | ${verdict(figure)} |`,
    ),
    '',
    ...section.notes.map((note) => `- ${note}`),
    ...(section.error ? [`- **Error:** ${section.error}`] : []),
    '',
  ].join('\n');
}
