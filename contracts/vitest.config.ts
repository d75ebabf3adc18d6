import { defineConfig } from 'vitest/config';

/*
 * Three steps, run one after the other by `npm test`: `consumer` runs the Pact consumer tests, which
 * write pacts/, and the helpers' unit tests; `pacts` then checks what was written (against
 * openapi.yaml and the provider-state catalogue), so it must not start before the pacts exist;
 * `provider` verifies the written pacts against the simulator, proves a drifted provider fails,
 * and replays them with the standalone verifier.
 */
export default defineConfig({
  test: {
    environment: 'node',
    // The run's start, once for every worker: a pact file older than it is a previous run's
    // (src/consumer.ts, freshPact).
    env: { PACT_DO_NOT_TRACK: 'true', PACT_CONSUMER_RUN_STARTED: String(Date.now()) },
    // Two cores are shared with the other workspaces' suites.
    maxWorkers: 2,
    // The test files share no mutable module state, so they may share a module cache: Pact's
    // native core then loads once per worker instead of once per file (most of the run time).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'consumer',
          include: ['test/consumer/**/*.test.ts', 'test/unit/**/*.test.ts'],
        },
      },
      { extends: true, test: { name: 'pacts', include: ['test/pacts/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'provider',
          include: ['test/provider/**/*.test.ts'],
          // A verification replays whole pacts; the deadlines only stop a provider that hangs.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
