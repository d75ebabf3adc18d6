import type { Order, RepaySummary } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import { arrearsPayOrder, payAreaFor } from '../arrears-pay-order';

const summary: RepaySummary = {
  unPay: 1600,
  payCost: 1450,
  service: 50,
  count: 3,
  number: '云N12345',
  orderSerials: ['17', '18', '19'],
  noplate: false,
};

const orderIn = (code: string) => ({ code }) as Order;

describe('the pay order that settles arrears', () => {
  it('pays the orders of the summary at what they cost now, service on top', () => {
    expect(arrearsPayOrder(summary, '533103')).toEqual({
      orderType: 'parking',
      goods: '17,18,19',
      numbers: ['云N12345'],
      sumCost: 1400,
      service: 50,
      coupon: 0,
      actualCost: 1450,
      beBusiness: 0,
      area: '533103',
    });
  });

  it('goes to the bank of the chosen area, or of the one county all the orders are in', () => {
    expect(payAreaFor('533122', [orderIn('533103001')])).toBe('533122');
    expect(payAreaFor('5331', [orderIn('533103001'), orderIn('533103002')])).toBe('533103');
    expect(payAreaFor('5331', [orderIn('533103001'), orderIn('533102001')])).toBe('5331');
    expect(payAreaFor('5331', [])).toBe('5331');
  });
});
