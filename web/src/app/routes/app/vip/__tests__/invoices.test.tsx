import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { USER_A, signIn, simulatorAdmin, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

describe('invoices', () => {
  it('asks for an invoice over two paid orders, which the operator then issues', async () => {
    await signIn(USER_A);
    const { user, location } = renderApp('/app/vip/invoice/index');
    const orders = await screen.findByRole('list', { name: 'Paid orders' });
    const [first, second] = within(orders).getAllByRole('checkbox');
    if (!first || !second) throw new Error('user A has paid orders to invoice');

    await user.click(first);
    await user.click(second);
    // The list shows the paid, not yet invoiced orders, newest first.
    const chosen = (await api.searchPayOrders({ status: 1, page: 1, pageSize: 50 })).list
      .filter((order) => order.invoice === 0 && order.cost > 0)
      .slice(0, 2);
    const payCodes = chosen.map((order) => order.payCode);
    const amount = chosen.reduce((sum, order) => sum + order.cost, 0);
    const total = screen.getByRole('region', { name: 'Invoice amount' });
    expect(total).toHaveTextContent(`¥${(amount / 100).toFixed(2)}`);
    await user.click(within(total).getByRole('button', { name: 'Next (2)' }));
    const form = await screen.findByRole('dialog', { name: 'Invoice details' });
    await user.click(within(form).getByRole('button', { name: /Ask for/ }));
    expect(await screen.findByText('Please fill the invoice title')).toBeVisible();
    await user.type(within(form).getByLabelText('Title'), '李明');
    await user.type(within(form).getByLabelText('E-mail'), 'li.ming@example.com');
    await user.click(within(form).getByRole('button', { name: /Ask for/ }));

    expect(await screen.findByText('Your invoice is being issued')).toBeVisible();
    await waitFor(() => expect(location().search).toBe('?tab=mine'));
    const [invoice] = (await api.listInvoices()).list;
    expect(invoice).toMatchObject({ title: '李明', amount, status: 0 });
    expect([...(invoice?.payCodes ?? [])].sort()).toEqual([...payCodes].sort());

    await simulatorAdmin.advanceClock(3);
    await user.click(await screen.findByRole('link', { name: /李明/ }));
    const detail = await screen.findByRole('region', { name: '李明' });
    expect(detail).toHaveTextContent('Issued');
    expect(
      within(detail).getByRole('link', { name: 'Download the invoice (PDF)' }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/\/media\/invoice\/\w+\.pdf\?exp=\d+&sig=[\w-]+$/),
    );
  });

  it('refuses a malformed tax number before asking', async () => {
    await signIn(USER_A);
    const { user } = renderApp('/app/vip/invoice/index');
    const orders = await screen.findByRole('list', { name: 'Paid orders' });
    await user.click(within(orders).getAllByRole('checkbox')[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Next (1)' }));
    const form = await screen.findByRole('dialog', { name: 'Invoice details' });

    await user.type(within(form).getByLabelText('Title'), 'Dehong Logistics');
    await user.type(within(form).getByLabelText('Tax number'), '123');
    await user.click(within(form).getByRole('button', { name: /Ask for/ }));

    expect(
      await screen.findByText('A tax number is 15 to 20 digits or capital letters'),
    ).toBeVisible();
    expect((await api.listInvoices()).total).toBe(0);
  });
});
