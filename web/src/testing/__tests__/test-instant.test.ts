import { testInstant } from '@dehong/api-spec/test-instant';
import { describe, expect, it } from 'vitest';
import { simulatorAdmin, simulatorUrl, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

const simulatorNow = async () =>
  Date.parse(
    ((await (await fetch(`${simulatorUrl()}/__admin/clock`)).json()) as { iso: string }).iso,
  );

describe('the test instant', () => {
  it("every test starts with the phone's clock and the simulator's at the test instant, not today", async () => {
    const instant = testInstant().getTime();
    expect(Date.now() - instant).toBeGreaterThanOrEqual(0);
    expect(Date.now() - instant).toBeLessThan(60_000);
    expect((await simulatorNow()) - instant).toBeLessThan(60_000);
  });

  it("the simulator's clock moved on moves the phone's with it", async () => {
    await simulatorAdmin.advanceClock(3 * 24 * 60);

    const ahead = testInstant().getTime() + 3 * 24 * 60 * 60_000;
    expect(Math.abs(Date.now() - ahead)).toBeLessThan(60_000);
    expect(Math.abs((await simulatorNow()) - Date.now())).toBeLessThan(5_000);
  });

  it('a reset at an instant of its own sets both clocks there', async () => {
    await simulatorAdmin.resetAt('2028-02-29T02:00:00Z');

    expect(new Date().toISOString()).toMatch(/^2028-02-29T02:0/);
    expect(new Date(await simulatorNow()).toISOString()).toMatch(/^2028-02-29T02:0/);
  });
});
