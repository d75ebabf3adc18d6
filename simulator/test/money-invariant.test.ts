import type { Api, PayParams } from '@dehong/api-spec';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURES, type RunningSimulator } from '../src/index';
import { heldNotificationsDelivered } from './support/bank';
import { cardPayload, parkingPayload, rechargePayload } from './support/payloads';
import {
  admin,
  http,
  moneyViolations,
  signIn,
  startTestSimulator,
  tokenOf,
} from './support/simulator';

const PLATES = [
  FIXTURES.plates.arrears.number,
  FIXTURES.plates.ruili.number,
  FIXTURES.plates.member.number,
  '云N24680',
];

type Step =
  | { kind: 'publishArrears'; user: 0 | 1; plate: number }
  | { kind: 'payLastFromBalance'; user: 0 | 1; times: number }
  | {
      kind: 'bridgeLast';
      user: 0 | 1;
      result: 'ok' | 'cancel' | 'fail';
      times: number;
      notifyDelayMs: number;
    }
  | { kind: 'confirmLast'; user: 0 | 1; query: boolean }
  | { kind: 'payDebt'; user: 0 | 1; fromBalance: boolean }
  | { kind: 'recharge'; user: 0 | 1; amount: number }
  | { kind: 'buyCard'; user: 0 | 1; fromBalance: boolean }
  | { kind: 'checkIn'; plate: number }
  | { kind: 'leave'; plate: number }
  | { kind: 'advance'; minutes: number }
  | { kind: 'cancelLast'; user: 0 | 1 }
  | { kind: 'refundLastRecharge'; user: 0 | 1 }
  | { kind: 'charge'; user: 0 | 1; minutes: number };

const user = fc.constantFrom(0 as const, 1 as const);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('publishArrears' as const), user, plate: fc.nat(3) }),
  fc.record({
    kind: fc.constant('payLastFromBalance' as const),
    user,
    times: fc.integer({ min: 1, max: 6 }),
  }),
  fc.record({
    kind: fc.constant('bridgeLast' as const),
    user,
    result: fc.constantFrom('ok' as const, 'cancel' as const, 'fail' as const),
    times: fc.integer({ min: 1, max: 6 }),
    // 0: the bank's notification at once; more: it arrives later, racing the other channels.
    notifyDelayMs: fc.constantFrom(0, 0, 5, 40),
  }),
  fc.record({ kind: fc.constant('confirmLast' as const), user, query: fc.boolean() }),
  fc.record({ kind: fc.constant('payDebt' as const), user, fromBalance: fc.boolean() }),
  fc.record({
    kind: fc.constant('recharge' as const),
    user,
    amount: fc.integer({ min: 1000, max: 60_000 }),
  }),
  fc.record({ kind: fc.constant('buyCard' as const), user, fromBalance: fc.boolean() }),
  fc.record({ kind: fc.constant('checkIn' as const), plate: fc.nat(3) }),
  fc.record({ kind: fc.constant('leave' as const), plate: fc.nat(3) }),
  fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ kind: fc.constant('cancelLast' as const), user }),
  fc.record({ kind: fc.constant('refundLastRecharge' as const), user }),
  fc.record({
    kind: fc.constant('charge' as const),
    user,
    minutes: fc.integer({ min: 1, max: 90 }),
  }),
);

/** Plays one step; business refusals are part of the game, anything else fails the test. */
class Player {
  private payCodes: string[][] = [[], []];
  private recharges: string[][] = [[], []];

  constructor(
    private readonly sim: RunningSimulator,
    private apis: Api[],
  ) {}

  static async start(sim: RunningSimulator) {
    await signIn(sim, FIXTURES.users.b.phone).then((b) =>
      b.publishCar({ number: '云N24680', plateType: 1 }),
    );
    return new Player(sim, [
      await signIn(sim, FIXTURES.users.a.phone),
      await signIn(sim, FIXTURES.users.b.phone),
    ]);
  }

  private async tolerate(action: () => Promise<unknown>) {
    try {
      await action();
    } catch (error) {
      const reason = (error as { reason?: string }).reason;
      if (reason !== 'business') throw error;
    }
  }

  private async bridge(params: PayParams, result: string, notifyDelayMs = 0) {
    return http(this.sim).json('POST', '/__chat/pay', {
      notifyDelayMs,
      appId: params.appid,
      timeStamp: params.timeStamp,
      nonceStr: params.nonceStr,
      package: params.package,
      signType: params.signType,
      paySign: params.paySign,
      result,
    });
  }

