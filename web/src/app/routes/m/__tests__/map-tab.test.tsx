import { remainingSpaces } from '@dehong/api-spec/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    const names = new Set(list.map((lot) => lot.name));
    await waitFor(() =>
      expect(
        within(map)
          .getAllByRole('button')
          .filter((button) => names.has(button.getAttribute('title') ?? '')).length,
      ).toBe(list.length),
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

  // The map finds the owner.
  function installChatLocation(at: { lat: number; lng: number }) {
    const calls: { method: string; params: Record<string, unknown> }[] = [];
    window.WeixinJSBridge = {
      invoke(method: string, params: unknown, callback: (result: object) => void) {
        calls.push({ method, params: params as Record<string, unknown> });
        if (method === 'geoLocation') {
          callback({ err_msg: 'geoLocation:ok', latitude: at.lat, longitude: at.lng });
        } else callback({ err_msg: `${method}:ok` });
      },
    } as unknown as Window['WeixinJSBridge'];
    return calls;
  }
  afterEach(() => {
    delete window.WeixinJSBridge;
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('has zoom buttons, and "show where I am" lists the lots nearest first (the chat app’s location)', async () => {
    await signIn(USER_A);
    const { list } = await api.listLots({ type: 0, pageSize: 200 });
    const here = list[list.length - 1]!;
    const calls = installChatLocation(here);
    const user = userEvent.setup();
    renderApp('/m/home?tab=map');
    const map = await screen.findByRole('region', { name: 'Parking lots map' });
    // Leaflet adds its controls once the map is made, after the first render.
    expect(await within(map).findByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Zoom out' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'All parking lots' });

    await user.click(within(map).getByRole('button', { name: 'Show where I am' }));

    const nearest = await screen.findByRole('region', { name: 'Nearest to you' });
    const items = within(nearest).getAllByRole('listitem');
    expect(items).toHaveLength(list.length);
    expect(within(items[0]!).getByTestId('lot-distance')).toHaveTextContent(/^0 m$/);
    const mine = within(nearest).getByRole('listitem', { name: here.name });
    expect(within(mine).getByTestId('lot-distance')).toHaveTextContent(/^0 m$/);
    const metres = items.map((item) => {
      const text = within(item).getByTestId('lot-distance').textContent ?? '';
      const value = Number.parseFloat(text.replace(/,/g, ''));
      return text.endsWith('km') ? value * 1000 : value;
    });
    expect(metres).toEqual([...metres].sort((a, b) => a - b));
    expect(calls[0]).toMatchObject({ method: 'geoLocation', params: { type: 'gcj02' } });
  });

  it('without the chat app, the browser’s geolocation finds the owner; refused, it says so', async () => {
    await signIn(USER_A);
    let allow = true;
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition(success: PositionCallback, failure: PositionErrorCallback) {
          if (allow) {
            success({ coords: { latitude: 24.43, longitude: 98.58 } } as GeolocationPosition);
          } else {
            failure({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
          }
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/m/home?tab=map');
    const locate = await screen.findByRole('button', { name: 'Show where I am' });

    allow = false;
    await user.click(locate);
    expect(await screen.findByRole('status')).toHaveTextContent('Location is not allowed');

    allow = true;
    await user.click(locate);
    await screen.findByRole('region', { name: 'Nearest to you' });
  });

  it('"Navigate" opens the chat app’s map at the lot; without it, the link is AutoNavi’s route', async () => {
    await signIn(USER_A);
    const { list } = await api.listLots({ type: 0, pageSize: 200 });
    const lot = list[0]!;
    renderApp('/m/home?tab=map');
    const all = await screen.findByRole('region', { name: 'All parking lots' });
    const [link] = await within(all).findAllByRole('link', { name: `Navigate to ${lot.name}` });
    if (!link) throw new Error('the list has the lot');
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://uri.amap.com/navigation');
    expect(url.searchParams.get('to')).toBe(`${lot.lng},${lot.lat},${lot.name}`);

    const calls = installChatLocation(lot);
    await userEvent.setup().click(link);
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'openLocation',
        params: expect.objectContaining({ latitude: lot.lat, longitude: lot.lng, name: lot.name }),
      }),
    );
  });

  it('does not load the map on the home tab', async () => {
    await signIn(USER_A);
    renderApp('/m/home');

    await screen.findByRole('navigation', { name: 'Services' });
    expect(document.querySelector('.leaflet-container')).toBeNull();
  });
});
