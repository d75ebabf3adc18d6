import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { Clock } from './clock';
import { openDatabase, type Db } from './db/database';
import { answerClientError } from './http/client-error';
import { createExpressServer } from './http/express-server';
import { seededMemoryDatabase } from './seed/image';
import { createOperatorProxy, type OperatorProxy, type ProxyOptions } from './proxy/operator-proxy';
import { prepareEvery } from './repositories/sql/on-first-use';
import { addBulkOrders } from './seed/bulk';
import { isEmpty, reseed } from './seed/reset';

export interface StartOptions {
  /** Default 0 (any free port); the CLI defaults to 8080 or PORT. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /**
   * Prepares every SQL statement before listening (the CLI): one SQLite refuses then stops the
   * start. Otherwise each is prepared when first used, as a test's few calls need.
   */
  prepareAll?: boolean;
  /** A file path or ':memory:' (the default here; the CLI defaults to data/sim.db). */
  db?: string;
  /** The admin API and console and the fake chat platform (default true here, off in the CLI). */
  admin?: boolean;
  /** Drop and reseed. */
  reset?: boolean;
  /** Bulk orders to add (load tests). */
  orders?: number;
  /** Serve the built web app from here (SPA fallback), same origin as the API. */
  webDir?: string;
  /** The simulator clock's start (default: real now). */
  now?: Date;
  /** Check every answer against openapi.yaml (default true). */
  validateResponses?: boolean;
  /**
   * Origins (`https://park.example.cn`) whose pages may call the API from another origin. Default
   * none: the app is served on the API's own origin (and the Vite dev server proxies to it).
   */
  corsOrigins?: string[];
  /**
   * Forward every operator API call to a real operator (`origin`), or answer it from a recording
   * (`replayDir`), checking each call against openapi.yaml (simulator/README.md, "Proxy").
   */
  proxy?: ProxyOptions;
  /** Take the scheme, host and client from a front on loopback (X-Forwarded-*); default false. */
  trustProxy?: boolean;
}

/** The port is taken (or the interface cannot be bound): what the CLI prints instead of a stack. */
export class ListenError extends Error {
  override readonly name = 'ListenError';
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

export interface RunningSimulator {
  url: string;
  db: Db;
  clock: Clock;
  /** The proxy, when started with `proxy`: its drift journal. */
  proxy?: OperatorProxy;
  close(): Promise<void>;
}

function prepareDatabase(options: StartOptions, clock: Clock): Db {
  const path = options.db ?? ':memory:';
  if (path === ':memory:') {
    const start = options.now ?? null;
    // The fixtures hold times relative to the clock; without an explicit start the image taken at
    // the first start of this process serves every later one (a test run lasts minutes, not days).
    return seededMemoryDatabase(start ?? clock.now(), start ? start.toISOString() : 'real-now');
  }
  const db = openDatabase(path);
  if (options.reset || isEmpty(db)) reseed(db, clock.now());
  return db;
}

/** How long an idle kept-alive connection stays open (the server says so in `Keep-Alive`). */
const KEEP_ALIVE_MS = 65_000;

/** Opens (and seeds when needed) the database, builds the app and listens. */
export async function startSimulator(options: StartOptions = {}): Promise<RunningSimulator> {
  const clock = new Clock(options.now);
  const db = prepareDatabase(options, clock);
  if (options.orders) addBulkOrders(db, options.orders, clock.now());
  const proxy = options.proxy ? createOperatorProxy(options.proxy) : undefined;
  const app = createApp({
    db,
    clock,
    admin: options.admin ?? true,
    ...(options.webDir ? { webDir: options.webDir } : {}),
    validateResponses: options.validateResponses ?? true,
    ...(options.corsOrigins ? { corsOrigins: options.corsOrigins } : {}),
    ...(proxy ? { proxy } : {}),
    ...(options.trustProxy ? { trustProxy: true } : {}),
  });
  if (options.prepareAll) prepareEvery(db);
  const host = options.host ?? '127.0.0.1';
  // Our own server rather than app.listen: Express 5 calls listen's callback on 'error' too (a
  // busy port then looked like a start with no address), and the client errors Node answers
  // itself (a 100 KB URL's 431) get the envelope here.
  const server: Server = createExpressServer(app);
  server.on('clientError', answerClientError);
  // Idle kept-alive connections stay open a minute, not Node's 5 s. A client that reuses one just
  // as the server closes it gets a reset, and Node's fetch does not retry a POST: with 5 s, tests
  // that share their process (and event loop) with the simulator met it on a busy machine
  // (test/http/keep-alive.test.ts).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    db.close();
    await proxy?.close();
    const code = (error as NodeJS.ErrnoException).code;
    const where = `${host}:${options.port ?? 0}`;
    throw new ListenError(
      code === 'EADDRINUSE'
        ? `address in use: port ${options.port ?? 0} on ${host} is taken by another program`
        : `cannot listen on ${where}: ${(error as Error).message}`,
      code,
    );
  }
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${port}`,
    db,
    clock,
    ...(proxy ? { proxy } : {}),
    /** Stops listening and closes the database; calling it again waits for the same close. */
    close: () =>
      (closing ??= new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          db.close();
          const proxyClosed = proxy?.close() ?? Promise.resolve();
          proxyClosed.then(() => (error ? reject(error) : resolve()), reject);
        });
      })),
  };
}
