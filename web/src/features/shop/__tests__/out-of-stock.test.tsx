import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import {
  USER_A,
  USER_B,
  memberClient,
  signIn,
  simulatorAdmin,
  testAgainstSimulator,
} from '@/testing/simulator';

testAgainstSimulator();

/** The seeded product with its last 2 units. */
const LAST_TWO = 'PRD008';

/** Another member's unpaid order holds the last units: none can be bought meanwhile. */
async function holdTheLastUnits(phone: string) {
  await signIn(phone);
  const product = await memberClient().showProduct(LAST_TWO);
  return memberClient().publishShopOrder({
    product: LAST_TWO,
    count: product.stock,
    plate: '云N12345',
    phone: '13712345678',
    store: product.stores[0]!.serial,
  });
}

/** A second login of a phone within a minute: the SMS code's resend interval passes first. */
async function signInAgain(phone: string) {
  await simulatorAdmin.advanceClock(2);
  await signIn(phone);
}

const shopPayOrders = async () =>
  (await simulatorAdmin.payOrders()).filter((order) => order.orderType === 'shop');

describe('a product out of stock', () => {
  it('says sold out on its page and offers neither the cart nor buy now', async () => {
    await holdTheLastUnits(USER_B);
    await signIn(USER_A);
    renderApp(`/shop/goods/show?serial=${LAST_TWO}`);

    expect((await screen.findAllByText('Sold out'))[0]).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  });

  it('blocks the cart: the line says so and check out is off until it goes', async () => {
    await signIn(USER_A);
    await memberClient().addToCart({ product: LAST_TWO, count: 1 });
    await holdTheLastUnits(USER_B);
    await signInAgain(USER_A);
    const { user } = renderApp('/shop/cart/index');

    expect(await screen.findByText('Sold out: remove it to check out')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Check out' })).toBeDisabled();
    const removeLine = screen.getAllByRole('button', { name: /^Remove / })[0]!;
    await user.click(removeLine);
    expect(await screen.findByText('Your cart is empty')).toBeVisible();
  });

  it('going while the checkout is open: the server says so and no money moves', async () => {
    await signIn(USER_A);
    const product = await api.showProduct(LAST_TWO);
    const { user } = renderApp(`/shop/pay/confirm?product=${LAST_TWO}&count=2`);
    const contact = await screen.findByLabelText('Contact phone');
    await user.clear(contact);
    await user.type(contact, '13712345678');
    const stores = screen.getByRole('radiogroup', { name: 'Store' });
    await user.click(
      within(stores).getByRole('radio', { name: new RegExp(product.stores[0]!.name) }),
    );
    await holdTheLastUnits(USER_B);
    await signInAgain(USER_A);

    await user.click(screen.getByRole('button', { name: 'Submit and pay' }));

    expect(await screen.findByText('Not enough stock')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Pay from balance' })).toBeNull();
    expect(await shopPayOrders()).toEqual([]);
    expect((await memberClient().getMemberFunds()).funds).toBe(5000);
    expect((await memberClient().listShopOrders({ page: 1, pageSize: 10 })).list).toEqual([]);
  });
});
