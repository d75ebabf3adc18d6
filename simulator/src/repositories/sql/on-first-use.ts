import type { Db } from '../../db/database';

/** What each database's repositories will prepare, to prepare it all at once (prepareEvery). */
const makersOf = new WeakMap<Db, (() => unknown)[]>();

/**
 * A repository's statements over `db`, each prepared when first used. A simulator that serves a
 * few calls (a test, a contract state, a demo reset) uses a handful of its four hundred
 * statements, and preparing and finalizing the rest was a third of the CPU of the property tests,
 * which start hundreds of simulators.
 */
export function onFirstUse<T extends Record<string, unknown>>(
  db: Db,
  makers: { [K in keyof T]: () => T[K] },
): Readonly<T> {
  const made: Partial<T> = {};
  const members: PropertyDescriptorMap = {};
  const getters: (() => unknown)[] = [];
  for (const name of Object.keys(makers) as (keyof T & string)[]) {
    const get = () => {
      if (!(name in made)) made[name] = makers[name]();
      return made[name];
    };
    members[name] = { enumerable: true, get };
    getters.push(get);
  }
  const known = makersOf.get(db) ?? [];
  makersOf.set(db, known);
  known.push(...getters);
  return Object.defineProperties({}, members) as Readonly<T>;
}

/**
 * Prepares every statement the repositories over `db` hold, so that one SQLite refuses fails the
 * start rather than the first request that needs it (the CLI does this at start).
 */
export function prepareEvery(db: Db): number {
  const makers = makersOf.get(db) ?? [];
  for (const make of makers) make();
  return makers.length;
}
