import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Two cores are shared with the other workspaces' suites.
    maxWorkers: 2,
    // Starting a simulator (migrations, fixtures, the validator compiling openapi.yaml) takes
    // about a second alone but over 5 s when the machine runs other suites or benchmarks.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
