import type { RechargePackage } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import { rechargePayOrder, topUpOf } from '../recharge-order';

const pkg = (overrides: Partial<RechargePackage>): RechargePackage => ({
  serial: 'RP',
  name: '100元',
  price: 10000,
  give: 0,
  type: 0,
  tag: '',
  service: '余额充值',
  ...overrides,
});
const other = pkg({ serial: 'RP05', name: 'other', price: 0 });

describe('a top-up', () => {
  it('pays a package’s price and gives its gift in yuan or in percent', () => {
    expect(topUpOf(pkg({ give: 5, type: 0 }), '')).toEqual({ ok: true, amount: 10000, gift: 500 });
    expect(topUpOf(pkg({ price: 20000, give: 5, type: 1 }), '')).toEqual({
      ok: true,
      amount: 20000,
      gift: 1000,
    });
  });

  it('takes the typed yuan for the other package, from 10 yuan up', () => {
    expect(topUpOf(other, '10')).toEqual({ ok: true, amount: 1000, gift: 0 });
    expect(topUpOf(other, '12.5')).toEqual({ ok: true, amount: 1250, gift: 0 });
    expect(topUpOf(other, '9.99')).toEqual({ ok: false });
    expect(topUpOf(other, '')).toEqual({ ok: false });
    expect(topUpOf(other, '1.2.3')).toEqual({ ok: false });
  });

  it('becomes a recharge pay order without coupon or service fee', () => {
    expect(rechargePayOrder(other, 1250, '533103')).toEqual({
      orderType: 'recharge',
      goods: 'RP05',
      sumCost: 1250,
      service: 0,
      coupon: 0,
      actualCost: 1250,
      beBusiness: 0,
      area: '533103',
    });
  });
});
