import { AREAS } from '@dehong/api-spec/domain';
import { FIXTURES } from '@dehong/simulator';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import enAuth from '../../src/i18n/locales/en-US/auth';
import enCards from '../../src/i18n/locales/en-US/cards';
import enCoupons from '../../src/i18n/locales/en-US/coupons';
import enHome from '../../src/i18n/locales/en-US/home';
import enOrders from '../../src/i18n/locales/en-US/orders';
import enPayment from '../../src/i18n/locales/en-US/payment';
import enPlate from '../../src/i18n/locales/en-US/plate';
import enRecharge from '../../src/i18n/locales/en-US/recharge';
import zhAuth from '../../src/i18n/locales/zh-CN/auth';
import zhCards from '../../src/i18n/locales/zh-CN/cards';
import zhCoupons from '../../src/i18n/locales/zh-CN/coupons';
import zhHome from '../../src/i18n/locales/zh-CN/home';
import zhOrders from '../../src/i18n/locales/zh-CN/orders';
import zhPayment from '../../src/i18n/locales/zh-CN/payment';
import zhPlate from '../../src/i18n/locales/zh-CN/plate';
import zhRecharge from '../../src/i18n/locales/zh-CN/recharge';
import { makeNextCodeNeedCaptcha, signIn } from '../support/app';
import { seriousA11yViolations } from '../support/axe';
import { setUpJourneys } from '../support/journey';
import { apiOfPage } from '../support/simulator';

const journey = setUpJourneys();
const userA = FIXTURES.users.a;
const plate = FIXTURES.plates.arrears.number;

/** Each language's words, from the app's own catalogues. */
const WORDS = {
  'zh-CN': {
    auth: zhAuth,
    cards: zhCards,
    coupons: zhCoupons,
    home: zhHome,
    orders: zhOrders,
    payment: zhPayment,
    plate: zhPlate,
    recharge: zhRecharge,
  },
  'en-US': {
    auth: enAuth,
    cards: enCards,
    coupons: enCoupons,
    home: enHome,
    orders: enOrders,
    payment: enPayment,
    plate: enPlate,
    recharge: enRecharge,
  },
} as const;

type Language = keyof typeof WORDS;

/**
 * The checks of an open dialog or sheet: it has the focus (the ARIA dialog pattern: a screen
 * reader lands in it), and axe-core finds no serious or critical violation in it (in care mode
 * with 4.5:1 asked of all text; the page behind, dimmed by the mask, is swept by
 * every-route-*.e2e.ts). Problems are collected, so that one run names them all.
 */
function dialogChecks(page: Page, care: boolean, problems: string[]) {
  return async (name: string) => {
    const dialog = page.getByRole('dialog', { name, exact: true }).last();
    await dialog.waitFor();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    // The dialog itself: the page behind it, dimmed by the mask, was swept on its own.
    for (const violation of await seriousA11yViolations(page, { care, within: dialog })) {
      problems.push(`${name}: ${violation.rule} ${violation.html.slice(0, 140)}`);
    }
    return dialog;
  };
}

/** Where the focus is now: the accessible name (or text) of the focused element. */
const focusedName = (page: Page) =>
  page.evaluate(
    () =>
      document.activeElement?.getAttribute('aria-label') ??
      document.activeElement?.textContent?.trim() ??
      '',
  );

/** A tap on the page above a bottom sheet: the sheet's mask closes it. */
const tapAbove = (page: Page) => page.mouse.click(180, 20);

async function signedInAt(language: Language, care: boolean) {
  const { page, admin } = journey;
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, admin, userA.phone);
  await page.evaluate(
    ({ chosen, careMode }) => {
      localStorage.setItem('dehong.language', chosen);
      if (careMode) localStorage.setItem('dehong.careMode', '1');
    },
    { chosen: language, careMode: care },
  );
  return page;
}

const VARIANTS = [
  ['zh-CN', false],
  ['en-US', true],
] as const;

