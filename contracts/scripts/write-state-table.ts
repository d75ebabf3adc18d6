/** Rewrites the provider-state table of contracts/README.md from src/provider-states.ts. */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { PROVIDER_STATES } from '../src/provider-states';
import { withStateTable } from '../src/state-table';

const readme = fileURLToPath(new URL('../README.md', import.meta.url));
const text = withStateTable(readFileSync(readme, 'utf8'), PROVIDER_STATES);
const options = { ...(await resolveConfig(readme)), filepath: readme };
writeFileSync(readme, await format(text, options));
console.log(`README.md: ${PROVIDER_STATES.length} provider states`);
