import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { USER_A, memberClient, signIn, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

const PLATE = '云N12345';

describe('parking notices and auto-pay in my vehicles', () => {
  it('turns the notices and auto-pay of a plate on', async () => {
    await signIn(USER_A);
    const { user } = renderApp('/app/vip/car/index');

    const settings = await screen.findByRole('group', {
      name: `Notices and auto-pay for ${PLATE}`,
    });
    await user.click(
      within(settings).getByRole('switch', { name: `Parking notices in the chat app ${PLATE}` }),
    );
    await user.click(
      within(settings).getByRole('switch', { name: `Auto-pay from my balance ${PLATE}` }),
    );

    await within(settings).findByRole('group', { name: `Up to (yuan per order) ${PLATE}` });
    await waitFor(() =>
      expect(
        within(settings).getByRole('switch', { name: `Parking notices in the chat app ${PLATE}` }),
      ).toHaveAttribute('aria-checked', 'true'),
    );
    await waitFor(async () =>
      expect((await memberClient().listAttentions()).find((each) => each.number === PLATE)).toEqual(
        { number: PLATE, subscribe: 1, autoPay: 1, autoPayCap: 5000 },
      ),
    );
  });

  it('raises the cap of a plate whose auto-pay is on by 10 yuan a tap', async () => {
    await signIn(USER_A);
    // Turned on earlier: the cap's tap is the screen's first change of auto-pay (a second change
    // within 300 ms of the first answer would meet the duplicate-submit guard).
    await memberClient().setAutoPay({ number: PLATE, autoPay: 1 });
    const { user } = renderApp('/app/vip/car/index');

    const cap = await screen.findByRole('group', { name: `Up to (yuan per order) ${PLATE}` });
    expect(within(cap).getByRole('spinbutton')).toHaveValue(50);
    await user.click(within(cap).getByRole('button', { name: /^Increase/ }));

    await waitFor(() => expect(within(cap).getByRole('spinbutton')).toHaveValue(60));
    await waitFor(async () =>
      expect(
        (await memberClient().listAttentions()).find((each) => each.number === PLATE)?.autoPayCap,
      ).toBe(6000),
    );
  });
});

describe('messages', () => {
  it('lists the notices sent through the chat app with a link into the app', async () => {
    await signIn(USER_A);
    const member = memberClient();
    await member.subscribeAttention({ number: PLATE, subscribe: 1 });
    const [parking] = await member.listCurrentOrders({ number: PLATE });
    await member.previewDoneOrder(parking!.serial);

    renderApp('/app/vip/message/index');

    const notices = await screen.findByRole('region', { name: 'Sent to the chat app' });
    await waitFor(() => expect(within(notices).getByText('Parking fee due')).toBeVisible());
    expect(within(notices).getByRole('link', { name: 'Open ›' })).toHaveAttribute(
      'href',
      `/m/order/payment?carNumber=${encodeURIComponent(PLATE)}`,
    );
  });
});
