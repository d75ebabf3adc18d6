import { FIXTURES } from './fixtures';
import type { FixtureSeed } from './context';

/**
 * What the app sells besides parking (FIXTURES.cards, rechargePackages, couponCodes), the member
 * equity and rights packages, and the sales staff whose numbers card purchases carry.
 */
export function seedCardsAndPackages({ rows }: FixtureSeed): void {
  for (const staff of [
    FIXTURES.staff.default,
    FIXTURES.staff.sales,
    { serial: '8002', name: '刘洋', team: '瑞丽片区' },
    { serial: '8003', name: '杨丽', team: '芒市城区二组' },
  ]) {
    rows.insert('staff', staff);
  }
  FIXTURES.cards.forEach((card, sort) =>
    rows.insert('membership_cards', {
      serial: card.serial,
      name: card.name,
      duration: card.duration,
      price: card.price,
      original_price: card.originalPrice,
      service: card.service,
      reserve: card.reserve,
      sort,
    }),
  );
  FIXTURES.rechargePackages.forEach((pkg, sort) =>
    rows.insert('recharge_packages', { ...pkg, sort }),
  );
  for (const code of FIXTURES.couponCodes) {
    rows.insert('coupon_codes', {
      code: code.code,
      name: code.name,
      amount: code.amount,
      min_cost: code.minCost,
      days: code.days,
    });
  }
  rows.insert('equity_packages', {
    id: 1,
    serial: 'EQ01',
    name: '德宏停车会员权益',
    description: '会员卡有效期内，绑定车牌在德宏州内路内停车免费。',
    rights: JSON.stringify([
      { name: '免费停车', description: '有效期内路内停车费用全免' },
      { name: '优先客服', description: '会员专属客服热线优先接听' },
      { name: '积分加倍', description: '缴费积分双倍累计' },
    ]),
  });
  rows.insert('rights_packages', {
    serial: 'RT01',
    name: '停车券礼包',
    price: 990,
    description: '含3张5元停车抵扣券，30天内有效',
    coupons: JSON.stringify([{ name: '停车抵扣券5元', amount: 500, count: 3 }]),
  });
  rows.insert('rights_packages', {
    serial: 'RT02',
    name: '畅停礼包',
    price: 2990,
    description: '含5张10元停车抵扣券，60天内有效',
    coupons: JSON.stringify([{ name: '停车抵扣券10元', amount: 1000, count: 5 }]),
  });
}
