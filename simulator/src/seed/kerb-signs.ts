import type { FixtureSeed } from './context';
import { FIXTURES } from './fixtures';

/** FIXTURES.kerbSigns: the spaces already carrying a signed sign when the demo starts. */
export function seedKerbSigns({ rows, now }: FixtureSeed): void {
  const { signed, keyId } = FIXTURES.kerbSigns;
  for (const device of signed)
    rows.insert('kerb_signs', { device, key_id: keyId, printed_at: now });
}
