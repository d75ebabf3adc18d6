import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The node flags `npm run sim` runs the bundle with (its heap sizes), read from the start script
 * of simulator/package.json, so that what spawns the same bundle (the CLI tests, the bench)
 * cannot drift from it.
 */
export function startNodeFlags(): string[] {
  const file = join(dirname(fileURLToPath(import.meta.url)), '../package.json');
  const { scripts } = JSON.parse(readFileSync(file, 'utf8')) as { scripts: { start: string } };
  const flags = /\bnode((?: --[\w-]+=\S+)*) dist\/main\.js/.exec(scripts.start)?.[1];
  if (flags === undefined) throw new Error(`no node command in the start script: ${scripts.start}`);
  return flags.split(' ').filter(Boolean);
}
