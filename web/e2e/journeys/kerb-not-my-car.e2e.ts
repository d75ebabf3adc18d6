import { FIXTURES } from '@dehong/simulator';
import { describe, expect, it } from 'vitest';
import { arrearsSummary, signIn, typePlate } from '../support/app';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
const userB = FIXTURES.users.b;
const seen = FIXTURES.devices.lastSeen; // D10001: the camera read 云N12345
const ruili = FIXTURES.plates.ruili; // 云N54321: ¥12.00 in Ruili

const guide = () => journey.page.getByRole('dialog', { name: '这是您的车吗？' });

describe('"not my car" at the kerb says what is so', () => {
  it('D10001: after "not my car" the guide says the camera read 云N12345; a typed plate is never shown as the car seen, not even after a reload', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userB.phone);
    await page.goto(journey.url(`/m/order/payment?d=${seen.code}`));
    await guide().getByText(seen.number, { exact: true }).waitFor();

    await guide().getByRole('button', { name: '不是我的车' }).click();

    await guide()
      .getByText(
        `团结大街 012号泊位识别到的是 ${seen.number}，不是您的车。您的车是无牌车，还是手动输入车牌？`,
      )
      .waitFor();
    expect(await page.getByText('未识别到车牌').count()).toBe(0);

    await guide().getByRole('button', { name: '手动输入车牌' }).click();
    await typePlate(page, ruili.number);

    await page.getByRole('button', { name: `车牌号，点击修改: ${ruili.number}` }).waitFor();
    await arrearsSummary(page).getByText('¥12.00').waitFor();
    await guide().waitFor({ state: 'hidden' });
    expect(await page.getByText('最近识别到的车辆').count()).toBe(0);

    await page.reload();
    await arrearsSummary(page).getByText('¥12.00').waitFor();
    await page.getByText('团结大街 012号泊位').first().waitFor();
    expect(await guide().count()).toBe(0);
    expect(await page.getByText('最近识别到的车辆').count()).toBe(0);
  });
});
