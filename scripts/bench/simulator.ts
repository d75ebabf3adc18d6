import { join } from 'node:path';
import { startNodeFlags } from '../../simulator/scripts/node-flags';
import { CPU, ROOT, startService, timeCommand, type Service } from './processes';

/** The flags `npm run sim` runs the bundle with: the simulator, and the floors beside it, get them. */
export const SIMULATOR_NODE_FLAGS = startNodeFlags();

/**
 * The simulator as `npm run sim` runs it: the CLI built into one module (simulator/scripts/build.ts)
 * under plain node, no tsx loader, with the start script's heap sizes (SIMULATOR_NODE_FLAGS).
 * Built once per run.
 */
let built: Promise<void> | undefined;

function buildOnce(): Promise<void> {
  built ??= timeCommand(
    [process.execPath, ['--import', 'tsx', join(ROOT, 'simulator/scripts/build.ts')]],
    {
      timeoutMs: 60_000,
    },
  ).then((build) => {
    if (build.code !== 0) throw new Error(`the simulator build failed:\n${build.output}`);
  });
  return built;
}

export async function startBuiltSimulator(file: string): Promise<Service> {
  await buildOnce();
  return startService(
    'the simulator',
    [
      process.execPath,
      [...SIMULATOR_NODE_FLAGS, join(ROOT, 'simulator/dist/main.js'), '--port', '0', '--db', file],
    ],
    /Simulator ready at (http:\/\/\S+)/,
    { cpu: CPU.server },
  );
}
