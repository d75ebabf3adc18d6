import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The browser journeys: real Chromium against the production build served by a real simulator.
 * One file at a time in one worker (a browser and a simulator already use both cores), in order.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    sequence: { shuffle: false },
    retry: 0,
    testTimeout: 45_000,
    hookTimeout: 60_000,
  },
});
