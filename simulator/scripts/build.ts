/**
 * Builds the CLI into one ES module, `simulator/dist/main.js`, that plain `node` runs: the
 * simulator's and @dehong/api-spec's TypeScript bundled, every other package left to node_modules
 * (better-sqlite3 is native; express-openapi-validator carries the repo's patch). Running it
 * without tsx saves its loader thread (~90 MB of the simulator's memory) and the start-up compile.
 * The files the code reads beside itself are copied next to the bundle: the migrations, the
 * fake pay bridge and its scan sheet.
 *
 *   npx tsx simulator/scripts/build.ts      (npm run build -w simulator)
 *
 * The tests that spawn the CLI build the same bundle once per run into a folder of their own
 * (`buildCli(folder)`), so a test run never replaces the `dist` a running `npm run sim` reads.
 */
import { cpSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const SIMULATOR = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(SIMULATOR, 'dist');

/** Bare imports stay imports, except the workspace's own TypeScript packages. */
const packagesExternal: Plugin = {
  name: 'packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@dehong/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Writes the bundle, its migrations and the pay bridge into `outDir` (emptied first) and returns
 * the bundle's path. `outDir` must lie inside the simulator workspace: the bundle's packages
 * resolve from the node_modules above it.
 */
export async function buildCli(outDir: string = DIST): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  const outfile = join(outDir, 'main.js');
  await build({
    entryPoints: [join(SIMULATOR, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    plugins: [packagesExternal],
    logLevel: 'warning',
  });
  // database.ts reads `./migrations`, chat-routes.ts `./bridge.js` and scan-routes.ts
  // `./scan-sheet.js` beside their module.
  cpSync(join(SIMULATOR, 'src/db/migrations'), join(outDir, 'migrations'), { recursive: true });
  cpSync(join(SIMULATOR, 'src/chat/bridge.js'), join(outDir, 'bridge.js'));
  cpSync(join(SIMULATOR, 'src/chat/scan-sheet.js'), join(outDir, 'scan-sheet.js'));
  return outfile;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildCli();
}
