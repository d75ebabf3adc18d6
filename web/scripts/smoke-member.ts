/**
 * A new member's first visit, checked by hand once and scripted here: the production build served by the simulator, opened in
 * headless Chromium as a phone inside the chat app (Chinese). A new user logs in, adds a car and
 * removes it, tops up 50 yuan through the fake pay sheet, buys the reserve (yearly) card for two
 * plates of a unit with an activation date next week, and opens the map and a lot's info window.
 * Screenshots go to .artifacts/smoke-member/ (look at them).
 *
 *   npm run build -w web && (cd web && npx tsx scripts/smoke-member.ts)
 */
import { addDays, chinaDate } from '@dehong/api-spec/domain';
import type { Locator, Page } from 'playwright-core';
import { answerPaySheet, expectPaid, pickDate, signInWithSms, typePlate } from '../e2e/support/app';
import { startSmoke } from './smoke-kit';

/** Nobody has this phone yet: the first login creates the member. */
const NEW_USER = '13700001111';

const { url, admin, context, shot, close } = await startSmoke('smoke-member');

/** Waits until a pop-up's animation is over: `locator` in view and still across two frames. */
async function settled(page: Page, locator: Locator) {
  await locator.waitFor();
  const height = page.viewportSize()?.height ?? Infinity;
  for (;;) {
    const before = await locator.boundingBox();
    // A string, not a function: tsx's name helper does not exist in the page.
    await page.evaluate(
      'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))',
    );
    const after = await locator.boundingBox();
    if (before && after && before.y === after.y && after.y + after.height <= height) return;
  }
}

async function logIn(page: Page, phone: string) {
  await signInWithSms(page, admin, phone, '/m/home');
  await page.getByRole('navigation', { name: '服务' }).waitFor();
  await page.getByRole('region', { name: '公告' }).waitFor();
  await shot(page, 'home', true);
}

async function payOnTheSheet(page: Page, amount: string) {
  await page.getByTestId('fake-pay-sheet').waitFor();
  await shot(page, 'fake-pay-sheet');
  await answerPaySheet(page, 'ok');
  await expectPaid(page, amount);
  await shot(page, 'result');
}

try {
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));

  console.log(`A new user (${NEW_USER}) logs in and sees the home tab`);
  await logIn(page, NEW_USER);

  console.log('They add a car with the plate keyboard, then remove it');
  await page.getByRole('link', { name: '我的' }).click();
  await page.getByRole('region', { name: '我的账户' }).getByText(/^¥/).waitFor();
  await page.getByRole('navigation', { name: '常用功能' }).waitFor();
  await shot(page, 'mine', true);
  await page.getByRole('link', { name: '+ 添加车辆' }).click();
  await page.getByRole('radio', { name: '蓝牌' }).click();
  await page.getByRole('button', { name: /^车牌号: / }).click();
  await typePlate(page, '云N88888');
  await shot(page, 'add-car');
  await page.getByRole('button', { name: '添加车辆' }).click();
  await page.getByText('车辆已添加').waitFor();
  await page.goto(`${url}/app/vip/car/index`);
  await page.getByRole('link', { name: /云N88888/ }).click();
  await page.getByRole('region', { name: '云N88888' }).waitFor();
  await shot(page, 'car');
  await page.getByRole('button', { name: '删除车辆' }).click();
  const removal = page.getByRole('dialog', { name: '删除该车辆？' });
  await settled(page, removal.getByRole('button', { name: '删除车辆' }));
  await shot(page, 'remove-car');
  await removal.getByRole('button', { name: '删除车辆' }).click();
  await page.getByText('暂无车辆').waitFor();
  await shot(page, 'cars-after-removal');

  console.log('They top up 50 yuan through the fake pay sheet');
  await page.goto(`${url}/m/home`);
  await page
    .getByRole('navigation', { name: '服务' })
    .getByRole('button', { name: '充值' })
    .click();
  await page.getByRole('radiogroup', { name: '充值套餐' }).waitFor();
  await shot(page, 'top-up');
  await page.getByRole('button', { name: '立即充值' }).click();
  const popup = page.getByRole('dialog', { name: '确认充值' });
  await settled(page, popup.getByRole('button', { name: '支付 ¥50.00' }));
  await shot(page, 'top-up-popup');
  await popup.getByRole('button', { name: '支付 ¥50.00' }).click();
  await payOnTheSheet(page, '¥50.00');

  const nextWeek = addDays(chinaDate(), 7);
  console.log(`They buy the yearly card for two plates of a unit, from ${nextWeek}`);
  await page.goto(`${url}/m/home`);
  await page
    .getByRole('navigation', { name: '服务' })
    .getByRole('button', { name: '办卡' })
    .click();
  await page.getByRole('link', { name: /^年卡/ }).click();
  const noVehicle = page.getByRole('dialog', { name: '您还未添加车辆信息' });
  await settled(page, noVehicle.getByRole('button', { name: '暂不添加' }));
  await shot(page, 'no-vehicle-dialog');
  await noVehicle.getByRole('button', { name: '暂不添加' }).click();
  await page.getByRole('tab', { name: '单位购买' }).click();
  await page.getByLabel('单位名称').fill('德宏物流有限公司');
  await page.getByLabel('联系人').fill('李明');
  await page.getByLabel('联系电话').fill('0692-2123456');
  await page.getByRole('button', { name: /^车牌1: / }).click();
  await typePlate(page, '云N66661');
  await page.getByRole('button', { name: '+ 添加车牌' }).click();
  // Adding a plate opens the keyboard for it.
  await typePlate(page, '云N66662');
  await page.getByRole('region', { name: '合计' }).getByText('¥3000.00').waitFor();
  await shot(page, 'card-purchase', true);
  await page.getByRole('button', { name: '支付确认' }).click();
  const summary = page.getByRole('dialog', { name: '购卡信息' });
  await summary.getByRole('button', { name: /生效日期/ }).click();
  await page.locator('.adm-picker').waitFor();
  await pickDate(page, nextWeek, '生效日期：');
  await page.getByText(`生效日期：${nextWeek}`).waitFor();
  await settled(page, page.locator('.adm-picker').getByRole('button', { name: '确定' }));
  await shot(page, 'activation-date-picker');
  await page.locator('.adm-picker').getByRole('button', { name: '确定' }).click();
  await summary.getByText(`有效期 ${nextWeek}`, { exact: false }).waitFor();
  await page.locator('.adm-picker').waitFor({ state: 'hidden' });
  await settled(page, summary.getByRole('button', { name: '确认支付' }));
  await shot(page, 'card-summary');
  await summary.getByRole('button', { name: '确认支付' }).click();
  await payOnTheSheet(page, '¥3000.00');
  const [card] = await admin.payOrders();
  console.log(`  the operator holds: ${JSON.stringify(card)}`);

  console.log('They open the map and a lot’s info window');
  await page.goto(`${url}/m/home?tab=map`);
  const map = page.getByRole('region', { name: '停车场地图' });
  await map.getByRole('button').first().waitFor();
  await shot(page, 'map');
  const lot = map.getByRole('button').nth(3);
  const name = await lot.getAttribute('title');
  await lot.click();
  await page.getByRole('region', { name: name ?? '' }).waitFor();
  // Leaflet fades the info window in.
  await page.waitForFunction(
    () => getComputedStyle(document.querySelector('.leaflet-popup') as Element).opacity === '1',
  );
  await shot(page, 'map-lot-info');
  console.log('Smoke passed.');
} finally {
  await close();
}
