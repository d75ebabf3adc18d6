import { FIXTURES } from '@dehong/simulator';
import { describe, expect, it } from 'vitest';
import { openTab, signIn, toast, typePlate } from '../support/app';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
const userB = FIXTURES.users.b; // no cars yet
const plate = FIXTURES.plates.clean.number; // 云N00000, a blue plate

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
    await page.getByRole('button', { name: '车牌号', exact: true }).click();
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
});
