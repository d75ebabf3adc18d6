import { addDays, chinaDate, DAY_MINUTES, daysBetween } from '@dehong/api-spec/domain';
import type { PayParams } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../src/index';
import type { RunningSimulator } from '../src/index';
import { cardPayload } from './support/payloads';
import { dbDigest } from './support/db-digest';
import { failure, http, signIn, startTestSimulator } from './support/simulator';

const { member, arrears } = FIXTURES.plates; // 云ND66666: a yearly card with 30 days left (A's)
const A = FIXTURES.users.a.phone;
const [monthly, , yearly] = FIXTURES.cards;

async function paySheetOk(sim: RunningSimulator, params: PayParams) {
  await http(sim).json('POST', '/__chat/pay', {
    appId: params.appid,
    timeStamp: params.timeStamp,
    nonceStr: params.nonceStr,
    package: params.package,
    signType: params.signType,
    paySign: params.paySign,
    result: 'ok',
  });
}

describe("a card's validity", () => {
  it("the card's minday from the server bounds the activation date, and is where it starts by default", async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const today = chinaDate(sim.clock.now());
    const minday = addDays(today, 5);
    sim.db
      .prepare('UPDATE membership_cards SET min_day = ? WHERE serial = ?')
      .run(minday, yearly.serial);

    const listed = (await api.listVipCards()).find((card) => card.serial === yearly.serial);
    expect(listed?.minday).toBe(minday);
    expect((await api.listVipCards()).find((c) => c.serial === monthly.serial)?.minday).toBe(today);

    const before = dbDigest(sim.db);
    const tooEarly = cardPayload(yearly.serial, [arrears.number], yearly.price, {
      appointment: addDays(minday, -1),
    });
    expect((await failure(api.publishPayOrder(tooEarly))).code).toBe(4009);
    const tooLate = cardPayload(yearly.serial, [arrears.number], yearly.price, {
      appointment: addDays(minday, 32),
    });
    expect((await failure(api.publishPayOrder(tooLate))).code).toBe(4009);
    expect(dbDigest(sim.db)).toBe(before);

    const { payCode } = await api.publishPayOrder(
      cardPayload(yearly.serial, [arrears.number], yearly.price, {
        appointment: addDays(minday, 31),
      }),
    );
    await paySheetOk(sim, await api.payParamsFor('vipCard', payCode));
    expect((await api.confirmFrontPay(payCode)).appointment).toBe(addDays(minday, 31));
  });
});

describe('renewal messages', () => {
  const renewalLink = `/app/vip/card/pay?number=${member.number}&vipIndex=3`;

  it('a membership ending within 7 days, then within 1 day, sends one message each, by the simulator clock', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const renewals = async () =>
      (await api.listMessages({ pageSize: 50 })).list.filter((m) => m.title === '会员即将到期');
    const expiry = (await api.listVehicles()).find((v) => v.number === member.number)!.expiry!;
    const daysLeft = () => daysBetween(chinaDate(sim.clock.now()), expiry);

    expect(await renewals()).toEqual([]);
    sim.clock.advance((daysLeft() - 8) * DAY_MINUTES);
    expect(daysLeft()).toBe(8);
    expect(await renewals()).toEqual([]);

    sim.clock.advance(DAY_MINUTES);
    const [week] = await renewals();
    expect(await renewals()).toHaveLength(1);
    expect(week?.content).toContain(expiry);
    expect(week?.content).toContain(renewalLink);

    sim.clock.advance(5 * DAY_MINUTES); // 2 days left: nothing new
    expect(await renewals()).toHaveLength(1);
    sim.clock.advance(DAY_MINUTES); // 1 day left
    expect(await renewals()).toHaveLength(2);
    sim.clock.advance(DAY_MINUTES); // the last day
    await api.listVehicles();
    expect(await renewals()).toHaveLength(2);
  });

  it('a renewed membership asks for nothing; one first seen on its last day sends one message', async () => {
    const sim = await startTestSimulator();
    const before = await signIn(sim, A);
    const expiry = (await before.listVehicles()).find((v) => v.number === member.number)!.expiry!;
    sim.clock.advance(daysBetween(chinaDate(sim.clock.now()), expiry) * DAY_MINUTES);
    const api = await signIn(sim, A); // weeks later: a new session
    const renewals = async () =>
      (await api.listMessages({ pageSize: 50 })).list.filter((m) => m.title === '会员即将到期');
    expect(await renewals()).toHaveLength(1);

    const { payCode } = await api.publishPayOrder(
      cardPayload(monthly.serial, [member.number], monthly.price),
    );
    await paySheetOk(sim, await api.payParamsFor('vipCard', payCode));
    sim.clock.advance(DAY_MINUTES);
    expect(await renewals()).toHaveLength(1);
  });
});
