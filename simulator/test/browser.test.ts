import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../src/index';
import { parkingPayload } from './support/payloads';
import { admin, http, signIn, startTestSimulator } from './support/simulator';

const ARTIFACTS = resolve(dirname(fileURLToPath(import.meta.url)), '../../.artifacts/simulator');

/** A page that asks the bridge to pay with the parameters in its URL hash, and shows the answer. */
function payPage(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sim-pay-page-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="viewport" content="width=device-width">\n  <script src="/pay.js" defer></script>\n  </head><body><p id="result">waiting</p></body></html>',
  );
  writeFileSync(
    join(dir, 'pay.js'),
    `function pay() {
  var params = JSON.parse(decodeURIComponent(location.hash.slice(1)));
  window.WeixinJSBridge.invoke('getBrandWCPayRequest', params, function (answer) {
    document.getElementById('result').textContent = answer.err_msg;
  });
}
if (window.WeixinJSBridge) pay(); else document.addEventListener('WeixinJSBridgeReady', pay);`,
  );
  return dir;
}

let context: BrowserContext;
let profile: string;

// Chromium starts cold on a shared 2-core machine: allow it more than the default 5 s.
const BROWSER_TIMEOUT = 30_000;

beforeAll(async () => {
  profile = mkdtempSync(join(tmpdir(), 'sim-chromium-'));
  context = await chromium.launchPersistentContext(profile, {
    // Debian's headless shell, as the web app's browser journeys use (web/e2e/support/chromium.ts).
    executablePath: '/usr/bin/chromium-headless-shell',
    viewport: { width: 390, height: 844 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}, BROWSER_TIMEOUT);

afterAll(async () => {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
});

describe('in a real browser', { timeout: BROWSER_TIMEOUT }, () => {
  it('the fake pay sheet shows the amount and merchant, and "Pay" settles the order', async () => {
    const sim = await startTestSimulator({ webDir: payPage() });
    const api = await signIn(sim, FIXTURES.users.a.phone);
    const { payCode } = await api.publishPayOrder(
      parkingPayload(await api.getRepaySummary({ number: '云N12345' })),
    );
    const params = await api.payParamsFor('533103', payCode);
    const bridgeParams = {
      appId: params.appid,
      timeStamp: params.timeStamp,
      nonceStr: params.nonceStr,
      package: params.package,
      signType: params.signType,
      paySign: params.paySign,
    };
    const page = await context.newPage();

    await page.goto(`${sim.url}/pay#${encodeURIComponent(JSON.stringify(bridgeParams))}`);
    const pay = page.getByTestId('fake-pay-ok');
    await pay.waitFor();
    expect(await pay.textContent()).toBe('Pay ¥14.00');
    expect(await page.getByTestId('fake-pay-sheet').textContent()).toContain('德宏自助停车服务');
    await pay.click();
    await page.locator('#result', { hasText: 'get_brand_wcpay_request:ok' }).waitFor();

    expect(await api.confirmFrontPay(payCode)).toMatchObject({ status: 1, paytype: 'icbc' });
    expect(await page.getByTestId('fake-pay-sheet').count()).toBe(0);
    await page.close();
  });

  it('"Cancel" answers cancel and settles nothing', async () => {
    const sim = await startTestSimulator({ webDir: payPage() });
    const api = await signIn(sim, FIXTURES.users.a.phone);
    const { payCode } = await api.publishPayOrder(
      parkingPayload(await api.getRepaySummary({ number: '云N12345' })),
    );
    const params = await api.payParamsFor('533103', payCode);
    const page = await context.newPage();

    await page.goto(
      `${sim.url}/pay#${encodeURIComponent(JSON.stringify({ appId: params.appid, timeStamp: params.timeStamp, nonceStr: params.nonceStr, package: params.package, signType: params.signType, paySign: params.paySign }))}`,
    );
    await page.getByTestId('fake-pay-cancel').click();
    await page.locator('#result', { hasText: 'get_brand_wcpay_request:cancel' }).waitFor();

    expect(await api.confirmFrontPay(payCode)).toMatchObject({ status: 0 });
    await page.close();
  });

  it('for a pay order the balance paid, the sheet shows why and "Pay" fails, taking nothing', async () => {
    const sim = await startTestSimulator({ webDir: payPage() });
    const api = await signIn(sim, FIXTURES.users.a.phone);
    const { payCode } = await api.publishPayOrder(
      parkingPayload(await api.getRepaySummary({ number: '云N12345' })),
    );
    const params = await api.payParamsFor('533103', payCode);
    await api.payByFunds(payCode);
    const page = await context.newPage();

    await page.goto(
      `${sim.url}/pay#${encodeURIComponent(JSON.stringify({ appId: params.appid, timeStamp: params.timeStamp, nonceStr: params.nonceStr, package: params.package, signType: params.signType, paySign: params.paySign }))}`,
    );
    expect(await page.getByTestId('fake-pay-reason').textContent()).toBe('订单已支付');
    await page.getByTestId('fake-pay-ok').click();
    await page.locator('#result', { hasText: 'get_brand_wcpay_request:fail' }).waitFor();

    expect(sim.db.prepare('SELECT COUNT(*) FROM bank_payments').pluck().get()).toBe(0);
    expect(await api.confirmFrontPay(payCode)).toMatchObject({ status: 1, paytype: 'balance' });
    await page.close();
  });

  it('the admin console shows the SMS code sent to 13800138000', async () => {
    const sim = await startTestSimulator();
    await http(sim).form('/sso/v1/api/sms/send', {
      smsType: 'dynamic',
      phone: FIXTURES.users.a.phone,
    });
    const code = await admin(sim).latestSmsCode(FIXTURES.users.a.phone);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto(`${sim.url}/__admin`);
    await page.getByTestId('admin-sms').getByText(code).waitFor();
    await page.getByText('13800138000').first().waitFor();

    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'admin-console.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
