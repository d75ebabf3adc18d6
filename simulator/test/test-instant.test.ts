import { testInstant } from '@dehong/api-spec/test-instant';
import { describe, expect, it } from 'vitest';
import { startTestSimulator } from './support/simulator';

describe('the test instant', () => {
  it("every test starts with this process's clock at the test instant, not today", () => {
    expect(Date.now() - testInstant().getTime()).toBeGreaterThanOrEqual(0);
    expect(Date.now() - testInstant().getTime()).toBeLessThan(60_000);
  });

  it("a test's simulator starts its clock there, and goes back there when reset", async () => {
    const sim = await startTestSimulator();
    sim.clock.advance(90);
    await fetch(`${sim.url}/__admin/reset`, { method: 'POST' });

    expect(sim.clock.nowMs() - testInstant().getTime()).toBeLessThan(60_000);
  });
});
