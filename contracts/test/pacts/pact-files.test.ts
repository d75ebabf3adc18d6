import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPacts } from '../../src/pact-files';
import { CONSUMER, PACTS_DIR, SERVICES, providerOf } from '../../src/pacts';

const written = readPacts();

/** pacts/ is the backend team's artefact: one V4 pact per operator service, and nothing else. */
describe('the pacts folder', () => {
  it('holds exactly one pact per service the screens call', () => {
    const files = readdirSync(PACTS_DIR).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual(written.map(({ file }) => basename(file)).sort());
    expect(written).toHaveLength(SERVICES.length);
  });

  it.each(written)('names the web app and operator-$service, in Pact V4', ({ service, pact }) => {
    expect(pact.consumer.name).toBe(CONSUMER);
    expect(pact.provider.name).toBe(providerOf(service));
    expect(pact.metadata).toMatchObject({ pactSpecification: { version: '4.0' } });
    expect(pact.interactions.length).toBeGreaterThan(0);
  });

  it.each(written)('names each interaction of operator-$service once', ({ pact }) => {
    const descriptions = pact.interactions.map((interaction) => interaction.description);
    expect(descriptions.length).toBe(new Set(descriptions).size);
  });
});
