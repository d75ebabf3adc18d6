import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testInstant } from '@dehong/api-spec/test-instant';
import { Clock, createApp, openDatabase } from '@dehong/simulator';

export interface ServedSimulator {
  url: string;
  close(): Promise<void>;
}

export interface ServeOptions {
  /** Check every answer against openapi.yaml (default true). */
  validateResponses?: boolean;
  /** A layer around the simulator's app (tests put a drifted provider's differences there). */
  around?: (app: RequestListener) => RequestListener;
}

/**
 * The simulator as a provider to verify: its app with the admin API (the state-setup endpoint) on
 * 127.0.0.1, any free port, over a fresh in-memory database. The demo fixtures are not seeded:
 * every interaction's first state setup empties the database, so seeding would be wasted time.
 */
export async function serveSimulator(options: ServeOptions = {}): Promise<ServedSimulator> {
  const db = openDatabase(':memory:');
  const app: RequestListener = createApp({
    db,
    // The provider states seed relative to the clock: the same instant on every day of the year.
    clock: new Clock(testInstant()),
    admin: true,
    validateResponses: options.validateResponses ?? true,
  });
  const server = createServer(options.around ? options.around(app) : app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          db.close();
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
