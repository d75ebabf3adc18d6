import { FIXTURES } from '@dehong/simulator';
import { describe, expect, it } from 'vitest';
import { arrearsSummary, openTab, queryPlateFromHome, signIn } from '../support/app';
import { seriousA11yViolations } from '../support/axe';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
const userA = FIXTURES.users.a;

describe('accessibility: axe-core finds no serious or critical violation', () => {
  it('on the login page', async () => {
    const { page } = journey;
    await page.goto(journey.url('/uc/login'));
    await page.getByRole('button', { name: '立即登录' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('on the home tab', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    // Everything below the fold has arrived: the order tiles and the latest news.
    await page.getByText('欠费笔数').waitFor();
    await page.getByRole('region', { name: '最新资讯' }).getByRole('link').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('on the payment page of 云N12345', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    await queryPlateFromHome(page, FIXTURES.plates.arrears.number);
    await arrearsSummary(page).getByText('¥14.00').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('on the mine tab', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    await openTab(page, '我的');
    await page.getByRole('region', { name: '我的车辆' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('on the card purchase page and its summary', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    await page.goto(journey.url('/app/vip/card/pay?vipIndex=3'));
    await page.getByRole('radiogroup', { name: '我的车辆' }).waitFor();
    const confirm = page
      .getByRole('region', { name: '合计' })
      .getByRole('button', { name: '支付确认' });
    await confirm.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // ...and with the reserve card's summary open over it.
    await page.getByRole('radio', { name: /云N12345/ }).check();
    await confirm.click();
    await page.getByRole('dialog', { name: '购卡信息' }).getByText('¥1500.00').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
