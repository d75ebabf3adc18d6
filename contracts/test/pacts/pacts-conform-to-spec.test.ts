import { describe, it } from 'vitest';
import { SpecConformance } from '../../src/conformance';
import { interactionName, readPacts } from '../../src/pact-files';

const conformance = new SpecConformance();

/**
 * Bi-directional check: every interaction of every pact against api-spec/openapi.yaml (path,
 * method, parameters, security, form body with its JSON-text fields, response status and body). A
 * pact may use less than the spec describes, never more: a field, parameter, status or path the
 * spec does not have fails here, named by interaction, before any provider is asked.
 */
describe.each(readPacts())('$pact.provider.name pact', ({ pact }) => {
  const interactions = pact.interactions.map((interaction) => ({
    interaction,
    name: interactionName(interaction),
  }));

  it.each(interactions)('$name is described by openapi.yaml', async ({ interaction }) => {
    await conformance.assertConforms(pact, interaction);
  });
});
