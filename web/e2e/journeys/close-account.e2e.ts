import { FIXTURES } from '@dehong/simulator';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/app';
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
