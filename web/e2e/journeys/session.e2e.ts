import { FIXTURES } from '@dehong/simulator';
import { describe, expect, it } from 'vitest';
import {
  arrearsSummary,
  fillLoginForm,
  openTab,
  queryPlateFromHome,
  signIn,
  toast,
} from '../support/app';
import { setUpJourneys } from '../support/journey';
import { apiOfPage } from '../support/simulator';

const journey = setUpJourneys();
const userA = FIXTURES.users.a;
const arrears = FIXTURES.plates.arrears;

describe('the session', () => {
  it('a session that cannot be renewed (its refresh token spent elsewhere) gives "please log in first"; after login the user is back on the page', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    await queryPlateFromHome(page, arrears.number);
    // The owner renews on another device: the pair this phone holds is spent.
    const elsewhere = await apiOfPage(page, journey.sim.url);
    expect(await elsewhere.renewSession()).toBe(true);

    await page.getByRole('tab', { name: '芒市' }).click();

    await toast(page, '请先登录').waitFor();
    await page.waitForURL('**/uc/login');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    const refreshes = (await admin.journal()).filter((entry) =>
      entry.path.startsWith('/sso/v1/api/token/refresh'),
    );
    // Once from the other device, once from this phone (refused: its pair was spent).
    expect(refreshes.map((entry) => entry.code)).toEqual([1009, 0]);

    await fillLoginForm(page, admin, userA.phone);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '手机号快捷登录' }).click();

    await page.waitForURL(
      (url) =>
        url.pathname === '/m/order/payment' &&
        url.searchParams.get('carNumber') === arrears.number &&
        url.searchParams.get('code') === '533103',
    );
    await arrearsSummary(page).getByText('¥14.00').waitFor();
    const renewed = await apiOfPage(page, journey.sim.url);
    expect((await renewed.getMemberInfo()).phone).toBe(userA.phone);
  });

  it('an address the app does not have shows the 404 page', async () => {
    const { page } = journey;
    const response = await page.goto(journey.url('/m/no-such-page?from=a-stale-link'));

    await page.getByText('页面不存在', { exact: true }).last().waitFor();
    expect(await page.title()).toBe('页面不存在');
    // The simulator answers any page address with the app; the app decides it does not exist.
    expect(response?.status()).toBe(200);
  });
});

describe('the language', () => {
  it('switches to English on the mine tab, stays English after a reload, and switches back', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    await openTab(page, '我的');
    await page.getByRole('button', { name: '退出登录' }).waitFor();

    await page.getByRole('button', { name: '语言: English' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    const nextCall = page.waitForRequest((request) => request.url().includes('/v1/api/'));
    await page.reload();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    // The operator answers in the UI language: every call says which one.
    expect((await nextCall).headers()['accept-language']).toBe('en-US');

    await page.getByRole('button', { name: 'Language: 简体中文' }).click();
    await page.getByRole('button', { name: '退出登录' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('dehong.language'))).toBe('zh-CN');
  });
});
