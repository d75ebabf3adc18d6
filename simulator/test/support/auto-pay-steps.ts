import fc from 'fast-check';

// The random histories of the auto-pay property (auto-pay.property.test.ts).

export type Step =
  | { kind: 'park'; plate: number; minutes: number }
  | { kind: 'leave'; plate: number }
  | { kind: 'advance'; minutes: number; request: boolean }
  | { kind: 'topUp'; phone: number; fen: number }
  | { kind: 'autoPay'; phone: number; plate: number; on: boolean; cap: number }
  | { kind: 'dispute'; plate: number; decide: 'upheld' | 'rejected' | null }
  | { kind: 'payByHand'; plate: number }
  | { kind: 'move'; plate: number; to: number }
  | { kind: 'restart' };

/** Parking, leaving and auto-pay come most often: they are what the rules are about. */
export const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('park' as const),
      plate: fc.nat(1),
      minutes: fc.integer({ min: 5, max: 480 }),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('leave' as const), plate: fc.nat(1) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      minutes: fc.oneof(fc.integer({ min: 1, max: 180 }), fc.integer({ min: 600, max: 4 * 1440 })),
      request: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('topUp' as const),
      phone: fc.nat(1),
      fen: fc.oneof(
        fc.constant(0),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1000, max: 6000 }),
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('autoPay' as const),
      phone: fc.nat(1),
      plate: fc.nat(1),
      on: fc.constantFrom(true, true, false),
      cap: fc.constantFrom(100, 500, 2000, 5000, 5000, 5000),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('dispute' as const),
      plate: fc.nat(1),
      decide: fc.constantFrom('upheld' as const, 'rejected' as const, null),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('payByHand' as const), plate: fc.nat(1) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('move' as const), plate: fc.nat(1), to: fc.nat(1) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
);
