import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { USER_A, signIn, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

const careMode = () => document.documentElement.classList.contains('care');

describe('care mode (长辈版)', () => {
  it('is offered once, on the first visit: accepted, home becomes the big buttons of care mode', async () => {
    await signIn(USER_A);
    const { user } = renderApp('/m/home');

    const offer = await screen.findByRole('region', {
      name: 'Larger words and buttons, a simpler home: try care mode?',
    });
    await user.click(within(offer).getByRole('button', { name: 'Turn on care mode' }));

    const actions = await screen.findByRole('navigation', { name: 'What would you like to do?' });
    expect(careMode()).toBe(true);
    expect(localStorage.getItem('dehong.careMode')).toBe('1');
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Pay for parking¥14.00 to pay',
      'Top up my balance',
      'My monthly card',
      'My vehicles',
      expect.stringMatching(/^Call the operator/),
    ]);
    expect(within(actions).getByRole('link', { name: /^Call the operator/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    // No banners, menu grid, news or shop on care mode's home.
    expect(screen.queryByRole('region', { name: 'Banners' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Services' })).not.toBeInTheDocument();
  });

  it('is not offered again once declined; home keeps its button into care mode', async () => {
    await signIn(USER_A);
    const first = renderApp('/m/home');
    const offer = await screen.findByRole('region', {
      name: 'Larger words and buttons, a simpler home: try care mode?',
    });
    await first.user.click(within(offer).getByRole('button', { name: 'No, thanks' }));
    expect(offer).not.toBeInTheDocument();
    first.unmount();

    renderApp('/m/home');
    await screen.findByRole('button', { name: 'Query orders' });
    expect(screen.queryByRole('button', { name: 'Turn on care mode' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Care mode' })).toBeVisible();
    expect(careMode()).toBe(false);
  });

  it("is a switch in the settings; on, the tools' menu leaves the games out", async () => {
    await signIn(USER_A);
    const { user, router } = renderApp('/app/tools/setting/index');

    await user.click(
      await screen.findByRole('switch', { name: 'Care mode (larger words and buttons)' }),
    );
    await waitFor(() => expect(careMode()).toBe(true));

    await router.navigate('/app/tools/index');
    const menu = await screen.findByRole('navigation', { name: 'Common tools' });
    expect(within(menu).queryByRole('button', { name: 'Lucky wheel' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Find car' })).toBeVisible();
  });
});
