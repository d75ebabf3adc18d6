import { placeholdersOf, type ProviderState } from './provider-states';

export const TABLE_START = '<!-- provider-states:start (npm run states:readme -w contracts) -->';
export const TABLE_END = '<!-- provider-states:end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The provider-state catalogue as a Markdown table, for the backend team's README. */
export function stateTable(states: readonly ProviderState[]): string {
  const rows = states.map((state) => {
    const params =
      placeholdersOf(state.name)
        .map((param) => `\`${param}\``)
        .join(', ') || '-';
    const answers = state.answers
      ? Object.keys(state.answers)
          .map((name) => `\`${name}\``)
          .join(', ')
      : '`{}`';
    return `| ${cell(state.name)} | ${params} | ${cell(state.setup)} | ${answers} |`;
  });
  return [
    '| State | Parameters | What the setup creates | Answers |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The cells of each row of the README's table (padding and escapes undone). */
export function tableRowsIn(readme: string): string[][] {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  return readme
    .slice(start + TABLE_START.length, end)
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s|-]+\|$/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((each) => each.trim().replace(/\\\|/g, '|')),
    );
}

/** `readme` with the text between the table markers replaced by the current table. */
export function withStateTable(readme: string, states: readonly ProviderState[]): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('README.md lacks the provider-state table markers');
  return `${readme.slice(0, start + TABLE_START.length)}\n\n${stateTable(states)}\n\n${readme.slice(end)}`;
}
