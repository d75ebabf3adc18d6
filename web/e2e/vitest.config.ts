import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongestFirst from './sequencer';

/**
 * The browser journeys: real Chromium against the production build served by a real simulator.
 * Two files at a time, each in its own worker with its own simulator and browser contexts (one
 * Chromium serves both): one file at a time kept about one of the two cores busy.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // The files of a worker share one module cache: the simulator's sources are loaded, and its
    // request validator prepared (parsing openapi.yaml, compiling its schemas: seconds of CPU),
    // once per worker instead of once per file. Each file still starts its own simulator
    // (support/journey.ts).
    isolate: false,
    sequence: { shuffle: false, sequencer: LongestFirst },
    retry: 0,
    testTimeout: 45_000,
    hookTimeout: 60_000,
    // A polled page state waits as long as a journey waits for what the page shows (WAIT_MS in
    // support/journey.ts), not Vitest's 1 s: on a busy 2-core machine the first calls of a cold
    // open took longer than that to leave (cold-open.e2e.ts).
    expect: { poll: { timeout: 10_000 } },
  },
});
