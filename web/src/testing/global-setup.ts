import { availableParallelism } from 'node:os';
import { testInstant } from '@dehong/api-spec/test-instant';
import { type RunningSimulator, startSimulator } from '@dehong/simulator';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One simulator per test worker: `simulatorUrls[VITEST_POOL_ID - 1]`. */
    simulatorUrls: string[];
  }
}

/**
 * The real simulator (in-memory, seeded, admin on) runs here in Node rather than inside the jsdom
 * test environment, whose browser globals (URL, AbortSignal...) it must not see. Each worker gets
 * its own, so test files running side by side never share state. Its clock starts at the test
 * instant, where src/testing/setup.ts puts the phone's, and goes back there at every reset.
 */
export default async function setup(project: TestProject) {
  // Vitest numbers its workers 1..maxWorkers (VITEST_POOL_ID); unset, it uses all cores but one.
  const workers = project.config.maxWorkers || Math.max(availableParallelism() - 1, 1);
  const simulators: RunningSimulator[] = await Promise.all(
    Array.from({ length: workers }, () => startSimulator({ admin: true, now: testInstant() })),
  );
  project.provide(
    'simulatorUrls',
    simulators.map((simulator) => simulator.url),
  );
  return async () => {
    await Promise.all(simulators.map((simulator) => simulator.close()));
  };
}
