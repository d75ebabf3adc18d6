/**
 * Builds the CLI into one ES module, `simulator/dist/main.js`, that plain `node` runs: the
 * simulator's and @dehong/api-spec's TypeScript bundled, every other package left to node_modules
 * (better-sqlite3 is native; express-openapi-validator carries the repo's patch). Running it
 * without tsx saves its loader thread (~90 MB of the simulator's memory) and the start-up compile.
 * The files the code reads beside itself are copied next to the bundle: the migrations and the
 * fake pay bridge.
 *
 *   npx tsx simulator/scripts/build.ts      (npm run build -w simulator)
 */
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

rmSync(DIST, { recursive: true, force: true });
await build({
  entryPoints: [join(SIMULATOR, 'src/main.ts')],
  outfile: join(DIST, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [packagesExternal],
  logLevel: 'warning',
});
// database.ts reads `./migrations` and chat-routes.ts `./bridge.js` beside their module.
cpSync(join(SIMULATOR, 'src/db/migrations'), join(DIST, 'migrations'), { recursive: true });
cpSync(join(SIMULATOR, 'src/chat/bridge.js'), join(DIST, 'bridge.js'));
