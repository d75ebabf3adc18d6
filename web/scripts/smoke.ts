/**
 * The first payments, checked by hand once and scripted here: the production build served by the
 * simulator, opened in headless Chromium as a phone inside the chat app. A new user logs in with
 * the SMS code from the admin outbox, queries 云N12345 and pays its arrears; a second user (no
 * balance) pays through the fake pay sheet. Screenshots go to .artifacts/smoke/ (look at them).
 *
 *   npm run build -w web && npm run smoke -w web
 */
import type { Page } from 'playwright-core';
import { answerBalanceConfirm } from '../e2e/support/app';
import { startSmoke } from './smoke-kit';

const { url, admin, context, shot, close } = await startSmoke('smoke');

async function logIn(page: Page, phone: string) {
  await page.goto(`${url}/m/home`);
  await page.getByRole('button', { name: /立即登录|Login now/ }).waitFor();
  await shot(page, `login-${phone}`);
  await page.getByLabel(/手机号|Phone/).fill(phone);
  await page.getByRole('button', { name: /获取验证码|Get code/ }).click();
  await page.getByRole('button', { name: /^\d+(秒|s)$/ }).waitFor();
  await page.getByLabel(/验证码|SMS code/).fill(await admin.smsCode(phone));
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /手机号快捷登录|Quick phone login/ }).click();
  await page.getByRole('button', { name: /查询订单|Query orders/ }).waitFor();
  await shot(page, 'home');
}

async function queryPlate(page: Page, plate: string) {
  await page.getByRole('button', { name: /^(车牌号|Plate number): / }).click();
  const keyboard = page.getByRole('dialog', { name: /请输入车牌号|Enter the plate number/ });
  for (const key of plate) {
    await keyboard.getByRole('button', { name: new RegExp(`^${key}(?:[,，]|$)`) }).click();
  }
  await shot(page, 'plate-keyboard');
  await keyboard.getByRole('button', { name: /^(确定|Confirm)$/ }).click();
  await page.getByRole('button', { name: /查询订单|Query orders/ }).click();
  await page.getByRole('region', { name: /欠费总额|Total arrears/ }).waitFor();
  await page
    .getByRole('link', { name: new RegExp(plate) })
    .first()
    .waitFor();
  await shot(page, `payment-${plate}`);
}

async function expectResult(page: Page, amount: string) {
  await page.getByText(/支付成功|Payment successful/).waitFor();
  await page.getByText(amount, { exact: true }).waitFor();
  await shot(page, 'result');
}

try {
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));

  console.log('User A (balance ¥50.00) pays 云N12345: the balance covers the ¥14.00 arrears');
  await logIn(page, '13800138000');
  await queryPlate(page, '云N12345');
  await page.getByRole('button', { name: /去结算|Settle/ }).click();
  // The balance pays only once the owner confirms it (the amount and the balance shown).
  await answerBalanceConfirm(page, '¥14.00', '¥50.00');
  await expectResult(page, '¥14.00');

  console.log('User B (balance ¥0.00) pays 云N54321 through the fake pay sheet');
  await page.goto(`${url}/m/home?tab=mine`);
  await page.getByRole('button', { name: /退出登录|Log out/ }).click();
  await logIn(page, '13900139000');
  await queryPlate(page, '云N54321');
  await page.getByRole('button', { name: /去结算|Settle/ }).click();
  await page.getByTestId('fake-pay-sheet').waitFor();
  await shot(page, 'fake-pay-sheet');
  await page.getByTestId('fake-pay-ok').click();
  await expectResult(page, '¥12.00');

  console.log('A scanned kerb code (D10001): the guide, then the order parking there');
  await page.goto(`${url}/m/order/payment?d=D10001`);
  const guide = page.getByRole('dialog', { name: /这是您的车吗|Is this your car/ });
  await guide.getByText('云N12345').waitFor();
  await shot(page, 'device-guide');
  await guide.getByRole('button', { name: /确认缴费|Confirm payment/ }).click();
  await page
    .getByRole('region', { name: /正在停车|Currently parking/ })
    .getByRole('link')
    .click();
  await page.getByRole('button', { name: /立即离场|Leave now/ }).waitFor();
  await shot(page, 'order-parking');
  console.log('Smoke passed.');
} finally {
  await close();
}