  async play(step: Step) {
    const api = 'user' in step ? this.apis[step.user]! : this.apis[0]!;
    const last = 'user' in step ? this.payCodes[step.user]!.at(-1) : undefined;
    switch (step.kind) {
      case 'publishArrears':
        return this.tolerate(async () => {
          const summary = await api.getRepaySummary({ number: PLATES[step.plate]! });
          if (summary.count === 0) return;
          this.payCodes[step.user]!.push(
            (await api.publishPayOrder(parkingPayload(summary))).payCode,
          );
        });
      case 'payLastFromBalance':
        if (!last) return;
        // Several taps at once: they must settle (and charge) once.
        return Promise.all(
          Array.from({ length: step.times }, () =>
            http(this.sim).form('/user/v1/api/member/funds/pay', { payCode: last }, tokenOf(api)),
          ),
        );
      case 'bridgeLast':
        if (!last) return;
        return this.tolerate(async () => {
          const params = await api.payParamsFor('533103', last);
          await Promise.all(
            Array.from({ length: step.times }, () =>
              this.bridge(params, step.result, step.notifyDelayMs),
            ),
          );
        });
      case 'recharge':
        return this.tolerate(async () => {
          const { payCode } = await api.publishPayOrder(rechargePayload('RP05', step.amount));
          await this.bridge(await api.payParamsFor('533123', payCode), 'ok');
          this.recharges[step.user]!.push(payCode);
        });
      case 'buyCard':
        return this.tolerate(async () => {
          const cars = (await api.listCars({ pageSize: 10 })).list;
          if (cars.length === 0) return;
          const { payCode } = await api.publishPayOrder(
            cardPayload('VC01', [cars[0]!.number], 15000),
          );
          this.payCodes[step.user]!.push(payCode);
          if (step.fromBalance) await api.payByFunds(payCode);
          else await this.bridge(await api.payParamsFor('vipCard', payCode), 'ok');
        });
      case 'checkIn':
        return this.tolerate(() =>
          api.publishOrder({
            device: 'D10003',
            number: PLATES[step.plate]!,
            plateType: step.plate === 2 ? 2 : 1,
          }),
        );
      case 'leave':
        return this.tolerate(async () => {
          const [parking] = await api.listCurrentOrders({ number: PLATES[step.plate]! });
          if (parking) await api.previewDoneOrder(parking.serial);
        });
      case 'advance':
        await admin(this.sim).advance(step.minutes);
        // Tokens expire after 2 hours of simulator time: sign in again, as the app would.
        this.apis = [
          await signIn(this.sim, FIXTURES.users.a.phone),
          await signIn(this.sim, FIXTURES.users.b.phone),
        ];
        return;
      case 'confirmLast':
        return (
          last &&
          this.tolerate(() => (step.query ? api.queryPayOrder(last) : api.confirmFrontPay(last)))
        );
      case 'payDebt':
        return this.tolerate(async () => {
          const debts = (await api.listChargeOrders({ pageSize: 50 })).list.filter(
            (order) => (order.debt ?? 0) > 0 && !order.paid,
          );
          if (debts.length === 0) return;
          const sum = debts.reduce((total, order) => total + (order.debt ?? 0), 0);
          const { payCode } = await api.publishPayOrder({
            ...rechargePayload(debts.map((order) => order.serial).join(','), sum),
            orderType: 'charging',
          });
          this.payCodes[step.user]!.push(payCode);
          if (step.fromBalance) await api.payByFunds(payCode);
          else await this.bridge(await api.payParamsFor('533103', payCode), 'ok');
        });
      case 'cancelLast':
        return last && this.tolerate(() => api.cancelPayOrder(last));
      case 'refundLastRecharge': {
        const recharge = this.recharges[step.user]!.at(-1);
        if (!recharge) return;
        const before = this.sim.db.prepare('SELECT funds, give FROM members').all();
        await this.tolerate(() => api.refundPayOrder({ payCode: recharge, reason: 'test' }));
        const after = this.sim.db.prepare('SELECT funds, give FROM members').all() as {
          funds: number;
          give: number;
        }[];
        // No wallet gains money from a refund.
        (before as typeof after).forEach((wallet, index) => {
          expect(after[index]!.funds).toBeLessThanOrEqual(wallet.funds);
          expect(after[index]!.give).toBeLessThanOrEqual(wallet.give);
        });
        return;
      }
      case 'charge':
        return this.tolerate(async () => {
          const order = await api.startCharging('CE21');
          await admin(this.sim).advance(step.minutes);
          this.apis = [
            await signIn(this.sim, FIXTURES.users.a.phone),
            await signIn(this.sim, FIXTURES.users.b.phone),
          ];
          await this.apis[step.user]!.stopCharging(order.serial);
        });
    }
  }
}

describe('the money invariant', () => {
  it('holds after any interleaving of publishing, paying by balance, sheet and front-pay (several at once, notifications late), cancelling, recharging, refunding, card buying, leaving, charging and paying debts, with the clock past the hold', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
        const sim = await startTestSimulator();
        try {
          const player = await Player.start(sim);
          for (const next of steps) {
            await player.play(next);
            expect(moneyViolations(sim), JSON.stringify(next)).toEqual([]);
          }
          // Notifications held back arrive: each bank payment settled or went back, once.
          await heldNotificationsDelivered(sim);
          expect(
            sim.db
              .prepare("SELECT COUNT(*) FROM bank_payments WHERE status = 'received'")
              .pluck()
              .get(),
          ).toBe(0);
          expect(moneyViolations(sim)).toEqual([]);
        } finally {
          await sim.close();
        }
      }),
      { numRuns: 12 },
    );
  }, 180_000);
});
