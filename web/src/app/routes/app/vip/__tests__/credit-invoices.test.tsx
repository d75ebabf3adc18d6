import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { renderApp } from '@/testing/render-app';
import {
  USER_A,
  memberClient,
  signIn,
  simulatorAdmin,
  testAgainstSimulator,
} from '@/testing/simulator';

testAgainstSimulator();
afterEach(() => changeLanguage('en-US'));

/**
 * A buys two car washes from the balance, has them invoiced and issued, then refunds one voucher:
 * the issued invoice gets a red-letter invoice for 25.00 yuan.
 */
async function refundAfterInvoice() {
  await signIn(USER_A);
  const client = memberClient();
  const order = await client.publishShopOrder({
    product: 'PRD001',
    count: 2,
    plate: '云N12345',
    phone: USER_A,
    store: 'ST01',
  });
  const { payCode } = await client.publishShopPayOrder(order);
  await client.payByFunds(payCode);
  const invoice = await client.applyInvoice({ payCodes: payCode, title: 'Li Ming' });
  await simulatorAdmin.advanceClock(3);
  const [voucher] = (await client.showShopOrder(order.serial)).vouchers;
  await client.refundShopOrder(order.serial, [voucher!.code]);
  return invoice.serial;
}

describe('red-letter invoices', () => {
  it('lists the credit invoice beside the one it reverses, marked, negative, naming it; its details link back', async () => {
    const original = await refundAfterInvoice();
    const { user, location } = renderApp('/app/vip/invoice/index?tab=mine');

    const credit = await screen.findByRole('link', { name: /Red-letter/ });
    expect(credit).toHaveTextContent(`Reverses invoice …${original.slice(-8)}`);
    expect(credit).toHaveTextContent('-¥25.00');
    expect(screen.getAllByRole('link', { name: /Li Ming/ })).toHaveLength(2);

    await user.click(credit);
    const detail = await screen.findByRole('region', { name: 'Li Ming' });
    expect(detail).toHaveTextContent('Red-letter');
    await user.click(within(detail).getByRole('link', { name: /Reverses invoice/ }));
    expect(location().search).toContain(original);
  });

  it('in Chinese it is a 红字发票 naming the original', async () => {
    await changeLanguage('zh-CN');
    const original = await refundAfterInvoice();
    renderApp('/app/vip/invoice/index?tab=mine');

    const credit = await screen.findByRole('link', { name: /红字发票/ });
    expect(credit).toHaveTextContent(`对应原发票 …${original.slice(-8)}`);
  });
});
