import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Two cores are shared with the other workspaces' suites.
    maxWorkers: 2,
    // The files share one module cache per worker: the simulator's sources are loaded, and its
    // request validator prepared (parsing openapi.yaml, compiling its schemas: seconds of CPU), once
    // per worker instead of once per file. Each test starts simulators of its own; the clean-up
    // hooks are registered per file by the setup file.
    isolate: false,
    setupFiles: ['./test/support/setup.ts'],
    // Bundles the CLI once for the tests that spawn it (test/cli, the crash test).
    globalSetup: ['./test/support/global-setup.ts'],
    // Starting a simulator (migrations, fixtures) takes a few milliseconds alone but seconds when
    // the machine runs other suites or benchmarks; `npm test` runs the browser suite beside this
    // one on two cores, where a test of a few seconds alone once took over 20. The limits only stop
    // a test that hangs.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
