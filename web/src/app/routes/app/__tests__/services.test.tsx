import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { USER_A, signIn, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

describe('paying several plates at once', () => {
  it('merges the chosen plates’ arrears and settles them from the balance', async () => {
    await signIn(USER_A);
    const { user } = renderApp('/app/pay/merge');
    const plates = await screen.findByRole('list', { name: 'My plates' });

    // One plate after the other, each seen in the total (云ND66666 parks free): a box seen
    // checked proves only that its native input toggled, not that the app took the tap.
    const bar = screen.getByRole('region', { name: 'To pay' });
    const boxes = ['云N12345', '云ND66666'].map((plate) =>
      within(plates).getByRole('checkbox', { name: plate }),
    );
    await user.click(boxes[0]!);
    await waitFor(() => expect(bar).toHaveTextContent('3 orders to pay ¥14.00'));
    await user.click(boxes[1]!);
    await waitFor(() => expect(boxes[1]).toBeChecked());
    expect(boxes[0]).toBeChecked();
    await waitFor(() => expect(bar).toHaveTextContent('3 orders to pay ¥14.00'));
    await user.click(within(bar).getByRole('button', { name: 'Settle' }));
    const confirm = await screen.findByRole('dialog', { name: 'Pay from balance' });
    expect(confirm).toHaveTextContent('Amount¥14.00');
    await user.click(within(confirm).getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText('Payment successful')).toBeVisible();
    expect((await api.getMemberFunds()).funds).toBe(5000 - 1400);
    expect(
      (await api.getRepaySummary({ number: '云N12345', plateType: 1, code: '5331' })).count,
    ).toBe(0);
  });
});

describe('the services page', () => {
  it('lists the operator’s service halls with their phone', async () => {
    const [hall] = await api.listNearbyOrgs({ lng: 98.5856, lat: 24.4337, radius: 50_000 });
    renderApp('/app/index');

    const item = await screen.findByRole('listitem', { name: hall?.name });
    expect(within(item).getByRole('link', { name: `Call ${hall?.tel}` })).toHaveAttribute(
      'href',
      `tel:${hall?.tel}`,
    );
    expect(screen.getByRole('navigation', { name: 'More services' })).toBeVisible();
  });
});
