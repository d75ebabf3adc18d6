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
          column === 1 || column === 2
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
    ['figure', 'value', 'target', ''],
    ...section.figures.map((figure) => [
      figure.name,
      formatValue(figure),
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
    '| figure | value | target | |',
    '| --- | ---: | ---: | --- |',
    ...section.figures.map(
      (figure) =>
        `| ${cell(figure.name)} | ${formatValue(figure)} | ${cell(formatTarget(figure))} | ${verdict(figure)} |`,
    ),
    '',
    ...section.notes.map((note) => `- ${note}`),
    ...(section.error ? [`- **Error:** ${section.error}`] : []),
    '',
  ].join('\n');
}
