import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { USER_A, signIn, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

/** A plate is an identifier, not a Chinese word: 云N12345, 云ND66666, 云N临12345. */
const PLATE = /[\u4e00-\u9fff][A-Z]([A-Z0-9]{4,6}|临\d{4,6})[挂学警]?/g;

/** Chinese shown outside what is marked lang="zh-CN" (plates aside). */
function chineseOutsideOperatorWords(root: HTMLElement = document.body): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('[lang="zh-CN"], script, style')) continue;
    const text = (node.textContent ?? '').replace(PLATE, '');
    if (/\p{Script=Han}/u.test(text)) found.push(text.trim());
  }
  return found;
}

/**
 * Lot and station names are the operator's words: an English page shows them as
 * written, marked lang="zh-CN", inside its own sentences ("团结大街 space 012").
 */
describe('lot and station names in English', () => {
  it('are marked as Chinese on the order cards of a plate', async () => {
    await signIn(USER_A);
    renderApp('/m/order/list?carNumber=云N12345');

    const [place] = await screen.findAllByText(/^space \d+$/, { exact: false });
    expect(place?.closest('dd')).toHaveTextContent(/^\S+ space \d+$/);
    expect(place?.closest('dd')?.querySelector('[lang="zh-CN"]')).toHaveTextContent('团结大街');
    expect(chineseOutsideOperatorWords()).toEqual([]);
  });

  it('are marked as Chinese in the trip bills', async () => {
    await signIn(USER_A);
    renderApp('/app/vip/order/index');

    await screen.findAllByText(/^space \d+$/, { exact: false });
    expect(chineseOutsideOperatorWords()).toEqual([]);
  });

  it('are marked as Chinese among the charging stations and charging orders', async () => {
    await signIn(USER_A);
    const [station] = (await api.listChargeStations({ lng: 98.5856, lat: 24.4337 })).list;
    await api.startCharging('CE21');
    const stations = renderApp('/evc/station');

    await screen.findByRole('listitem', { name: station?.name });
    expect(chineseOutsideOperatorWords()).toEqual([]);
    stations.unmount();

    renderApp('/evc/order/index');
    await waitFor(() =>
      expect(screen.getAllByText(station?.name ?? '-').length).toBeGreaterThan(0),
    );
    expect(chineseOutsideOperatorWords()).toEqual([]);
  });
});
