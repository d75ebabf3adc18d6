import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { USER_A, memberClient, signIn, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

describe('the shop front', () => {
  it('shows the car-wash offer, a tab per product type and the recommended products without login', async () => {
    const { user, location } = renderApp('/shop/index');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Car services');
    const recommended = await screen.findByRole('list', { name: 'Recommended' });
    expect(within(recommended).getAllByRole('link').length).toBeGreaterThan(3);
    expect(screen.getByRole('tab', { name: 'Recommended' })).toBeVisible();
    const offers = screen.getByRole('region', { name: 'Offers' });
    await user.click(within(offers).getAllByRole('link')[0]!);
    await waitFor(() => expect(location().pathname).toBe('/shop/goods/show'));
  });

  it('lists only the products of the type chosen', async () => {
    const types = await api.listProductTypes();
    const type = types[2]!;
    const { user } = renderApp('/shop/index');
    await screen.findByRole('list', { name: 'Recommended' });

    await user.click(screen.getByRole('tab', { name: type.name }));

    const list = await screen.findByRole('list', { name: type.name });
    const { list: expected } = await api.listProducts({ type: type.serial, page: 1, pageSize: 10 });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(expected.length),
    );
    for (const product of expected) expect(within(list).getByText(product.name)).toBeVisible();
  });
});

describe('the shop search', () => {
  it('finds products by name, remembers the words, and says when nothing matches', async () => {
    const { user } = renderApp('/shop/goods/search');
    const box = await screen.findByRole('searchbox');

    await user.type(box, '洗车{Enter}');
    const found = await screen.findByRole('list', { name: 'Search products' });
    // The operator finds a product by its Chinese or English name, and answers in English.
    expect(within(found).getByText('Premium car wash')).toBeVisible();

    await user.clear(box);
    await user.type(box, 'spaceship{Enter}');
    expect(await screen.findByText('No product matches "spaceship"')).toBeVisible();

    await user.clear(box);
    await user.type(box, '{Enter}');
    const history = await screen.findByRole('region', { name: 'Recent searches' });
    expect(
      within(history)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Clear', 'spaceship', '洗车']);
    await user.click(within(history).getByRole('button', { name: '洗车' }));
    expect(await screen.findByText('Premium car wash')).toBeVisible();
  });
});

describe('the shop in English', () => {
  it('finds the car wash when an English reader searches "car wash", and names types and products in English', async () => {
    const { user } = renderApp('/shop/goods/search');
    const box = await screen.findByRole('searchbox');

    await user.type(box, 'car wash{Enter}');

    const found = await screen.findByRole('list', { name: 'Search products' });
    expect(within(found).getByText('Premium car wash')).toBeVisible();
    expect(within(found).getByText('First car wash for new customers')).toBeVisible();
    expect(found.textContent).not.toMatch(/\p{Script=Han}/u);
  });
});

describe('a product page', () => {
  it('shows price, the price before the offer and the stock, and asks a visitor to log in to buy', async () => {
    const product = await api.showProduct('PRD001');
    const { user, location } = renderApp('/shop/goods/show?serial=PRD001');

    expect(await screen.findByText(product.name)).toBeVisible();
    expect(screen.getByText('¥25.00')).toBeVisible();
    expect(screen.getByText('Was ¥38.00')).toBeVisible();
    expect(screen.getByText(`${product.stock} left`)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(location().pathname).toBe('/uc/login'));
    expect(location().state).toEqual({ from: '/shop/goods/show?serial=PRD001' });
  });

  it('puts the chosen count in the cart of a signed-in member', async () => {
    await signIn(USER_A);
    const { user } = renderApp('/shop/goods/show?serial=PRD002');
    await screen.findByText('Deep interior cleaning');
    const count = screen.getByRole('group', { name: 'Quantity' });

    await user.click(within(count).getByRole('button', { name: /increase|增加/i }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('Added to the cart')).toBeVisible();
    const cart = await memberClient().listCart();
    expect(cart.map((line) => [line.product.serial, line.count])).toEqual([['PRD002', 2]]);
  });

  it('says when no product is named', async () => {
    renderApp('/shop/goods/show');
    expect(await screen.findByText('No product was named. Open it from the shop.')).toBeVisible();
  });
});

describe('the cart', () => {
  it('sends a visitor to log in first', async () => {
    const { location } = renderApp('/shop/cart/index');
    await waitFor(() => expect(location().pathname).toBe('/uc/login'));
  });

  it('totals the lines, changes a count on the server and removes a line', async () => {
    await signIn(USER_A);
    // One client per write: a client refuses a second POST to the same endpoint at once.
    await memberClient().addToCart({ product: 'PRD001', count: 2 });
    await memberClient().addToCart({ product: 'PRD007', count: 1 });
    const member = memberClient();
    const { user } = renderApp('/shop/cart/index');

    const total = await screen.findByRole('region', { name: 'Total' });
    expect(total).toHaveTextContent('¥59.90');

    const washCount = screen.getByRole('group', { name: 'Quantity of Premium car wash' });
    await user.click(within(washCount).getByRole('button', { name: /decrease|减少/i }));
    await waitFor(() => expect(total).toHaveTextContent('¥34.90'));
    expect((await member.listCart()).find((line) => line.product.serial === 'PRD001')?.count).toBe(
      1,
    );

    await user.click(
      screen.getByRole('button', { name: 'Remove First car wash for new customers' }),
    );
    await waitFor(() => expect(total).toHaveTextContent('¥25.00'));
    expect((await member.listCart()).map((line) => line.product.serial)).toEqual(['PRD001']);
  });
});

describe('a partner store', () => {
  it('shows its place on the map, address, hours, a phone to call and the services it redeems', async () => {
    const store = await api.showShopStore('ST01');
    renderApp('/shop/stores/store?serial=ST01');

    expect(await screen.findByRole('group', { name: `Map of ${store.name}` })).toBeVisible();
    expect(screen.getByText(store.address)).toBeVisible();
    expect(screen.getByText(store.hours)).toBeVisible();
    expect(screen.getByRole('link', { name: `Call ${store.phone}` })).toHaveAttribute(
      'href',
      `tel:${store.phone}`,
    );
    const goods = screen.getByRole('list', { name: 'Services at this store' });
    expect(within(goods).getAllByRole('listitem')).toHaveLength(store.goods.length);
  });

  it('is reached from a product that it redeems', async () => {
    const product = await api.showProduct('PRD001');
    const { user, location } = renderApp('/shop/goods/show?serial=PRD001');
    const stores = await screen.findByRole('region', { name: 'Where to redeem' });
    expect(within(stores).getAllByRole('link')).toHaveLength(product.stores.length);
    await user.click(within(stores).getByText(product.stores[0]!.name));
    await waitFor(() => expect(location().search).toBe(`?serial=${product.stores[0]!.serial}`));
  });
});
