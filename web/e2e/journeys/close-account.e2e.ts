import { type Api, createApi, memorySession, Session } from '@dehong/api-spec';
import { FIXTURES } from '@dehong/simulator';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/app';
import { seriousA11yViolations } from '../support/axe';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
const userA = FIXTURES.users.a; // ¥50.00; 云N12345 owes ¥14.00 in 3 orders
const userB = FIXTURES.users.b; // owes nothing

/** From the settings screen to the close form with the code typed in, as the member does it. */
async function fillCloseForm(phone: string) {
  const { page, admin } = journey;
  await page.goto(new URL('/app/tools/setting/index', admin.url).toString());
  await page.getByRole('button', { name: '注销账号', exact: true }).click();
  await page
    .getByRole('dialog', { name: '确定注销账号吗？' })
    .getByRole('button', { name: '继续' })
    .click();
  const form = page.getByRole('dialog', { name: '注销账号', exact: true });
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect.poll(() => admin.smsCount(phone)).toBeGreaterThan(0);
  await form.getByLabel('验证码', { exact: true }).fill(await admin.smsCode(phone));
  await form.getByRole('button', { name: '确认注销' }).click();
  return form;
}

describe('closing the account', () => {
  it('A still owes parking arrears: the close is refused, saying what to pay first, and A stays', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);

    const form = await fillCloseForm(userA.phone);

    await form
      .getByRole('alert')
      .getByText('账号还有欠款，不能注销。请先支付停车欠费14.00元（3笔），再注销账号')
      .waitFor();
    expect((await admin.user(userA.phone)).funds).toBe(5000);
  });

  it('B owes nothing: the account closes and the app goes to the login page', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userB.phone);

    await fillCloseForm(userB.phone);

    await page.waitForURL('**/uc/login');
  });
});

/**
 * What the owner sees and types before and while closing, in each language, on the narrowest
 * common phone (360 px).
 */
const LANGUAGES = [
  {
    language: 'zh-CN',
    action: '注销账号',
    question: '确定注销账号吗？',
    refunded: '注销时退还',
    refunds: ['服务券 新客洗车体验 ×1退回余额，随余额一并退还¥9.90', '余额原路退回工商银行¥100.00'],
    total: '合计退还¥100.00',
    ends: '随账号失效',
    ended: ['赠送金额¥5.00', '积分0.1', '优惠券1张¥5.00'],
    stays: '会员卡随车牌保留，不受注销影响。',
    continue: '继续',
    form: '注销账号',
    getCode: '获取验证码',
    code: '验证码',
    submit: '确认注销',
  },
  {
    language: 'en-US',
    action: 'Close account',
    question: 'Close your account?',
    refunded: 'Refunded when the account closes',
    refunds: [
      'Voucher 新客洗车体验 ×1Back into the balance, refunded with it¥9.90',
      'BalanceBack to ICBC, the way it was paid¥100.00',
    ],
    total: 'Refunded in all¥100.00',
    ends: 'Ends with the account',
    ended: ['Gift money¥5.00', 'Points0.1', '1 coupon¥5.00'],
    stays: 'Membership cards stay with their plates.',
    continue: 'Continue',
    form: 'Close account',
    getCode: 'Get code',
    code: 'SMS code',
    submit: 'Close my account',
  },
] as const;

/**
 * B tops up 100.00 yuan (+5.00 gift) on ICBC's pay sheet, buys the one-per-person wash from the
 * balance, redeems a coupon code and signs in for the day's points: money to refund and value
 * that ends with the account.
 */
async function giveBSomethingToLose(page: Page): Promise<{ api: Api; topUp: string }> {
  const { admin } = journey;
  // The page's session, with no duplicate-submit lock between these set-up calls.
  const store = memorySession();
  for (const [key, value] of await page.evaluate(() => Object.entries(sessionStorage))) {
    store.setItem(key, value);
  }
  const api = createApi({ baseUrl: admin.url, session: new Session(store), submitLockMs: 0 });
  const { payCode: topUp } = await api.publishPayOrder({
    orderType: 'recharge',
    goods: 'RP02',
    sumCost: 10_000,
    actualCost: 10_000,
    service: 0,
    coupon: 0,
    beBusiness: 0,
    payee: '',
    payeeName: '',
    staff: '',
    staffName: '',
    team: '',
  });
  const params = await api.payParamsFor('533103', topUp);
  const sheet = await fetch(`${admin.url}/__chat/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...params, appId: params.appid, result: 'ok' }),
  });
  expect(await sheet.json()).toMatchObject({ err_msg: 'get_brand_wcpay_request:ok' });
  const order = await api.publishShopOrder({
    product: 'PRD007',
    count: 1,
    plate: '云N24680',
    phone: userB.phone,
    store: 'ST01',
  });
  await api.payByFunds((await api.publishShopPayOrder(order)).payCode);
  await api.convertCoupon('DHPARK2026');
  await api.signToday();
  return { api, topUp };
}

/** The texts of a part of the question, row by row. */
const rows = (part: Locator) => part.getByRole('listitem').allTextContents();

/** In English no Chinese words outside text marked lang="zh-CN"; nothing wider than the phone. */
async function expectReadable(scope: Locator, english: boolean) {
  const found = await scope.evaluate((root, checkChinese) => {
    const chinese: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!checkChinese || !parent || parent.closest('[lang="zh-CN"]')) continue;
      if (/\p{Script=Han}/u.test(node.textContent ?? '')) chinese.push(node.textContent!.trim());
    }
    const wider = [...root.querySelectorAll('*')].filter(
      (element) => Math.round(element.getBoundingClientRect().right) > window.innerWidth,
    ).length;
    return { chinese, wider };
  }, english);
  expect(found).toEqual({ chinese: [], wider: 0 });
}

describe.each(LANGUAGES)('closing the account in $language at 360 px', (words) => {
  it('before the close the question shows each refund and what ends with the account, with its amount; the close then refunds them', async () => {
    const { page, admin } = journey;
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, admin, userB.phone);
    await page.evaluate(
      (chosen) => localStorage.setItem('dehong.language', chosen),
      words.language,
    );
    const { topUp } = await giveBSomethingToLose(page);

    await page.goto(journey.url('/app/tools/setting/index'));
    await page.getByRole('button', { name: words.action, exact: true }).click();
    const question = page.getByRole('dialog', { name: words.question });
    const refunded = question.getByRole('region', { name: words.refunded });
    await refunded.getByRole('listitem').first().waitFor();

    expect(await rows(refunded)).toEqual(words.refunds);
    await refunded.getByText(words.total.replace(/¥.*/, '')).waitFor();
    expect(await refunded.locator('p').last().textContent()).toBe(words.total);
    expect(await rows(question.getByRole('region', { name: words.ends }))).toEqual(words.ended);
    await question.getByText(words.stays).waitFor();
    await expectReadable(question, words.language === 'en-US');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await question.getByRole('button', { name: words.continue }).click();
    const form = page.getByRole('dialog', { name: words.form, exact: true });
    await form.getByRole('button', { name: words.getCode }).click();
    await expect.poll(() => admin.smsCount(userB.phone)).toBeGreaterThan(0);
    await form.getByLabel(words.code, { exact: true }).fill(await admin.smsCode(userB.phone));
    await form.getByRole('button', { name: words.submit }).click();
    await page.waitForURL('**/uc/login');

    const refund = (await admin.payOrders()).find((order) => order.payCode === topUp);
    expect(refund).toMatchObject({ status: 2, refund: 10_000 });
  });
});
