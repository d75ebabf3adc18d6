import { FIXTURES } from '@dehong/simulator';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerPaySheet, signIn } from '../support/app';
import { setUpJourneys } from '../support/journey';
import { apiOfPage } from '../support/simulator';

const journey = setUpJourneys();
const userA = FIXTURES.users.a; // balance ¥50.00, 云N12345 parked at D10001 for 90 minutes
const userB = FIXTURES.users.b; // balance ¥0.00, no cars
const plate = FIXTURES.plates.arrears.number;
/** A plate nobody holds, for B to bind and park. */
const bPlate = FIXTURES.plates.clean.number;
const FREE_DEVICE = FIXTURES.devices.free.code;

const LANGUAGES = [
  {
    language: 'zh-CN',
    width: 375,
    inboxLang: '',
    notices: '停车通知（微信服务通知）',
    consentNotices: '停车通知：待缴费用、缴费提醒、支付成功',
    allow: '允许',
    cancel: '取消',
    declined: '已拒绝接收微信服务通知，停车通知未开启',
    autoPay: '余额自动支付',
    received: '支付成功',
    auto: '已由余额自动支付',
    due: '停车费待支付',
    short: '余额0.00元不足',
    completed: '已完成',
    autoPayOn: /该车牌已开启余额自动支付/,
    summary: '欠费总额',
    settleBar: '待支付',
    settle: '去结算',
    paid: '支付成功',
    offer: /下次自动支付/,
  },
  {
    language: 'en-US',
    width: 360,
    inboxLang: '&lang=en',
    notices: 'Parking notices in the chat app',
    consentNotices: 'Parking notices: amount due, reminders, payment received',
    allow: 'Allow',
    cancel: 'Cancel',
    declined: 'Notices in the chat app were declined; parking notices stay off',
    autoPay: 'Auto-pay from my balance',
    received: 'Payment received',
    auto: 'Paid by auto-pay from your balance',
    due: 'Parking fee due',
    short: 'the balance of 0.00 yuan is short',
    completed: 'Completed',
    autoPayOn: /Auto-pay is on for this plate/,
    summary: 'Total arrears',
    settleBar: 'To pay',
    settle: 'Settle',
    paid: 'Payment successful',
    offer: /automatically next time/,
  },
] as const;

type Words = (typeof LANGUAGES)[number];

/** Signs `phone` in and opens the app in `words.language` at its phone width. */
async function signInIn(words: Words, phone: string) {
  const { page, admin } = journey;
  await page.setViewportSize({ width: words.width, height: 780 });
  await signIn(page, admin, phone);
  await page.evaluate((chosen) => localStorage.setItem('dehong.language', chosen), words.language);
  return page;
}

/** The chat app's own consent sheet for its notices, named in the page's language, answered. */
async function answerSubscribeSheet(page: Page, words: Words, answer: 'allow' | 'cancel') {
  const sheet = page.getByTestId('fake-subscribe-sheet');
  await sheet.getByText(words.consentNotices).waitFor();
  await expectFits(page);
  await sheet
    .getByRole('button', { name: answer === 'allow' ? words.allow : words.cancel, exact: true })
    .click();
  await sheet.waitFor({ state: 'detached' });
}

/** My vehicles: both switches of `number` turned on, as the owner taps them (notices allowed). */
async function turnOnNoticesAndAutoPay(page: Page, words: Words, number: string) {
  await page.goto(journey.url('/app/vip/car/index'));
  for (const name of [words.notices, words.autoPay]) {
    const toggle = page.getByRole('switch', { name: `${name} ${number}` });
    await toggle.click();
    if (name === words.notices) await answerSubscribeSheet(page, words, 'allow');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
  }
}

/** Nothing on the page is wider than the phone. */
async function expectFits(page: Page) {
  const wider = await page.evaluate(
    () =>
      [...document.querySelectorAll('*')].filter(
        (element) => Math.round(element.getBoundingClientRect().right) > window.innerWidth,
      ).length,
  );
  expect(wider).toBe(0);
}

