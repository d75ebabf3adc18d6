import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { USER_A, USER_B, signIn, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (character) => character.charCodeAt(0),
);

describe('feedback', () => {
  it('lists the member’s feedback with the operator’s reply', async () => {
    await signIn(USER_A);
    renderApp('/app/tools/feedback/index');

    expect(await screen.findByText('希望团结大街增加一些停车位。')).toBeVisible();
    expect(screen.getByText(/感谢您的建议/)).toBeVisible();
  });

  it('sends feedback with a picture, which the operator then holds and the list shows first', async () => {
    await signIn(USER_B);
    const { user, location } = renderApp('/app/tools/feedback/index');
    expect(await screen.findByText('No feedback yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(location().pathname).toBe('/app/tools/feedback/pub'));

    await user.type(
      await screen.findByLabelText('Your feedback'),
      'The sensor at 勇罕街 005 is broken',
    );
    await user.upload(
      screen.getByLabelText('Add a picture'),
      new File([PNG], 'sensor.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Picture 1' })).toBeVisible();
    await user.type(screen.getByLabelText('Contact'), USER_B);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Thank you for your feedback')).toBeVisible();
    await waitFor(() => expect(location().pathname).toBe('/app/tools/feedback/index'));
    const item = (await screen.findByText('The sensor at 勇罕街 005 is broken')).closest('li');
    expect(within(item as HTMLElement).getByText('Waiting for a reply')).toBeVisible();
    const [stored] = (await api.listFeedback()).list;
    expect(stored).toMatchObject({
      content: 'The sensor at 勇罕街 005 is broken',
      contact: USER_B,
    });
    expect(stored?.images).toHaveLength(1);
  });

  it('asks for the content before sending anything', async () => {
    await signIn(USER_B);
    const { user } = renderApp('/app/tools/feedback/pub');

    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Please describe the problem first')).toBeVisible();
    expect((await api.listFeedback()).total).toBe(0);
  });
});
