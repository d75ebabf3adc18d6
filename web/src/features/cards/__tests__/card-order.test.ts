import type { MembershipCard } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import {
  type CardPurchase,
  amountOf,
  cardAt,
  cardPayOrder,
  plateValidities,
  purchaseCheck,
} from '../card-order';

const card = (serial: string, price: number): MembershipCard => ({
  serial,
  name: serial,
  duration: 30,
  price,
  originalPrice: price * 2,
  service: 'monthly',
  reserve: 0,
  minday: '2026-11-22',
});
const monthly = card('VC01', 15000);
const unit = { company: 'Dehong Logistics', contact: 'Li', tel: '0692-1234567' };
const purchase = (overrides: Partial<CardPurchase>): CardPurchase => ({
  card: monthly,
  mode: 'personal',
  personalPlate: null,
  unit: { company: '', contact: '', tel: '' },
  unitPlates: [''],
  ...overrides,
});

describe('a card purchase', () => {
  it('finds the card of a vipIndex by its 1-based position, the first when out of range', () => {
    const cards = [card('A', 1), card('B', 2), card('C', 3)];
    expect(cardAt(cards, 3)?.serial).toBe('C');
    expect(cardAt(cards, 1)?.serial).toBe('A');
    expect(cardAt(cards, 9)?.serial).toBe('A');
    expect(cardAt(cards, 0)?.serial).toBe('A');
  });

  it('costs the price once for a personal purchase, whatever the unit slots hold', () => {
    expect(
      amountOf(purchase({ personalPlate: '云N12345', unitPlates: ['云A11111', '云A22222'] })),
    ).toBe(15000);
  });

  it('costs the price times the non-empty plates for a unit purchase', () => {
    expect(amountOf(purchase({ mode: 'unit', unitPlates: [''] }))).toBe(0);
    expect(amountOf(purchase({ mode: 'unit', unitPlates: ['云A11111', ' ', '云A22222'] }))).toBe(
      30000,
    );
  });

  it('needs a plate: personal without a chosen car, unit without a non-empty plate', () => {
    expect(purchaseCheck(purchase({}))).toBe('noPlate');
    expect(purchaseCheck(purchase({ personalPlate: '云N12345' }))).toBe('ready');
    expect(purchaseCheck(purchase({ mode: 'unit', unit, unitPlates: ['', ' '] }))).toBe('noPlate');
    expect(purchaseCheck(purchase({ mode: 'unit', unit, unitPlates: ['云A11111'] }))).toBe('ready');
  });

  it('names the unit field missing while company, contact or tel is empty', () => {
    for (const missing of ['company', 'contact', 'tel'] as const) {
      const info = { ...unit, [missing]: '  ' };
      expect(
        purchaseCheck(purchase({ mode: 'unit', unit: info, unitPlates: ['云A11111'] })),
      ).toEqual({ missing });
    }
    const empty = { company: '', contact: '', tel: '' };
    expect(purchaseCheck(purchase({ mode: 'unit', unit: empty, unitPlates: [] }))).toEqual({
      missing: 'company',
    });
  });

  it('becomes a vipCard pay order for the plates, with the unit and the activation date', () => {
    const order = cardPayOrder(
      purchase({ mode: 'unit', unit, unitPlates: ['云A11111', '', '云A22222'] }),
      '2026-11-29',
    );
    expect(order).toMatchObject({
      orderType: 'vipCard',
      goods: 'VC01',
      sumCost: 30000,
      actualCost: 30000,
      coupon: 0,
      service: 0,
      beBusiness: 1,
      numbers: ['云A11111', '云A22222'],
      unit,
      appointment: '2026-11-29',
    });
    expect(cardPayOrder(purchase({ personalPlate: '云N12345' }), '2026-11-22')).toMatchObject({
      beBusiness: 0,
      numbers: ['云N12345'],
      sumCost: 15000,
    });
  });
});

describe("each chosen plate's validity", () => {
  const yearly = { ...card('VC03', 150000), duration: 365, reserve: 1 as const };
  const vehicles = [
    { number: '云N12345', expiry: '2026-12-23', service: '月卡会员', isvalid: true },
    { number: '云N00000', expiry: '2026-11-01', service: '月卡会员', isvalid: false },
  ];

  it('a plate with a running card gets the new one from the day after it ends', () => {
    const personal = purchase({ card: yearly, personalPlate: '云N12345' });
    expect(plateValidities(personal, '2026-11-24', vehicles)).toEqual([
      {
        plate: '云N12345',
        current: { service: '月卡会员', expiry: '2026-12-23' },
        known: true,
        start: '2026-12-24',
        end: '2027-12-23',
      },
    ]);
  });

  it('an ended card or a plate not among the vehicles starts on the activation date', () => {
    const unitPurchase = purchase({ card: yearly, mode: 'unit', unitPlates: ['云N00000', '云A1'] });
    expect(plateValidities(unitPurchase, '2026-11-24', vehicles)).toEqual([
      { plate: '云N00000', current: null, known: true, start: '2026-11-24', end: '2027-11-23' },
      { plate: '云A1', current: null, known: false, start: '2026-11-24', end: '2027-11-23' },
    ]);
  });
});
