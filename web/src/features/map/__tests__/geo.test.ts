import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMetres } from '@dehong/api-spec/domain';
import { byDistance, wgs84ToGcj02 } from '../geo';

const dehong = fc.record({
  lat: fc.double({ min: 23.8, max: 25.3, noNaN: true }),
  lng: fc.double({ min: 97.5, max: 99.0, noNaN: true }),
});

describe('distances and coordinates', () => {
  it('sorts any lots nearest first, the distance symmetric and zero to itself', () => {
    fc.assert(
      fc.property(fc.array(dehong, { maxLength: 30 }), dehong, (lots, me) => {
        const sorted = byDistance(lots, me).map((row) => row.metres);
        expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
        expect(sorted).toHaveLength(lots.length);
        for (const lot of lots) {
          expect(distanceMetres(me, lot)).toBeCloseTo(distanceMetres(lot, me), 6);
          expect(distanceMetres(me, me)).toBe(0);
        }
      }),
    );
  });

  it('measures a known distance: 0.01° of latitude is about 1.11 km', () => {
    expect(distanceMetres({ lat: 24.43, lng: 98.58 }, { lat: 24.44, lng: 98.58 })).toBeCloseTo(
      1112,
      -1,
    );
  });

  it('shifts a browser (WGS-84) position in Dehong by the few hundred metres AutoNavi maps use; none outside China', () => {
    fc.assert(
      fc.property(dehong, (point) => {
        const shift = distanceMetres(point, wgs84ToGcj02(point));
        expect(shift).toBeGreaterThan(100);
        expect(shift).toBeLessThan(1000);
      }),
    );
    expect(wgs84ToGcj02({ lat: 51.5, lng: -0.12 })).toEqual({ lat: 51.5, lng: -0.12 });
  });
});
