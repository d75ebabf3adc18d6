import { join } from 'node:path';
import { CPU, ROOT, startService, timeCommand, type Service } from './processes';

/**
 * The simulator as `npm run sim` runs it: the CLI built into one module (simulator/scripts/build.ts)
 * under plain node, no tsx loader, its old generation capped as simulator/package.json's start
 * script does (the live heap is ~40 MB; without a cap V8 lets request garbage grow to ~120 MB
 * before collecting it). Built once per run.
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
      [
        '--max-old-space-size=192',
        join(ROOT, 'simulator/dist/main.js'),
        '--port',
        '0',
        '--db',
        file,
      ],
    ],
    /Simulator ready at (http:\/\/\S+)/,
    { cpu: CPU.server },
  );
}
