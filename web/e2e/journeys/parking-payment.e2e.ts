import { FIXTURES } from '@dehong/simulator';
import { describe, expect, it } from 'vitest';
import {
  answerBalanceConfirm,
  answerPaySheet,
  arrearsSummary,
  expectPaid,
  queryPlateFromHome,
  settleBar,
  signIn,
  signInWithSms,
  tapSettle,
  toast,
} from '../support/app';
import { PLAIN_MOBILE_USER_AGENT } from '../support/chromium';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
const userA = FIXTURES.users.a; // balance ¥50.00
const userB = FIXTURES.users.b; // balance ¥0.00
const arrears = FIXTURES.plates.arrears; // 云N12345: 3 orders, ¥14.00, Mangshi
const member = FIXTURES.plates.member; // 云ND66666: parks free

/** Pay-order calls that reached the simulator since the journey began. */
const payCalls = async () =>
  (await journey.admin.journal())
    .filter((entry) => entry.path.startsWith('/pay/'))
    .map((entry) => `${entry.method} ${entry.path}`)
    .reverse();

describe('paying a plate’s arrears', () => {
  it('user B queries 云N12345 and pays ¥14.00 on the chat app’s pay sheet: the orders are paid', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userB.phone);
    await queryPlateFromHome(page, arrears.number);
    await arrearsSummary(page).getByText('¥14.00').waitFor();
    await settleBar(page).getByText('¥14.00').waitFor();

    await tapSettle(page);
    await page.getByTestId('fake-pay-sheet').getByText('¥14.00').first().waitFor();
    await answerPaySheet(page, 'ok');

    await expectPaid(page, '¥14.00');
    const plate = await admin.plate(arrears.number);
    expect({ toPay: plate.toPay, arrears: plate.arrears }).toEqual({ toPay: 0, arrears: 0 });
    const [payOrder] = await admin.newPayOrders();
    expect(payOrder).toMatchObject({
      status: 1,
      cost: 1400,
      paytype: 'icbc',
      orderType: 'parking',
    });
  });

  it('cancelling the pay sheet says "payment cancelled" and charges nothing; paying again charges once', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userB.phone);
    await queryPlateFromHome(page, arrears.number);

    await tapSettle(page);
    await answerPaySheet(page, 'cancel');
    await toast(page, '已取消支付').waitFor();
    // The user reads the message before trying again (a robot would be within the 300 ms
    // duplicate-submit lock of the publish it just made).
    await toast(page, '已取消支付').waitFor({ state: 'hidden' });
    expect(page.url()).toContain('/m/order/payment');
    expect((await admin.plate(arrears.number)).arrears).toBe(1400);
    const [unpaid] = await admin.newPayOrders();
    expect(unpaid).toMatchObject({ status: 0, cost: 1400 });

    await tapSettle(page);
    await answerPaySheet(page, 'ok');
    await expectPaid(page, '¥14.00');
    // The second settle over the same orders answers the same pay order: it is paid once.
    const orders = await admin.newPayOrders();
    expect(orders.map(({ payCode, status, cost }) => ({ payCode, status, cost }))).toEqual([
      { payCode: unpaid?.payCode, status: 1, cost: 1400 },
    ]);
    expect((await admin.plate(arrears.number)).arrears).toBe(0);
  });

  it('user A’s balance (¥50.00) pays the ¥14.00 once confirmed, without the pay sheet', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    await queryPlateFromHome(page, arrears.number);

    await tapSettle(page);
    await page.getByRole('dialog', { name: '余额支付' }).waitFor();
    expect((await admin.user(userA.phone)).funds).toBe(5000);
    await answerBalanceConfirm(page, '¥14.00', '¥50.00');

    await expectPaid(page, '¥14.00');
    await page.getByText('已使用余额支付。').waitFor();
    expect(await page.getByTestId('fake-pay-sheet').count()).toBe(0);
    expect((await admin.user(userA.phone)).funds).toBe(5000 - 1400);
    expect((await admin.plate(arrears.number)).arrears).toBe(0);
    const [payOrder] = await admin.newPayOrders();
    expect(payOrder).toMatchObject({ status: 1, cost: 1400, paytype: 'balance' });
  });

  it('user A cancels the balance confirmation: nothing is taken, the arrears stay', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    await queryPlateFromHome(page, arrears.number);

    await tapSettle(page);
    await answerBalanceConfirm(page, '¥14.00', '¥50.00', '取消');

    await toast(page, '已取消支付').waitFor();
    expect(page.url()).toContain('/m/order/payment');
    expect((await admin.user(userA.phone)).funds).toBe(5000);
    expect((await admin.plate(arrears.number)).arrears).toBe(1400);
  });

  it('a plate with nothing to pay (a member’s plate) settles nothing: no pay order, no pay sheet', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    await queryPlateFromHome(page, member.number);
    await page.getByText('暂无未缴订单').waitFor();
    await settleBar(page).getByText('¥0.00').waitFor();

    await tapSettle(page);

    await page.getByRole('button', { name: '去结算' }).waitFor();
    expect(page.url()).toContain('/m/order/payment');
    expect(await payCalls()).toEqual([]);
    expect((await admin.user(userA.phone)).funds).toBe(5000);
  });

  it('when the operator prices the settle at zero, the result page follows without pay sheet or charge', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userB.phone);
    await queryPlateFromHome(page, arrears.number);
    // The simulator always charges arrears; the operator may price them at zero (a waiver), so
    // its answer to the publish is rewritten on the way to the page.
    await page.route('**/pay/v1/api/order/single/publish', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { payCode: string; cost: number } };
      await route.fulfill({ response, json: { ...body, data: { ...body.data, cost: 0 } } });
    });
    // Such an operator records the pay order as settled free; the result page reads it by its code.
    await page.route('**/pay/v1/api/order/confirm', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      const free = { ...body.data, status: 1, paytype: 'free', sumCost: 0, cost: 0 };
      await route.fulfill({ response, json: { ...body, data: free } });
    });

    await tapSettle(page);

    await expectPaid(page, '¥0.00');
    await page.getByText('无需支付。').waitFor();
    expect(await payCalls()).toEqual([
      'POST /pay/v1/api/order/single/publish',
      'POST /pay/v1/api/order/confirm',
    ]);
    expect((await admin.user(userB.phone)).funds).toBe(0);
  });

  it('outside the chat app (no pay bridge) the user is told payment is not supported', async () => {
    const { admin } = journey;
    const page = await journey.openPhone({ userAgent: PLAIN_MOBILE_USER_AGENT });
    await page.route('**/__chat/bridge.js', (route) => route.abort());
    // Outside the chat app there is no silent login either: the user signs in with an SMS code.
    await signInWithSms(page, admin, userB.phone);
    await queryPlateFromHome(page, arrears.number);

    await tapSettle(page);

    await toast(page, '当前环境不支持支付').waitFor();
    expect(await page.evaluate(() => 'WeixinJSBridge' in window)).toBe(false);
    expect((await admin.plate(arrears.number)).arrears).toBe(1400);
    expect(await payCalls()).toEqual(['POST /pay/v1/api/order/single/publish']);
  });
});
