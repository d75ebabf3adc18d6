import { addDays, chinaDate, daysBetween } from '@dehong/api-spec/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { USER_A, signIn, simulatorAdmin, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

const PLATE = '云ND66666'; // A's yearly card, 30 days left
const renewalHref = `/app/vip/card/pay?number=${encodeURIComponent(PLATE)}&vipIndex=3`; // spec section 2

/** Moves the simulator and the phone's clock on together until `left` days of the card remain. */
async function untilDaysLeft(left: number) {
  await signIn(USER_A);
  const expiry = (await api.listVehicles()).find((v) => v.number === PLATE)!.expiry!;
  const days = daysBetween(chinaDate(), expiry) - left;
  await simulatorAdmin.advanceClock(days * 24 * 60);
  expect(addDays(chinaDate(), left)).toBe(expiry);
  await signIn(USER_A); // weeks later: a new session
  return expiry;
}

describe('renewal of a card that ends within 7 days', () => {
  it('with 3 days left, home shows a notice leading to the renewal link, the mine tab a badge', async () => {
    const expiry = await untilDaysLeft(3);
    renderApp('/m/home');

    const notice = await screen.findByRole('region', { name: 'Membership renewal' });
    expect(notice).toHaveTextContent(`${PLATE}: 德宏停车年卡 ends on ${expiry}.`);
    expect(within(notice).getByRole('link', { name: `Renew ${PLATE}` })).toHaveAttribute(
      'href',
      renewalHref,
    );
    const tabs = screen.getByRole('navigation', { name: 'Tabs' });
    const mine = within(tabs).getByRole('link', { name: /^Mine/ });
    expect(mine).toHaveAccessibleDescription('Memberships ending soon: 1');
    expect(mine).toHaveTextContent('1');

    const messages = (await api.listMessages({ pageSize: 50 })).list;
    expect(messages.filter((m) => m.title === 'Membership ending soon')).toHaveLength(1);
  });

  it("the renewal message reads in English, the plate and the operator's card name inside it", async () => {
    const expiry = await untilDaysLeft(3);
    const { user } = renderApp('/app/vip/message/index');
    const title = await screen.findByText('Membership ending soon');
    expect(title.closest('[lang="zh-CN"]')).toBeNull();
    await user.click(title);
    const body = await screen.findByText(
      `The 德宏停车年卡 of ${PLATE} ends on ${expiry}. Renew it in time: /app/vip/card/pay?number=${PLATE}&vipIndex=3`,
    );
    // English with Chinese names in it: not marked Chinese (the seeded messages still are).
    expect(body.closest('[lang="zh-CN"]')).toBeNull();
    await user.click(screen.getByText('Arrears reminder'));
    const seeded = await screen.findByText(/^您的车辆云N12345有3笔停车订单待缴费/);
    expect(seeded.closest('[lang="zh-CN"]')).not.toBeNull();
  });

  it('the mine tab shows the notice too; with 8 days left there is none', async () => {
    await untilDaysLeft(8);
    renderApp('/m/home?tab=mine');
    await screen.findByRole('article', { name: PLATE });
    expect(screen.queryByRole('region', { name: 'Membership renewal' })).toBeNull();
    expect(screen.getByRole('link', { name: /^Mine/ })).not.toHaveAccessibleDescription();
  });

  it('the mine tab lists the renewal on the last day', async () => {
    await untilDaysLeft(0);
    renderApp('/m/home?tab=mine');
    const notice = await screen.findByRole('region', { name: 'Membership renewal' });
    expect(notice).toHaveTextContent(`${PLATE}: 德宏停车年卡 ends today.`);
    expect(within(notice).getByRole('link', { name: `Renew ${PLATE}` })).toHaveAttribute(
      'href',
      renewalHref,
    );
  });
});
