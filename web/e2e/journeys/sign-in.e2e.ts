import { createApi } from '@dehong/api-spec';
import { PUBLIC_ACCOUNT_STATE } from '@dehong/api-spec/domain';
import { FIXTURES } from '@dehong/simulator';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { fillLoginForm, toast } from '../support/app';
import { setUpJourneys } from '../support/journey';
import { apiOfPage } from '../support/simulator';

const journey = setUpJourneys();
const userA = FIXTURES.users.a;
const userB = FIXTURES.users.b;

/** Login calls the simulator answered (newest first). */
const logins = async () =>
  (await journey.admin.journal()).filter(
    (entry) => entry.method === 'POST' && entry.path === '/sso/v1/api/login',
  );

describe('signing in with an SMS code', () => {
  it('a signed-out user is sent to login, signs in with the code from the outbox and lands on home', async () => {
    const { page, admin } = journey;
    await page.goto(journey.url('/m/home'));
    await page.waitForURL('**/uc/login');

    await fillLoginForm(page, admin, userA.phone);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '手机号快捷登录' }).click();

    await page.waitForURL('**/m/home');
    await page.getByRole('button', { name: '查询订单' }).waitFor();
    const api = await apiOfPage(page, journey.sim.url);
    expect((await api.getMemberInfo()).phone).toBe(userA.phone);
  });

  it('without the agreement ticked, the agreement dialog asks first: disagree stays out, agree signs in', async () => {
    const { page, admin } = journey;
    await page.goto(journey.url('/uc/login'));
    await fillLoginForm(page, admin, userA.phone);

    await page.getByRole('button', { name: '立即登录' }).click();
    const dialog = page.getByRole('dialog', { name: '服务协议及隐私保护' });
    await dialog.getByRole('link', { name: '《服务协议及隐私政策》' }).waitFor();
    await dialog.getByRole('button', { name: '不同意' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toContain('/uc/login');
    expect(await logins()).toEqual([]);

    await page.getByRole('button', { name: '立即登录' }).click();
    await dialog.getByRole('button', { name: '同意并登录' }).click();

    await page.waitForURL('**/m/home');
    expect(await logins()).toHaveLength(1);
    const api = await apiOfPage(page, journey.sim.url);
    expect((await api.getMemberInfo()).phone).toBe(userA.phone);
  });

  it('a phone number that is too short gets the error, no SMS and no login', async () => {
    const { page, admin } = journey;
    const tooShort = '1380013800';
    await page.goto(journey.url('/uc/login'));

    await page.getByRole('button', { name: '立即登录' }).click();
    await toast(page, '请先填写手机号').waitFor();

    await page.getByLabel('手机号').fill(tooShort);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel('验证码').fill('123456');
    await page.getByRole('alert').filter({ hasText: '请填写正确的手机号' }).waitFor();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '手机号快捷登录' }).click();

    // The send button never started counting down, and nothing reached the operator.
    await page.getByRole('button', { name: '获取验证码' }).waitFor();
    expect(await admin.smsCount(tooShort)).toBe(0);
    expect(await logins()).toEqual([]);
    expect(page.url()).toContain('/uc/login');
  });

  it('a wrong SMS code shows the operator’s message and leaves the user signed out', async () => {
    const { page, admin } = journey;
    await page.goto(journey.url('/uc/login'));
    await fillLoginForm(page, admin, userA.phone);
    const code = await admin.smsCode(userA.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('验证码').fill(wrong);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '手机号快捷登录' }).click();

    await toast(page, /^验证码错误，还可尝试\d次$/).waitFor();
    expect(page.url()).toContain('/uc/login');
    const [login] = await logins();
    expect(login?.code).toBe(1003);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });
});

describe('signing in through the chat platform', () => {
  it('the authorisation page of the chat app signs the user in silently and opens home', async () => {
    const { page, admin } = journey;
    // What the public account's menu links to: the operator builds the authorisation URL.
    const { url } = await createApi({ baseUrl: admin.url }).getThirdPartyAuthUrl({
      redirect_uri: journey.url('/uc/login'),
      state: PUBLIC_ACCOUNT_STATE,
    });
    await page.goto(new URL(url, admin.url).toString());

    await page.getByTestId(`fake-auth-user-${userB.phone}`).click();

    await page.waitForURL('**/m/home');
    await page.getByRole('button', { name: '查询订单' }).waitFor();
    const [login] = await logins();
    expect(login?.code).toBe(0);
    const api = await apiOfPage(page, journey.sim.url);
    expect((await api.getMemberInfo()).phone).toBe(userB.phone);
  });
});

describe('the service agreement', () => {
  it('opens in the language the owner reads the login page in', async () => {
    const { page } = journey;
    for (const [language, link, title] of [
      ['zh-CN', '《服务协议及隐私政策》', '服务协议与隐私保护'],
      ['en-US', 'Service Agreement and Privacy Policy', 'Service agreement and privacy protection'],
    ] as const) {
      await page.goto(journey.url(paths.login.href()));
      await page.evaluate((chosen) => localStorage.setItem('dehong.language', chosen), language);
      await page.reload();
      const href = await page.getByRole('link', { name: link }).getAttribute('href');
      const agreement = await page.request.get(new URL(href ?? '', journey.url('/')).toString());
      const html = await agreement.text();
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(`<title>${title}</title>`);
    }
  });
});
