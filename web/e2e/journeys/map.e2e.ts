import { createApi } from '@dehong/api-spec';
import { AREAS, LOT_PAGE_SIZE } from '@dehong/api-spec/domain';
import { FIXTURES } from '@dehong/simulator';
import { describe, expect, it } from 'vitest';
import { openTab, signIn } from '../support/app';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();

describe('the map tab', () => {
  it('shows every lot as a marker without map tiles (offline), and a marker opens its info window', async () => {
    const { page, admin } = journey;
    const { list: lots } = await createApi({ baseUrl: admin.url }).listLots({
      type: 0,
      region: AREAS.all,
      pageSize: LOT_PAGE_SIZE,
    });
    // Near the map's centre, and fuller than its spaces: remaining shows 0, not a negative.
    const lot = lots.find((candidate) => candidate.serial === 'LOT023');
    expect(lot).toMatchObject({ name: '姚桥停车场', space: 30, full: 35 });
    const tiles = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('autonavi.com'),
    );

    await signIn(page, admin, FIXTURES.users.a.phone);
    await openTab(page, '找车位');

    const map = page.getByRole('region', { name: '停车场地图' });
    await map.getByText(`附近 ${lots.length} 个停车场`).waitFor();
    expect(await map.locator('.leaflet-marker-icon').count()).toBe(lots.length);
    await tiles;

    await map.getByRole('button', { name: lot?.name }).click();
    const info = map.getByRole('region', { name: lot?.name });
    await info.getByRole('heading', { name: lot?.name }).waitFor();
    expect(await info.locator('dl').innerText()).toMatch(/总车位\s*30\s*剩余车位\s*0/);
    await info.getByText(lot?.address ?? '').waitFor();
  });
});
