import { describe, expect, it } from 'vitest';
import { prepareEvery } from '../src/repositories/sql/on-first-use';
import { startTestSimulator } from './support/simulator';

describe('the SQL statements', () => {
  it('all prepare against the migrated schema, as the CLI checks at start', async () => {
    const sim = await startTestSimulator();
    // Each repository's statements are prepared when first used; here all of them at once.
    expect(prepareEvery(sim.db)).toBeGreaterThan(350);
  });
});
