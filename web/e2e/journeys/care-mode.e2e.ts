import { FIXTURES } from '@dehong/simulator';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import enAuth from '../../src/i18n/locales/en-US/auth';
import enCare from '../../src/i18n/locales/en-US/care';
import enCommon from '../../src/i18n/locales/en-US/common';
import enOrders from '../../src/i18n/locales/en-US/orders';
import enPayment from '../../src/i18n/locales/en-US/payment';
import enRecharge from '../../src/i18n/locales/en-US/recharge';
import zhAuth from '../../src/i18n/locales/zh-CN/auth';
import zhCare from '../../src/i18n/locales/zh-CN/care';
import zhCommon from '../../src/i18n/locales/zh-CN/common';
import zhOrders from '../../src/i18n/locales/zh-CN/orders';
import zhPayment from '../../src/i18n/locales/zh-CN/payment';
import zhRecharge from '../../src/i18n/locales/zh-CN/recharge';
import { answerPaySheet, makeNextCodeNeedCaptcha, signIn, toast } from '../support/app';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
const userA = FIXTURES.users.a;
const plate = FIXTURES.plates.arrears;

/** Each language's words, from the app's own catalogues. */
const WORDS = {
  'zh-CN': {
    auth: zhAuth,
    care: zhCare,
    common: zhCommon,
    orders: zhOrders,
    payment: zhPayment,
    recharge: zhRecharge,
  },
  'en-US': {
    auth: enAuth,
    care: enCare,
    common: enCommon,
    orders: enOrders,
    payment: enPayment,
    recharge: enRecharge,
  },
} as const;
type Language = keyof typeof WORDS;

/** A phone of an older owner: 360 px wide, in `language`. */
async function openPhone(language: Language): Promise<Page> {
  const { page } = journey;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(journey.url(paths.login.href()));
  await page.evaluate((chosen) => localStorage.setItem('dehong.language', chosen), language);
  return page;
}

/** Care mode's home, as signing in lands on it. */
const careHome = (language: Language) => (page: Page) =>
  page.getByRole('navigation', { name: WORDS[language].care.home.title });

/** The font size of the screen's title (its h1) as drawn now. */
const titleSize = (page: Page) =>
  page
    .locator('#root h1')
    .first()
    .evaluate((title) => Number.parseFloat(getComputedStyle(title).fontSize));

