import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { USER_A, signIn, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

/**
 * A detail screen opened without the serial it names (a cut link, a bookmark) says what is missing
 * at once, instead of waiting forever for an order nobody asked for.
 */
describe('a detail screen without its serial', () => {
  it.each([
    ['/evc/order/show', 'No charging order was named. Open it from your charging orders.'],
    ['/evc/order/charging', 'No charging order was named. Open it from your charging orders.'],
    ['/app/vip/invoice/show', 'No invoice was named. Open it from your invoices.'],
  ])('%s says so instead of spinning', async (path, words) => {
    await signIn(USER_A);
    renderApp(path);

    expect(await screen.findByText(words)).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(document.querySelector('.adm-spin-loading, .adm-dot-loading')).toBeNull();
  });
});
