import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { USER_A, memberClient, signIn, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

/** A signature of the right shape that the operator never made (86 base64url characters). */
const NOT_SIGNED = `${'Q'.repeat(85)}A`;
const FOREIGN = 'https://dehong-parking-pay.example/m/order/payment?d=D10001';

describe('a kerb page opened by its link', () => {
  it('with a signature that fails shows the warning, nothing to pay, and the scanner', async () => {
    await signIn(USER_A);
    renderApp(`/m/order/payment?d=D10001&k=dh2026&s=${NOT_SIGNED}`);

    expect(
      await screen.findByRole('heading', { name: 'Stop: the signature of this code is not valid' }),
    ).toHaveFocus();
    expect(screen.getByRole('button', { name: "Scan the space's code again" })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Settle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/d=D10001&k=dh2026&s=Q+A$/)).toBeInTheDocument();
  });

  it('with a key the app does not hold is no more the operator\u2019s', async () => {
    await signIn(USER_A);
    renderApp(`/m/order/payment?d=D10001&k=dh2099&s=${NOT_SIGNED}`);
    expect(
      await screen.findByRole('heading', { name: 'Stop: the signature of this code is not valid' }),
    ).toBeVisible();
  });

  it('from an older sign without a signature says so softly, shows the space as its sign prints it, and works', async () => {
    await signIn(USER_A);
    renderApp('/m/order/payment?d=D10003');

    expect(await screen.findByRole('note')).toHaveTextContent(
      'This sign has no operator signature yet',
    );
    const sign = screen.getByRole('region', { name: 'Compare with the sign' });
    await waitFor(() => expect(within(sign).getByText('勇罕街')).toBeVisible());
    expect(within(sign).getByText('005')).toBeVisible();
    expect(within(sign).getByText('D10003')).toBeVisible();
    expect(within(sign).getByRole('link', { name: 'Report a suspect sticker' })).toBeVisible();
    expect(await screen.findByRole('dialog', { name: 'Is this your car?' })).toBeVisible();
  });
});

describe('reporting a sticker', () => {
  it('from the warning: the code read, a note; the report is listed as the patrol\u2019s to check', async () => {
    await signIn(USER_A);
    const { user, location } = renderApp('/m/kerb/warning', {
      state: { code: FOREIGN, kind: 'foreign', device: null },
    });
    expect(
      await screen.findByRole('heading', { name: "Stop: this code is not the operator's" }),
    ).toBeVisible();
    expect(screen.getByText(FOREIGN)).toBeVisible();
    expect(screen.queryByRole('link', { name: FOREIGN })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Report this sticker' }));

    await waitFor(() => expect(location().pathname).toBe('/m/kerb/report'));
    expect(await screen.findByText("A code to another site, not the operator's")).toBeVisible();
    await user.type(screen.getByLabelText('Note (optional)'), 'On the meter');
    await user.click(screen.getByRole('button', { name: 'Send the report' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you. The patrol will check it',
    );
    const mine = screen.getByRole('region', { name: 'My sticker reports' });
    expect(await within(mine).findByText('The patrol will check it')).toBeVisible();
    const { list } = await memberClient().listStickerReports();
    expect(list).toEqual([
      expect.objectContaining({ reason: 'foreign', code: FOREIGN, note: 'On the meter' }),
    ]);
  });

  it('without a code or a space asks for the location and sends nothing', async () => {
    await signIn(USER_A);
    const { user } = renderApp('/m/kerb/report');

    await user.click(await screen.findByRole('button', { name: 'Send the report' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Add your location so the patrol can find it.',
    );
    expect((await memberClient().listStickerReports()).total).toBe(0);
  });
});
