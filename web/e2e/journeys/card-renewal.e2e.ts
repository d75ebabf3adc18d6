import {
  addDays,
  chinaDate,
  DAY_MINUTES,
  daysBetween,
  validityRange,
} from '@dehong/api-spec/domain';
import { FIXTURES } from '@dehong/simulator';
import { describe, expect, it } from 'vitest';
import { answerPaySheet, expectPaid, openTab, signIn } from '../support/app';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
const userA = FIXTURES.users.a;
const PLATE = FIXTURES.plates.member.number; // 云ND66666: A's yearly card, 30 days left
const YEARLY = { days: 365, price: '¥1500.00' }; // VC03, reserve = 1

describe('renewing a membership that ends soon', () => {
  it('five days before the card ends, home and the mine tab lead to the renewal, which starts the day after it ends', async () => {
    const { page, admin, sim } = journey;
    const { membership } = await admin.plate(PLATE);
    const expiry = membership!.end;
    // The operator's clock and the phone's move on together to 5 days before the end.
    sim.clock.advance((daysBetween(chinaDate(sim.clock.now()), expiry) - 5) * DAY_MINUTES);
    await page.clock.setSystemTime(sim.clock.now());
    await signIn(page, admin, userA.phone);

    const notice = page.getByRole('region', { name: '会员续费提醒' });
    await notice.getByText(`${PLATE}的德宏停车年卡将于${expiry}到期。`).waitFor();
    await openTab(page, '我的');
    const mine = page
      .getByRole('navigation', { name: '标签栏' })
      .getByRole('link', { name: '我的' });
    await expect.poll(() => mine.getAttribute('aria-describedby')).toBe('mine-tab-badge');
    await page
      .getByRole('region', { name: '会员续费提醒' })
      .getByRole('link', { name: `为${PLATE}续费` })
      .click();
    await page.waitForURL(`**/app/vip/card/pay?number=${encodeURIComponent(PLATE)}&vipIndex=3`);

    // The purchase page says what the server will record: the new card after the running one.
    const renewed = validityRange(addDays(expiry, 1), YEARLY.days);
    await page.getByText(`德宏停车年卡，${expiry}到期`).waitFor();
    const tips = page.getByRole('region', { name: '温馨提示' });
    await tips.getByText(`有效期 ${renewed.start} 至 ${renewed.end}`).waitFor();
    await page
      .getByRole('region', { name: '合计' })
      .getByRole('button', { name: '支付确认' })
      .click();
    const summary = page.getByRole('dialog', { name: '购卡信息' });
    await summary.getByText(`有效期 ${renewed.start} 至 ${renewed.end}`).waitFor();
    await summary.getByRole('button', { name: '确认支付' }).click();
    await page.getByTestId('fake-pay-sheet').getByText(YEARLY.price).first().waitFor();
    await answerPaySheet(page, 'ok');
    await expectPaid(page, YEARLY.price);
    // The renewal starts when the running card ends, and the result page says so.
    await page.getByText(`会员卡将于${renewed.start}生效。`).waitFor();

    expect((await admin.plate(PLATE)).membership).toMatchObject(renewed);
    await page.goto(journey.url('/m/home'));
    await page.getByRole('button', { name: '查询订单' }).waitFor();
    expect(await page.getByRole('region', { name: '会员续费提醒' }).count()).toBe(0);
  });
});