describe('every dialog and sheet the journeys open: named, focused, and clean for axe-core', () => {
  for (const [language, care] of VARIANTS) {
    const words = WORDS[language];
    const mode = care ? ' in care mode' : '';

    it(`${language}${mode}: the plate keyboard, the coupon sheet, the balance question, leaving, the guide at a space`, async () => {
      const page = await signedInAt(language, care);
      const problems: string[] = [];
      const check = dialogChecks(page, care, problems);

      // The plate keyboard (from the arrears page: care mode's home has no plate search).
      await page.goto(journey.url(paths.arrears.path));
      const plateButton = page.getByRole('button', {
        name: new RegExp(`^${words.home.search.plateLabel}: `),
      });
      await plateButton.click();
      const keyboard = await check(words.plate.keyboard.title);
      for (const key of plate) {
        await keyboard.getByRole('button', { name: new RegExp(`^${key}(?:[,，]|$)`) }).click();
      }
      await keyboard.getByRole('button', { name: words.plate.keyboard.confirm }).click();
      await keyboard.waitFor({ state: 'hidden' });
      // The focus is back on the button that opened it, which now names the plate.
      await expect.poll(() => focusedName(page)).toBe(`${words.home.search.plateLabel}: ${plate}`);

      // The payment page: the coupon sheet, then the balance's question.
      await page.goto(journey.url(paths.orderPayment.href({ carNumber: plate })));
      await page
        .getByRole('region', { name: words.coupons.choice.label })
        .getByRole('button')
        .first()
        .click();
      await check(words.coupons.choice.title);
      await tapAbove(page);
      await page
        .getByRole('region', { name: words.orders.payment.toPay })
        .getByRole('button', { name: words.orders.payment.settle })
        .click();
      const question = await check(words.payment.balance.title);
      await question.getByRole('button', { name: words.payment.balance.cancel }).click();
      await question.waitFor({ state: 'hidden' });
      await expect.poll(() => focusedName(page)).toBe(words.orders.payment.settle);

      // The parking order: leaving asks first.
      const api = await apiOfPage(page, journey.url(''));
      const [parking] = await api.listCurrentOrders({
        number: plate,
        plateType: FIXTURES.plates.arrears.plateType,
        code: AREAS.all,
      });
      await page.goto(journey.url(paths.orderShow.href(parking!.bookCode)));
      await page.getByRole('button', { name: words.orders.actions.leaveNow }).click();
      const leave = await check(words.orders.leave.title);
      await leave.getByRole('button', { name: words.orders.leave.keep }).click();
      await leave.waitFor({ state: 'hidden' });

      // A space's code: the guide asks whether the car seen there is the owner's.
      await page.goto(journey.url(paths.orderPayment.href({ d: FIXTURES.devices.lastSeen.code })));
      await check(words.orders.guide.title);

      expect(problems).toEqual([]);
    }, 120_000);

    it(`${language}${mode}: the card's summary, the top-up's notice and its payment, customer service`, async () => {
      const page = await signedInAt(language, care);
      const problems: string[] = [];
      const check = dialogChecks(page, care, problems);

      await page.goto(journey.url(paths.cardPay.href({ vipIndex: 3 })));
      await page.getByRole('radio', { name: new RegExp(plate) }).check();
      await page.getByRole('button', { name: words.cards.confirm }).click();
      await check(words.cards.summary.title);
      await tapAbove(page);

      await page.goto(journey.url(paths.recharge.path));
      await page.getByRole('button', { name: words.recharge.notice.link }).click();
      const notice = await check(words.recharge.notice.title);
      await notice.getByRole('button', { name: words.recharge.notice.ok }).click();
      await notice.waitFor({ state: 'hidden' });
      await page.getByRole('radio').first().click();
      await page.getByRole('button', { name: words.recharge.topUp }).click();
      await check(words.recharge.popup.title);
      await tapAbove(page);

      if (!care) {
        // Only the standard home has the customer-service button (care mode's calls the operator).
        await page.goto(journey.url(paths.home.href()));
        await page.getByRole('button', { name: words.home.contact.service }).click();
        await check(words.home.contact.service);
      }
      expect(problems).toEqual([]);
    }, 120_000);

    it(`${language}${mode}: the login's agreement and its captcha, the picture's and the voice call's`, async () => {
      const { page, admin } = journey;
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(journey.url(paths.login.href()));
      await page.evaluate(
        ({ chosen, careMode }) => {
          localStorage.setItem('dehong.language', chosen);
          if (careMode) localStorage.setItem('dehong.careMode', '1');
        },
        { chosen: language, careMode: care },
      );
      await page.reload();
      const problems: string[] = [];
      const check = dialogChecks(page, care, problems);

      await page.getByLabel(words.auth.phone.label).fill(userA.phone);
      await page.getByLabel(words.auth.code.label, { exact: true }).fill('123456');
      await page.getByRole('button', { name: words.auth.submit.notAgreed }).click();
      const agreement = await check(words.auth.dialog.title);
      await agreement.getByRole('button', { name: words.auth.dialog.disagree }).click();
      await agreement.waitFor({ state: 'hidden' });

      // Wrong codes spend the phone's code: its next one needs the captcha.
      await makeNextCodeNeedCaptcha(page, journey.url(''), userA.phone);
      await page.getByRole('button', { name: words.auth.code.send }).click();
      const captcha = await check(words.auth.captcha.title);
      await captcha.getByRole('button', { name: words.auth.captcha.voice.offer }).click();
      await captcha.getByRole('status').waitFor();
      await captcha.getByLabel(words.auth.captcha.voice.label).waitFor();
      await check(words.auth.captcha.title);
      expect(await admin.smsCode(userA.phone, 'voice')).toMatch(/^\d{6}$/);
      expect(problems).toEqual([]);
    }, 120_000);
  }
});
