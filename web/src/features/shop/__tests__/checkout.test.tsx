import { SUBMIT_LOCK_MS } from '@dehong/api-spec';
import { payRouteFor } from '@dehong/api-spec/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { installFakePayBridge, removePayBridge } from '@/testing/fake-pay-bridge';
import { renderApp } from '@/testing/render-app';
import { letPersonPause, personPauses } from '@/testing/time';
import {
  USER_A,
  USER_B,
  memberClient,
  signIn,
  simulatorAdmin,
  testAgainstSimulator,
} from '@/testing/simulator';
import { plateKey } from '@/testing/plate-keys';

testAgainstSimulator();
afterEach(removePayBridge);

type User = ReturnType<typeof renderApp>['user'];

const CAR_WASH = 'PRD001';

async function storeOf(product: string) {
  // In the screen's language (the app's client sends it), as the screen shows the store.
  const [store] = (await api.showProduct(product)).stores;
  if (!store) throw new Error(`${product} has no store`);
  return store;
}

/** Fills the checkout's contact and store (the plate: the member's first car, chosen already). */
async function fillCheckout(user: User, storeName: string) {
  const contact = await screen.findByLabelText('Contact phone');
  await user.clear(contact);
  await user.type(contact, '13712345678');
  const stores = screen.getByRole('radiogroup', { name: 'Store' });
  await user.click(within(stores).getByRole('radio', { name: new RegExp(storeName) }));
}

describe('buying a car wash from the balance', () => {
  it('asks before the balance pays, then the order page shows one voucher code as QR and digits', async () => {
    await signIn(USER_A);
    const store = await storeOf(CAR_WASH);
    const { user, router } = renderApp(`/shop/pay/confirm?product=${CAR_WASH}&count=1`);
    expect(await screen.findByRole('list', { name: 'Items' })).toHaveTextContent(
      'Premium car wash',
    );
    await fillCheckout(user, store.name);
    expect(screen.getByRole('region', { name: 'Total' })).toHaveTextContent('¥25.00');

    await user.click(screen.getByRole('button', { name: 'Submit and pay' }));
    const ask = await screen.findByRole('dialog', { name: 'Pay from balance' });
    expect(ask).toHaveTextContent('¥25.00');
    await user.click(within(ask).getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText('Payment successful')).toBeVisible();
    const [payOrder] = await simulatorAdmin.payOrders();
    expect(payOrder).toMatchObject({
      orderType: 'shop',
      cost: 2500,
      status: 1,
      paytype: 'balance',
    });
    expect((await memberClient().getMemberFunds()).funds).toBe(2500);

    const { list } = await memberClient().listShopOrders({ page: 1, pageSize: 10 });
    const [order] = list;
    expect(order).toMatchObject({ status: 1, plate: '云N12345', phone: '13712345678' });
    expect(screen.getByText('Your vouchers are ready: show a code at the store.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'See my vouchers' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?serial=${order!.serial}`));
    const code = order!.vouchers[0]!.code;
    const voucher = await screen.findByRole('listitem', { name: `Voucher code ${code}` });
    expect(within(voucher).getByRole('img', { name: code })).toBeVisible();
    expect(voucher).toHaveTextContent(code.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(voucher).toHaveTextContent('Unused');
  });

  it('takes nothing when the owner declines the balance, and a second tap pays the same order', async () => {
    letPersonPause();
    await signIn(USER_A);
    const store = await storeOf(CAR_WASH);
    const { user } = renderApp(`/shop/pay/confirm?product=${CAR_WASH}&count=1`);
    await fillCheckout(user, store.name);

    await user.click(screen.getByRole('button', { name: 'Submit and pay' }));
    const ask = await screen.findByRole('dialog', { name: 'Pay from balance' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Payment cancelled')).toBeVisible();
    expect((await memberClient().getMemberFunds()).funds).toBe(5000);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Pay from balance' })).not.toBeInTheDocument(),
    );
    // A person taps again later than the 300 ms submit lock of the first submit's answer.
    await personPauses(SUBMIT_LOCK_MS);

    await user.click(screen.getByRole('button', { name: 'Submit and pay' }));
    const again = await screen.findByRole('dialog', { name: 'Pay from balance' });
    await user.click(within(again).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Payment successful')).toBeVisible();
    const { list } = await memberClient().listShopOrders({ page: 1, pageSize: 10 });
    expect(list.map((order) => order.status)).toEqual([1]);
  });
});

describe('buying with the pay sheet', () => {
  it('a member whose balance is short pays on the chat pay sheet through the store area bank', async () => {
    await signIn(USER_B);
    installFakePayBridge('ok');
    const store = await storeOf(CAR_WASH);
    const { user } = renderApp(`/shop/pay/confirm?product=${CAR_WASH}&count=2`);
    await screen.findByRole('list', { name: 'Items' });
    await user.click(screen.getByRole('radio', { name: 'Another plate' }));
    await user.click(screen.getByRole('button', { name: 'Tap to enter the plate' }));
    const keyboard = await screen.findByRole('dialog', { name: 'Enter the plate number' });
    for (const key of '云A88888')
      await user.click(within(keyboard).getByRole('button', { name: plateKey(key) }));
    await user.click(within(keyboard).getByRole('button', { name: 'Confirm' }));
    await fillCheckout(user, store.name);

    await user.click(screen.getByRole('button', { name: 'Submit and pay' }));

    expect(await screen.findByText('Payment successful')).toBeVisible();
    const [payOrder] = await simulatorAdmin.payOrders();
    // The store's county chooses the bank (spec section 7).
    expect(payOrder).toMatchObject({
      orderType: 'shop',
      cost: 5000,
      status: 1,
      paytype: payRouteFor(store.area),
    });
    const { list } = await memberClient().listShopOrders({ page: 1, pageSize: 10 });
    expect(list[0]).toMatchObject({ plate: '云A88888', status: 1 });
    expect(list[0]?.vouchers).toHaveLength(2);
  });
});

describe('the checkout', () => {
  it('sends nothing while the plate, the phone or the store is missing', async () => {
    await signIn(USER_B);
    const { user } = renderApp(`/shop/pay/confirm?product=${CAR_WASH}&count=1`);
    await screen.findByRole('list', { name: 'Items' });

    await user.click(screen.getByRole('button', { name: 'Submit and pay' }));
    expect(await screen.findByText('Please enter the plate')).toBeVisible();
    expect(await simulatorAdmin.payOrders()).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ orderType: 'shop' })]),
    );
    expect((await memberClient().listShopOrders({ page: 1, pageSize: 10 })).list).toEqual([]);
  });

  it('checks out the whole cart; the lines bought leave the cart', async () => {
    await signIn(USER_A);
    await memberClient().addToCart({ product: CAR_WASH, count: 1 });
    const store = await storeOf(CAR_WASH);
    const { user } = renderApp('/shop/cart/index');
    await user.click(await screen.findByRole('button', { name: 'Check out' }));
    await fillCheckout(user, store.name);
    await user.click(screen.getByRole('button', { name: 'Submit and pay' }));
    const ask = await screen.findByRole('dialog', { name: 'Pay from balance' });
    await user.click(within(ask).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Payment successful')).toBeVisible();
    expect(await memberClient().listCart()).toEqual([]);
  });

  it('books a date and a time slot for a product that needs an appointment', async () => {
    await signIn(USER_A);
    installFakePayBridge('ok');
    const product = await api.showProduct('PRD002');
    expect(product.appointment).toBe(true);
    const store = await api.showShopStore(product.stores[0]!.serial);
    const { user } = renderApp('/shop/pay/confirm?product=PRD002&count=1');
    await fillCheckout(user, store.name);

    await user.click(screen.getByRole('button', { name: 'Choose a time' }));
    const dates = await screen.findByRole('radiogroup', { name: 'Date' });
    await user.click(within(dates).getAllByRole('radio')[1]!);
    const slot = store.slots[0]!;
    const slots = screen.getByRole('radiogroup', { name: 'Time slot' });
    await user.click(within(slots).getByRole('radio', { name: slot }));
    // ¥88.00 is more than user A's balance: the pay sheet.
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText('Payment successful')).toBeVisible();
    const [order] = (await memberClient().listShopOrders({ page: 1, pageSize: 10 })).list;
    expect(order).toMatchObject({ appointmentSlot: slot, status: 1, total: 8800 });
    expect(order?.appointmentDate).toBeTruthy();
  });
});

