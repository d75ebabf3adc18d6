import { FIXTURES } from '@dehong/simulator';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerPaySheet, signIn } from '../support/app';
import { seriousA11yViolations } from '../support/axe';
import { PLAIN_MOBILE_USER_AGENT } from '../support/chromium';
import { setUpJourneys } from '../support/journey';
import { layoutProblems, smallTargets, withTextAt } from '../support/layout';

const journey = setUpJourneys();
const userA = FIXTURES.users.a; // 云N12345's holder
const userB = FIXTURES.users.b; // no money: pays on the chat app's pay sheet
const arrears = FIXTURES.plates.arrears; // 云N12345: ¥14.00 to pay, parked at D10001
const SIGNED = FIXTURES.devices.lastSeen.code; // D10001, 团结大街 012, a signed sign
const OLD_SIGN = FIXTURES.kerbSigns.unsigned; // D10003, 勇罕街 005, an older unsigned sign
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const LANGUAGES = [
  {
    language: 'zh-CN',
    scan: '扫描泊位二维码',
    scanAgain: '重新扫描泊位二维码',
    signed: '运营方二维码：签名有效。',
    unsigned: /该泊位牌尚无运营方签名/,
    compare: '请与泊位牌核对',
    guide: '这是您的车吗？',
    confirm: '确认缴费',
    settleBar: '待支付',
    settle: '去结算',
    paid: '支付成功',
    forged: '请停止：该二维码的签名无效',
    foreign: '请停止：这不是运营方的二维码',
    report: '举报这张贴纸',
    reason: '指向其他网站的二维码，不是运营方的',
    addPhoto: '添加贴纸照片',
    note: '备注（选填）',
    submit: '提交举报',
    sent: /感谢您的举报/,
    mine: '我的举报',
    open: '待巡查员核实',
    handled: '已处理',
    inboxLang: 'zh',
    noticeTitle: '举报已处理',
    warningTitle: '安全提醒',
    reportTitle: '举报可疑贴纸',
  },
  {
    language: 'en-US',
    scan: "Scan the space's code",
    scanAgain: "Scan the space's code again",
    signed: "The operator's code: its signature is valid.",
    unsigned: /This sign has no operator signature yet/,
    compare: 'Compare with the sign',
    guide: 'Is this your car?',
    confirm: 'Confirm payment',
    settleBar: 'To pay',
    settle: 'Settle',
    paid: 'Payment successful',
    forged: 'Stop: the signature of this code is not valid',
    foreign: "Stop: this code is not the operator's",
    report: 'Report this sticker',
    reason: "A code to another site, not the operator's",
    addPhoto: 'Add a photo of the sticker',
    note: 'Note (optional)',
    submit: 'Send the report',
    sent: /Thank you\. The patrol will check it/,
    mine: 'My sticker reports',
    open: 'The patrol will check it',
    handled: 'Handled',
    inboxLang: 'en',
    noticeTitle: 'Sticker report handled',
    warningTitle: 'Warning',
    reportTitle: 'Report a sticker',
  },
] as const;

type Words = (typeof LANGUAGES)[number];

/** Signs `phone` in inside the chat app and opens home in `words.language` at 360 px. */
async function signInIn(words: Words, phone: string): Promise<Page> {
  const { page, admin } = journey;
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, admin, phone);
  await page.evaluate((chosen) => localStorage.setItem('dehong.language', chosen), words.language);
  await page.reload();
  await page.getByRole('button', { name: words.scan }).waitFor();
  return page;
}

/** The chat app's scanner from home (or a warning): the demo points it at one of its codes. */
async function scan(page: Page, words: Words, choice: string, from: string = words.scan) {
  await page.getByRole('button', { name: from }).click();
  const sheet = page.getByTestId('fake-scan-sheet');
  await sheet.getByTestId(choice).click();
  await sheet.waitFor({ state: 'detached' });
}

/**
 * A new screen (or the new part of one, `scope`) holds for every owner: axe finds nothing serious
 * on the page, and at 360 px, at normal and at 200 % text, nothing is cut, too wide or on top of
 * another, and every control is 44 px or more.
 */
