import { FIXTURES } from '@dehong/simulator';
import { describe, expect, it } from 'vitest';
import { answerPaySheet, expectPaid, signIn, toast } from '../support/app';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
const userB = FIXTURES.users.b; // balance ¥0.00

/** From home, as the user goes: the menu's top-up entry. */
async function openTopUp() {
  const { page, admin } = journey;
  await signIn(page, admin, userB.phone);
  await page.getByRole('button', { name: '充值', exact: true }).click();
  await page.waitForURL('**/app/vip/recharge');
  await page.getByRole('radiogroup', { name: '充值套餐' }).waitFor();
}

const confirmPopup = () => journey.page.getByRole('dialog', { name: '确认充值' });

describe('topping up the balance', () => {
  it('the ¥50.00 package is paid on the pay sheet and the balance holds ¥50.00', async () => {
    const { page, admin } = journey;
    await openTopUp();

    await page.getByRole('radio', { name: '¥50.00', exact: true }).click();
    await page.getByRole('button', { name: '立即充值' }).click();
    await confirmPopup().getByText('¥50.00').first().waitFor();
    await confirmPopup().getByRole('button', { name: '支付 ¥50.00' }).click();
    await answerPaySheet(page, 'ok');

    await expectPaid(page, '¥50.00');
    await page.getByText('余额已到账。').waitFor();
    expect((await admin.user(userB.phone)).funds).toBe(5000);
    const [payOrder] = await admin.newPayOrders();
    // Opened from home, without an area: the default (Yingjiang, ccb) bank route.
    expect(payOrder).toMatchObject({
      orderType: 'recharge',
      status: 1,
      cost: 5000,
      paytype: 'ccb',
    });
  });

  it('another amount under ¥10 is refused with the minimum; ¥12.50 is paid and credited', async () => {
    const { page, admin } = journey;
    await openTopUp();

    await page.getByRole('radio', { name: '其他金额' }).click();
    await page.getByRole('textbox', { name: '其他金额（元）' }).fill('8');
    await page.getByRole('button', { name: '立即充值' }).click();
    await toast(page, '请至少充值10元').waitFor();
    expect(await confirmPopup().count()).toBe(0);
    expect(await admin.newPayOrders()).toEqual([]);

    await page.getByRole('textbox', { name: '其他金额（元）' }).fill('12.5');
    await page.getByRole('button', { name: '立即充值' }).click();
    await confirmPopup().getByRole('button', { name: '支付 ¥12.50' }).click();
    await answerPaySheet(page, 'ok');

    await expectPaid(page, '¥12.50');
    expect((await admin.user(userB.phone)).funds).toBe(1250);
    const [payOrder] = await admin.newPayOrders();
    expect(payOrder).toMatchObject({ orderType: 'recharge', status: 1, cost: 1250 });
  });
});
