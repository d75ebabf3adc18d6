import { describe, expect, it } from 'vitest';
import { readPacts, type PactInteraction } from '../../src/pact-files';
import { PROVIDER_STATES, STATES, placeholdersOf } from '../../src/provider-states';

const interactions = readPacts().flatMap(({ pact }) =>
  pact.interactions.map((interaction) => ({ provider: pact.provider.name, interaction })),
);
const catalogue = new Map(PROVIDER_STATES.map((state) => [state.name, state]));

/** The `${name}` values an interaction's generators take from the provider states. */
function injectedValues(interaction: PactInteraction): string[] {
  const generators = JSON.stringify(interaction.request.generators ?? {});
  return [...generators.matchAll(/\$\{([A-Za-z]+)\}/g)].map((match) => match[1] ?? '');
}

/**
 * The state handlers are written from the catalogue (one per entry), so the pacts may name no
 * state outside it, must pass exactly the parameters its sentence has, and every value a request
 * takes from a state must be one that a state of that interaction answers.
 */
describe('provider states in the pacts', () => {
  it('are all in the catalogue, with the parameters their sentence names', () => {
    const problems = interactions.flatMap(({ provider, interaction }) =>
      (interaction.providerStates ?? []).flatMap((state) => {
        if (!catalogue.has(state.name)) {
          return [`${provider} "${interaction.description}": unknown state "${state.name}"`];
        }
        const expected = [...placeholdersOf(state.name)].sort();
        const given = Object.keys(state.params ?? {}).sort();
        return expected.join() === given.join()
          ? []
          : [`${provider} "${interaction.description}": "${state.name}" given ${given.join()}`];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('every catalogue entry is used by some interaction (no handler is written for nothing)', () => {
    const used = new Set(
      interactions.flatMap(({ interaction }) =>
        (interaction.providerStates ?? []).map((state) => state.name),
      ),
    );
    expect(PROVIDER_STATES.map((state) => state.name).filter((name) => !used.has(name))).toEqual(
      [],
    );
  });

  it('inject only values a state of the same interaction answers', () => {
    const problems = interactions.flatMap(({ provider, interaction }) => {
      const answered = new Set(
        (interaction.providerStates ?? []).flatMap((state) =>
          Object.keys(catalogue.get(state.name)?.answers ?? {}),
        ),
      );
      return injectedValues(interaction)
        .filter((value) => !answered.has(value))
        .map((value) => `${provider} "${interaction.description}" injects \${${value}}`);
    });
    expect(problems).toEqual([]);
  });

  it('send the Authorization of a signed-in member only after "user {phone} is logged in"', () => {
    const signedIn = interactions.filter(({ interaction }) =>
      injectedValues(interaction).includes('token'),
    );
    expect(signedIn.length).toBeGreaterThan(0);
    for (const { interaction } of signedIn) {
      expect(interaction.providerStates?.[0]?.name).toBe(STATES.loggedIn.name);
    }
  });
});

describe('the provider-state catalogue', () => {
  it('describes what every state must set up', () => {
    for (const state of PROVIDER_STATES) {
      expect(state.setup.length, state.name).toBeGreaterThan(20);
    }
  });

  it('has one entry per sentence', () => {
    expect(catalogue.size).toBe(PROVIDER_STATES.length);
  });
});
