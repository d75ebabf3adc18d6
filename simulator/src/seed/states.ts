import type { Clock } from '../clock';
import { emptyDatabase, type Db } from '../db/database';
import { cardStates } from './cards-states';
import { chargingStates } from './charging-states';
import { chatNoticeStates } from './chat-notices-states';
import { contentStates } from './content-states';
import { stateContext } from './context';
import { disputeStates } from './disputes-states';
import { gameStates } from './games-states';
import { kerbSignStates } from './kerb-signs-states';
import { memberStates } from './members-states';
import { parkingStates } from './parking-states';
import { shopStates } from './shop-states';

export { WALK_IN_PHONE } from './parking-states';

/**
 * Seeding functions that set up one exact situation each, for Pact provider states and for tests
 * that need something the demo fixtures lack. They create records with the identifiers they are
 * given, keep the money invariant (every completed order with something paid belongs to a paid pay
 * order; funds move through the ledger; where money moves, the simulator's own services move it)
 * and use the simulator's clock for every time. Each domain's builders live in its own module.
 */
export function stateSeeder(db: Db, clock: Clock) {
  const context = stateContext(db, clock);
  const content = contentStates(context);
  return {
    /** Every row dropped; only the app configuration stays (calls need its app id). */
    blank() {
      emptyDatabase(db);
      content.appConfig();
    },
    member: context.member,
    ...memberStates(context),
    ...cardStates(context),
    ...parkingStates(context),
    ...disputeStates(context),
    ...kerbSignStates(context),
    ...content,
    ...gameStates(context),
    ...chargingStates(context),
    ...chatNoticeStates(context),
    shop: shopStates(context),
  };
}

export type StateSeeder = ReturnType<typeof stateSeeder>;
