import { FIXTURES } from '@dehong/simulator';
import { describe, expect, it } from 'vitest';
import {
  answerBalanceConfirm,
  arrearsSummary,
  expectPaid,
  queryPlateFromHome,
  settleBar,
  signIn,
  tapSettle,
  toast,
  typePlate,
} from '../support/app';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
const userA = FIXTURES.users.a; // balance ¥50.00: settling 云N12345 pays from it
const arrears = FIXTURES.plates.arrears;

const REPAY_SUMMARY = '/parking/v1/api/order/unpaid/repay';
const PUBLISH = '/pay/v1/api/order/single/publish';

/** How often the simulator answered `path` with `status` since the journey began. */
const answered = async (path: string, status: number) =>
  (await journey.admin.journal()).filter(
    (entry) => entry.path.split('?')[0] === path && entry.status === status,
  ).length;

describe('when the operator fails', () => {
  it('a 504 shows "connection timeout"; once the operator answers again, switching area shows the orders', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    await admin.addFault({ path: REPAY_SUMMARY, status: 504 });

    // The summary never arrives, so the helper that waits for it cannot be used here.
    await page.getByRole('button', { name: /^车牌号: / }).click();
    await typePlate(page, arrears.number);
    await page.getByRole('button', { name: '查询订单' }).click();

    await toast(page, '连接超时').waitFor();
    expect(await arrearsSummary(page).count()).toBe(0);
    expect(await answered(REPAY_SUMMARY, 504)).toBeGreaterThan(0);

    await admin.clearFaults();
    await page.getByRole('tab', { name: '芒市' }).click();
    await arrearsSummary(page).getByText('¥14.00').waitFor();
  });

  it('a business error on settling shows its message as a toast and charges nothing; settling again pays', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    await queryPlateFromHome(page, arrears.number);
    const message = '支付通道维护中，请稍后再试';
    await admin.addFault({ path: PUBLISH, code: 4014, message, once: true });

    await tapSettle(page);

    await toast(page, message).waitFor();
    expect(await admin.newPayOrders()).toEqual([]);
    expect((await admin.user(userA.phone)).funds).toBe(5000);

    await toast(page, message).waitFor({ state: 'hidden' });
    await tapSettle(page);
    await answerBalanceConfirm(page, '¥14.00', '¥50.00');
    await expectPaid(page, '¥14.00');
    expect((await admin.user(userA.phone)).funds).toBe(3600);
  });

  it('a double tap on settle shows the duplicate-submit message and pays once', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    await queryPlateFromHome(page, arrears.number);
    // A slow network keeps the first settle in flight while the finger taps again.
    await admin.addFault({ path: PUBLISH, latencyMs: 1500, once: true });

    const settle = settleBar(page).getByRole('button');
    await settle.click();
    await settle.click();

    await toast(page, '请勿重复提交数据。如长时间未返回结果，请刷新页面后继续！').waitFor();
    await answerBalanceConfirm(page, '¥14.00', '¥50.00');
    await expectPaid(page, '¥14.00');
    const payOrders = await admin.newPayOrders();
    expect(payOrders.map(({ status, cost }) => ({ status, cost }))).toEqual([
      { status: 1, cost: 1400 },
    ]);
    expect((await admin.user(userA.phone)).funds).toBe(3600);
  });

  it('latency and then a 500 leave the app usable: a slow answer still shows, a retry after the error works', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    const slow = await admin.addFault({ path: '/parking/v1/api/order/*', latencyMs: 1500 });

    await queryPlateFromHome(page, arrears.number);
    await arrearsSummary(page).getByText('¥14.00').waitFor();
    expect((await admin.faults()).find((fault) => fault.id === slow.id)?.hits).toBeGreaterThan(0);

    await admin.clearFaults();
    await admin.addFault({ path: REPAY_SUMMARY, status: 500 });
    await page.getByRole('tab', { name: '芒市' }).click();
    await toast(page, '服务器错误').waitFor();
    expect(await answered(REPAY_SUMMARY, 500)).toBe(1);

    await admin.clearFaults();
    await page.reload();
    await arrearsSummary(page).getByText('¥14.00').waitFor();
    await tapSettle(page);
    await answerBalanceConfirm(page, '¥14.00', '¥50.00');
    await expectPaid(page, '¥14.00');
  });
});
