import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { USER_A, USER_B, signIn, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

afterEach(() => {
  vi.useRealTimers();
});

describe('the home tab below the plate search', () => {
  it('calls the hotline from the app configuration', async () => {
    await signIn(USER_A);
    const config = await api.showAppConfig();
    renderApp('/m/home');

    const hotline = await screen.findByRole('link', { name: /Hotline/ });
    await waitFor(() => expect(hotline).toHaveAttribute('href', `tel:${config.hotline}`));
  });

  it('opens customer service in the owner’s language, with a way back to home', async () => {
    await signIn(USER_A);
    const config = await api.showAppConfig();
    const { user, location } = renderApp('/m/home');

    await user.click(await screen.findByRole('button', { name: 'Customer service' }));

    const page = await screen.findByRole('dialog', { name: 'Customer service' });
    expect(page).toHaveTextContent('Customer service answers on the hotline from 08:30 to 17:30.');
    expect(within(page).getByRole('link', { name: `Call ${config.hotline}` })).toHaveAttribute(
      'href',
      `tel:${config.hotline}`,
    );
    expect(page.textContent).not.toMatch(/\p{Script=Han}/u);
    await user.click(within(page).getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Customer service' })).not.toBeInTheDocument(),
    );
    expect(location().pathname).toBe('/m/home');
  });

  it('shows the arrears of the user’s plates in the tiles and the car parking now', async () => {
    await signIn(USER_A);
    const total = await api.getOrderTotal();
    renderApp('/m/home');

    const tiles = await screen.findByRole('region', { name: 'My parking this month' });
    await waitFor(() => expect(tiles).toHaveTextContent('¥14.00Arrears amount'));
    expect(tiles).toHaveTextContent(`${total.unpay}Arrears count`);
    expect(total.unpay).toBe(3);

    const parking = await screen.findByRole('region', { name: 'Currently parking' });
    const card = await within(parking).findByRole('link', { name: /云N12345/ });
    expect(card).toHaveTextContent('团结大街 space 012');
    await card.click();
    await screen.findByText('Order details');
  });

  it('says when none of the user’s cars is parking', async () => {
    await signIn(USER_B);
    renderApp('/m/home');

    expect(await screen.findByText('None of your cars is parking now')).toBeVisible();
    const tiles = screen.getByRole('region', { name: 'My parking this month' });
    await waitFor(() => expect(tiles).toHaveTextContent('0Arrears count'));
  });

  it('turns to the next banner every 3 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await signIn(USER_A);
    renderApp('/m/home');
    const banners = await screen.findByRole('region', { name: 'Banners' });
    const shown = (index: number) =>
      expect(within(banners).getByRole('button', { name: `Banner ${index} of 3` })).toHaveAttribute(
        'aria-current',
        'true',
      );
    await within(banners).findByRole('group', { name: 'Banner 1 of 3' });
    shown(1);

    await act(() => vi.advanceTimersByTimeAsync(2999));
    shown(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    shown(2);
    expect(within(banners).getByRole('group')).toHaveAccessibleName('Banner 2 of 3');
    await act(() => vi.advanceTimersByTimeAsync(6000));
    shown(1);
  });

  it('opens each banner its own way: the article, the shop product, the mini program', async () => {
    await signIn(USER_A);
    const [news, goods, miniProgram] = await api.listBanners({ recommend: 1, area: 'home' });
    const { user, location } = renderApp('/m/home');

    const newsLink = await screen.findByRole('link', { name: news?.name });
    expect(newsLink).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`${news?.content}$`)),
    );
    await user.click(screen.getByRole('button', { name: miniProgram?.name, hidden: true }));
    expect(await screen.findByText('Open it in the Dehong Parking mini program')).toBeVisible();
    await user.click(screen.getByRole('link', { name: goods?.name, hidden: true }));
    await waitFor(() => expect(location().pathname).toBe('/shop/goods/show'));
    expect(location().search).toBe(`?serial=${goods?.content}`);
  });

  it('lists the latest news and links to every article', async () => {
    await signIn(USER_A);
    const latest = await api.listNews({ recommend: 1, page: 1, pageSize: 3 });
    const { user, location } = renderApp('/m/home');

    const section = await screen.findByRole('region', { name: 'Latest news' });
    for (const item of latest.list) {
      expect(
        await within(section).findByRole('link', { name: new RegExp(item.title) }),
      ).toHaveAttribute('href', expect.stringMatching(new RegExp(`${item.url}$`)));
    }
    await user.click(within(section).getByRole('link', { name: 'See more' }));
    await waitFor(() => expect(location().pathname).toBe('/app/material/news'));
  });

  it('shows the notice as sanitised HTML and the footer from the app configuration', async () => {
    await signIn(USER_A);
    const config = await api.showAppConfig();
    renderApp('/m/home');

    const notice = await screen.findByRole('region', { name: 'Notice' });
    const strong = await within(notice).findByText('德宏停车');
    expect(strong.tagName).toBe('STRONG');
    // The operator's Chinese, marked as such on the English page.
    expect(strong.closest('[lang="zh-CN"]')).not.toBeNull();
    const footer = screen.getByRole('contentinfo', { name: 'About this site' });
    expect(footer).toHaveTextContent(config.copyright);
    expect(within(footer).getByRole('link', { name: config.recordNumber })).toBeVisible();
  });
});

describe('the home menu grid', () => {
  it('has the eight entries of the spec, in order', async () => {
    await signIn(USER_A);
    renderApp('/m/home');

    const menu = await screen.findByRole('navigation', { name: 'Services' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Pay',
      'Top up',
      'Buy card',
      'Find car',
      'Invoice',
      'Charging station',
      'Services',
      'More',
    ]);
  });

  it('opens the car-service shop from its Services tile (never "coming soon")', async () => {
    await signIn(USER_A);
    const { user, location } = renderApp('/m/home');
    const menu = await screen.findByRole('navigation', { name: 'Services' });

    await user.click(within(menu).getByRole('button', { name: 'Services' }));

    await waitFor(() => expect(location().pathname).toBe('/shop/index'));
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('goes to the other entries', async () => {
    await signIn(USER_A);
    const { user, location } = renderApp('/m/home');
    const menu = await screen.findByRole('navigation', { name: 'Services' });

    await user.click(within(menu).getByRole('button', { name: 'Buy card' }));
    await waitFor(() => expect(location().pathname).toBe('/app/vip/card'));
  });

  it('sends a user whose user data is gone to login first, keeping the way back to the invoices', async () => {
    await signIn(USER_A);
    const { user, location } = renderApp('/m/home');
    const menu = await screen.findByRole('navigation', { name: 'Services' });
    sessionStorage.removeItem('userData');

    await user.click(within(menu).getByRole('button', { name: 'Invoice' }));

    await waitFor(() => expect(location().pathname).toBe('/uc/login'));
    expect(location().state).toEqual({ from: '/app/vip/invoice/index' });
  });
});
