import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { USER_A, simulatorAdmin, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

async function logInThroughTheForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Phone'), USER_A);
  await user.click(screen.getByRole('button', { name: 'Get code' }));
  await waitFor(async () => expect(await simulatorAdmin.smsCodes(USER_A)).toHaveLength(1));
  const [sms] = await simulatorAdmin.smsCodes(USER_A);
  await user.type(screen.getByLabelText('SMS code'), sms?.code ?? '');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Quick phone login' }));
}

describe('/app/more', () => {
  it('lists the spec’s ten entries to a visitor', async () => {
    renderApp('/app/more');

    const menu = await screen.findByRole('navigation', { name: 'More services' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Activity',
      'News',
      'Trip bills',
      'Vehicles',
      'Spaces',
      'Invoice',
      'Messages',
      'Promotion code',
      'Sharing',
      'Common tools',
    ]);
  });

  it('sends a visitor to login for trip bills, and to trip bills after logging in', async () => {
    const { user, location } = renderApp('/app/more');

    await user.click(await screen.findByRole('button', { name: 'Trip bills' }));
    await waitFor(() => expect(location().pathname).toBe('/uc/login'));
    await logInThroughTheForm(user);

    await waitFor(() => expect(location().pathname).toBe('/app/vip/order/index'));
  });

  it('opens the open entries without login and says coming soon for sharing', async () => {
    const { user, location } = renderApp('/app/more');

    await user.click(await screen.findByRole('button', { name: 'Sharing' }));
    expect(await screen.findByText('Coming soon')).toBeVisible();
    expect(location().pathname).toBe('/app/more');

    await user.click(screen.getByRole('button', { name: 'Activity' }));
    await waitFor(() => expect(location().pathname).toBe('/app/material/activity'));
  });

  it('sends a visitor to login for each entry the spec flags', async () => {
    for (const name of ['Vehicles', 'Spaces', 'Invoice', 'Messages', 'Common tools']) {
      const { user, location, unmount } = renderApp('/app/more');
      await user.click(await screen.findByRole('button', { name }));
      await waitFor(() => expect(location().pathname).toBe('/uc/login'));
      unmount();
    }
  });
});
