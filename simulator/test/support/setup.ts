import { afterAll, afterEach, beforeAll } from 'vitest';
import { stopClis } from '../reliability/support/cli';
import { removeFakeWebBuilds } from '../security/support/web-build';
import { beginTestFile, stopTestSimulators } from './simulator';

/*
 * Per test file: its start (the fixtures' seeding time, test/support/simulator.ts), and the clean-up
 * of what the support modules start. The files share one module
 * cache per worker (`isolate: false` in vitest.config.ts), so a support module runs once per worker:
 * hooks it registered itself would belong to the first file that imported it only. A setup file
 * runs again for each file.
 */
beforeAll(beginTestFile);
afterEach(async () => {
  stopClis();
  await stopTestSimulators();
});
afterAll(removeFakeWebBuilds);
