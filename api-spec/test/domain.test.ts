import { describe, expect, it } from 'vitest';
import {
  addDays,
  cardAmount,
  cardCouponDeduction,
  chinaDate,
  chinaDateTime,
  chinaTimeMs,
  countyOf,
  DAY_MS,
  distanceMetres,
  durationParts,
  fenToYuan,
  guessPlateType,
  isActivationDateAllowed,
  membershipRange,
  renewalDaysLeft,
  isMembershipValid,
  isPhoneLongEnough,
  isValidPlate,
  maskPhone,
  normalizePlate,
  orderStatusKey,
  parseChinaDateTime,
  remainingSpaces,
  payRouteFor,
  PLATE_CHARACTERS,
  pointsFromIntegral,
  PROVINCES,
  rechargeGift,
  validityRange,
  yuanToFen,
  canLeaveNow,
} from '../src/domain/index';

describe('money', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [1234, '12.34'],
    [5000, '50.00'],
    [-250, '-2.50'],
    [100000000, '1000000.00'],
  ])('%i fen shows as %s yuan', (fen, yuan) => expect(fenToYuan(fen)).toBe(yuan));

  it('refuses a fractional fen amount rather than rounding money silently', () => {
    expect(() => fenToYuan(1.5)).toThrow(RangeError);
  });

  it.each([
    ['50', 5000],
    ['12.5', 1250],
    ['0.01', 1],
    [' 10 ', 1000],
    ['10.123', null],
    ['-5', null],
    ['abc', null],
    ['', null],
  ])('typed "%s" yuan is %s fen', (typed, fen) => expect(yuanToFen(typed)).toBe(fen));
});

describe('duration', () => {
  it.each([
    [0, { hours: 0, minutes: 0 }],
    [45, { hours: 0, minutes: 45 }],
    [59, { hours: 0, minutes: 59 }],
    [60, { hours: 1, minutes: 0 }],
    [90, { hours: 1, minutes: 30 }],
    [1501, { hours: 25, minutes: 1 }],
  ])('%i minutes is %o', (minutes, parts) => expect(durationParts(minutes)).toEqual(parts));
});

describe('plates', () => {
  it('the keyboard has 33 province characters and 37 others, without I and O', () => {
    expect(PROVINCES).toHaveLength(33);
    expect(new Set(PROVINCES).size).toBe(33);
    expect(PLATE_CHARACTERS).toHaveLength(37);
    expect(PLATE_CHARACTERS).not.toContain('I');
    expect(PLATE_CHARACTERS).not.toContain('O');
    expect(PLATE_CHARACTERS.slice(-3)).toEqual(['学', '挂', '警']);
  });

  it.each([
    ['云N12345', 1, true],
    ['云NA234学', 1, true],
    ['云N1234', 1, false],
    ['云NI2345', 1, false],
    ['XN12345', 1, false],
    ['云ND66666', 2, true],
    ['云N12345F', 2, true],
    ['云N12345', 2, false],
    ['云NX66666', 2, false],
    ['云N1234挂', 3, true],
    ['云N123456', 3, false],
    ['云N临1234', 4, true],
    ['云', 4, false],
  ] as const)('%s is valid for plate type %i: %s', (plate, type, valid) => {
    expect(isValidPlate(plate, type)).toBe(valid);
  });

  it('normalises what people type: spaces, middle dot, lower case', () => {
    expect(normalizePlate(' 云n·123 45 ')).toBe('云N12345');
  });

  it('guesses new energy from 8 characters', () => {
    expect(guessPlateType('云ND66666')).toBe(2);
    expect(guessPlateType('云N12345')).toBe(1);
  });
});

describe('areas and pay routes', () => {
  it('takes the county from the first 6 characters of an area code', () => {
    expect(countyOf('53310301')).toBe('533103');
    expect(countyOf('5331')).toBe('5331');
  });

  it.each([
    ['533103', 'icbc'],
    ['533122', 'abc'],
    ['533123', 'ccb'],
    ['533102', 'wxApplet'],
    ['5331', 'ccb'],
    ['vipCard', 'ccb'],
    ['', 'ccb'],
  ])('area %s pays through %s', (area, route) => expect(payRouteFor(area)).toBe(route));
});

describe('members', () => {
  it('points are integral / 1000', () => {
    expect(pointsFromIntegral(1230)).toBe(1.23);
    expect(pointsFromIntegral(0)).toBe(0);
  });

  it('a membership is valid on its expiry day and not the day after', () => {
    expect(isMembershipValid('2026-11-21', '2026-11-21')).toBe(true);
    expect(isMembershipValid('2026-12-21', '2026-11-21')).toBe(true);
    expect(isMembershipValid('2026-11-20', '2026-11-21')).toBe(false);
    expect(isMembershipValid(null, '2026-11-21')).toBe(false);
  });

  it('phone length and masking', () => {
    expect(isPhoneLongEnough('1380013800')).toBe(false);
    expect(isPhoneLongEnough('13800138000')).toBe(true);
    expect(maskPhone('13800138000')).toBe('138****8000');
  });
});

