import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { USER_A, USER_B, signIn, testAgainstSimulator } from '@/testing/simulator';
import { plateKey } from '@/testing/plate-keys';

testAgainstSimulator();

type User = ReturnType<typeof renderApp>['user'];

/** Chinese words in `element` outside what is marked lang="zh-CN" (the plates `except` aside). */
function chineseOutsideOperatorWords(element: HTMLElement, ...except: string[]): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('[lang="zh-CN"]')) continue;
    const text = except.reduce((rest, plate) => rest.replaceAll(plate, ''), node.textContent ?? '');
    if (/\p{Script=Han}/u.test(text)) found.push(text);
  }
  return found;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function typePlate(user: User, plate: string) {
  await user.click(await screen.findByRole('button', { name: /^Plate number: / }));
  const keyboard = await screen.findByRole('dialog', { name: 'Enter the plate number' });
  for (const key of plate)
    await user.click(within(keyboard).getByRole('button', { name: plateKey(key) }));
  await user.click(within(keyboard).getByRole('button', { name: 'Confirm' }));
}

describe('my vehicles', () => {
  it('lists the member’s cars with their plate type and membership', async () => {
    await signIn(USER_A);
    renderApp('/app/vip/car/index');

    const list = await screen.findByRole('list', { name: 'My vehicles' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(2));
    expect(within(list).getByRole('link', { name: /云N12345/ })).toHaveTextContent(
      '云N12345Blue plateOrdinary member',
    );
    await waitFor(() =>
      expect(within(list).getByRole('link', { name: /云ND66666/ })).toHaveTextContent(
        '云ND66666New energyPremium',
      ),
    );
  });

  it('adds a new-energy car typed on the plate keyboard, and the member then has it', async () => {
    await signIn(USER_B);
    const { user, location } = renderApp('/app/vip/car/index');
    expect(await screen.findByText('No vehicles yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    await waitFor(() => expect(location().pathname).toBe('/app/vip/car/pub'));

    await user.click(await screen.findByRole('radio', { name: 'New energy' }));
    await typePlate(user, '云ND12345');
    expect(screen.getByRole('button', { name: /^Plate number: / })).toHaveTextContent('云ND12345');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));

    expect(await screen.findByText('Vehicle added')).toBeVisible();
    await waitFor(() => expect(location().pathname).toBe('/app/vip/car/index'));
    expect(await screen.findByRole('link', { name: /云ND12345/ })).toHaveTextContent('New energy');
    expect((await api.listCars()).list).toMatchObject([{ number: '云ND12345', type: 2 }]);
  });

  it('refuses a plate that does not fit its type, and an empty one, before sending', async () => {
    await signIn(USER_B);
    const { user } = renderApp('/app/vip/car/pub');

    await user.click(await screen.findByRole('button', { name: 'Add vehicle' }));
    expect(await screen.findByText('Please enter the plate first')).toBeVisible();
    await typePlate(user, '云N1234');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));

    expect(await screen.findByText('The plate does not match its plate type')).toBeVisible();
    expect((await api.listCars()).total).toBe(0);
  });

  it('says so when the plate is already one of the member’s cars', async () => {
    await signIn(USER_A);
    const { user } = renderApp('/app/vip/car/pub');

    await typePlate(user, '云N12345');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));

    expect(await screen.findByText(/already/i)).toBeVisible();
    expect((await api.listCars()).total).toBe(2);
  });

  it('offers the vehicle licence upload for a plate another member holds, then adds it', async () => {
    await signIn(USER_B);
    const { user, location } = renderApp('/app/vip/car/pub');

    await typePlate(user, '云N12345');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another member has added 云N12345');
    expect((await api.listCars()).total).toBe(0);

    await user.upload(
      screen.getByLabelText('Upload your vehicle licence'),
      new File([PNG], '行驶证-云N12345.png', { type: 'image/png' }),
    );

    expect(await screen.findByText('Vehicle added')).toBeVisible();
    await waitFor(() => expect(location().pathname).toBe('/app/vip/car/index'));
    expect((await api.listCars()).list).toMatchObject([{ number: '云N12345' }]);
  });

  it('removes a car after the member confirms, and keeps it when they do not', async () => {
    await signIn(USER_A);
    const [car] = (await api.listCars()).list;
    const { user, location } = renderApp(`/app/vip/car/show?serial=${car?.serial}`);
    await screen.findByRole('region', { name: car?.number });

    await user.click(screen.getByRole('button', { name: 'Remove vehicle' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove this vehicle?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await api.listCars()).total).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Remove vehicle' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove this vehicle?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove vehicle' }));

    expect(await screen.findByText('Vehicle removed')).toBeVisible();
    await waitFor(() => expect(location().pathname).toBe('/app/vip/car/index'));
    expect((await api.listCars()).list.map((c) => c.number)).not.toContain(car?.number);
    await waitFor(() => expect(screen.getAllByRole('link', { name: /云N/ })).toHaveLength(1));
  });

  it('shows a premium car’s membership and its renewal', async () => {
    await signIn(USER_A);
    const car = (await api.listCars()).list.find((c) => c.number === '云ND66666');
    renderApp(`/app/vip/car/show?serial=${car?.serial}`);

    expect(await screen.findByText('Premium member · Dehong parking year card')).toBeVisible();
    expect(screen.getByText('Saved on parking').nextSibling).toHaveTextContent('¥10.00');
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute(
      'href',
      `/app/vip/card/pay?vipIndex=3&number=${encodeURIComponent('云ND66666')}`,
    );
  });
});

describe('find car', () => {
  it('lists the chosen plate’s parking records and says when a plate has none', async () => {
    await signIn(USER_A);
    await api.publishCar({ number: '云N00000', plateType: 1 });
    const { user } = renderApp('/app/tools/look');

    const plate = await screen.findByRole('combobox', { name: 'Plate' });
    expect(
      within(plate)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['云N12345', '云ND66666', '云N00000']);
    // Composed in the owner's language; only the lot's name and address stay as the
    // operator writes them, marked as Chinese.
    const records = await screen.findByRole('list', { name: 'Parking records' });
    const [parkedNow, left] = await within(records).findAllByRole('listitem');
    expect(parkedNow).toHaveTextContent('Parked in 团结大街 space 012');
    expect(left).toHaveTextContent(
      /Parked in \S+ space \d+, left at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
    );
    expect(chineseOutsideOperatorWords(records)).toEqual([]);

    await user.selectOptions(plate, '云N00000');

    expect(await screen.findByText('No parking record')).toBeVisible();
  });

  it('shows where each of the member’s cars was last parked (my spaces)', async () => {
    await signIn(USER_A);
    renderApp('/app/vip/space/index');

    const parked = await screen.findByRole('listitem', { name: '云N12345' });
    await waitFor(() => expect(parked).toHaveTextContent('团结大街 space 012'));
    // The lot's name and address are the operator's words, marked as Chinese.
    expect(chineseOutsideOperatorWords(parked, '云N12345')).toEqual([]);
    expect(within(parked).getByRole('link', { name: 'Parking records' })).toHaveAttribute(
      'href',
      `/app/tools/look?number=${encodeURIComponent('云N12345')}`,
    );
  });
});
