import { addDays, MINUTE_MS, validityRange } from '@dehong/api-spec/domain';
import { catalogSeedRepository } from '../repositories/seed/catalog';
import { type StateContext } from './context';
import { selfServicePayOrder } from './self-service-pay-order';

/** Cards, packages, coupon codes and staff on sale; memberships and card or recharge pay orders. */
export function cardStates({ db, store, services, now, today, member }: StateContext) {
  const catalog = catalogSeedRepository(db);

  /** A 30-day card at `fen`, placed by `sort` in the list. */
  function card(serial: string, fen: number, sort = -1) {
    catalog.putCard(serial, fen, Math.round(fen * 1.3), sort);
    return store.catalog.card(serial)!;
  }

  return {
    staff(serial: string, name = '张伟', team = '芒市城区一组') {
      catalog.putStaff(serial, name, team);
    },

    /** A 30-day card first in the list. */
    vipCard: (serial: string, fen: number) => card(serial, fen),

    /** A rights package at {fen} fen that brings two 5-yuan parking coupons. */
    rightsPackage(serial: string, fen: number) {
      catalog.putRightsPackage(
        serial,
        fen,
        JSON.stringify([{ name: '5元停车券', amount: 500, count: 2 }]),
      );
    },

    /** A package with no gift, and the free-amount package `other` last. */
    rechargePackage(serial: string, fen: number) {
      catalog.putRechargePackage(serial, `${fen / 100}元`, fen);
      catalog.ensureFreeAmountPackage();
    },

    equityPackage(serial: string) {
      catalog.putEquityPackage(
        serial,
        JSON.stringify([{ name: '免费停车', description: '有效期内路内停车费用全免' }]),
      );
    },

    couponCodeUnused(code: string) {
      catalog.putCouponCode(code.toUpperCase());
    },

    /** A membership whose last day is today + days. */
    membership(plate: string, days: number) {
      const monthly =
        store.catalog.cards().find((row) => row.duration === 30) ?? card('VCSTATE', 15000, 99);
      const end = addDays(today(), days);
      const start = addDays(end, -(monthly.duration - 1));
      store.memberships.insert({
        number: plate,
        cardId: monthly.id,
        service: monthly.service,
        startDate: start,
        endDate: validityRange(start, monthly.duration).end,
        payOrderId: null,
        economize: 0,
        createdAt: now(),
      });
    },

    /** An unpaid membership-card pay order for the plate. */
    unpaidCardPayOrder(phone: string, payCode: string, fen: number, plate: string) {
      const payer = member(phone);
      const monthly = store.catalog.cards()[0] ?? card('VCSTATE', fen);
      const id = store.payOrders.nextId();
      store.payOrders.insert(
        selfServicePayOrder({
          id,
          payCode,
          memberId: payer.id,
          orderType: 'vipCard',
          goods: monthly.serial,
          goodsName: `${monthly.name} ${plate}`,
          numbers: JSON.stringify([plate]),
          cost: fen,
          appointment: today(),
          area: 'vipCard',
          createdAt: now(),
        }),
      );
    },

    /** A recharge pay order settled through the bank by the simulator's own settle (funds credited). */
    paidRecharge(phone: string, payCode: string, fen: number) {
      const payer = member(phone);
      const id = store.payOrders.nextId();
      store.payOrders.insert(
        selfServicePayOrder({
          id,
          payCode,
          memberId: payer.id,
          orderType: 'recharge',
          goods: 'RECHARGESTATE',
          goodsName: `余额充值 ${fen / 100}元`,
          numbers: '[]',
          cost: fen,
          area: 'recharge',
          createdAt: now() - 10 * MINUTE_MS,
        }),
      );
      services.payments.settle(id, 'wxpay', `4200${String(now()).slice(-10)}${id}`);
    },
  };
}
