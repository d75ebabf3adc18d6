import { FIXTURES, stateSeeder } from '@dehong/simulator';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/app';
import { setUpJourneys } from '../support/journey';
import { apiOfPage } from '../support/simulator';

const journey = setUpJourneys();
const userA = FIXTURES.users.a;

/** Each payload would set `window.__xss` if the page ever ran it. */
const IMG_PAYLOAD = `<img src=x onerror="window.__xss='img'">`;
const SCRIPT_PAYLOAD = `<script>window.__xss='script'</script>`;

const ranPayload = () => journey.page.evaluate(() => (window as { __xss?: string }).__xss ?? null);

describe('hostile text in the browser', () => {
  it('news carrying <script> and <img onerror> shows as text on home and on the news page, and runs nothing', async () => {
    const { page, admin, sim } = journey;
    // The operator's newsroom publishes them (the simulator's own seeding: the newest article of
    // a type is recommended, so both lead the home tab's latest news).
    const seed = stateSeeder(sim.db, sim.clock);
    seed.newsType('XSS1', IMG_PAYLOAD, 1);
    seed.newsType('XSS2', SCRIPT_PAYLOAD, 1);

    await signIn(page, admin, userA.phone);
    const latest = page.getByRole('region', { name: '最新资讯' });
    await latest.getByText(`${IMG_PAYLOAD}（1）`, { exact: true }).waitFor();
    await latest.getByText(`${SCRIPT_PAYLOAD}（1）`, { exact: true }).waitFor();

    expect(await ranPayload()).toBeNull();
    expect(await latest.locator('img[src="x"], script').count()).toBe(0);

    // The news page names its tabs after the (hostile) news types, and lists the articles.
    await latest.getByRole('link', { name: '查看更多' }).click();
    await page.waitForURL('**/app/material/news');
    await page.getByRole('tab', { name: IMG_PAYLOAD, exact: true }).click();
    await page.getByText(`${IMG_PAYLOAD}（1）`, { exact: true }).waitFor();
    expect(await ranPayload()).toBeNull();
    expect(await page.locator('#root img[src="x"], #root script').count()).toBe(0);

    // ...and the article's own page, served by the operator, opened inside the app.
    await page.getByText(`${IMG_PAYLOAD}（1）`, { exact: true }).click();
    const article = page.frameLocator('iframe[src$="/media/news/XSS1N1.html"]');
    await article.getByText(`${IMG_PAYLOAD}（1）`, { exact: true }).first().waitFor();
    const frame = page.frames().find((candidate) => candidate.url().endsWith('/XSS1N1.html'));
    expect(await frame?.evaluate(() => (window as { __xss?: string }).__xss ?? null)).toBeNull();
    expect(await ranPayload()).toBeNull();
    expect(await article.locator('img[src="x"]').count()).toBe(0);
  });

  it('feedback typed with <script> and <img onerror> is stored as typed and listed as text', async () => {
    const { page, admin } = journey;
    const content = `停车场入口太窄 ${SCRIPT_PAYLOAD} ${IMG_PAYLOAD}`;
    await signIn(page, admin, userA.phone);
    await page.goto(journey.url('/app/tools/feedback/pub'));

    await page.getByLabel('反馈内容').fill(content);
    await page.getByRole('button', { name: '提交' }).click();

    await page.waitForURL('**/app/tools/feedback/index');
    await page.getByText(content, { exact: true }).waitFor();
    expect(await ranPayload()).toBeNull();
    expect(await page.locator('#root img[src="x"], #root script').count()).toBe(0);
    const api = await apiOfPage(page, journey.sim.url);
    const [newest] = (await api.listFeedback({ page: 1, pageSize: 10 })).list;
    expect(newest?.content).toBe(content);
  });
});

describe('the security headers', () => {
  it('the app is served with a Content-Security-Policy that refuses inline scripts, and works under it', async () => {
    const { page, admin } = journey;
    const response = await page.goto(journey.url('/uc/login'));
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['content-security-policy']).toMatch(/frame-ancestors/);

    // An inline script (what an injected payload would be) is refused, and the suite's watch on
    // CSP reports sees the refusal.
    const refusal = page.waitForEvent('console', (message) =>
      /Content Security Policy/.test(message.text()),
    );
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = "window.__xss = 'inline'";
      document.head.append(script);
      return (window as { __xss?: string }).__xss ?? null;
    });
    expect(ran).toBeNull();
    expect((await refusal).text()).toMatch(/script-src/);
    expect(journey.takeProblems()).toEqual([expect.stringMatching(/^CSP violation/)]);

    // ...while the app itself runs under the same policy: sign in and land on home.
    await signIn(page, admin, userA.phone);
    await page.getByRole('button', { name: '查询订单' }).waitFor();
  });
});