describe('card and recharge pricing', () => {
  it('a personal card costs the price once; a unit card the price per non-empty plate', () => {
    expect(cardAmount(9000, 'personal', ['云N12345', '云N54321'])).toBe(9000);
    expect(cardAmount(9000, 'unit', ['云N12345', '', '  ', '云N54321'])).toBe(18000);
    expect(cardAmount(9000, 'unit', [])).toBe(0);
  });

  it('the card coupon takes 10% off', () => {
    expect(cardCouponDeduction(9000)).toBe(900);
    expect(cardCouponDeduction(18005)).toBe(1801);
  });

  it('recharge gift: type 0 in yuan, type 1 in percent of the amount', () => {
    expect(rechargeGift({ type: 0, give: 5 }, 10000)).toBe(500);
    expect(rechargeGift({ type: 1, give: 10 }, 20000)).toBe(2000);
    expect(rechargeGift({ type: 1, give: 3 }, 1099)).toBe(32);
  });

  it('activation is allowed from today to 31 days ahead', () => {
    expect(isActivationDateAllowed('2026-11-21', '2026-11-21')).toBe(true);
    expect(isActivationDateAllowed('2026-12-22', '2026-11-21')).toBe(true);
    expect(isActivationDateAllowed('2026-12-23', '2026-11-21')).toBe(false);
    expect(isActivationDateAllowed('2026-11-20', '2026-11-21')).toBe(false);
  });

  it('a 30-day card activated on the 28th runs to the 27th of the next month, both included', () => {
    expect(validityRange('2026-11-28', 30)).toEqual({ start: '2026-11-28', end: '2026-12-27' });
  });

  it("activation never comes before the card's minday, and the window follows it", () => {
    expect(isActivationDateAllowed('2026-11-30', '2026-11-24', '2026-12-01')).toBe(false);
    expect(isActivationDateAllowed('2026-12-01', '2026-11-24', '2026-12-01')).toBe(true);
    expect(isActivationDateAllowed('2027-01-01', '2026-11-24', '2026-12-01')).toBe(true);
    expect(isActivationDateAllowed('2027-01-02', '2026-11-24', '2026-12-01')).toBe(false);
  });

  it('a card bought over a running membership starts the day after it ends', () => {
    expect(membershipRange('2026-11-24', 365, '2026-12-23')).toEqual({
      start: '2026-12-24',
      end: '2027-12-23',
    });
    expect(membershipRange('2026-11-24', 30, '2026-11-23')).toEqual({
      start: '2026-11-24',
      end: '2026-12-23',
    });
    expect(membershipRange('2026-11-24', 30, null)).toEqual(validityRange('2026-11-24', 30));
  });

  it('renewal is due from 7 days left to the last day', () => {
    expect(renewalDaysLeft('2026-12-01', '2026-11-24')).toBe(7);
    expect(renewalDaysLeft('2026-12-02', '2026-11-24')).toBeNull();
    expect(renewalDaysLeft('2026-11-24', '2026-11-24')).toBe(0);
    expect(renewalDaysLeft('2026-11-23', '2026-11-24')).toBeNull();
    expect(renewalDaysLeft(null, '2026-11-24')).toBeNull();
  });
});

describe('dates in China time', () => {
  it('the date turns at midnight UTC+8', () => {
    expect(chinaDate(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
    expect(chinaDate(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
  });

  it('formats and parses API times', () => {
    const at = new Date('2026-11-21T00:30:00Z');
    expect(chinaDateTime(at)).toBe('2026-11-21 08:30:00');
    expect(parseChinaDateTime('2026-11-21 08:30:00').getTime()).toBe(at.getTime());
    expect(chinaTimeMs('2026-11-21 08:30:00')).toBe(at.getTime());
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(chinaTimeMs('2026-11-22 08:30:00') - chinaTimeMs('2026-11-21 08:30:00')).toBe(DAY_MS);
  });
});

describe('distance', () => {
  it('is the great-circle distance in metres, the same both ways', () => {
    const mangshi = { lat: 24.4337, lng: 98.5856 };
    const ruili = { lat: 24.0128, lng: 97.8515 };
    expect(distanceMetres(mangshi, ruili)).toBeCloseTo(distanceMetres(ruili, mangshi), 6);
    expect(distanceMetres(mangshi, mangshi)).toBe(0);
    // 0.01 degree of latitude is about 1112 m anywhere.
    expect(distanceMetres(mangshi, { ...mangshi, lat: mangshi.lat + 0.01 })).toBeCloseTo(1112, 0);
  });

  it('stays a number for points on opposite sides of the earth', () => {
    const metres = distanceMetres({ lat: 0, lng: 0 }, { lat: 0, lng: 180 });
    expect(metres).toBeCloseTo(Math.PI * 6_371_000, 0);
  });
});

describe('order status', () => {
  it.each([
    [0, 'parking'],
    [1, 'parking'],
    [22, 'toPay'],
    [9, 'completed'],
    [-9, 'refunded'],
    [11, 'abnormal'],
    [-11, 'cancelled'],
  ] as const)('status %i is labelled %s', (status, key) =>
    expect(orderStatusKey(status)).toBe(key),
  );

  it('leave now is offered for status 0 unless the device ends the order (type 1)', () => {
    expect(canLeaveNow({ status: 0, type: 0 })).toBe(true);
    expect(canLeaveNow({ status: 0, type: 1 })).toBe(false);
    expect(canLeaveNow({ status: 22, type: 0 })).toBe(false);
  });
});

describe('lot spaces', () => {
  it('remaining is total minus occupied, and never below 0 when sensors count more cars', () => {
    expect(remainingSpaces({ space: 40, full: 12 })).toBe(28);
    expect(remainingSpaces({ space: 40, full: 40 })).toBe(0);
    expect(remainingSpaces({ space: 40, full: 43 })).toBe(0);
  });
});
