import { FIXTURES } from '@dehong/simulator';
import { describe, expect, it } from 'vitest';
import { signIn, toast } from '../support/app';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
const userA = FIXTURES.users.a;

/** No tile says "coming soon" where a screen exists, and no page strands the owner. */
describe('no dead ends', () => {
  it('the home Services tile opens the car-services shop, not "coming soon"', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);

    await page
      .getByRole('navigation', { name: '服务' })
      .getByRole('button', { name: '服务', exact: true })
      .click();

    await page.waitForURL('**/shop/index');
    await page.getByRole('heading', { name: '车服务', level: 1 }).waitFor();
    expect(await toast(page, '敬请期待').count()).toBe(0);
  });

  it('customer service opens in the app and its back arrow returns to home', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);

    await page.getByRole('button', { name: '人工客服' }).click();

    const service = page.getByRole('dialog', { name: '人工客服' });
    await service.getByText('客服工作时间 08:30-17:30，请拨打客服热线。').waitFor();
    await service.getByRole('link', { name: /^拨打 / }).waitFor();
    await service.getByRole('button', { name: '返回' }).click();
    await service.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/m/home');
  });

  it('a news article opens in the app and its back arrow returns to the list', async () => {
    const { page, admin } = journey;
    await page.goto(`${admin.url}/app/material/news`);
    const first = page.getByRole('main').getByRole('link').first();
    const title = (await first.locator('strong').textContent()) ?? '';

    await first.click();

    const article = page.getByRole('dialog', { name: title });
    await article.waitFor();
    // The operator's page is shown inside the app (same origin), not instead of it.
    await page.frameLocator(`iframe[title="${title}"]`).locator('body').waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/material/news');
    await article.getByRole('button', { name: '返回' }).click();
    await article.waitFor({ state: 'hidden' });
    await first.waitFor();
  });
});
