import { AREAS, PLATE_TYPES } from '@dehong/api-spec/domain';
import { FIXTURES } from '@dehong/simulator';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  answerPaySheet,
  arrearsSummary,
  expectPaid,
  queryPlateFromHome,
  signIn,
  tapSettle,
  typePlate,
} from '../support/app';
import { setUpJourneys } from '../support/journey';
import { apiOfPage } from '../support/simulator';

const journey = setUpJourneys();
const userA = FIXTURES.users.a;
const userB = FIXTURES.users.b;
const arrears = FIXTURES.plates.arrears; // 云N12345, parking at D10001 for 90 minutes
const ruili = FIXTURES.plates.ruili; // 云N54321: ¥12.00 in Ruili
const noPlate = FIXTURES.devices.noPlate; // D10002: a no-plate car for 65 minutes

const guide = () => journey.page.getByRole('dialog', { name: '这是您的车吗？' });

/** Where the keyboard's focus is: the open dialog, one of its buttons, the page, or the browser. */
const focusIn = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!document.hasFocus() || !focused) return 'the browser';
    if (focused.getAttribute('role') === 'dialog') return 'the dialog';
    return focused.closest('[role="dialog"]') ? (focused.textContent ?? '') : 'the page';
  });

describe('paying at the kerb from a scanned space code', () => {
  it('D10001: the guide shows 云N12345, the user confirms and pays its ¥14.00 on the pay sheet', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userB.phone);
    await page.goto(journey.url(`/m/order/payment?d=${FIXTURES.devices.lastSeen.code}`));

    await guide().getByText('团结大街 012号泊位最近识别到的车辆：').waitFor();
    await guide().getByText(arrears.number, { exact: true }).waitFor();
    // A modal question: the focus starts on it, Tab and Shift+Tab go round its answers but never
    // to the page behind, and Escape does not put it away. The focus moves once the dialog's
    // first frame is painted.
    await expect.poll(() => focusIn(page)).toBe('the dialog');
    const stops = new Set<string>();
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      stops.add(await focusIn(page));
    }
    expect(stops).not.toContain('the page');
    expect(stops).toContain('确认缴费');
    expect(stops).toContain('不是我的车');
    await guide().getByRole('button', { name: '确认缴费' }).focus();
    await page.keyboard.press('Escape');
    expect(await focusIn(page)).toBe('确认缴费');
    await guide().getByRole('button', { name: '确认缴费' }).click();
    await guide().waitFor({ state: 'hidden' });
    await arrearsSummary(page).getByText('¥14.00').waitFor();
    await page.getByRole('region', { name: '正在停车' }).getByText('团结大街 012号泊位').waitFor();

    await tapSettle(page);
    await answerPaySheet(page, 'ok');

    await expectPaid(page, '¥14.00');
    const plate = await admin.plate(arrears.number);
    expect({ arrears: plate.arrears, parking: plate.parking.length }).toEqual({
      arrears: 0,
      parking: 1,
    });
  });

  it('D10001, not my car: the user enters their own plate and sees its arrears; 云N12345 is untouched', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userB.phone);
    await page.goto(journey.url(`/m/order/payment?d=${FIXTURES.devices.lastSeen.code}`));

    await guide().getByRole('button', { name: '不是我的车' }).click();
    await guide().getByRole('button', { name: '我是无牌车' }).waitFor();
    await guide().getByRole('button', { name: '手动输入车牌' }).click();
    await typePlate(page, ruili.number);

    await page.getByRole('button', { name: `车牌号，点击修改: ${ruili.number}` }).waitFor();
    await arrearsSummary(page).getByText('¥12.00').waitFor();
    expect(new URL(page.url()).searchParams.get('carNumber')).toBe(ruili.number);
    expect(await admin.newPayOrders()).toEqual([]);
    expect((await admin.plate(arrears.number)).arrears).toBe(1400);
    expect((await admin.plate(ruili.number)).arrears).toBe(1200);
  });

  it('D10002, a no-plate car: "I am a no-plate car" ends its stay, counts down 5 s and shows what it owes', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    await page.goto(journey.url(`/m/order/payment?d=${noPlate.code}`));

    await guide().getByText('团结大街 013号泊位未识别到车牌。').waitFor();
    await guide().getByRole('button', { name: '我是无牌车' }).click();

    for (const seconds of [5, 4, 3, 2, 1]) {
      await page.getByText(`正在结算无牌车订单… ${seconds}秒`).waitFor();
    }
    await page.waitForURL((url) => url.searchParams.get('carNumber') === noPlate.pseudoPlate);
    // 65 minutes in Mangshi: two started hours at ¥2.00.
    await arrearsSummary(page).getByText('¥4.00').waitFor();

    const api = await apiOfPage(page, journey.sim.url);
    const plate = {
      number: noPlate.pseudoPlate,
      plateType: PLATE_TYPES.temporary,
      code: AREAS.all,
    };
    expect(await api.listCurrentOrders(plate)).toEqual([]);
    expect(await api.getRepaySummary(plate)).toMatchObject({ count: 1, payCost: 400 });
    expect((await api.getDevicePayInfo(noPlate.code)).noplate).toBe(false);
  });
});

