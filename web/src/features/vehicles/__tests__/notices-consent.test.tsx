import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { USER_A, memberClient, signIn, testAgainstSimulator } from '@/testing/simulator';
import { PARKING_NOTICE_TEMPLATE_ID } from '../api/plate-notices';

testAgainstSimulator();

const PLATE = '云N12345';
const SWITCH = `Parking notices in the chat app ${PLATE}`;

/** The chat app's bridge whose subscribe sheet the user answers with `choice`. */
function installSubscribeBridge(choice: 'accept' | 'reject') {
  const asked: unknown[] = [];
  window.WeixinJSBridge = {
    invoke(method: string, request: unknown, callback: (result: Record<string, string>) => void) {
      asked.push({ method, request });
      callback({ errMsg: 'requestSubscribeMessage:ok', [PARKING_NOTICE_TEMPLATE_ID]: choice });
    },
  } as unknown as NonNullable<Window['WeixinJSBridge']>;
  return asked;
}

async function subscribed() {
  return (await memberClient().listAttentions()).find((each) => each.number === PLATE)?.subscribe;
}

async function tapNoticesOn() {
  await signIn(USER_A);
  const { user } = renderApp('/app/vip/car/index');
  const settings = await screen.findByRole('group', { name: `Notices and auto-pay for ${PLATE}` });
  const toggle = within(settings).getByRole('switch', { name: SWITCH });
  await user.click(toggle);
  return toggle;
}

afterEach(() => {
  delete window.WeixinJSBridge;
});

describe('turning parking notices on asks the chat app first', () => {
  it('accepted in the chat app: the operator switch is saved', async () => {
    const asked = installSubscribeBridge('accept');

    const toggle = await tapNoticesOn();

    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(asked).toEqual([
      {
        method: 'requestSubscribeMessage',
        request: { templateIds: [PARKING_NOTICE_TEMPLATE_ID] },
      },
    ]);
    await waitFor(async () => expect(await subscribed()).toBe(1));
  });

  it('declined in the chat app: nothing is saved, the switch stays off and a toast says why', async () => {
    const asked = installSubscribeBridge('reject');

    const toggle = await tapNoticesOn();

    expect(
      await screen.findByText('Notices in the chat app were declined; parking notices stay off'),
    ).toBeVisible();
    expect(asked).toHaveLength(1);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await subscribed()).toBe(0);
  });

  it('outside the chat app (no bridge) the operator switch alone is saved', async () => {
    const toggle = await tapNoticesOn();

    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    await waitFor(async () => expect(await subscribed()).toBe(1));
  });
});
