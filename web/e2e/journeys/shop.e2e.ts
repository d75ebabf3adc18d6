import type { ShopOrder } from '@dehong/api-spec';
import { FIXTURES } from '@dehong/simulator';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerBalanceConfirm, answerPaySheet, expectPaid, signIn, toast } from '../support/app';
import { apiOfPage } from '../support/simulator';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
const userA = FIXTURES.users.a; // balance ¥50.00, drives 云N12345
const userB = FIXTURES.users.b; // balance ¥0.00

/** The home banner's car wash (¥25.00), redeemed at every partner store. */
const CAR_WASH = { serial: 'PRD001', name: '精致洗车', price: '¥25.00' };
/** The seeded product with its last 2 units (¥49.00 each). */
const LAST_TWO = { serial: 'PRD008', name: '轮胎拆装工时' };
/** 团结大街 car-wash centre in Mangshi (ICBC collects there). */
const STORE = { serial: 'ST01', name: '德宏停车·团结大街洗车中心' };

/** The words of each language the journey reads, and the phone width it runs at. */
const LANGUAGES = [
  {
    language: 'zh-CN',
    width: 375,
    banner: '第2张，共3张',
    buyNow: '立即购买',
    contact: '联系电话',
    store: '服务门店',
    submit: '提交并支付',
    balance: { title: '余额支付', pay: '确认支付' },
    paid: '支付成功',
    mineOrders: '车服订单',
    unused: '未使用',
    redeemed: '已核销',
    carWash: CAR_WASH.name,
    storeName: STORE.name,
  },
  {
    language: 'en-US',
    width: 360,
    banner: 'Banner 2 of 3',
    buyNow: 'Buy now',
    contact: 'Contact phone',
    store: 'Store',
    submit: 'Submit and pay',
    balance: { title: 'Pay from balance', pay: 'Pay' },
    paid: 'Payment successful',
    mineOrders: 'Car-service orders',
    unused: 'Unused',
    redeemed: 'Redeemed',
    // The operator answers its catalogue in the reader's language.
    carWash: 'Premium car wash',
    storeName: 'Dehong Parking Tuanjie Street Car Wash',
  },
] as const;

type Words = (typeof LANGUAGES)[number];

/** Signs `phone` in on `page` (the chat app's way) and reads the app in `words.language`. */
async function signInIn(page: Page, phone: string, words: Words) {
  await page.setViewportSize({ width: words.width, height: 780 });
  await signIn(page, journey.admin, phone);
  await page.evaluate((chosen) => localStorage.setItem('dehong.language', chosen), words.language);
  await page.reload();
}

/** On /shop/pay/confirm: the contact phone and the store (the plate: the first of my vehicles). */
async function fillCheckout(page: Page, words: Words) {
  await page.getByLabel(words.contact).fill('13712345678');
  await page.getByRole('radiogroup', { name: words.store }).getByText(words.storeName).click();
}

/** The member's shop orders as the server holds them (through the page's own session). */
async function shopOrdersOf(page: Page): Promise<ShopOrder[]> {
  return (
    await (await apiOfPage(page, journey.admin.url)).listShopOrders({ page: 1, pageSize: 10 })
  ).list;
}

/** Nothing on the page is wider than the phone. */
async function expectFits(page: Page) {
  const wider = await page.evaluate(
    () =>
      [...document.querySelectorAll('body *')].filter((element) => {
        for (let up = element.parentElement; up; up = up.parentElement) {
          const overflow = getComputedStyle(up).overflowX;
          if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') return false;
        }
        return Math.round(element.getBoundingClientRect().right) > window.innerWidth;
      }).length,
  );
  expect(wider).toBe(0);
}

/** A store's staff redeems `code` at the console's shop desk. */
async function redeemInConsole(page: Page, code: string) {
  await page.goto(journey.url('/__admin'));
  await page.getByTestId('admin-shop').click();
  await page.waitForURL('**/__admin/shop/page');
  await page.getByTestId('shop-redeem-code').fill(code);
  await page.getByTestId('shop-redeem-store').selectOption(STORE.serial);
  await page.getByTestId('shop-redeem-submit').click();
  await page.getByTestId('shop-redeem-result').getByText(code).waitFor();
}

