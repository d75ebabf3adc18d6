import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { USER_A, memberClient, signIn, testAgainstSimulator } from '@/testing/simulator';
import operatorWords from '@/i18n/locales/en-US/operator';
/** An operator word as the en-US app shows it (known words are translated). */
const shown = (text = '') => (operatorWords as Record<string, string>)[text] ?? text;

testAgainstSimulator();

describe('points', () => {
  it('shows integral / 1000 as points and signs in once a day', async () => {
    await signIn(USER_A);
    const { user } = renderApp('/app/vip/integral/index');
    const points = await screen.findByRole('region', { name: 'My points' });
    await waitFor(() => expect(points).toHaveTextContent('1.23'));

    await user.click(within(points).getByRole('button', { name: 'Sign in today' }));

    expect(await screen.findByText('Signed in: +0.1 points')).toBeVisible();
    await waitFor(() => expect(points).toHaveTextContent('1.33'));
    expect((await api.getMemberFunds()).integral).toBe(1330);
  });

  it('says so when the member has already signed in today, and adds nothing', async () => {
    await signIn(USER_A);
    await memberClient().signToday();
    const { user } = renderApp('/app/vip/integral/index');
    const points = await screen.findByRole('region', { name: 'My points' });
    await waitFor(() => expect(points).toHaveTextContent('1.33'));

    await user.click(within(points).getByRole('button', { name: 'Sign in today' }));

    expect(await screen.findByText('You have already signed in today')).toBeVisible();
    expect((await api.getMemberFunds()).integral).toBe(1330);
  });
});

describe('messages', () => {
  it('lists the messages and marks one read when it is opened', async () => {
    await signIn(USER_A);
    const { list } = await api.listMessages();
    const unread = list.find((message) => message.read === 0);
    if (!unread) throw new Error('the fixtures give user A an unread message');
    const { user } = renderApp('/app/vip/message/index');

    const title = await screen.findByRole('button', { name: new RegExp(shown(unread.title)) });
    expect(within(title).getByRole('img', { name: 'Unread' })).toBeVisible();
    await user.click(title);

    expect(await screen.findByText(unread.content)).toBeVisible();
    await waitFor(async () =>
      expect((await api.listMessages()).list.find((m) => m.serial === unread.serial)?.read).toBe(1),
    );
  });
});

describe('the promotion code', () => {
  it('shows the member’s code and a QR code of their promotion link', async () => {
    await signIn(USER_A);
    const { promotionCode } = await api.getMemberInfo();
    renderApp('/app/vip/share');

    const qr = await screen.findByRole('img', {
      name: `QR code of promotion code ${promotionCode}`,
    });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    const link = new URL(qr.getAttribute('data-link') ?? '');
    expect(link.pathname).toBe('/uc/login');
    expect(link.searchParams.get('promoter')).toBe(promotionCode);
    expect(screen.getByText(promotionCode)).toBeVisible();
  });
});
