import { FIXTURES } from '@dehong/simulator';
import { describe, expect, it } from 'vitest';
import {
  answerBalanceConfirm,
  answerPaySheet,
  expectPaid,
  queryPlateFromHome,
  settleBar,
  signIn,
  tapSettle,
  toast,
} from '../support/app';
import { apiOfPage } from '../support/simulator';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
const userA = FIXTURES.users.a; // balance ¥50.00, a 5 and a 3 yuan parking coupon
const arrears = FIXTURES.plates.arrears; // 云N12345: 3 orders, ¥14.00, Mangshi

describe('coupons that are gone', () => {
  it('clears the expired coupons after the confirmation, the first pop-up of a freshly opened page', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);

    // A page of its own: antd-mobile has drawn no pop-up in it yet.
    await page.goto(journey.url('/app/vip/coupon/index'));
    await page.getByRole('tab', { name: '已过期（1）' }).click();
    await page.getByRole('button', { name: '清除过期优惠券' }).click();
    const ask = page.getByRole('dialog', { name: '清除过期优惠券' });
    await ask.getByText('确定从列表中清除已过期的优惠券吗？').waitFor();
    await ask.getByRole('button', { name: '清除' }).click();

    await toast(page, '已清除1张过期优惠券').waitFor();
    await page.getByRole('tab', { name: '已过期（0）' }).waitFor();
    const api = await apiOfPage(page, journey.url(''));
    expect((await api.getCouponStats()).expired).toBe(0);
  });
});

describe('coupons that are spent', () => {
  it('a coupon redeemed from a code takes ¥5.00 off 云N12345’s arrears and is then used', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);

    // The voucher code becomes a coupon on the coupon list.
    await page.goto(journey.url('/app/vip/coupon/index'));
    await page.getByRole('tab', { name: '未使用（2）' }).waitFor();
    await page.getByRole('textbox', { name: '兑换码' }).fill('DHPARK2026');
    await page.getByRole('button', { name: '兑换' }).click();
    await toast(page, /已放入您的优惠券/).waitFor();
    await page.getByRole('tab', { name: '未使用（3）' }).waitFor();

    // The payment page offers the best coupon with the cost before and after.
    await page.goto(journey.url('/m/home'));
    await queryPlateFromHome(page, arrears.number);
    const coupon = page.getByRole('region', { name: '优惠券' });
    await coupon.getByText('3张可用').waitFor();
    await coupon.getByText('¥14.00').waitFor();
    await coupon.getByText('¥9.00').waitFor();
    await coupon.getByRole('button', { name: '使用' }).click();
    await coupon.getByText('-¥5.00').waitFor();
    await settleBar(page).getByText('¥9.00').waitFor();

    await tapSettle(page);
    await answerBalanceConfirm(page, '¥9.00', '¥50.00');
    await expectPaid(page, '¥9.00');

    const [payOrder] = await admin.newPayOrders();
    expect(payOrder).toMatchObject({ status: 1, sumCost: 1400, coupon: 500, cost: 900 });
    expect((await admin.user(userA.phone)).funds).toBe(5000 - 900);
    const api = await apiOfPage(page, journey.url(''));
    expect(await api.getCouponStats()).toMatchObject({ unused: 2, used: 2 });
    const paid = await api.listOrders({
      number: arrears.number,
      status: '9',
      page: 1,
      pageSize: 50,
    });
    const covered = paid.list.filter((order) => order.couponTag.includes('停车抵扣券5元'));
    expect(covered.map((order) => order.coupon)).toEqual([500]);

    // The coupon list shows it used.
    await page.goto(journey.url('/app/vip/coupon/index'));
    await page.getByRole('tab', { name: '已使用（2）' }).click();
    await page.getByText('停车抵扣券5元').first().waitFor();
  });

  it('the card purchase takes the 10% card coupon: ¥135.00 for the ¥150.00 monthly card', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    await page.goto(journey.url('/app/vip/card/pay?vipIndex=1'));
    await page.getByRole('radio', { name: /云N12345/ }).click();
    const payBar = page.getByRole('region', { name: '合计' });
    await payBar.getByText('¥150.00').waitFor();

    await page.getByRole('checkbox', { name: /购卡9折优惠/ }).click();
    await payBar.getByText('¥135.00').waitFor();
    await payBar.getByRole('button', { name: '立即支付' }).click();
    await page.getByTestId('fake-pay-sheet').getByText('¥135.00').first().waitFor();
    await answerPaySheet(page, 'ok');

    await expectPaid(page, '¥135.00');
    const [payOrder] = await admin.newPayOrders();
    expect(payOrder).toMatchObject({
      orderType: 'vipCard',
      sumCost: 15000,
      coupon: 1500,
      cost: 13500,
    });
  });

  it('in English at 360 px: the coupon line reads in English, fits the phone, and takes ¥5.00 off', async () => {
    const { page, admin } = journey;
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, admin, userA.phone);
    await page.evaluate(() => localStorage.setItem('dehong.language', 'en-US'));
    await page.goto(
      journey.url(`/m/order/payment?carNumber=${encodeURIComponent(arrears.number)}`),
    );

    const coupon = page.getByRole('region', { name: 'Coupon' });
    await coupon.getByText('2 coupons apply').waitFor();
    await coupon.getByText('After coupon').waitFor();
    const box = await coupon.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(360);
    await coupon.getByRole('button', { name: 'Use' }).click();
    await coupon.getByText('-¥5.00').waitFor();
    const bar = page.getByRole('region', { name: 'To pay' });
    await bar.getByText('¥9.00').waitFor();

    await bar.getByRole('button', { name: 'Settle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay from balance' });
    await dialog.getByText('¥9.00', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL('**/m/common/pay/result?**');
    const [payOrder] = await admin.newPayOrders();
    expect(payOrder).toMatchObject({ coupon: 500, cost: 900, status: 1 });
  });
});
