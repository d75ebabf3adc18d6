import { describe, expect, it } from 'vitest';
import { jsonTextPattern } from '../../src/json-text';

const draft = {
  orderType: 'parking',
  goods: 'PO1,PO2',
  numbers: ['云N12345'],
  sumCost: 1500,
  unit: { company: '德宏某物流有限公司', tel: '0692-7654321' },
  beBusiness: 0,
};
const pattern = new RegExp(jsonTextPattern(draft, ['orderType', 'beBusiness']));
const textOf = (value: object) => JSON.stringify(value);

/**
 * The `orders` form field carries JSON text; its pattern pins the structure the provider parses
 * (members, their order and types, and the enum values named exact) while the values vary.
 */
describe('the pattern of a JSON text field', () => {
  it('accepts the example text itself', () => {
    expect(pattern.test(textOf(draft))).toBe(true);
  });

  it('accepts other values of the typed members', () => {
    const other = {
      ...draft,
      goods: 'PO9',
      numbers: ['云A00001', '云N54321'],
      sumCost: 0,
      unit: { company: 'x "quoted"', tel: '' },
    };
    expect(pattern.test(textOf(other))).toBe(true);
  });

  it('refuses a missing member', () => {
    const { goods: _goods, ...withoutGoods } = draft;
    expect(pattern.test(textOf(withoutGoods))).toBe(false);
  });

  it('refuses an extra member', () => {
    expect(pattern.test(textOf({ ...draft, extra: 1 }))).toBe(false);
  });

  it('refuses members in another order', () => {
    const { orderType, ...rest } = draft;
    expect(pattern.test(textOf({ ...rest, orderType }))).toBe(false);
  });

  it('refuses another value of a member named exact', () => {
    expect(pattern.test(textOf({ ...draft, orderType: 'recharge' }))).toBe(false);
    expect(pattern.test(textOf({ ...draft, beBusiness: 1 }))).toBe(false);
  });

  it('refuses a member of another type', () => {
    expect(pattern.test(textOf({ ...draft, sumCost: '1500' }))).toBe(false);
    expect(pattern.test(textOf({ ...draft, numbers: '云N12345' }))).toBe(false);
  });

  it('refuses a fraction where the example is an integer (money is integer fen)', () => {
    expect(pattern.test(textOf({ ...draft, sumCost: 15.5 }))).toBe(false);
  });
});
