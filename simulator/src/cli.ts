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
  --proxy <origin>  forward every operator API call to this origin, checking it against openapi.yaml
                 (drift at /__admin/drift; the database defaults to :memory:)
  --record <dir> with --proxy: write each distinct answer, masked, into this folder
  --replay <dir> answer operator API calls from a folder --record wrote (no network)
  --upstream-timeout <ms>  answer 504 when the upstream takes longer (default 25000)
  --trust-proxy  behind a front on this machine (TLS, HTTP/2): take the scheme, host and client
                 address from its X-Forwarded-* headers (only from loopback)
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

/** `--proxy`: an http(s) origin, optionally with a path prefix the operator's gateway needs. */
function upstreamOrigin(text: string): string {
  const url = URL.parse(text);
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash) {
    throw new UsageError(
      `--proxy must be an origin such as https://operator.example, got "${text}"`,
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
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
        proxy: { type: 'string' },
        record: { type: 'string' },
        replay: { type: 'string' },
        'upstream-timeout': { type: 'string' },
        'trust-proxy': { type: 'boolean' },
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
  if (values.proxy !== undefined && values.replay !== undefined) {
    throw new UsageError('--proxy and --replay cannot be used together');
  }
  if (values.record !== undefined && values.proxy === undefined) {
    throw new UsageError('--record needs --proxy <origin>');
  }
  const proxying = values.proxy !== undefined || values.replay !== undefined;
  // In front of the real operator the local database only backs the console and the chat
  // platform: a throwaway one, unless asked.
  const db = values.db ?? (proxying ? ':memory:' : resolve(repoRoot, 'data/sim.db'));
  return {
    port: wholeNumber('port', values.port ?? env.PORT ?? '8080', 0, 65535)!,
    host: values.host ?? '127.0.0.1',
    db: db === ':memory:' ? db : fromBase(db),
    // The drift page and its JSON are the console's: a proxy has it on.
    admin: values.admin ?? proxying,
    reset: values.reset ?? false,
    ...(values.orders !== undefined
      ? { orders: wholeNumber('orders', values.orders, 0, 50_000_000)! }
      : {}),
    ...(values.web !== undefined ? { webDir: fromBase(values.web) } : {}),
    ...(values['cors-origin'] ? { corsOrigins: values['cors-origin'].map(origin) } : {}),
    ...(values['trust-proxy'] ? { trustProxy: true } : {}),
    ...(proxying
      ? {
          proxy: {
            ...(values.proxy !== undefined ? { origin: upstreamOrigin(values.proxy) } : {}),
            ...(values.replay !== undefined ? { replayDir: fromBase(values.replay) } : {}),
            ...(values.record !== undefined ? { recordDir: fromBase(values.record) } : {}),
            ...(values['upstream-timeout'] !== undefined
              ? {
                  timeoutMs: wholeNumber(
                    'upstream-timeout',
                    values['upstream-timeout'],
                    1,
                    600_000,
                  )!,
                }
              : {}),
          },
        }
      : {}),
  };
}