describe('an order', () => {
  it('refunds its unused vouchers to the balance after the owner confirms', async () => {
    await signIn(USER_A);
    const store = await storeOf(CAR_WASH);
    const order = await memberClient().publishShopOrder({
      product: CAR_WASH,
      count: 1,
      plate: '云N12345',
      phone: '13712345678',
      store: store.serial,
    });
    const { payCode } = await memberClient().publishShopPayOrder(order);
    await memberClient().payByFunds(payCode);
    const { user } = renderApp(`/shop/order/show?serial=${order.serial}`);

    await user.click(await screen.findByRole('button', { name: 'Refund unused vouchers' }));
    const ask = await screen.findByRole('dialog', { name: 'Refund unused vouchers' });
    expect(ask).toHaveTextContent('¥25.00');
    await user.click(within(ask).getByRole('button', { name: 'Refund unused vouchers' }));

    expect(await screen.findByText('Refunded', { selector: '.adm-toast-main *' })).toBeVisible();
    await waitFor(async () => expect((await memberClient().getMemberFunds()).funds).toBe(5000));
    expect(await screen.findByRole('listitem', { name: /Voucher code/ })).toHaveTextContent(
      'Refunded',
    );
  });

  it('is not shown to another member, who learns only that it is not theirs to see', async () => {
    await signIn(USER_A);
    const store = await storeOf(CAR_WASH);
    const order = await memberClient().publishShopOrder({
      product: CAR_WASH,
      count: 1,
      plate: '云N12345',
      phone: '13712345678',
      store: store.serial,
    });
    await signIn(USER_B);
    renderApp(`/shop/order/show?serial=${order.serial}`);
    expect(
      await screen.findByText('No order was named. Open it from your car-service orders.'),
    ).toBeVisible();
    expect(screen.queryByRole('listitem', { name: /Voucher code/ })).toBeNull();
  });

  it('lists the orders under status tabs and pays an unpaid one from the list', async () => {
    await signIn(USER_A);
    const store = await storeOf(CAR_WASH);
    await memberClient().publishShopOrder({
      product: CAR_WASH,
      count: 1,
      plate: '云N12345',
      phone: '13712345678',
      store: store.serial,
    });
    const { user } = renderApp('/shop/order/index');
    await user.click(await screen.findByRole('tab', { name: 'To pay' }));
    const unpaid = await screen.findByRole('list', { name: 'To pay' });
    await user.click(within(unpaid).getByRole('button', { name: 'Pay' }));
    const ask = await screen.findByRole('dialog', { name: 'Pay from balance' });
    await user.click(within(ask).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Payment successful')).toBeVisible();
    const { list } = await memberClient().listShopOrders({ status: 1, page: 1, pageSize: 10 });
    expect(list).toHaveLength(1);
  });
});
