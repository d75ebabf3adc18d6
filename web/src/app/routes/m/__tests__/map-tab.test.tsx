import { remainingSpaces } from '@dehong/api-spec/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { USER_A, signIn, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

// jsdom lays nothing out; Leaflet sizes the map from its container (a phone's screen here) and
// pans an opened info window into view from that size.
const layout = ['clientWidth', 'clientHeight'] as const;
beforeAll(() => {
  for (const [index, property] of layout.entries()) {
    Object.defineProperty(HTMLElement.prototype, property, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('leaflet-container') ? [375, 700][index] : 0;
      },
    });
  }
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => {
  for (const property of layout) delete (HTMLElement.prototype as Partial<HTMLElement>)[property];
});

describe('the map tab', () => {
  it('puts a marker on the map for every street-parking lot', async () => {
    await signIn(USER_A);
    const { list } = await api.listLots({ type: 0, pageSize: 200 });
    renderApp('/m/home?tab=map');

    const map = await screen.findByRole('region', { name: 'Parking lots map' });
    await waitFor(() =>
      expect(within(map).getAllByRole('button', { name: /.+/ }).length).toBe(list.length),
    );
    expect(within(map).getByText(`${list.length} parking lots nearby`)).toBeVisible();
    expect(list.every((lot) => lot.type === 0)).toBe(true);
  });

  // Markers are keyboard buttons: Enter opens the info window as a tap does. Leaflet reads the
  // key code of the keypress, which user-event leaves at 0; jsdom's mouse events carry no position,
  // from which Leaflet would place a tap on the map.
  async function openInfoWindow(name: string) {
    const marker = await screen.findByRole('button', { name });
    marker.focus();
    fireEvent.keyPress(marker, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    return screen.findByRole('region', { name });
  }

  it('opens a lot’s info window with its name, total, remaining spaces and address', async () => {
    await signIn(USER_A);
    const { list } = await api.listLots({ type: 0, pageSize: 200 });
    const roomy = list.find((lot) => lot.full < lot.space);
    if (!roomy) throw new Error('the fixtures have a lot with free spaces');
    renderApp('/m/home?tab=map');

    const info = await openInfoWindow(roomy.name);

    expect(info).toHaveTextContent(`Total spaces${roomy.space}`);
    expect(info).toHaveTextContent(`Remaining${roomy.space - roomy.full}`);
    expect(info).toHaveTextContent(roomy.address);
  });

  it('says 0 remaining for a lot whose sensors count more cars than spaces', async () => {
    await signIn(USER_A);
    const { list } = await api.listLots({ type: 0, pageSize: 200 });
    const overfull = list.find((lot) => lot.full > lot.space);
    if (!overfull) throw new Error('the fixtures have an overfull lot');
    renderApp('/m/home?tab=map');

    const info = await openInfoWindow(overfull.name);

    expect(info).toHaveTextContent(`Total spaces${overfull.space}`);
    expect(info).toHaveTextContent('Remaining0');
    expect(remainingSpaces(overfull)).toBe(0);
  });

  it('refreshes the traffic layer every 180 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await signIn(USER_A);
    renderApp('/m/home?tab=map');
    const trafficTiles = () =>
      [...document.querySelectorAll<HTMLImageElement>('img.leaflet-tile')]
        .map((tile) => tile.src)
        .filter((src) => src.includes('traffictile'));
    await waitFor(() => expect(trafficTiles().length).toBeGreaterThan(0));
    const before = new Set(trafficTiles().map((src) => new URL(src).searchParams.get('_')));
    expect(before.size).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(179_000));
    expect(new Set(trafficTiles().map((src) => new URL(src).searchParams.get('_')))).toEqual(
      before,
    );
    await act(() => vi.advanceTimersByTimeAsync(1_000));

    await waitFor(() =>
      expect(trafficTiles().map((src) => new URL(src).searchParams.get('_'))).not.toContain(
        [...before][0],
      ),
    );
  });

  it('does not load the map on the home tab', async () => {
    await signIn(USER_A);
    renderApp('/m/home');

    await screen.findByRole('navigation', { name: 'Services' });
    expect(document.querySelector('.leaflet-container')).toBeNull();
  });
});
