import { FIXTURES } from '@dehong/simulator';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, toast } from '../support/app';
import { setUpJourneys } from '../support/journey';
import { apiOfPage } from '../support/simulator';

const journey = setUpJourneys();
const userA = FIXTURES.users.a;
const plate = FIXTURES.plates.arrears.number; // 云N12345: user A's, three orders to pay
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * What the owner sees and types, in each language of the app. English runs on the narrowest
 * common phone (360 px), Chinese on the journeys' usual one.
 */
const LANGUAGES = [
  {
    language: 'zh-CN',
    width: 375,
    dispute: '申诉该笔费用',
    notMyCar: '不是我的车',
    alreadyLeft: '车辆已离开',
    content: '情况说明',
    addPhoto: '添加照片',
    photo1: '照片1',
    submit: '提交申诉',
    sent: '申诉已提交，该笔费用审核中',
    card: (bookCode: string) => `订单${bookCode}的申诉`,
    underReview: '审核中',
    upheld: '申诉成立',
    rejected: '申诉未通过',
    upheldTitle: '申诉已成立',
    cancelledText: /该笔费用\d+\.\d{2}元已取消。车牌识别有误（不是我的车）/,
    refundedText: /\d+\.\d{2}元已退回您的余额。（车辆已离开）/,
    refundedCard: /已退回余额/,
    payNow: '立即缴费',
    told: { notMine: '那天我的车在昆明', left: '我中午前已离开' },
    answers: { misread: '车牌识别有误', parked: '照片显示车辆在位' },
  },
  {
    language: 'en-US',
    width: 360,
    dispute: 'Dispute this charge',
    notMyCar: 'Not my car',
    alreadyLeft: 'Already left',
    content: 'What happened',
    addPhoto: 'Add a photo',
    photo1: 'Photo 1',
    submit: 'Submit dispute',
    sent: 'Dispute submitted: the charge is under review',
    card: (bookCode: string) => `Dispute of order ${bookCode}`,
    underReview: 'Under review',
    upheld: 'Upheld',
    rejected: 'Rejected',
    upheldTitle: 'Dispute upheld',
    cancelledText:
      /is upheld: the charge of \d+\.\d{2} yuan is cancelled\. Plate misread \(Reason: not my car\)/,
    refundedText:
      /is upheld: \d+\.\d{2} yuan has been refunded to your balance\. \(Reason: already left\)/,
    refundedCard: /refunded to your balance/,
    payNow: 'Pay now',
    told: { notMine: 'My car was in Kunming that day', left: 'I had left before noon' },
    answers: { misread: 'Plate misread', parked: 'The photos show the car parked' },
  },
] as const;

type Words = (typeof LANGUAGES)[number];

/** The operator decides the newest open dispute at the console's dispute desk. */
async function decideInConsole(page: Page, decision: 'Uphold' | 'Reject', answer = '') {
  await page.goto(journey.url('/__admin'));
  await page.getByTestId('admin-disputes').click();
  await page.waitForURL('**/__admin/disputes/page');
  const open = page.getByTestId('open-disputes').locator('article').first();
  await open.waitFor();
  if (answer) await open.getByPlaceholder(/reason for the member/).fill(answer);
  await open.getByRole('button', { name: decision }).click();
  await page.getByText(/dispute \d+ (upheld|rejected)/).waitFor();
}

/** Signs user A in and opens the app in `words.language` at its phone width. */
async function signInIn(words: Words) {
  const { page, admin } = journey;
  await page.setViewportSize({ width: words.width, height: 780 });
  await signIn(page, admin, userA.phone);
  await page.evaluate((chosen) => localStorage.setItem('dehong.language', chosen), words.language);
  return page;
}

/**
 * In English, what `scope` shows has no Chinese words (a plate, and text marked lang="zh-CN" such
 * as the owner's or the operator's own words, aside), and nothing on the page is wider than the
 * phone.
 */
async function expectReadable(page: Page, scope: Locator, words: Words) {
  const found = await scope.evaluate((root, english) => {
    const chinese: string[] = [];
    if (english) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('[lang="zh-CN"]')) continue;
        if (parent.getClientRects().length === 0) continue;
        const text = (node.textContent ?? '').replace(/[\u4e00-\u9fff][A-Z][A-Z0-9]{4,6}/g, '');
        if (/\p{Script=Han}/u.test(text)) chinese.push(text.trim());
      }
    }
    const wider = [document.documentElement, ...root.querySelectorAll('*')]
      .map((element) => Math.round(element.getBoundingClientRect().right))
      .filter((right) => right > window.innerWidth);
    return { chinese, wider: wider.length };
  }, words.language === 'en-US');
  expect(found).toEqual({ chinese: [], wider: 0 });
}

