import { describe, expect, it } from 'vitest';
import { auditMoney, FIXTURES } from '../src/index';
import { failure, http, moneyViolations, signIn, startTestSimulator } from './support/simulator';

const A = FIXTURES.users.a.phone;

/** Points (integral) move by records only, and the day sign keeps the clock's day. */
describe('points', () => {
  it('signs once per day of the simulator clock, each sign one record', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const signed = await a.signToday();
    expect(signed).toMatchObject({ gained: 100, integral: 1330, date: sim.clock.today() });
    expect((await failure(a.signToday())).code).toBe(2004);
    expect((await a.getMemberFunds()).integral).toBe(1330);

    await http(sim).json('POST', '/__admin/clock/advance', { minutes: 24 * 60 });
    expect(await a.signToday()).toMatchObject({ integral: 1430, date: sim.clock.today() });
    const records = (await a.listIntegral()).list;
    expect(records.slice(0, 2).map((r) => [r.reason, r.integral])).toEqual([
      ['每日签到', 100],
      ['每日签到', 100],
    ]);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('lists every gain and spend, newest first, adding up to the integral', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    await a.drawGame('wheel');
    await a.drawGame('box');
    const records = (await a.listIntegral({ pageSize: 50 })).list;
    expect(records.reduce((sum, r) => sum + r.integral, 0)).toBe(
      (await a.getMemberFunds()).integral,
    );
    expect(records.map((r) => r.reason)).toContain('盲盒抽奖');
  });

  it('the money audit sees integral that moved without a record, and a draw not paid for', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    await a.drawGame('box');
    expect(auditMoney(sim.db).ok).toBe(true);
    sim.db.prepare('UPDATE members SET integral = integral + 5 WHERE phone = ?').run(A);
    expect(moneyViolations(sim).join('\n')).toMatch(/integral \d+ but records/);
    sim.db.prepare("DELETE FROM integral_records WHERE reason = '盲盒抽奖'").run();
    expect(moneyViolations(sim).join('\n')).toContain('has records 0/');
  });
});
