import { SUBMIT_LOCK_MS } from '@dehong/api-spec';
import { FIXTURES, QUIZ_BANK } from '@dehong/simulator';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  answerBalanceConfirm,
  expectPaid,
  queryPlateFromHome,
  settleBar,
  signIn,
  tapSettle,
} from '../support/app';
import { setUpJourneys } from '../support/journey';
import { apiOfPage } from '../support/simulator';

const journey = setUpJourneys();
const userA = FIXTURES.users.a; // balance ¥50.00, a 5 and a 3 yuan parking coupon
const arrears = FIXTURES.plates.arrears; // 云N12345: 3 orders, ¥14.00, Mangshi

/** Signs user A in and opens the app in English at 360 px (the narrowest common phone). */
async function signInInEnglish(): Promise<Page> {
  const { page, admin } = journey;
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, admin, userA.phone);
  await page.evaluate(() => localStorage.setItem('dehong.language', 'en-US'));
  return page;
}

/** The operator sets the wheel's next prize in the console's Games box. */
async function setNextWheelPrize(page: Page, prize: string) {
  await page.goto(journey.url('/__admin'));
  await page.locator('#game-name').selectOption('wheel');
  await page.getByTestId('admin-game-prize').selectOption(prize);
  await page.getByTestId('admin-game-next').click();
  await page.getByText(`next wheel prize: ${prize}`).waitFor();
}

describe('games', () => {
  it('wins the coupon the console set at the lucky wheel and finds it among the coupons', async () => {
    const page = await signInInEnglish();
    await setNextWheelPrize(page, 'W10');

    await page.goto(journey.url('/game/bigWheel/index'));
    const odds = page.getByRole('table', { name: 'Prizes and odds' });
    await odds.getByRole('row', { name: /10 yuan parking coupon 5% 50/ }).waitFor();
    await page.getByText('Free spin today').waitFor();
    await page.getByRole('button', { name: 'Spin' }).click();
    // The wheel turns onto the server's prize, then says what it was.
    await expect.poll(() => page.getByTestId('wheel').getAttribute('data-landing')).toBe('W10');
    await page.getByText('You won a 10 yuan parking coupon. It is in your coupons.').waitFor();
    const right = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(right).toBeLessThanOrEqual(360);

    await page.getByRole('link', { name: 'See my coupons' }).click();
    await page.waitForURL('**/app/vip/coupon/index');
    await page.getByText('10 yuan parking coupon').first().waitFor();
  });

  it('answers the daily quiz once a day: five questions, the points, then done until tomorrow', async () => {
    const page = await signInInEnglish();
    await page.goto(journey.url('/game/exam/index'));

    for (let index = 1; index <= 5; index++) {
      await page.getByText(`Question ${index} of 5`).waitFor();
      const title = (await page.locator('#exam-question').textContent()) ?? '';
      // A person reads the question first: the client refuses a second answer within 300 ms of
      // the last one (its duplicate-submit guard).
      await page.clock.fastForward(SUBMIT_LOCK_MS);
      const question = QUIZ_BANK.find((each) => each.en.title === title);
      expect(question, title).toBeDefined();
      // Right for all but the last.
      const choice =
        index < 5 ? question!.answer : (question!.answer + 1) % question!.en.options.length;
      const letter = String.fromCharCode(65 + choice);
      await page.getByText(`${letter}. ${question!.en.options[choice]!}`, { exact: true }).click();
      await page.getByRole('button', { name: 'Answer' }).click();
      await page.getByText(question!.en.explanation).waitFor();
      await page.getByText(index < 5 ? 'Right!' : /^Not quite: the answer is [A-D]\.$/).waitFor();
      await page.getByRole('button', { name: index < 5 ? 'Next question' : 'OK' }).click();
    }
    await page
      .getByText('4 of 5 right: +0.2 points. Come back tomorrow for new questions.')
      .waitFor();

    // Once a day: back later, the quiz is done and the points came once.
    await page.reload();
    await page.getByText('Done for today').waitFor();
    expect(await page.getByRole('button', { name: 'Answer' }).count()).toBe(0);
    await page.goto(journey.url('/app/vip/integral/index'));
    const quiz = page.getByRole('listitem').filter({ hasText: 'Daily quiz' });
    await quiz.waitFor();
    expect(await quiz.count()).toBe(1);
    await expect.poll(() => quiz.textContent()).toContain('+0.2');
  });

  it('spends the coupon won at the wheel on 云N12345’s arrears: ¥14.00 becomes ¥9.00, the coupon is used', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    await setNextWheelPrize(page, 'W5');
    await page.goto(journey.url('/game/bigWheel/index'));
    await page.getByRole('button', { name: '开始抽奖' }).click();
    await page.getByText('恭喜获得5元停车券，已放入我的优惠券。').waitFor();
    const api = await apiOfPage(page, journey.url(''));
    const [won] = (await api.listGameDraws({ game: 'wheel' })).list;
    expect(won?.couponSerial).toBeTruthy();

    // The payment page offers the coupons; the owner picks the one won.
    await page.goto(journey.url('/m/home'));
    await queryPlateFromHome(page, arrears.number);
    const coupon = page.getByRole('region', { name: '优惠券' });
    await coupon.getByText('3张可用').waitFor();
    await coupon.getByRole('button', { name: /优惠券/ }).click();
    const sheet = page.getByRole('dialog', { name: '选择优惠券' });
    // The won coupon's line (its amount off, name and end date), not the seeded 停车抵扣券5元.
    await sheet.locator('li').filter({ hasText: '5元停车券' }).click();
    await coupon.getByText('-¥5.00').waitFor();
    await coupon.getByText('¥14.00').waitFor();
    await settleBar(page).getByText('¥9.00').waitFor();

    await tapSettle(page);
    await answerBalanceConfirm(page, '¥9.00', '¥50.00');
    await expectPaid(page, '¥9.00');
    expect(await api.showCoupon(won!.couponSerial!)).toMatchObject({ amount: 500, status: 1 });

    await page.goto(journey.url('/app/vip/coupon/index'));
    await page.getByRole('tab', { name: '已使用（2）' }).click();
    await page.getByText('5元停车券').first().waitFor();
  });
});
