import {
  activationWindow,
  cardAmount,
  guessPlateType,
  isActivationDateAllowed,
  isValidPlate,
  MAX_UNIT_PLATES,
  membershipRange,
  nonEmptyPlates,
} from '@dehong/api-spec/domain';
import { fail } from '../../http/errors';
import type { PayOrderRow } from '../../repositories/pay-orders/pay-orders';
import { parseJsonArray } from '../../util/format';
import type { KindDeps, PayOrderKind } from './kind';

/**
 * A membership card for one plate (personal, the member's own car) or several (a unit's), from an
 * activation date in the card's window; the spec's 10% card coupon or none. Settling grants one
 * membership per plate.
 */
export function cardKind({ store, clock, catalog, payCoupons }: KindDeps): PayOrderKind {
  /** Memberships of a paid card order: from the activation date, or after a running one ends. */
  function grantMemberships(row: PayOrderRow) {
    const card = catalog.card(row.goods);
    for (const number of parseJsonArray(row.numbers)) {
      const range = membershipRange(
        row.appointment ?? clock.today(),
        card.duration,
        store.memberships.latest(number)?.end_date,
      );
      store.memberships.insert({
        number,
        cardId: card.id,
        service: card.service,
        startDate: range.start,
        endDate: range.end,
        payOrderId: row.id,
        economize: 0,
        createdAt: clock.nowMs(),
      });
    }
  }

  return {
    type: 'vipCard',
    amountField: 'vipCard',

    price(member, payload) {
      const card = catalog.card(payload.goods);
      const plates = [...new Set(nonEmptyPlates(payload.numbers ?? []))];
      if (plates.length === 0) throw fail('plateRequired');
      const unit = payload.beBusiness === 1;
      if (unit) {
        const info = payload.unit;
        if (!info?.company.trim() || !info.contact.trim() || !info.tel.trim()) {
          throw fail('unitInfoRequired');
        }
        if (plates.length > MAX_UNIT_PLATES) throw fail('tooManyPlates');
        if (!plates.every((plate) => isValidPlate(plate, guessPlateType(plate)))) {
          throw fail('plateInvalid');
        }
      } else {
        if (plates.length !== 1)
          throw fail('payloadInvalid', { detail: 'a personal card is for one plate' });
        if (!store.cars.byNumber(member.id, plates[0]!)) throw fail('notYourPlate');
      }
      const today = clock.today();
      const minday = card.min_day ?? today;
      const appointment = payload.appointment ?? activationWindow(today, minday).first;
      if (!isActivationDateAllowed(appointment, today, minday)) {
        throw fail('activationDateOutOfRange');
      }
      const price = cardAmount(card.price, unit ? 'unit' : 'personal', plates);
      if (payload.sumCost !== price) throw fail('staleCost');
      payCoupons.checkCardCoupon(payload, price);
      if (payload.service !== 0) throw fail('staleCost');
      return {
        goods: card.serial,
        goodsName: `${card.name} ${plates.join(',')}`,
        numbers: plates,
        sumCost: price,
        service: 0,
        coupon: payload.coupon,
        gift: 0,
        area: 'vipCard',
        appointment,
        orderIds: [],
      };
    },

    deliver: grantMemberships,

    notice: (row) => ({
      type: 'vipCard',
      card: catalog.card(row.goods).name,
      numbers: parseJsonArray(row.numbers).join(','),
    }),
  };
}