async function expectUsable(page: Page, scope = 'main') {
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await smallTargets(page, scope)).toEqual([]);
  expect(await layoutProblems(page, scope)).toEqual([]);
  expect(await withTextAt(page, 2, () => layoutProblems(page, scope))).toEqual([]);
}

describe.each(LANGUAGES)('space codes owners can trust, in $language at 360 px', (words) => {
  it("scans 团结大街 012's signed sign with the chat app's scanner and pays 云N12345's ¥14.00", async () => {
    const page = await signInIn(words, userB.phone);

    await scan(page, words, `fake-scan-sign-${SIGNED}`);

    await page.waitForURL(
      (url) => url.searchParams.get('d') === SIGNED && url.searchParams.has('s'),
    );
    const guide = page.getByRole('dialog', { name: words.guide });
    await guide.getByText(arrears.number, { exact: true }).waitFor();
    await guide.getByRole('button', { name: words.confirm }).click();
    await guide.waitFor({ state: 'hidden' });
    await page.getByText(words.signed).waitFor();
    const sign = page.getByRole('region', { name: words.compare });
    for (const printed of ['团结大街', '012', SIGNED]) {
      await sign.getByText(printed, { exact: true }).waitFor();
    }
    await expectUsable(page, `section[aria-label="${words.compare}"]`);

    await page
      .getByRole('region', { name: words.settleBar })
      .getByRole('button', { name: words.settle })
      .click();
    await answerPaySheet(page, 'ok');

    await page.waitForURL('**/m/common/pay/result?**');
    await page.getByText(words.paid).first().waitFor();
    expect((await journey.admin.plate(arrears.number)).arrears).toBe(0);
  });

  it('stops a forged code and a foreign one with nothing to pay; the sticker is reported, the patrol handles it and the chat inbox says so', async () => {
    const page = await signInIn(words, userA.phone);
    const before = await journey.admin.plate(arrears.number);

    await scan(page, words, 'fake-scan-forged-1');

    await page.waitForURL('**/m/kerb/warning');
    await page.getByRole('heading', { name: words.forged }).waitFor();
    expect(await page.getByRole('button', { name: words.settle }).count()).toBe(0);
    await expectUsable(page);

    await scan(page, words, 'fake-scan-foreign-1', words.scanAgain);

    await page.getByRole('heading', { name: words.foreign }).waitFor();
    const foreign = 'https://dehong-parking-pay.example/m/order/payment?d=D10001';
    await page.getByText(foreign, { exact: true }).waitFor();
    // Shown as text only: no link opens it, and the page never left the app.
    expect(await page.locator(`a[href*="dehong-parking-pay"]`).count()).toBe(0);
    expect(new URL(page.url()).origin).toBe(journey.sim.url);

    await page.getByRole('link', { name: words.report }).click();
    await page.waitForURL('**/m/kerb/report');
    await page.getByText(words.reason).waitFor();
    await page.getByText(foreign, { exact: true }).waitFor();
    await page.getByLabel(words.addPhoto).setInputFiles({
      name: 'sticker.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.locator('main img').first().waitFor();
    await page.getByLabel(words.note).fill('团结大街 012');
    await expectUsable(page);
    await page.getByRole('button', { name: words.submit }).click();
    await page.getByText(words.sent).waitFor();
    const mine = page.getByRole('region', { name: words.mine });
    await mine.getByText(words.open).waitFor();

    // The patrol, in the operator's console: the report on the list, marked handled.
    const [report] = await journey.admin.stickerReports();
    expect(report).toMatchObject({ code: foreign, phone: userA.phone, status: 'open' });
    expect(report!.photo).toMatch(/^\/media\/upload\//);
    const consolePage = await page.context().newPage();
    await consolePage.goto(journey.url('/__admin/kerb/page'));
    const card = consolePage.locator(`[data-report="${report!.id}"]`);
    await card.getByText(foreign).waitFor();
    await card.getByRole('textbox').fill('已清除 removed');
    await card.getByTestId(`handle-${report!.serial}`).click();
    await card.getByText(/Handled .*已清除 removed/).waitFor();

    // The reporter's chat inbox says so, in the reader's language.
    await consolePage.goto(
      journey.url(`/__chat/inbox?phone=${userA.phone}&lang=${words.inboxLang}`),
    );
    await consolePage.getByRole('heading', { name: words.noticeTitle }).first().waitFor();
    await consolePage.close();

    await page.reload();
    await page.getByRole('region', { name: words.mine }).getByText(words.handled).waitFor();
    // Nothing was paid through any of it.
    expect(await journey.admin.plate(arrears.number)).toEqual(before);
    expect(await journey.admin.newPayOrders()).toEqual([]);
  });
});

describe('a kerb page opened by its link', () => {
  it('with a signature that fails it warns before any payment and offers the scanner', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    const forged = (await admin.scanChoices()).find((choice) => choice.group === 'forged')!;

    await page.goto(forged.text);

    await page.getByRole('heading', { name: '请停止：该二维码的签名无效' }).waitFor();
    await page.getByRole('button', { name: '重新扫描泊位二维码' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('button', { name: '去结算' }).count()).toBe(0);
  });

  it('from an older sign without a signature it works, says so softly and shows the space to compare', async () => {
    const { page, admin } = journey;
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, admin, userA.phone);

    await page.goto(journey.url(`/m/order/payment?d=${OLD_SIGN}`));

    await page.getByText(LANGUAGES[0].unsigned).waitFor();
    const sign = page.getByRole('region', { name: '请与泊位牌核对' });
    await sign.getByText('勇罕街', { exact: true }).waitFor();
    await sign.getByText('005', { exact: true }).waitFor();
    await page.getByRole('dialog', { name: '这是您的车吗？' }).waitFor();
    await page.getByRole('link', { name: '举报可疑贴纸' }).waitFor();
    await page.getByRole('button', { name: '扫描泊位二维码' }).waitFor();
  });
});

describe('outside the chat app: the phone camera, through the same decoder', () => {
  /** A camera that films the PNG at `picture` (the console's image of a sign's code). */
  const filming = (picture: string) => {
    const camera = (source: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 480;
      const context = canvas.getContext('2d')!;
      const image = new Image();
      image.src = source;
      const draw = () => {
        context.fillStyle = '#fff';
        context.fillRect(0, 0, 480, 480);
        if (image.complete) context.drawImage(image, 40, 40, 400, 400);
        requestAnimationFrame(draw);
      };
      draw();
      Object.defineProperty(navigator, 'mediaDevices', {
        value: { getUserMedia: async () => canvas.captureStream(15) },
      });
    };
    return { camera, picture };
  };

  it("reads the signed sign's code from the camera and opens its kerb page, verified", async () => {
    const plain = await journey.openPhone({
      userAgent: PLAIN_MOBILE_USER_AGENT,
      viewport: { width: 360, height: 740 },
    });
    await plain.route('**/__chat/bridge.js', (route) => route.abort());
    const { camera, picture } = filming(journey.url(`/__admin/kerb/spaces/${SIGNED}/code.png`));
    await plain.addInitScript(camera, picture);
    await signIn(plain, journey.admin, userA.phone);

    await plain.getByRole('button', { name: '扫描泊位二维码' }).click();

    await plain.waitForURL((url) => url.searchParams.get('d') === SIGNED);
    await plain.getByText('运营方二维码：签名有效。').waitFor();
  });

  it('without a camera it reads a photo of the code instead', async () => {
    const plain = await journey.openPhone({ userAgent: PLAIN_MOBILE_USER_AGENT });
    await plain.route('**/__chat/bridge.js', (route) => route.abort());
    await plain.addInitScript(() =>
      Object.defineProperty(navigator, 'mediaDevices', { value: undefined }),
    );
    await signIn(plain, journey.admin, userA.phone);
    await plain.getByRole('button', { name: '扫描泊位二维码' }).click();
    const scanner = plain.getByRole('dialog', { name: '扫描泊位二维码' });
    await scanner.getByText('此处无法使用摄像头，请拍下二维码的照片。').waitFor();

    const photo = await fetch(journey.url(`/__admin/kerb/spaces/${SIGNED}/code.png`));
    await scanner.getByLabel('选择二维码照片').setInputFiles({
      name: 'sign.png',
      mimeType: 'image/png',
      buffer: Buffer.from(await photo.arrayBuffer()),
    });

    await plain.waitForURL((url) => url.searchParams.get('d') === SIGNED);
    await plain.getByText('运营方二维码：签名有效。').waitFor();
  });
});
