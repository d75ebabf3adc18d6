import { chinaDate } from '@dehong/api-spec/domain';
import type { Db } from '../db/database';
import { seedRowRepository } from '../repositories/seed/rows';
import { seedCardsAndPackages } from './cards';
import { seedCharging } from './charging';
import { seedCommunity, seedConfigAndHalls, seedContent } from './content';
import type { FixtureSeed } from './context';
import { seededFaker } from './factories';
import { seedMembers } from './members';
import { seedKerbSigns } from './kerb-signs';
import { seedParking } from './parking';
import { seedShop } from './shop';

/** Seeds the demo fixtures (FIXTURES) and the content around them, relative to `now`. */
export function seedDatabase(db: Db, now: Date): void {
  const rows = seedRowRepository(db);
  const seed: FixtureSeed = {
    rows,
    faker: seededFaker(),
    now: now.getTime(),
    today: chinaDate(now),
  };
  db.transaction(() => {
    // The domains draw from one faker stream in this order (halls, parking, content, community):
    // reordering them changes every generated value after the move.
    seedCardsAndPackages(seed);
    seedConfigAndHalls(seed);
    const { a } = seedMembers(seed);
    seedParking(seed, a);
    seedKerbSigns(seed);
    seedContent(seed);
    seedCommunity(seed, a);
    seedShop(rows.insert);
    seedCharging(seed, a);
  })();
}
