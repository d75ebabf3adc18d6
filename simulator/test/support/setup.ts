import { pinDate } from '@dehong/api-spec/test-instant';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { stopClis } from '../reliability/support/cli';
import { removeFakeWebBuilds } from '../security/support/web-build';
import { stopTestSimulators } from './simulator';

/*
 * Every test starts at the test instant (`TEST_INSTANT`, api-spec/src/test-instant.ts): this
 * process's Date, and the clock of every simulator it starts (test/support/simulator.ts), so no
 * test depends on the day it runs. Then the clean-up of what the support modules start. The files
 * share one module cache per worker (`isolate: false` in vitest.config.ts), so a support module
 * runs once per worker: hooks it registered itself would belong to the first file that imported it
 * only. A setup file runs again for each file.
 */
pinDate();
beforeEach(() => pinDate());
afterEach(async () => {
  stopClis();
  await stopTestSimulators();
});
afterAll(removeFakeWebBuilds);
