import { createApi } from '@dehong/api-spec';
import { PUBLIC_ACCOUNT_STATE } from '@dehong/api-spec/domain';
import type { Locator, Page } from 'playwright-core';
import { apiOfPage, type SimulatorAdmin } from './simulator';

/**
 * What a car owner does in the app, step by step, in the words the app shows (zh-CN, the chat
 * app's language in Dehong). Each step waits for what the user would see next.
 */

/** A toast (antd-mobile draws them outside the page's landmarks) with exactly this text. */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('.adm-toast-main').filter({ hasText: text });

/** Fills the login form up to the agreement box: phone, send code, the code from the outbox. */
export async function fillLoginForm(page: Page, admin: SimulatorAdmin, phone: string) {
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  // Sent once the operator has answered: the code is in the outbox then.
  await toast(page, '验证码已发送').waitFor();
  await page.getByLabel('验证码').fill(await admin.smsCode(phone));
}

/**
 * Opens `path` signed out: the guard sends the user to the login page, who signs in with the SMS
 * code (agreement ticked) and comes back to `path`.
 */
export async function signInWithSms(
  page: Page,
  admin: SimulatorAdmin,
  phone: string,
  path = '/m/home',
) {
  await page.goto(`${admin.url}${path}`);
  await page.waitForURL('**/uc/login');
  await fillLoginForm(page, admin, phone);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '手机号快捷登录' }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * How a car owner inside the chat app usually signs in: the public account's menu opens the chat
 * platform's authorisation page, the user allows it, and the app signs in silently on home
 * (`shown`: what home shows once ready; by default the zh-CN plate search's button).
 */
export async function signIn(
  page: Page,
  admin: SimulatorAdmin,
  phone: string,
  shown: (page: Page) => Locator = (home) => home.getByRole('button', { name: '查询订单' }),
) {
  const { url } = await createApi({ baseUrl: admin.url }).getThirdPartyAuthUrl({
    redirect_uri: `${admin.url}/uc/login`,
    state: PUBLIC_ACCOUNT_STATE,
  });
  await page.goto(new URL(url, admin.url).toString());
  await page.getByTestId(`fake-auth-user-${phone}`).click();
  await page.waitForURL('**/m/home');
  await shown(page).waitFor();
}

/** The tab bar of /m/home: 找车位 (map), 首页 (home), 我的 (mine). */
export async function openTab(page: Page, name: '找车位' | '首页' | '我的') {
  await page
    .getByRole('navigation', { name: '标签栏' })
    .getByRole('link', { name, exact: true })
    .click();
}

/** Types a plate on the open plate keyboard and confirms it. */
export async function typePlate(page: Page, plate: string) {
  const keyboard = page.getByRole('dialog', { name: '请输入车牌号' });
  for (const key of plate) {
    await keyboard.getByRole('button', { name: new RegExp(`^${key}(?:[,，]|$)`) }).click();
  }
  await keyboard.getByRole('button', { name: '确定' }).click();
  await keyboard.waitFor({ state: 'hidden' });
}

/** The home search: plate through the keyboard, query orders, the payment page of that plate. */
export async function queryPlateFromHome(page: Page, plate: string) {
  await page.getByRole('button', { name: /^车牌号: / }).click();
  await typePlate(page, plate);
  await page.getByRole('button', { name: '查询订单' }).click();
  await page.waitForURL(`**/m/order/payment?carNumber=${encodeURIComponent(plate)}`);
  await arrearsSummary(page).waitFor();
}

/** The payment page's summary of unpaid orders (count and total arrears). */
export const arrearsSummary = (page: Page): Locator =>
  page.getByRole('region', { name: '欠费总额' });

/** The settle bar: what settling costs now, and its button. */
export const settleBar = (page: Page): Locator => page.getByRole('region', { name: '待支付' });

export async function tapSettle(page: Page) {
  await settleBar(page).getByRole('button', { name: '去结算' }).click();
}

/** The fake chat platform's pay sheet: the user pays, cancels, or the payment fails. */
export async function answerPaySheet(page: Page, answer: 'ok' | 'cancel' | 'fail') {
  const sheet = page.getByTestId('fake-pay-sheet');
  await sheet.waitFor();
  await sheet.getByTestId(`fake-pay-${answer}`).click();
  await sheet.waitFor({ state: 'hidden' });
}

/**
 * The question before the balance pays: the amount and what the balance holds are shown, and
 * nothing is taken until the owner taps 确认支付 (or 取消, which takes nothing).
 */
export async function answerBalanceConfirm(
  page: Page,
  amount: string,
  balance: string,
  answer: '确认支付' | '取消' = '确认支付',
) {
  const dialog = page.getByRole('dialog', { name: '余额支付' });
  await dialog.waitFor();
  await dialog.getByText(amount, { exact: true }).waitFor();
  await dialog.getByText(balance, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: answer }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The result page after a payment, with the amount paid. */
export async function expectPaid(page: Page, amount: string) {
  await page.waitForURL('**/m/common/pay/result?**');
  await page.getByText('支付成功').waitFor();
  await page.getByText(amount, { exact: true }).waitFor();
}

/**
 * Turns the open date picker's year, month and day wheels to `date` (YYYY-MM-DD) the way a screen
 * reader does: one step at a time through each wheel's select-next/previous buttons (antd-mobile
 * keeps them invisible for sighted users, who swipe). Before each step it waits until the
 * picker's title (`titlePrefix` + the date) agrees with the wheels: the picker hands each change
 * up asynchronously and answers a change made before that with the older value; and a change of
 * month may move the day wheel (a shorter month).
 */
export async function pickDate(page: Page, date: string, titlePrefix: string) {
  const wheels = page.locator('.adm-picker-view-column');
  const settled = () =>
    page.waitForFunction((prefix) => {
      const parts = [...document.querySelectorAll('.adm-picker-view-column-accessible-current')]
        .map((node) => node.getAttribute('aria-label')?.split('：')[1] ?? '')
        .map((part) => part.padStart(2, '0'));
      const title = document.querySelector('.adm-picker-header-title')?.textContent;
      return title === `${prefix}${parts.join('-')}`;
    }, titlePrefix);
  for (const [index, target] of date.split('-').map(Number).entries()) {
    const wheel = wheels.nth(index);
    const current = wheel.getByRole('button', { name: /^当前选择的是：/ });
    for (;;) {
      await settled();
      const shown = Number((await current.getAttribute('aria-label'))?.split('：')[1]);
      if (shown === target) break;
      const step = shown < target ? '选择下一项' : '选择上一项';
      await wheel.getByRole('button', { name: new RegExp(`^${step}：`) }).dispatchEvent('click');
      const next = shown + (shown < target ? 1 : -1);
      await wheel.getByRole('button', { name: `当前选择的是：${next}`, exact: true }).waitFor();
    }
  }
}

/**
 * Someone else sends `phone` a code and types 5 wrong ones, then a minute passes (one send a
 * minute): the phone's next code needs the captcha. A client per attempt: each has its own
 * duplicate-submit lock, as separate phones would.
 */
export async function makeNextCodeNeedCaptcha(page: Page, baseUrl: string, phone: string) {
  const stranger = () => apiOfPage(page, baseUrl);
  await (await stranger()).sendSms(phone);
  for (let attempt = 0; attempt < 5; attempt++) {
    const client = await stranger();
    const { key } = await client.getLoginKey();
    await client.loginWithSms({ phone, smsCode: 'x' }, key).catch(() => {});
  }
  await fetch(new URL('/__admin/clock/advance', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ minutes: 1 }),
  });
}
