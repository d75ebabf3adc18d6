import { addDays, chinaDate, validityRange } from '@dehong/api-spec/domain';
import { FIXTURES } from '@dehong/simulator';
import { describe, expect, it } from 'vitest';
import { answerPaySheet, expectPaid, pickDate, signIn, typePlate } from '../support/app';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
const userB = FIXTURES.users.b; // no cars: a company buying for its fleet
const plates = [FIXTURES.plates.clean.number, FIXTURES.plates.ruili.number]; // 云N00000, 云N54321
const YEARLY = { name: '年卡', days: 365, fen: 150000 }; // VC03, reserve = 1

describe('buying membership cards', () => {
  it('a member without a car puts the no-vehicle question away with Escape, as with "not now"', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userB.phone);
    await page.goto(journey.url('/app/vip/card/pay?vipIndex=3'));

    const noVehicle = page.getByRole('dialog', { name: '您还未添加车辆信息' });
    await noVehicle.getByRole('button', { name: '暂不添加' }).waitFor();
    await page.keyboard.press('Escape');
    await noVehicle.waitFor({ state: 'hidden' });
    // The page behind is no longer inert.
    await page.getByRole('tab', { name: '单位购买' }).click();
    await page.getByLabel('单位名称').waitFor();
  });

  it('a unit buys the reserve yearly card for two plates from next week, paid on the pay sheet', async () => {
    const { page, admin, sim } = journey;
    const today = chinaDate(sim.clock.now());
    const nextWeek = addDays(today, 7);
    const validity = validityRange(nextWeek, YEARLY.days);
    await signIn(page, admin, userB.phone);
    await page.getByRole('button', { name: '办卡', exact: true }).click();
    await page.getByRole('link', { name: new RegExp(`^${YEARLY.name}`) }).click();
    await page.waitForURL('**/app/vip/card/pay?vipIndex=3');

    // No car of their own yet: the dialog offers to add one; the unit buys without.
    const noVehicle = page.getByRole('dialog', { name: '您还未添加车辆信息' });
    await noVehicle.getByRole('button', { name: '暂不添加' }).click();
    await noVehicle.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: '单位购买' }).click();
    await page.getByLabel('单位名称').fill('德宏顺达物流有限公司');
    await page.getByLabel('联系人').fill('王芳');
    await page.getByLabel('联系电话').fill(userB.phone);
    await page.getByRole('button', { name: /^车牌1: / }).click();
    await typePlate(page, plates[0] ?? '');
    await page.getByRole('button', { name: '+ 添加车牌' }).click();
    await typePlate(page, plates[1] ?? '');

    const payBar = page.getByRole('region', { name: '合计' });
    await payBar.getByText('¥3000.00').waitFor();
    await payBar.getByRole('button', { name: '支付确认' }).click();

    const summary = page.getByRole('dialog', { name: '购卡信息' });
    await summary.getByText(plates.join(', ')).waitFor();
    await summary.getByText('¥3000.00').waitFor();
    await summary.getByRole('button', { name: `生效日期 ${today}` }).click();
    await pickDate(page, nextWeek, '生效日期：');
    await page.getByRole('button', { name: '确定' }).click();
    await summary.getByText(`有效期 ${validity.start} 至 ${validity.end}`).waitFor();
    await summary.getByRole('button', { name: '确认支付' }).click();
    await page.getByTestId('fake-pay-sheet').getByText('¥3000.00').first().waitFor();
    await answerPaySheet(page, 'ok');

    await expectPaid(page, '¥3000.00');
    // It starts next week: the result says so, not that the card is active.
    await page.getByText(`会员卡将于${nextWeek}生效。`).waitFor();
    for (const plate of plates) {
      const { membership } = await admin.plate(plate);
      expect(membership).toEqual({ service: expect.stringContaining(YEARLY.name), ...validity });
    }
    const [payOrder] = await admin.newPayOrders();
    expect(payOrder).toMatchObject({
      orderType: 'vipCard',
      status: 1,
      cost: 2 * YEARLY.fen,
      numbers: plates,
      appointment: nextWeek,
      paytype: 'ccb',
    });
  });
});
