import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildCli } from '../../scripts/build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's bundle of the CLI (`scripts/build.ts`), which `npm run sim` runs with node. */
    simulatorCli: string;
  }
}

const WORKSPACE = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Bundles the CLI once for the run, as `npm run sim` does, for the tests that spawn it (test/cli,
 * the crash test): plain node then starts it in a fraction of the time tsx takes to compile the
 * sources on every start. The bundle goes to a folder of this run's own inside the workspace (its
 * packages resolve from the node_modules above it), never to the `dist` a running simulator reads.
 */
export default async function setup(project: TestProject) {
  const cache = join(WORKSPACE, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(join(cache, 'simulator-cli-'));
  project.provide('simulatorCli', await buildCli(folder));
  return () => rmSync(folder, { recursive: true, force: true });
}
