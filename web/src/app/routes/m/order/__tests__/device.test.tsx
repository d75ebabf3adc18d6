import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { USER_A, signIn, simulatorAdmin, testAgainstSimulator } from '@/testing/simulator';
import { plateKey } from '@/testing/plate-keys';

testAgainstSimulator();

/** The scanned space's line: its lot name, the operator's word, is marked as Chinese. */
const spaceLine = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' &&
  element.textContent === text &&
  element.querySelector('[lang="zh-CN"]') !== null;

afterEach(() => {
  vi.useRealTimers();
});

const guide = () => screen.findByRole('dialog', { name: 'Is this your car?' });
const plateDisplay = () => screen.getByRole('button', { name: /^Plate number, tap to change/ });
const summary = () => screen.getByRole('region', { name: 'Total arrears' });

describe('the payment page opened from a kerb device code', () => {
  it('offers to pay for the car the device saw there', async () => {
    await signIn(USER_A);
    const { user, location } = renderApp('/m/order/payment?d=D10001');

    const dialog = await guide();
    expect(dialog).toHaveTextContent('The car last seen at 团结大街 space 012:');
    expect(dialog).toHaveTextContent('云N12345');
    expect(screen.getByText(spaceLine('团结大街 space 012'))).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(summary()).getByText('¥14.00')).toBeInTheDocument());
    expect(new URLSearchParams(location().search).get('carNumber')).toBe('云N12345');
  });

  it('lets the driver say it is not their car and type their plate', async () => {
    await signIn(USER_A);
    const { user } = renderApp('/m/order/payment?d=D10001');

    await user.click(within(await guide()).getByRole('button', { name: 'Not my car' }));
    const choice = await guide();
    expect(within(choice).getByRole('button', { name: 'I am a no-plate car' })).toBeVisible();
    await waitFor(() => expect(plateDisplay()).toHaveAccessibleName('Plate number, tap to change'));

    await user.click(within(choice).getByRole('button', { name: 'Enter plate manually' }));

    expect(await screen.findByRole('dialog', { name: 'Enter the plate number' })).toBeVisible();
  });

  it('after "Not my car" says the camera read another car, and a typed plate is never shown as the car seen', async () => {
    await signIn(USER_A);
    const { user, location } = renderApp('/m/order/payment?d=D10001');

    await user.click(within(await guide()).getByRole('button', { name: 'Not my car' }));
    const choice = await guide();
    await waitFor(() =>
      expect(choice).toHaveTextContent(
        'The camera at 团结大街 space 012 read 云N12345, which is not your car.',
      ),
    );
    expect(choice).not.toHaveTextContent('No plate was recognised');

    await user.click(within(choice).getByRole('button', { name: 'Enter plate manually' }));
    const keyboard = await screen.findByRole('dialog', { name: 'Enter the plate number' });
    for (const key of '云N54321') {
      await user.click(within(keyboard).getByRole('button', { name: plateKey(key) }));
    }
    await user.click(within(keyboard).getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(plateDisplay()).toHaveAccessibleName('Plate number, tap to change: 云N54321'),
    );
    expect(new URLSearchParams(location().search).get('carNumber')).toBe('云N54321');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/last seen/)).not.toBeInTheDocument();
  });

  it('a typed plate kept in the link (a reload) is not offered as the car the device saw', async () => {
    await signIn(USER_A);
    renderApp(`/m/order/payment?d=D10001&carNumber=${encodeURIComponent('云N54321')}`);

    await waitFor(() =>
      expect(plateDisplay()).toHaveAccessibleName('Plate number, tap to change: 云N54321'),
    );
    expect(await screen.findByText(spaceLine('团结大街 space 012'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/last seen/)).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ends the no-plate order, settles for 5 seconds, then shows what to pay', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await signIn(USER_A);
    const { user, location } = renderApp('/m/order/payment?d=D10002');

    const dialog = await guide();
    expect(dialog).toHaveTextContent('No plate was recognised at 团结大街 space 013.');
    await user.click(within(dialog).getByRole('button', { name: 'I am a no-plate car' }));

    expect(await screen.findByText('Settling the no-plate order… 5s')).toBeVisible();
    for (const left of [4, 3, 2, 1]) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.getByText(`Settling the no-plate order… ${left}s`)).toBeVisible();
    }
    expect(plateDisplay()).toHaveAccessibleName('Plate number, tap to change');

    await act(() => vi.advanceTimersByTimeAsync(1000));

    await waitFor(() => expect(within(summary()).getByText('¥4.00')).toBeInTheDocument());
    expect(plateDisplay()).toHaveAccessibleName('Plate number, tap to change: 云临10002');
    expect(screen.getByRole('tab', { name: 'Temporary/no-plate vehicle' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(new URLSearchParams(location().search).get('plateType')).toBe('4');
    await waitFor(() =>
      expect(screen.queryByText(/Settling the no-plate order/)).not.toBeInTheDocument(),
    );
  });

  it('ends the no-plate order when the driver picks the temporary plate type', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await signIn(USER_A);
    const { user } = renderApp('/m/order/payment?d=D10002');
    await user.click(within(await guide()).getByRole('button', { name: 'Enter plate manually' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    await user.click(screen.getByRole('tab', { name: 'Temporary/no-plate vehicle' }));

    expect(await screen.findByText('Settling the no-plate order… 5s')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() =>
      expect(plateDisplay()).toHaveAccessibleName('Plate number, tap to change: 云临10002'),
    );
  });

  it('marks an unknown device and works as the plain payment page', async () => {
    await signIn(USER_A);
    renderApp('/m/order/payment?d=D99999');

    expect(
      await screen.findByText('This parking code is not recognised. Enter your plate to pay.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Settle' })).toBeVisible();
  });

  it('opens the guide when the orders of the car seen cannot be fetched', async () => {
    await signIn(USER_A);
    await simulatorAdmin.addFault({
      path: '/parking/v1/api/order/unpaid/repay',
      code: 5001,
      message: 'Repay summary unavailable',
    });
    renderApp('/m/order/payment?d=D10001');

    await waitFor(async () =>
      expect(await guide()).toHaveTextContent('We could not find the orders of this car.'),
    );
    expect(
      within(await guide()).getByRole('button', { name: 'I am a no-plate car' }),
    ).toBeVisible();
    expect(screen.queryByText('Repay summary unavailable')).not.toBeInTheDocument();
  });
});
