import { spawn, type ChildProcessByStdio, type SpawnOptions } from 'node:child_process';
import type { Readable } from 'node:stream';
import { inject } from 'vitest';
import { startNodeFlags } from '../../scripts/node-flags';

/**
 * Spawns the CLI the way `npm run sim` runs it, `node <the start script's flags> <bundle> ...args`,
 * its output piped: the bundle is this run's build of `scripts/build.ts`
 * (test/support/global-setup.ts).
 */
export function spawnCli(
  args: string[],
  options: Omit<SpawnOptions, 'stdio'> = {},
): ChildProcessByStdio<null, Readable, Readable> {
  return spawn(process.execPath, [...startNodeFlags(), inject('simulatorCli'), ...args], {
    ...options,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