for (const language of ['zh-CN', 'en-US'] as const) {
  const words = WORDS[language];
  const money = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

  describe(`care mode in ${language} at 360 px`, () => {
    it('is offered on the first visit; turned on, home is big buttons in one column, and a cold start paints it so at once', async () => {
      const { admin } = journey;
      const page = await openPhone(language);
      const offer = page.getByRole('region', { name: words.care.offer.text });
      await signIn(page, admin, userA.phone, () => offer);
      await offer.getByRole('button', { name: words.care.offer.accept }).click();

      const actions = page.getByRole('navigation', { name: words.care.home.title });
      await actions.waitFor();
      const labels = [
        words.care.home.pay,
        words.care.home.topUp,
        words.care.home.card,
        words.care.home.vehicles,
        words.care.home.call,
      ];
      const boxes = [];
      for (const label of labels) {
        const link = actions.getByRole('link', { name: new RegExp(`^${label}`) });
        boxes.push(await link.boundingBox());
      }
      // One column, each at least 60 px high, the arrears on the first.
      expect(boxes.every((box) => box && box.height >= 60 && box.width >= 300)).toBe(true);
      expect(new Set(boxes.map((box) => Math.round(box!.x))).size).toBe(1);
      await actions
        .getByText(words.care.home.arrears.replace('{{amount}}', money(plate.arrears)))
        .waitFor();
      // No banners, menus of games or shop, or news: what the owner comes for, only.
      expect(await page.locator('[aria-roledescription="carousel"]').count()).toBe(0);
      expect(await page.getByRole('link').count()).toBe(labels.length + 3);

      // A cold start, the app's code held back: index.html already paints care mode's sizes.
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/router-*.js', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(journey.url(paths.home.href()), { waitUntil: 'commit' });
      await page.locator('#root h1').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('care'))).toBe(
        true,
      );
      // The type scale's 18 px step is 22 px in care mode (lib/care-mode.css).
      expect(await titleSize(page)).toBe(22);
      release();
      await actions.waitFor();

      // Back to the standard screens from the same place.
      await page.getByRole('button', { name: words.common.care.leave }).click();
      await page.getByRole('button', { name: words.common.care.enter }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('dehong.careMode'))).toBeNull();
    });

    it(`pays ${plate.number}'s arrears from the balance`, async () => {
      const { admin } = journey;
      const page = await openPhone(language);
      await page.evaluate(() => localStorage.setItem('dehong.careMode', '1'));
      await signIn(page, admin, userA.phone, careHome(language));

      await page.getByRole('link', { name: new RegExp(`^${words.care.home.pay}`) }).click();
      await page.waitForURL(`**${paths.arrears.path}`);
      await page.getByRole('article', { name: plate.number }).getByRole('link').click();
      await page.waitForURL('**/m/order/payment?**');
      await page
        .getByRole('region', { name: words.orders.payment.toPay })
        .getByRole('button', { name: words.orders.payment.settle })
        .click();
      const question = page.getByRole('dialog', { name: words.payment.balance.title });
      await question.getByText(money(plate.arrears), { exact: true }).waitFor();
      await question.getByRole('button', { name: words.payment.balance.confirm }).click();

      await page.waitForURL('**/m/common/pay/result?**');
      await page.getByText(words.payment.result.success).waitFor();
      await page.getByText(money(plate.arrears), { exact: true }).first().waitFor();
      expect((await admin.user(userA.phone)).funds).toBe(userA.funds - plate.arrears);
      expect((await admin.plate(plate.number)).arrears).toBe(0);
    });

    it('tops up the balance on the pay sheet', async () => {
      const { admin } = journey;
      const page = await openPhone(language);
      await page.evaluate(() => localStorage.setItem('dehong.careMode', '1'));
      await signIn(page, admin, userA.phone, careHome(language));

      await page.getByRole('link', { name: new RegExp(`^${words.care.home.topUp}`) }).click();
      await page.waitForURL(`**${paths.recharge.path}`);
      await page.getByRole('radio', { name: money(5000), exact: true }).click();
      await page.getByRole('button', { name: words.recharge.topUp }).click();
      await page
        .getByRole('dialog', { name: words.recharge.popup.title })
        .getByRole('button', { name: words.recharge.popup.pay.replace('{{amount}}', money(5000)) })
        .click();
      await answerPaySheet(page, 'ok');

      await page.waitForURL('**/m/common/pay/result?**');
      await page.getByText(words.payment.result.success).waitFor();
      expect((await admin.user(userA.phone)).funds).toBe(userA.funds + 5000);
    });

    it('passes the captcha by the code a voice call speaks, and signs in', async () => {
      const { admin } = journey;
      const page = await openPhone(language);
      await page.evaluate(() => localStorage.setItem('dehong.careMode', '1'));
      await page.reload();
      // Someone typed 5 wrong codes for the phone: its next code needs the captcha.
      await makeNextCodeNeedCaptcha(page, journey.url(''), userA.phone);

      await page.getByLabel(words.auth.phone.label).fill(userA.phone);
      await page.getByRole('button', { name: words.auth.code.send }).click();
      const captcha = page.getByRole('dialog', { name: words.auth.captcha.title });
      await captcha.getByRole('button', { name: words.auth.captcha.voice.offer }).click();
      await captcha.getByRole('status').waitFor();
      await captcha
        .getByLabel(words.auth.captcha.voice.label)
        .fill(await admin.smsCode(userA.phone, 'voice'));
      await captcha.getByRole('button', { name: words.auth.captcha.send }).click();
      await toast(page, words.auth.code.sent).waitFor();

      await page
        .getByLabel(words.auth.code.label, { exact: true })
        .fill(await admin.smsCode(userA.phone));
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: words.auth.submit.agreed }).click();
      await page.getByRole('navigation', { name: words.care.home.title }).waitFor();
      expect(page.url()).toContain(paths.home.path);
    });
  });
}