describe.each(LANGUAGES)('disputes in $language at $width px', (words) => {
  it("user A disputes one of 云N12345's orders with a photo: the arrears drop by its amount; upheld in the console, the message arrives", async () => {
    const page = await signInIn(words);
    const { admin } = journey;
    const api = await apiOfPage(page, admin.url);
    const [order] = (await api.listUnpaidOrders({ number: plate })).list;
    const before = (await admin.plate(plate)).arrears;

    await page.goto(journey.url(`/m/order/show?c=${order!.bookCode}`));
    await page.getByRole('button', { name: words.dispute }).click();
    const form = page.getByRole('form', { name: words.dispute });
    await form.getByText(words.notMyCar).click();
    await form.getByLabel(words.content).fill(words.told.notMine);
    await form.getByLabel(words.addPhoto).setInputFiles({
      name: 'kunming.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await form.getByRole('img', { name: words.photo1 }).waitFor();
    await expectReadable(page, form, words);
    await form.getByRole('button', { name: words.submit }).click();
    await toast(page, words.sent).waitFor();
    const card = page.getByRole('article', { name: words.card(order!.bookCode) });
    await card.getByText(words.underReview, { exact: true }).waitFor();
    await expectReadable(page, card, words);
    expect((await admin.plate(plate)).arrears).toBe(before - order!.cash);

    await decideInConsole(page, 'Uphold', words.answers.misread);
    await page.goto(journey.url('/app/vip/message/index'));
    const listed = page.getByRole('article', { name: words.card(order!.bookCode) });
    await listed.getByText(words.upheld, { exact: true }).waitFor();
    await expectReadable(page, listed, words);
    const message = page.getByRole('listitem').filter({ hasText: words.upheldTitle });
    await message.getByRole('button').click();
    await message.getByText(words.cancelledText).waitFor();
    await expectReadable(page, message, words);
    expect((await admin.plate(plate)).arrears).toBe(before - order!.cash);
  });

  it('user A disputes a paid order; upheld, its amount is back in the balance', async () => {
    const page = await signInIn(words);
    const { admin } = journey;
    const api = await apiOfPage(page, admin.url);
    const summary = await api.getRepaySummary({ number: plate });
    const { payCode } = await api.publishPayOrder({
      orderType: 'parking',
      goods: summary.orderSerials.join(','),
      sumCost: summary.payCost - summary.service,
      service: summary.service,
      actualCost: summary.payCost,
      numbers: [plate],
      coupon: 0,
      beBusiness: 0,
      payee: '',
      payeeName: '',
      staff: '',
      staffName: '',
      team: '',
    });
    await api.payByFunds(payCode);
    const paid = await api.showOrder(summary.orderSerials[0]!);
    const funds = (await admin.user(userA.phone)).funds;

    await page.goto(journey.url(`/m/order/show?c=${paid.bookCode}`));
    await page.getByRole('button', { name: words.dispute }).click();
    const form = page.getByRole('form', { name: words.dispute });
    await form.getByText(words.alreadyLeft).click();
    await form.getByLabel(words.content).fill(words.told.left);
    await form.getByRole('button', { name: words.submit }).click();
    await page
      .getByRole('article', { name: words.card(paid.bookCode) })
      .getByText(words.underReview, { exact: true })
      .waitFor();

    await decideInConsole(page, 'Uphold');
    await page.goto(journey.url('/app/vip/message/index'));
    const card = page.getByRole('article', { name: words.card(paid.bookCode) });
    await card.getByText(words.upheld, { exact: true }).waitFor();
    await card.getByText(words.refundedCard).waitFor();
    const message = page.getByRole('listitem').filter({ hasText: words.upheldTitle });
    await message.getByRole('button').click();
    await message.getByText(words.refundedText).waitFor();
    await expectReadable(page, message, words);
    expect((await admin.user(userA.phone)).funds).toBe(funds + paid.cash);
  });

  it("a rejected dispute puts the order back to pay with the operator's reason", async () => {
    const page = await signInIn(words);
    const { admin } = journey;
    const api = await apiOfPage(page, admin.url);
    const [order] = (await api.listUnpaidOrders({ number: plate })).list;
    const before = (await admin.plate(plate)).arrears;
    await api.reportOrderFault({
      serial: order!.serial,
      reason: 'wrongTime',
      content: words.told.notMine,
    });
    expect((await admin.plate(plate)).arrears).toBe(before - order!.cash);

    await decideInConsole(page, 'Reject', words.answers.parked);
    await page.goto(journey.url(`/m/order/show?c=${order!.bookCode}`));
    const card = page.getByRole('article', { name: words.card(order!.bookCode) });
    await card.getByText(words.rejected, { exact: true }).waitFor();
    await card.getByText(words.answers.parked).waitFor();
    await expectReadable(page, card, words);
    await page.getByRole('button', { name: words.payNow }).waitFor();
    expect((await admin.plate(plate)).arrears).toBe(before);
  });

  it('the clock-based demo: an uphold scheduled in the console after 30 minutes arrives once the clock is advanced', async () => {
    const page = await signInIn(words);
    const { admin } = journey;
    const api = await apiOfPage(page, admin.url);
    const [order] = (await api.listUnpaidOrders({ number: plate })).list;
    await api.reportOrderFault({
      serial: order!.serial,
      reason: 'notMyCar',
      content: words.told.notMine,
    });

    await page.goto(journey.url('/__admin/disputes/page'));
    const open = page.getByTestId('open-disputes').locator('article').first();
    await open.getByPlaceholder('after min').fill('30');
    await open.getByRole('button', { name: 'Uphold' }).click();
    await page.getByText(/dispute \d+ will be upheld at/).waitFor();
    await open.getByText(/scheduled: upheld at .* \(simulator clock\)/).waitFor();
    await page.goto(journey.url(`/m/order/show?c=${order!.bookCode}`));
    const card = page.getByRole('article', { name: words.card(order!.bookCode) });
    await card.getByText(words.underReview, { exact: true }).waitFor();

    const advanced = await fetch(`${admin.url}/__admin/clock/advance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ minutes: 31 }),
    });
    expect(advanced.status).toBe(200);
    await page.goto(journey.url('/app/vip/message/index'));
    await page
      .getByRole('article', { name: words.card(order!.bookCode) })
      .getByText(words.upheld, { exact: true })
      .waitFor();
    await page.getByRole('button', { name: new RegExp(words.upheldTitle) }).waitFor();
  });
});
