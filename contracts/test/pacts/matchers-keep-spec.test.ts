import { describe, expect, it } from 'vitest';
import { operationMatcher } from '../../src/app-calls';
import { MatcherStrictness } from '../../src/matcher-strictness';
import { interactionName, readPacts, type PactInteraction } from '../../src/pact-files';
import { loadOpenApi } from '../../src/spec';

const spec = loadOpenApi();
const strictness = new MatcherStrictness(spec);
const operationOf = operationMatcher(spec);

function operation(interaction: PactInteraction) {
  const key = operationOf(interaction);
  if (!key) return undefined;
  const [method, template] = key.split(' ') as [string, string];
  return spec.paths[template]?.[method.toLowerCase() as 'get' | 'post'] as never;
}

/**
 * The spec check compares example values only; this compares the matching rules with the schema:
 * a regex or type rule on a field the spec constrains must keep the spec's pattern, enum, format
 * or integer type.
 */
describe.each(readPacts())('$pact.provider.name pact', ({ pact }) => {
  it('has no matching rule looser than openapi.yaml', () => {
    const loose = pact.interactions.flatMap((interaction) =>
      strictness
        .check(interaction, operation(interaction))
        .map((each) => `${interactionName(interaction)} ${each.location}: ${each.problem}`),
    );
    expect(loose).toEqual([]);
  });
});

describe('the matching-rule check', () => {
  const { pact } = readPacts().find(({ service }) => service === 'parking')!;
  const withPlate = pact.interactions.find(
    (interaction) =>
      JSON.stringify(interaction.response).includes('"$.data.list[*].number"') &&
      JSON.stringify(interaction.response).includes(`"match":"regex"`),
  )!;

  function loosened(path: string, matchers: unknown[]): PactInteraction {
    const copy = structuredClone(withPlate);
    const rules = (copy.response as { matchingRules: { body: Record<string, unknown> } })
      .matchingRules.body;
    rules[path] = { combine: 'AND', matchers };
    return copy;
  }

  it('accepts the interaction as written (so the refusals below are about the rule)', () => {
    expect(strictness.check(withPlate, operation(withPlate))).toEqual([]);
  });

  it("refuses regex('.*') on a field with a pattern", () => {
    const loose = loosened('$.data.list[*].number', [{ match: 'regex', regex: '.*' }]);
    expect(strictness.check(loose, operation(loose))).toEqual([
      expect.objectContaining({ location: 'response.body $.data.list[*].number' }),
    ]);
  });

  it('refuses a type rule on a field with a pattern', () => {
    const loose = loosened('$.data.list[*].number', [{ match: 'type' }]);
    expect(strictness.check(loose, operation(loose))).toHaveLength(1);
  });
});
