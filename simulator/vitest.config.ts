import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Two cores are shared with the other workspaces' suites.
    maxWorkers: 2,
  },
});
