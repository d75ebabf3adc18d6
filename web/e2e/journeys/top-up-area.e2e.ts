import { FIXTURES } from '@dehong/simulator';
import { describe, expect, it } from 'vitest';
import { answerPaySheet, expectPaid, openTab, signIn } from '../support/app';
import { setUpJourneys } from '../support/journey';
import { apiOfPage } from '../support/simulator';

const journey = setUpJourneys();
const userA = FIXTURES.users.a; // parks 云N12345 in Mangshi (ICBC collects there)

describe('a top-up is paid through the bank of the owner’s area', () => {
  it('from the mine tab’s balance (no area of its own): the area of the latest order, Mangshi, so ICBC', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    const [latest] = (
      await (await apiOfPage(page, journey.sim.url)).listOrders({ behalf: 1, page: 1, pageSize: 1 })
    ).list;
    expect(latest?.code.slice(0, 6)).toBe('533103');
    await openTab(page, '我的');

    await page
      .getByRole('region', { name: '我的账户' })
      .getByRole('link', { name: /余额/ })
      .click();
    await page.waitForURL('**/app/vip/recharge');
    await page.getByRole('radio', { name: '¥50.00', exact: true }).click();
    await page.getByRole('button', { name: '立即充值' }).click();
    await page
      .getByRole('dialog', { name: '确认充值' })
      .getByRole('button', { name: '支付 ¥50.00' })
      .click();
    await answerPaySheet(page, 'ok');

    await expectPaid(page, '¥50.00');
    const [payOrder] = await admin.newPayOrders();
    expect(payOrder).toMatchObject({
      orderType: 'recharge',
      status: 1,
      cost: 5000,
      paytype: 'icbc',
    });
  });
});
