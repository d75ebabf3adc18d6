import { defineConfig } from 'vitest/config';

/*
 * Three projects in two groups, run by `npm test` (one vitest run): first `consumer`, the Pact
 * consumer tests, which write pacts/, and the helpers' unit tests; then, once every pact is
 * written (`sequence.groupOrder`), `pacts`, which checks what was written (against openapi.yaml
 * and the provider-state catalogue), side by side with `provider`, which verifies the written
 * pacts against the simulator, proves a drifted provider fails, and replays them with the
 * standalone verifier. Neither of the two writes pacts/, so they need not wait for each other.
 */
export default defineConfig({
  test: {
    environment: 'node',
    // The run's start, once for every worker: a pact file older than it is a previous run's
    // (src/consumer.ts, freshPact).
    env: { PACT_DO_NOT_TRACK: 'true', PACT_CONSUMER_RUN_STARTED: String(Date.now()) },
    // Two cores are shared with the other workspaces' suites.
    maxWorkers: 2,
    // Hang guards only, as in the other workspaces: Vitest's 5 s stopped the pact-broker CLI's
    // publish (a native binary started per call) on a busy 2-core machine.
    testTimeout: 60_000,
    // The test files share no mutable module state, so they may share a module cache: Pact's
    // native core then loads once per worker instead of once per file (most of the run time).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'consumer',
          include: ['test/consumer/**/*.test.ts', 'test/unit/**/*.test.ts'],
          sequence: { groupOrder: 0 },
          // One file after another: several files write one service's pact (tools: the help
          // centre, the games, the shop), and Pact merges into the file by reading and rewriting
          // it, so two writers at once lose each other's interactions.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: { name: 'pacts', include: ['test/pacts/**/*.test.ts'], sequence: { groupOrder: 1 } },
      },
      {
        extends: true,
        test: {
          name: 'provider',
          include: ['test/provider/**/*.test.ts'],
          sequence: { groupOrder: 1 },
          // A verification replays whole pacts; the deadlines only stop a provider that hangs.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
