import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { USER_A, signIn, simulatorAdmin, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

/** The smallest valid PNG (1 x 1), as a phone's gallery would hand it over. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (character) => character.charCodeAt(0),
);

describe('the settings', () => {
  it('lists avatar, nickname, the masked phone and the language', async () => {
    await signIn(USER_A);
    renderApp('/app/tools/setting/index');

    const list = await screen.findByRole('list', { name: 'Settings' });
    await waitFor(() => expect(list).toHaveTextContent('李明'));
    expect(within(list).getByRole('link', { name: /Phone number/ })).toHaveTextContent(
      '138****8000',
    );
    expect(within(list).getByRole('link', { name: /Avatar/ })).toHaveAttribute(
      'href',
      '/app/tools/setting/avater',
    );
    expect(within(list).getByRole('button', { name: 'Language: 简体中文' })).toBeVisible();
  });

  it('moves the account to a new phone proven by the code sent to it', async () => {
    await signIn(USER_A);
    const { user, location } = renderApp('/app/tools/setting/phone');
    const newPhone = '13700137000';

    await user.type(await screen.findByLabelText('New phone'), newPhone);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(async () => expect(await simulatorAdmin.smsCodes(newPhone)).toHaveLength(1));
    expect(screen.getByRole('button', { name: '30s' })).toBeDisabled();
    const [sms] = await simulatorAdmin.smsCodes(newPhone);
    await user.type(screen.getByLabelText('SMS code'), sms?.code ?? '');
    await user.click(screen.getByRole('button', { name: 'Change phone number' }));

    expect(await screen.findByText('Phone number changed')).toBeVisible();
    await waitFor(() => expect(location().pathname).toBe('/app/tools/setting/index'));
    expect((await api.getMemberInfo()).phone).toBe(newPhone);
    expect(api.session.principal?.phone).toBe(newPhone);
  });

  it('refuses a short phone before asking the server', async () => {
    await signIn(USER_A);
    const { user } = renderApp('/app/tools/setting/phone');

    await user.type(await screen.findByLabelText('New phone'), '1370013');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await user.click(screen.getByRole('button', { name: 'Change phone number' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill a correct phone number',
    );
    expect(await simulatorAdmin.smsCodes('1370013')).toHaveLength(0);
    expect((await api.getMemberInfo()).phone).toBe(USER_A);
  });

  it('uploads a new avatar and shows it', async () => {
    await signIn(USER_A);
    const { user } = renderApp('/app/tools/setting/avater');
    const input = await screen.findByLabelText('Choose a picture');

    await user.upload(input, new File([PNG], 'me.png', { type: 'image/png' }));

    expect(await screen.findByText('Avatar updated')).toBeVisible();
    const { accountPic } = await api.getMemberInfo();
    expect(accountPic).toMatch(/\/media\/upload\//);
    // The stored link may be signed afresh on each read: the picture shown is the same file.
    const file = accountPic.split('?')[0] ?? '';
    const shown = [...document.querySelectorAll('img')].map((img) => img.src.split('?')[0]);
    expect(shown.some((src) => src?.endsWith(file))).toBe(true);
  });
});

describe('the common tools', () => {
  it('offers feedback, settings, find car and the three games, and answers the FAQ', async () => {
    await signIn(USER_A);
    const [first] = await api.listQuestions();
    const { user } = renderApp('/app/tools/index');

    const menu = await screen.findByRole('navigation', { name: 'Common tools' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Feedback', 'Settings', 'Find car', 'Traffic quiz', 'Lucky wheel', 'Blind box']);

    const answer = await screen.findByText(first?.answer ?? '');
    expect(answer).not.toBeVisible();
    await user.click(screen.getByText(first?.question ?? ''));
    expect(answer).toBeVisible();

    await user.click(within(menu).getByRole('button', { name: 'Traffic quiz' }));
    expect(await screen.findByText('Question 1 of 5')).toBeVisible();
  });

  it('leads to the lucky wheel and the blind box', async () => {
    await signIn(USER_A);
    const { user, router } = renderApp('/app/tools/index');
    const menu = await screen.findByRole('navigation', { name: 'Common tools' });
    await user.click(within(menu).getByRole('button', { name: 'Lucky wheel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/bigWheel/index'));
    await router.navigate('/app/tools/index');
    const again = await screen.findByRole('navigation', { name: 'Common tools' });
    await user.click(within(again).getByRole('button', { name: 'Blind box' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/blindBox/index'));
  });
});
