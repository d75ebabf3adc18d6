import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { USER_A, signIn, testAgainstSimulator } from '@/testing/simulator';
import { plateKey } from '@/testing/plate-keys';

testAgainstSimulator();

describe('the home tab', () => {
  it('asks for the plate first when querying without one', async () => {
    await signIn(USER_A);
    const { user } = renderApp('/m/home');

    await user.click(await screen.findByRole('button', { name: 'Query orders' }));

    expect(await screen.findByText('Please enter the plate first')).toBeVisible();
  });

  it('takes a plate from the plate keyboard and queries its orders', async () => {
    await signIn(USER_A);
    const { user, location } = renderApp('/m/home');

    await user.click(await screen.findByRole('button', { name: /^Plate number: / }));
    const keyboard = await screen.findByRole('dialog', { name: 'Enter the plate number' });
    for (const key of '云N123456') {
      await user.click(within(keyboard).getByRole('button', { name: plateKey(key) }));
    }
    await user.click(within(keyboard).getByRole('button', { name: 'Delete' }));
    await user.click(within(keyboard).getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: /^Plate number: / })).toHaveTextContent('云N12345');

    await user.click(screen.getByRole('button', { name: 'Query orders' }));

    await waitFor(() => expect(location().pathname).toBe('/m/order/payment'));
    expect(new URLSearchParams(location().search).get('carNumber')).toBe('云N12345');
    const summary = await screen.findByRole('region', { name: 'Total arrears' });
    await waitFor(() => expect(summary).toHaveTextContent('¥14.00'));
  });

  it('has three tabs: find a parking space, home and mine', async () => {
    await signIn(USER_A);
    const { user, location } = renderApp('/m/home');
    await screen.findByRole('button', { name: 'Query orders' });

    await user.click(screen.getByText('Find a parking space'));
    await waitFor(() => expect(location().search).toBe('?tab=map'));
    await waitFor(() => expect(document.title).toBe('Find a parking space'));
    expect(await screen.findByRole('region', { name: 'Parking lots map' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Query orders' })).not.toBeInTheDocument();

    await user.click(screen.getByText('Mine'));
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeVisible();

    await user.click(screen.getByText('Home'));
    expect(await screen.findByRole('button', { name: 'Query orders' })).toBeVisible();
    expect(location().search).toBe('');
  });
});
