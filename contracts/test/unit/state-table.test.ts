import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROVIDER_STATES } from '../../src/provider-states';
import { stateTable, tableRowsIn, withStateTable } from '../../src/state-table';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The backend team reads the provider states in the README: it must be the catalogue's table. */
describe("the README's provider-state table", () => {
  it('is the table of the current catalogue (npm run states:readme -w contracts)', () => {
    const current = tableRowsIn(withStateTable(readme, PROVIDER_STATES));
    expect(tableRowsIn(readme)).toEqual(current);
  });

  it('has a row per state, after its header', () => {
    expect(tableRowsIn(readme)).toHaveLength(PROVIDER_STATES.length + 1);
    expect(stateTable(PROVIDER_STATES)).toContain('| user {phone} is logged in | `phone` |');
  });
});
