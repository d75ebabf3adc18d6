import { FIXTURES } from '@dehong/simulator';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, toast } from '../support/app';
import { setUpJourneys } from '../support/journey';
import { apiOfPage } from '../support/simulator';

const journey = setUpJourneys();
const userA = FIXTURES.users.a;
const plate = FIXTURES.plates.arrears.number; // 云N12345: user A's, three orders to pay
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The operator decides the newest open dispute at the console's dispute desk. */
async function decideInConsole(page: Page, decision: 'Uphold' | 'Reject', answer = '') {
  await page.goto(journey.url('/__admin'));
  await page.getByTestId('admin-disputes').click();
  await page.waitForURL('**/__admin/disputes/page');
  const open = page.getByTestId('open-disputes').locator('article').first();
  await open.waitFor();
  if (answer) await open.getByPlaceholder(/reason for the member/).fill(answer);
  await open.getByRole('button', { name: decision }).click();
  await page.getByText(/dispute \d+ (upheld|rejected)/).waitFor();
}

describe('disputes', () => {
  it("user A disputes one of 云N12345's orders with a photo: the arrears drop by its amount; upheld in the console, the message arrives", async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    const api = await apiOfPage(page, admin.url);
    const [order] = (await api.listUnpaidOrders({ number: plate })).list;
    const before = (await admin.plate(plate)).arrears;

    await page.goto(journey.url(`/m/order/show?c=${order!.bookCode}`));
    await page.getByRole('button', { name: '申诉该笔费用' }).click();
    const form = page.getByRole('form', { name: '申诉该笔费用' });
    await form.getByText('不是我的车').click();
    await form.getByLabel('情况说明').fill('那天我的车在昆明');
    await form.getByLabel('添加照片').setInputFiles({
      name: 'kunming.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await form.getByRole('img', { name: '照片1' }).waitFor();
    await form.getByRole('button', { name: '提交申诉' }).click();
    await toast(page, '申诉已提交，该笔费用审核中').waitFor();
    await page
      .getByRole('article', { name: `订单${order!.bookCode}的申诉` })
      .getByText('审核中', { exact: true })
      .waitFor();
    expect((await admin.plate(plate)).arrears).toBe(before - order!.cash);

    await decideInConsole(page, 'Uphold', '车牌识别有误');
    await page.goto(journey.url('/app/vip/message/index'));
    await page
      .getByRole('article', { name: `订单${order!.bookCode}的申诉` })
      .getByText('申诉成立', { exact: true })
      .waitFor();
    await page.getByRole('button', { name: /申诉已成立/ }).waitFor();
    expect((await admin.plate(plate)).arrears).toBe(before - order!.cash);
  });

  it('in English, user A disputes a paid order; upheld, its amount is back in the balance', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    await page.evaluate(() => localStorage.setItem('dehong.language', 'en-US'));
    const api = await apiOfPage(page, admin.url);
    const summary = await api.getRepaySummary({ number: plate });
    const { payCode } = await api.publishPayOrder({
      orderType: 'parking',
      goods: summary.orderSerials.join(','),
      sumCost: summary.payCost - summary.service,
      service: summary.service,
      actualCost: summary.payCost,
      numbers: [plate],
      coupon: 0,
      beBusiness: 0,
      payee: '',
      payeeName: '',
      staff: '',
      staffName: '',
      team: '',
    });
    await api.payByFunds(payCode);
    const paid = await api.showOrder(summary.orderSerials[0]!);
    const funds = (await admin.user(userA.phone)).funds;

    await page.goto(journey.url(`/m/order/show?c=${paid.bookCode}`));
    await page.getByRole('button', { name: 'Dispute this charge' }).click();
    const form = page.getByRole('form', { name: 'Dispute this charge' });
    await form.getByText('Already left').click();
    await form.getByLabel('What happened').fill('I had left before noon');
    await form.getByRole('button', { name: 'Submit dispute' }).click();
    await page
      .getByRole('article', { name: `Dispute of order ${paid.bookCode}` })
      .getByText('Under review', { exact: true })
      .waitFor();

    await decideInConsole(page, 'Uphold');
    await page.goto(journey.url('/app/vip/message/index'));
    const card = page.getByRole('article', { name: `Dispute of order ${paid.bookCode}` });
    await card.getByText('Upheld', { exact: true }).waitFor();
    await card.getByText(/refunded to your balance/).waitFor();
    expect((await admin.user(userA.phone)).funds).toBe(funds + paid.cash);
  });

  it("a rejected dispute puts the order back to pay with the operator's reason", async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    const api = await apiOfPage(page, admin.url);
    const [order] = (await api.listUnpaidOrders({ number: plate })).list;
    const before = (await admin.plate(plate)).arrears;
    await api.reportOrderFault({ serial: order!.serial, reason: 'wrongTime', content: '时间不对' });
    expect((await admin.plate(plate)).arrears).toBe(before - order!.cash);

    await decideInConsole(page, 'Reject', '照片显示车辆在位');
    await page.goto(journey.url(`/m/order/show?c=${order!.bookCode}`));
    const card = page.getByRole('article', { name: `订单${order!.bookCode}的申诉` });
    await card.getByText('申诉未通过', { exact: true }).waitFor();
    await card.getByText(/照片显示车辆在位/).waitFor();
    await page.getByRole('button', { name: '立即缴费' }).waitFor();
    expect((await admin.plate(plate)).arrears).toBe(before);
  });

  it('the clock-based demo: an uphold scheduled in the console after 30 minutes arrives once the clock is advanced', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    const api = await apiOfPage(page, admin.url);
    const [order] = (await api.listUnpaidOrders({ number: plate })).list;
    await api.reportOrderFault({
      serial: order!.serial,
      reason: 'notMyCar',
      content: '不是我的车',
    });

    await page.goto(journey.url('/__admin/disputes/page'));
    const open = page.getByTestId('open-disputes').locator('article').first();
    await open.getByPlaceholder('after min').fill('30');
    await open.getByRole('button', { name: 'Uphold' }).click();
    await page.getByText(/dispute \d+ will be upheld at/).waitFor();
    await open.getByText(/scheduled: upheld at .* \(simulator clock\)/).waitFor();
    await page.goto(journey.url(`/m/order/show?c=${order!.bookCode}`));
    const card = page.getByRole('article', { name: `订单${order!.bookCode}的申诉` });
    await card.getByText('审核中', { exact: true }).waitFor();

    const advanced = await fetch(`${admin.url}/__admin/clock/advance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ minutes: 31 }),
    });
    expect(advanced.status).toBe(200);
    await page.goto(journey.url('/app/vip/message/index'));
    await page
      .getByRole('article', { name: `订单${order!.bookCode}的申诉` })
      .getByText('申诉成立', { exact: true })
      .waitFor();
    await page.getByRole('button', { name: /申诉已成立/ }).waitFor();
  });
});