describe.each(LANGUAGES)('the car-service shop in $language at $width px', (words) => {
  it('from the home banner to a paid car-wash voucher from the balance, its code shown; redeemed at the console', async () => {
    const { page, admin } = journey;
    await signInIn(page, userA.phone, words);

    // The car-wash offer is the second banner.
    await page.getByRole('button', { name: words.banner, exact: true }).click();
    await page.getByRole('group', { name: words.banner }).getByRole('link').click();
    await page.waitForURL(`**/shop/goods/show?serial=${CAR_WASH.serial}`);
    await page.getByText(words.carWash).first().waitFor();
    await expectFits(page);

    await page.getByRole('button', { name: words.buyNow }).click();
    await page.waitForURL('**/shop/pay/confirm?**');
    await fillCheckout(page, words);
    await expectFits(page);
    await page.getByRole('button', { name: words.submit }).click();
    await answerBalanceConfirmIn(page, words, CAR_WASH.price, '¥50.00');

    await page.waitForURL('**/m/common/pay/result?**');
    await page.getByText(words.paid).waitFor();
    expect((await admin.user(userA.phone)).funds).toBe(2500);
    const [payOrder] = await admin.newPayOrders();
    expect(payOrder).toMatchObject({
      orderType: 'shop',
      status: 1,
      cost: 2500,
      paytype: 'balance',
    });

    // Mine tab -> car-service orders -> the order: its voucher code, as QR and digits.
    await page.goto(journey.url('/m/home?tab=mine'));
    await page.getByRole('button', { name: words.mineOrders, exact: true }).click();
    await page.waitForURL('**/shop/order/index');
    const [order] = await shopOrdersOf(page);
    const code = order?.vouchers[0]?.code ?? '';
    expect(code).toMatch(/^\d{12}$/);
    await page.locator(`a[href*="serial=${order?.serial}"]`).click();
    await page.waitForURL('**/shop/order/show?serial=**');
    const voucher = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('img', { name: code }) });
    await voucher.getByText(code.replace(/(\d{4})(?=\d)/g, '$1 ')).waitFor();
    await voucher.getByText(words.unused).waitFor();
    await expectFits(page);
    const orderPage = page.url();

    await redeemInConsole(page, code);
    await page.goto(orderPage);
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('img', { name: code }) })
      .getByText(words.redeemed)
      .waitFor();
    const [redeemed] = await shopOrdersOf(page);
    expect(redeemed).toMatchObject({ status: 2 });
    expect(redeemed?.vouchers[0]).toMatchObject({ status: 1, redeemStore: STORE.name });
  });
});

/** The balance question in the language shown (the support helper reads the zh-CN title). */
async function answerBalanceConfirmIn(page: Page, words: Words, amount: string, balance: string) {
  if (words.language === 'zh-CN') return answerBalanceConfirm(page, amount, balance);
  const dialog = page.getByRole('dialog', { name: words.balance.title });
  await dialog.getByText(amount, { exact: true }).waitFor();
  await dialog.getByText(balance, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: words.balance.pay }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('the car-service shop', () => {
  it('user B, without balance, buys two car washes from the shop on the pay sheet: two codes', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userB.phone);
    await page.goto(journey.url('/shop/index'));
    await page.getByRole('list', { name: '推荐' }).getByText(CAR_WASH.name).click();
    await page.waitForURL(`**/shop/goods/show?serial=${CAR_WASH.serial}`);
    await page
      .getByRole('group', { name: '数量' })
      .getByRole('button', { name: /增加|increase/i })
      .click();
    await page.getByRole('button', { name: '立即购买' }).click();
    await page.waitForURL('**/shop/pay/confirm?product=PRD001&count=2');
    await page.getByRole('radio', { name: '其他车牌' }).click();
    await page.getByRole('button', { name: '点击输入车牌' }).click();
    const keyboard = page.getByRole('dialog', { name: '请输入车牌号' });
    for (const key of '云A88888')
      await keyboard.getByRole('button', { name: new RegExp(`^${key}(?:[,，]|$)`) }).click();
    await keyboard.getByRole('button', { name: '确定' }).click();
    await fillCheckout(page, LANGUAGES[0]);

    await page.getByRole('button', { name: '提交并支付' }).click();
    await page.getByTestId('fake-pay-sheet').getByText('¥50.00').first().waitFor();
    await answerPaySheet(page, 'ok');

    await expectPaid(page, '¥50.00');
    const [payOrder] = await admin.newPayOrders();
    // Paid at a Mangshi store: Mangshi's bank (ICBC) collects.
    expect(payOrder).toMatchObject({ orderType: 'shop', status: 1, cost: 5000, paytype: 'icbc' });
    const [order] = await shopOrdersOf(page);
    expect(order).toMatchObject({ status: 1, plate: '云A88888', total: 5000 });
    expect(order?.vouchers).toHaveLength(2);
    await page.goto(journey.url(`/shop/order/show?serial=${order?.serial}`));
    for (const voucher of order?.vouchers ?? []) {
      await page.getByRole('img', { name: voucher.code }).waitFor();
    }
  });

  it('the last units go while user A checks out: "not enough stock", no money taken; the product then says sold out', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    await page.goto(journey.url(`/shop/pay/confirm?product=${LAST_TWO.serial}&count=2`));
    await page.getByLabel('联系电话').fill('13712345678');
    await page.getByRole('radiogroup', { name: '服务门店' }).getByRole('radio').first().click();

    // Meanwhile user B, on another phone, orders the last two units (held while unpaid).
    const phoneB = await journey.openPhone();
    await signIn(phoneB, admin, userB.phone);
    const apiB = await apiOfPage(phoneB, admin.url);
    await apiB.publishShopOrder({
      product: LAST_TWO.serial,
      count: 2,
      plate: '云A88888',
      phone: userB.phone,
      store: 'ST02',
    });

    await page.getByRole('button', { name: '提交并支付' }).click();
    await toast(page, '库存不足').waitFor();
    expect(await page.getByRole('dialog', { name: '余额支付' }).count()).toBe(0);
    expect(await admin.newPayOrders()).toEqual([]);
    expect((await admin.user(userA.phone)).funds).toBe(5000);
    expect(await shopOrdersOf(page)).toEqual([]);

    await page.goto(journey.url(`/shop/goods/show?serial=${LAST_TWO.serial}`));
    await page.getByRole('button', { name: '已售罄' }).waitFor();
    expect(await page.getByRole('button', { name: '已售罄' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: '加入购物车' }).isDisabled()).toBe(true);
  });
});
