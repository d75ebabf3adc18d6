import { describe, expect, it } from 'vitest';
import { appOperations, callDefinitions, operationMatcher } from '../../src/app-calls';
import { loadOpenApi } from '../../src/spec';
import { interactionName, readPacts } from '../../src/pact-files';

const operations = appOperations();
const operationOf = operationMatcher();
const interactions = readPacts().flatMap(({ pact }) =>
  pact.interactions.map((interaction) => ({
    provider: pact.provider.name,
    interaction,
    operation: operationOf(interaction),
  })),
);

/**
 * Operations the app calls that have no interaction yet. Each is a gap the backend cannot verify;
 * the list only shrinks (a listed operation that gains an interaction fails the test until it is
 * taken off).
 */
const NOT_YET_PINNED: readonly string[] = [];

/**
 * The pacts against what the app really calls, read from the code (web/src's `api.<call>` uses,
 * each through its definition in api-spec/src/calls; the client's own session renewal): every
 * operation the app sends has an interaction, and every interaction has a call of the app behind
 * it.
 */
describe('the pacts and the calls of the app', () => {
  it('reads the calls from the code', () => {
    const definitions = callDefinitions();
    expect(definitions.get('showOrder')).toEqual(['GET /parking/v1/api/order/{serial}/show']);
    expect(definitions.get('payParamsFor')).toHaveLength(4);
    expect(definitions.get('uploadImage')).toEqual(['POST /component/v1/api/upload/image']);
    const byOperation = new Map(operations.map((each) => [each.operation, each.callers]));
    expect(byOperation.get('POST /sso/v1/api/token/refresh')).toContain('client (session renewal)');
    expect(byOperation.get('POST /pay/v1/api/order/confirm')).toContain('api.queryPayOrder');
    expect(operations.length).toBeGreaterThan(50);
  });

  it('finds each interaction its operation in openapi.yaml', () => {
    const unknown = interactions.filter((each) => !each.operation);
    expect(unknown.map((each) => interactionName(each.interaction))).toEqual([]);
  });

  it('pins every operation the app calls with at least one interaction', () => {
    const pinned = new Set(interactions.map((each) => each.operation));
    const missing = operations
      .filter((each) => !pinned.has(each.operation))
      .map((each) => each.operation);
    expect(missing.filter((operation) => !NOT_YET_PINNED.includes(operation))).toEqual([]);
    expect(
      NOT_YET_PINNED.filter((operation) => pinned.has(operation)),
      'pinned now: take these off NOT_YET_PINNED',
    ).toEqual([]);
  });

  it('has a call of the app behind every interaction', () => {
    const called = new Set(operations.map((each) => each.operation));
    const orphans = interactions
      .filter((each) => each.operation && !called.has(each.operation))
      .map((each) => `${each.provider}: ${interactionName(each.interaction)} (${each.operation})`);
    expect(orphans).toEqual([]);
  });

  it('keeps the interactions of inferred operations (x-inferred) pending, and only those', () => {
    const spec = loadOpenApi();
    const inferred = (operation: string | undefined) => {
      const [method = '', template = ''] = (operation ?? '').split(' ');
      const described = spec.paths[template]?.[method.toLowerCase() as 'get' | 'post'];
      return described?.['x-inferred'] === true;
    };
    const wrong = interactions
      .filter((each) => inferred(each.operation) !== (each.interaction.pending === true))
      .map((each) => `${each.provider}: ${interactionName(each.interaction)} (${each.operation})`);
    expect(wrong).toEqual([]);
  });
});