/** The console's chat desk: the car at `number`'s parking order leaves its space. */
async function carLeavesInConsole(page: Page, number: string) {
  await page.goto(journey.url('/__admin'));
  await page.getByTestId('admin-chat').click();
  await page.waitForURL('**/__admin/chat/page');
  await page.getByTestId(`admin-car-leaves-${number}`).click();
  await page.waitForURL('**/__admin/chat/page');
  await page.getByTestId(`admin-car-leaves-${number}`).waitFor({ state: 'detached' });
}

describe.each(LANGUAGES)('parking notices and auto-pay in $language at $width px', (words) => {
  it("Cancel on the chat app's consent sheet leaves the notices switch off and subscribes nothing", async () => {
    const page = await signInIn(words, userA.phone);
    await page.goto(journey.url('/app/vip/car/index'));
    const toggle = page.getByRole('switch', { name: `${words.notices} ${plate}` });

    await toggle.click();
    await answerSubscribeSheet(page, words, 'cancel');

    await page.getByText(words.declined).waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    const api = await apiOfPage(page, journey.admin.url);
    expect((await api.listAttentions()).find((each) => each.number === plate)?.subscribe).toBe(0);
  });

  it('auto-pay on for 云N12345: the car leaves in the console, the order pays itself, the chat inbox says so, and its notice opens the paid order', async () => {
    const page = await signInIn(words, userA.phone);
    await turnOnNoticesAndAutoPay(page, words, plate);
    await expectFits(page);
    const api = await apiOfPage(page, journey.admin.url);
    const [parking] = await api.listCurrentOrders({ number: plate });

    await carLeavesInConsole(page, plate);

    const order = await api.showOrder(parking!.serial);
    expect(order).toMatchObject({ status: 9, paytype: 'balance' });
    expect((await journey.admin.user(userA.phone)).funds).toBe(userA.funds - order.cash);
    await page.goto(journey.url(`/__chat/inbox?phone=${userA.phone}${words.inboxLang}`));
    const notice = page.getByTestId('chat-notice').first();
    await expect.poll(() => notice.getAttribute('data-kind')).toBe('paymentReceived');
    await notice.getByText(words.received).waitFor();
    await notice.getByText(words.auto, { exact: false }).waitFor();
    await expectFits(page);

    await notice.click();

    await page.waitForURL(`**/m/order/show?c=${encodeURIComponent(order.bookCode)}`);
    await page.getByText(words.completed).first().waitFor();
    await page.getByText(order.bookCode).first().waitFor();
    await expectFits(page);
  });

  it('with too little balance the "amount due" notice says why and opens the payment page with that amount, and it can be paid', async () => {
    const page = await signInIn(words, userB.phone);
    const api = await apiOfPage(page, journey.admin.url);
    await api.publishCar({ number: bPlate, plateType: 1 });
    await turnOnNoticesAndAutoPay(page, words, bPlate);
    await api.publishOrder({ device: FREE_DEVICE, number: bPlate, plateType: 1 });
    journey.sim.clock.advance(60);

    await carLeavesInConsole(page, bPlate);

    const [unpaid] = (await api.listUnpaidOrders({ number: bPlate })).list;
    expect(unpaid).toBeDefined();
    const amount = `¥${(unpaid!.cash / 100).toFixed(2)}`;
    await page.goto(journey.url(`/__chat/inbox?phone=${userB.phone}${words.inboxLang}`));
    const notice = page.getByTestId('chat-notice').first();
    await expect.poll(() => notice.getAttribute('data-kind')).toBe('parkingEnded');
    await notice.getByText(words.due).waitFor();
    await notice.getByText(words.short, { exact: false }).waitFor();

    await notice.click();

    await page.waitForURL('**/m/order/payment?carNumber=*');
    await page.getByTestId('auto-pay-on').getByText(words.autoPayOn).waitFor();
    await page.getByRole('region', { name: words.summary }).getByText(amount).waitFor();
    const bar = page.getByRole('region', { name: words.settleBar });
    await bar.getByText(amount).waitFor();
    await expectFits(page);
    await bar.getByRole('button', { name: words.settle }).click();
    await answerPaySheet(page, 'ok');
    await page.waitForURL('**/m/common/pay/result?**');
    await page.getByText(words.paid).first().waitFor();
    expect((await api.showOrder(unpaid!.serial)).status).toBe(9);
  });
});