describe('leaving a space from the order page', () => {
  it('keep parking changes nothing; confirm leaving ends the stay, counts down 3 s and opens the payment page', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    await queryPlateFromHome(page, arrears.number);
    await page.getByRole('region', { name: '正在停车' }).getByRole('link').click();
    await page.waitForURL('**/m/order/show?c=*');

    const reminder = page.getByRole('dialog', { name: '离场提醒' });
    await page.getByRole('button', { name: '立即离场' }).click();
    await reminder
      .getByText('如车辆1分钟内未驶离泊位，将自动继续计费。', { exact: false })
      .waitFor();
    await reminder.getByRole('button', { name: '不，继续停车' }).click();
    await reminder.waitFor({ state: 'hidden' });
    expect((await admin.plate(arrears.number)).parking).toHaveLength(1);

    await page.getByRole('button', { name: '立即离场' }).click();
    await reminder.getByRole('button', { name: '确认离场' }).click();
    for (const seconds of [3, 2, 1]) {
      await page.getByText(`停车已结束，${seconds}秒后前往缴费`).waitFor();
    }

    await page.waitForURL('**/m/order/payment?carNumber=*');
    // The 90-minute stay (two started hours, ¥4.00) joins the ¥14.00 of arrears.
    await arrearsSummary(page).getByText('¥18.00').waitFor();
    const plate = await admin.plate(arrears.number);
    expect({ parking: plate.parking, toPay: plate.toPay, arrears: plate.arrears }).toEqual({
      parking: [],
      toPay: 4,
      arrears: 1800,
    });
  });
});

describe('a cold open of the kerb page', () => {
  /**
   * The scripts a cold open fetches while the app's entry never arrives: what index.html's own
   * first-paint script asked for from the first byte.
   */
  const scriptsBeforeTheApp = async (page: Page): Promise<string> => {
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (/\/assets\/.+\.js$/.test(response.url())) bodies.push(response.text().catch(() => ''));
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto(journey.url(`/m/order/payment?d=${FIXTURES.devices.lastSeen.code}`));
    await page.waitForLoadState('networkidle');
    return (await Promise.all(bodies)).join('\n');
  };

  it("asks for its screen's words in the reader's language before the app runs, not the other's", async () => {
    const chinese = await scriptsBeforeTheApp(journey.page);
    expect(chinese).toContain('这是您的车吗？');
    expect(chinese).not.toContain('Is this your car?');

    const english = await scriptsBeforeTheApp(await journey.openPhone({ locale: 'en-US' }));
    expect(english).toContain('Is this your car?');
    expect(english).not.toContain('这是您的车吗？');
  });
});
