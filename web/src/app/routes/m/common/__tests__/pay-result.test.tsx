import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { USER_A, signIn, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

describe('the payment result page', () => {
  it('shows the paid amount in yuan and goes home', async () => {
    await signIn(USER_A);
    const { user, location } = renderApp('/m/common/pay/result?amount=1400&type=parking');

    expect(await screen.findByText('Payment successful')).toBeVisible();
    expect(screen.getByText('Paid amount').nextSibling).toHaveTextContent('¥14.00');
    expect(screen.getByText('Your parking fees are settled.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    await waitFor(() => expect(location().pathname).toBe('/m/home'));
  });

  it('serves the older /m/common/payResult?type=1 link too, without an amount it was not given', async () => {
    await signIn(USER_A);
    renderApp('/m/common/payResult?type=1');

    expect(await screen.findByText('Payment successful')).toBeVisible();
    expect(screen.queryByText('Paid amount')).not.toBeInTheDocument();
  });

  it('needs a login like every /m/common page', async () => {
    const { location } = renderApp('/m/common/pay/result?amount=1');

    await screen.findByRole('button', { name: 'Login now' });
    expect(location().pathname).toBe('/uc/login');
  });
});
