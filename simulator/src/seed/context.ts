import type { Faker } from '@faker-js/faker';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { seedRowRepository, type SeedRows } from '../repositories/seed/rows';
import { createStore } from '../repositories/store';
import { createServices } from '../services';

/**
 * What every domain's part of the demo seed shares. `faker` is one seeded stream: the order in
 * which the domains draw from it fixes every generated value, so seed.ts calls them in a fixed order.
 */
export interface FixtureSeed {
  rows: SeedRows;
  faker: Faker;
  /** The clock when seeded (ms); fixture times are relative to it. */
  now: number;
  /** Its calendar day in China. */
  today: string;
}

/**
 * What every domain's state builders share: the repositories and services over one database, and
 * the simulator's clock for every time they write.
 */
export function stateContext(db: Db, clock: Clock) {
  const store = createStore(db);
  const services = createServices(store, clock);
  return {
    db,
    store,
    services,
    rows: seedRowRepository(db),
    now: () => clock.nowMs(),
    today: () => clock.today(),
    /** The member with this phone, created (as a first login does) when missing. */
    member: (phone: string) => services.members.findOrCreate(phone),
  };
}

export type StateContext = ReturnType<typeof stateContext>;
