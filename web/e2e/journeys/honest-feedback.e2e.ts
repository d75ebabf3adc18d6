import { FIXTURES } from '@dehong/simulator';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/app';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
const userA = FIXTURES.users.a;

/** A screen opened without what it needs says so at once, in the app's words. */
describe('screens opened without what they need', () => {
  it('the order list without a plate asks for one, not the operator’s raw 400', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    await page.goto(`${admin.url}/m/order/list`);

    await page.getByText('请先输入车牌号，再查看停车订单。').waitFor({ timeout: 5000 });
    expect(await page.getByText(/400|carNumber/).count()).toBe(0);
  });

  it.each([
    ['/evc/order/show', '未指定充电订单，请从充电订单列表打开。'],
    ['/evc/order/charging', '未指定充电订单，请从充电订单列表打开。'],
    ['/app/vip/invoice/show', '未指定发票，请从我的发票列表打开。'],
  ])('%s without its serial says so within 5 s, no spinner left', async (path, words) => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    await page.goto(`${admin.url}${path}`);

    await page.getByText(words).waitFor({ timeout: 5000 });
    expect(await page.locator('.adm-spin-loading, .adm-dot-loading').count()).toBe(0);
  });
});
