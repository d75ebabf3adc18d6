import { createApi } from '@dehong/api-spec';
import { AREAS, LOT_PAGE_SIZE } from '@dehong/api-spec/domain';
import { FIXTURES } from '@dehong/simulator';
import { describe, expect, it } from 'vitest';
import { openTab, signIn } from '../support/app';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();

describe('the map finds the owner', () => {
  it('zooms with 44 px buttons, locates the phone (browser geolocation) and lists the lots nearest first', async () => {
    const { admin } = journey;
    const { list: lots } = await createApi({ baseUrl: admin.url }).listLots({
      type: 0,
      region: AREAS.all,
      pageSize: LOT_PAGE_SIZE,
    });
    // A phone outside the chat app, standing in Mangshi with location allowed.
    const page = await journey.openPhone({
      geolocation: { latitude: 24.4337, longitude: 98.5856 },
      permissions: ['geolocation'],
    });
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, admin, FIXTURES.users.a.phone);
    await openTab(page, '找车位');
    const map = page.getByRole('region', { name: '停车场地图' });
    await map.getByText(`附近 ${lots.length} 个停车场`).waitFor();

    const zoomIn = map.getByRole('button', { name: '放大' });
    const box = await zoomIn.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    const tileZoom = () =>
      page.evaluate(() =>
        Math.max(
          ...[...document.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((tile) =>
            Number(new URL(tile.src).searchParams.get('z')),
          ),
        ),
      );
    const before = await tileZoom();
    await zoomIn.click();
    await expect.poll(tileZoom).toBe(before + 1);

    await map.getByRole('button', { name: '定位到我的位置' }).click();

    const nearest = page.getByRole('region', { name: '离我最近' });
    await nearest.waitFor();
    const distances = await nearest.getByTestId('lot-distance').allInnerTexts();
    expect(distances).toHaveLength(lots.length);
    const metres = distances.map((text) =>
      text.endsWith('公里') ? Number.parseFloat(text) * 1000 : Number.parseFloat(text),
    );
    expect(metres).toEqual([...metres].sort((a, b) => a - b));
    expect(await page.locator('path.leaflet-interactive').count()).toBeGreaterThan(0);
    const navigate = nearest.getByRole('link', { name: /^导航到/ }).first();
    expect(await navigate.getAttribute('href')).toMatch(/^https:\/\/uri\.amap\.com\/navigation\?/);
  });
});
