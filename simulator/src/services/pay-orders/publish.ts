import { DEFAULT_PAYEE, DEFAULT_PAYEE_NAME, DEFAULT_STAFF_CODE } from '@dehong/api-spec/domain';
import type { PayOrderPayload, PublishedPayOrder } from '@dehong/api-spec';
import { fail } from '../../http/errors';
import type { MemberRow } from '../../repositories/members/members';
import { payCodeFor } from './codes';
import type { CreatePayOrder, KindDeps } from './kind';
import type { PayOrderKinds } from './kinds';
import type { Settle } from './settle';

/**
 * Publishing a draft: its kind prices it from the simulator's own state (a different `sumCost` or
 * `actualCost` is a stale draft), a repeated draft answers the pending pay order, and a new pay
 * order takes its holds (parking orders, a coupon) in its own transaction. Cost 0 settles free.
 */
export function payOrderPublisher(deps: KindDeps, kinds: PayOrderKinds, settle: Settle) {
  const { store, clock, catalog, payCoupons, holds } = deps;
  const { payOrders, orders } = store;

  const create: CreatePayOrder = (member, payload, kind, priced) => {
    const staffSerial = payload.staff.trim() || DEFAULT_STAFF_CODE;
    const staff = catalog.staff(staffSerial);
    const cost = priced.sumCost + priced.service - priced.coupon;
    if (payload.actualCost !== cost) throw fail('staleCost');
    const row = store.transaction(() => {
      const now = clock.nowMs();
      holds.closeLapsed();
      holds.takeOver(member, priced.orderIds);
      if (kind.onePendingPerMember) {
        for (const own of payOrders.unpaidOfType(member.id, kind.type)) payOrders.cancel(own.id);
      }
      const id = payOrders.nextId();
      payOrders.insert({
        id,
        payCode: payCodeFor(id, now),
        memberId: member.id,
        orderType: kind.type,
        goods: priced.goods,
        goodsName: priced.goodsName,
        goodCover: payload.goodCover ?? '',
        numbers: JSON.stringify(priced.numbers),
        sumCost: priced.sumCost,
        service: priced.service,
        coupon: priced.coupon,
        cost,
        gift: priced.gift,
        staff: staff.serial,
        staffName: staff.name,
        team: staff.team,
        payee: payload.payee.trim() || DEFAULT_PAYEE,
        payeeName: payload.payeeName.trim() || DEFAULT_PAYEE_NAME,
        beBusiness: payload.beBusiness,
        unit: payload.unit ? JSON.stringify(payload.unit) : null,
        remark: payload.remark ?? '',
        appointment: priced.appointment,
        area: priced.area,
        createdAt: now,
      });
      if (priced.couponId) payCoupons.hold(priced.couponId, member, id);
      for (const orderId of priced.orderIds) {
        payOrders.insertItem(id, orderId);
        orders.markSubmitted(orderId, now);
      }
      return cost === 0 ? settle(id, 'free', '') : payOrders.byId(id)!;
    });
    return { payCode: row.pay_code, cost: row.status === 1 ? 0 : row.cost };
  };

  return {
    create,

    publish(member: MemberRow, payload: PayOrderPayload): PublishedPayOrder {
      const kind = kinds.of(payload.orderType);
      if (!kind.takesCoupon) payCoupons.refuseForOtherTypes(payload);
      const priced = kind.price(member, payload);
      const pending = kind.pending?.(member, priced);
      if (pending) return { payCode: pending.pay_code, cost: pending.cost };
      return create(member, payload, kind, priced);
    },
  };
}
