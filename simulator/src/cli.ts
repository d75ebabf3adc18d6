import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { StartOptions } from './start';

export const USAGE = `Usage: npm run sim -- [options]

  --port <n>     port to listen on (default: PORT or 8080)
  --host <host>  interface to bind (default: 127.0.0.1)
  --db <path>    SQLite file (default: data/sim.db at the repo root) or :memory:
  --admin        enable the admin API and console (/__admin) and the fake chat platform (/__chat)
  --reset        drop everything and reseed the demo fixtures
  --orders <n>   add n bulk orders over n/10 plates (load tests)
  --web <dir>    serve the built web app from this folder on the same origin
  --cors-origin <origin>  let pages on this origin call the API (repeatable; default: none)
  --help         show this help`;

export class UsageError extends Error {}

function wholeNumber(
  name: string,
  text: string | undefined,
  min: number,
  max: number,
): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

/** `--cors-origin`: an http(s) origin, nothing more (no path, no wildcard). */
function origin(text: string): string {
  const url = URL.parse(text);
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== text.replace(/\/+$/, '')) {
    throw new UsageError(
      `--cors-origin must be an origin such as https://park.example.cn, got "${text}"`,
    );
  }
  return url.origin;
}

/**
 * The CLI's options. Relative paths resolve against INIT_CWD (where `npm run` was typed; npm runs
 * workspace scripts inside the workspace folder) or else the current folder.
 */
export function parseCli(
  argv: string[],
  env: Record<string, string | undefined>,
  repoRoot: string,
): StartOptions | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        db: { type: 'string' },
        admin: { type: 'boolean' },
        reset: { type: 'boolean' },
        orders: { type: 'string' },
        web: { type: 'string' },
        'cors-origin': { type: 'string', multiple: true },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values } = parsed;
  if (values.help) return 'help';
  const base = env.INIT_CWD ?? process.cwd();
  const fromBase = (path: string) => (isAbsolute(path) ? path : resolve(base, path));
  const db = values.db ?? resolve(repoRoot, 'data/sim.db');
  return {
    port: wholeNumber('port', values.port ?? env.PORT ?? '8080', 0, 65535)!,
    host: values.host ?? '127.0.0.1',
    db: db === ':memory:' ? db : fromBase(db),
    admin: values.admin ?? false,
    reset: values.reset ?? false,
    ...(values.orders !== undefined
      ? { orders: wholeNumber('orders', values.orders, 0, 50_000_000)! }
      : {}),
    ...(values.web !== undefined ? { webDir: fromBase(values.web) } : {}),
    ...(values['cors-origin'] ? { corsOrigins: values['cors-origin'].map(origin) } : {}),
  };
}
