import { AREAS, DAY_MS } from '@dehong/api-spec/domain';
import { type StateContext } from './context';
import { orderBuilder } from './parking-states';

/** Orders under review: disputes opened through the disputes service, as a member opens them. */
export function disputeStates(context: StateContext) {
  const { store, services, now, member } = context;
  const { addOrder } = orderBuilder(context);

  return {
    /**
     * An order to pay of the member's plate (their car is created if missing), `fen` due, that the
     * member disputed (reason other, a text, no photos): it is under review (11), the dispute open.
     */
    disputedOrder(phone: string, serial: string, plate: string, fen: number) {
      const owner = member(phone);
      if (!store.cars.byNumber(owner.id, plate)) {
        store.cars.insert({
          serial: `CAR${serial}`,
          memberId: owner.id,
          number: plate,
          plateType: 1,
          createdAt: now(),
        });
      }
      addOrder({
        serial,
        number: plate,
        status: 22,
        area: AREAS.mangshi,
        startAt: now() - DAY_MS,
        minutes: 120,
        fee: fen,
      });
      services.disputes.open(owner, { serial, reason: 'wrongTime', content: '离场时间不对' }, '');
    },
  };
}
