import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPacts } from '../../src/pact-files';
import { PROVIDER_STATES } from '../../src/provider-states';
import { serveSimulator, type ServedSimulator } from '../../src/simulator';
import { SIMULATOR_STATES_PATH } from '../../src/verification';

const catalogue = new Map(PROVIDER_STATES.map((state) => [state.name, state]));

/**
 * Every distinct state the pacts set up, with the parameters they give it and the states its
 * interaction sets up before it (a shop order's state builds on its product's).
 */
const statesInPacts = [
  ...new Map(
    readPacts()
      .flatMap(({ pact }) => pact.interactions)
      .flatMap(({ providerStates = [] }) =>
        providerStates.map((state, index) => ({
          ...state,
          before: providerStates.slice(0, index),
        })),
      )
      .map(({ before, ...state }) => [JSON.stringify(state), { ...state, before }] as const),
  ).values(),
];

/**
 * The simulator's state-setup endpoint is the one the README asks the backend team for: it sets up
 * each state of the catalogue from Pact's `{ state, params, action }` and answers only the values
 * the catalogue says it answers.
 */
describe("the simulator's state-setup endpoint", () => {
  let simulator: ServedSimulator;
  const change = async (body: Record<string, unknown>) => {
    const response = await fetch(`${simulator.url}${SIMULATOR_STATES_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    simulator = await serveSimulator();
  });

  afterAll(async () => {
    await simulator.close();
  });

  it('sets up exactly the states of the catalogue', async () => {
    const response = await fetch(`${simulator.url}${SIMULATOR_STATES_PATH}`);
    const names = (await response.json()) as string[];

    expect([...names].sort()).toEqual([...catalogue.keys()].sort());
  });

  it.each(statesInPacts.map((state) => [state.name, state] as const))(
    'sets up "%s" with the parameters of the pacts, answering what the catalogue says',
    async (name, { params = {}, before }) => {
      for (const earlier of before) {
        const ready = await change({
          state: earlier.name,
          params: earlier.params ?? {},
          action: 'setup',
        });
        expect(ready.status, `${earlier.name}: ${JSON.stringify(ready.body)}`).toBe(200);
      }
      const setup = await change({ state: name, params, action: 'setup' });
      const teardown = await change({ state: name, params, action: 'teardown' });

      expect(setup.status, JSON.stringify(setup.body)).toBe(200);
      const answers = Object.keys(catalogue.get(name)?.answers ?? {});
      expect(Object.keys(setup.body).sort()).toEqual(answers.sort());
      for (const value of Object.values(setup.body)) expect(value).toMatch(/^[A-Za-z0-9]+$/);
      expect(teardown).toEqual({ status: 200, body: {} });
    },
  );
});
