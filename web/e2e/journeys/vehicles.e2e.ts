import { FIXTURES } from '@dehong/simulator';
import { describe, expect, it } from 'vitest';
import { openTab, signIn, toast, typePlate } from '../support/app';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
const userB = FIXTURES.users.b; // no cars yet
const plate = FIXTURES.plates.clean.number; // 云N00000, a blue plate
const userA = FIXTURES.users.a;
const plateOfA = FIXTURES.plates.arrears.number; // 云N12345, bound by user A
const PNG = Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001', 'hex');

describe('my vehicles', () => {
  it('user B adds 云N00000 (a plate that does not fit its type is refused first) and removes it again', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userB.phone);
    await openTab(page, '我的');
    await page.getByRole('button', { name: '我的车辆', exact: true }).click();
    await page.waitForURL('**/app/vip/car/index');
    await page.getByText('暂无车辆').waitFor();

    await page.getByRole('button', { name: '添加车辆' }).click();
    await page.waitForURL('**/app/vip/car/pub');
    await page.getByRole('radio', { name: '新能源' }).click();
    await page.getByRole('button', { name: /^车牌号: / }).click();
    await typePlate(page, plate);
    await page.getByRole('button', { name: '添加车辆' }).click();
    await toast(page, '车牌号与车牌类型不符').waitFor();
    expect((await admin.user(userB.phone)).cars).toEqual([]);

    await page.getByRole('radio', { name: '蓝牌' }).click();
    await page.getByRole('button', { name: '添加车辆' }).click();
    await toast(page, '车辆已添加').waitFor();
    await page.waitForURL('**/app/vip/car/index');
    const row = page.getByRole('link', { name: new RegExp(`^${plate}`) });
    await row.getByText('普通会员').waitFor();
    expect((await admin.user(userB.phone)).cars).toEqual([plate]);

    await row.click();
    await page.waitForURL('**/app/vip/car/show?**');
    await page.getByRole('button', { name: '删除车辆' }).click();
    const question = page.getByRole('dialog', { name: '删除该车辆？' });
    await question.getByText(`${plate} 将不再是您的车辆。`).waitFor();
    await question.getByRole('button', { name: '删除车辆' }).click();

    await toast(page, '车辆已删除').waitFor();
    await page.getByText('暂无车辆').waitFor();
    expect((await admin.user(userB.phone)).cars).toEqual([]);
  });

  it('user B adds 云N12345, which user A holds, with a photo of its vehicle licence', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userB.phone);
    await page.goto(journey.url('/app/vip/car/pub'));
    await page.getByRole('button', { name: /^车牌号: / }).click();
    await typePlate(page, plateOfA);
    await page.getByRole('button', { name: '添加车辆' }).click();

    await page.getByRole('alert').getByText(`${plateOfA} 已被其他用户添加`).waitFor();
    expect((await admin.user(userB.phone)).cars).toEqual([]);
    await page.getByLabel('上传行驶证').setInputFiles({
      name: `行驶证-${plateOfA}.png`,
      mimeType: 'image/png',
      buffer: PNG,
    });

    await toast(page, '车辆已添加').waitFor();
    await page.waitForURL('**/app/vip/car/index');
    expect((await admin.user(userB.phone)).cars).toEqual([plateOfA]);
    expect((await admin.user(userA.phone)).cars).not.toContain(plateOfA);
  });
});
