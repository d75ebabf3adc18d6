import { addDays, chinaDate } from '@dehong/api-spec/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { installFakePayBridge, removePayBridge } from '@/testing/fake-pay-bridge';
import { renderApp } from '@/testing/render-app';
import { USER_A, USER_B, signIn, simulatorAdmin, testAgainstSimulator } from '@/testing/simulator';
import { plateKey } from '@/testing/plate-keys';

testAgainstSimulator();
afterEach(removePayBridge);

type User = ReturnType<typeof renderApp>['user'];

const total = () => screen.getByRole('region', { name: 'Total' });

async function typePlate(user: User, slot: HTMLElement, plate: string) {
  await user.click(slot);
  const keyboard = await screen.findByRole('dialog', { name: 'Enter the plate number' });
  for (const key of plate)
    await user.click(within(keyboard).getByRole('button', { name: plateKey(key) }));
  await user.click(within(keyboard).getByRole('button', { name: 'Confirm' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Enter the plate number' })).toBeNull(),
  );
}

/** The open date picker and a way to tap one of its wheels' items (year 0, month 1, day 2). */
async function datePicker() {
  const picker = await waitFor(() => {
    const element = document.querySelector<HTMLElement>('.adm-picker');
    if (!element) throw new Error('no date picker');
    return element;
  });
  const items = (column: number) => {
    const wheel = picker.querySelectorAll('.adm-picker-view-column').item(column);
    return [...wheel.querySelectorAll<HTMLElement>('.adm-picker-view-column-item')];
  };
  // The wheel listens to drags; a click event on an item is what a tap amounts to. Right after
  // the picker opens, the wheel may still be syncing its value and drop a tap: tap until it shows.
  const tap = async (column: number, value: number | undefined) => {
    await waitFor(() => {
      const item = items(column).find((element) => Number(element.textContent) === value);
      if (!item) throw new Error(`no ${value} in column ${column}`);
      if (item.getAttribute('data-selected') !== 'true') fireEvent.click(item);
      expect(item).toHaveAttribute('data-selected', 'true');
    });
  };
  const values = (column: number) => items(column).map((item) => Number(item.textContent));
  // Year, then month: a wheel offers only what the wheels before it allow (in late December, a
  // day 7 or 31 days ahead is in January of the next year).
  const month = async (date: string) => {
    await tap(0, Number(date.slice(0, 4)));
    await tap(1, Number(date.slice(5, 7)));
  };
  const day = async (date: string) => {
    await month(date);
    await tap(2, Number(date.slice(8)));
  };
  return { picker, values, month, day };
}

async function fillUnit(user: User) {
  await user.click(await screen.findByRole('tab', { name: 'Unit purchase' }));
  await user.type(screen.getByLabelText('Company'), 'Dehong Logistics');
  await user.type(screen.getByLabelText('Contact'), 'Li Ming');
  await user.type(screen.getByLabelText('Tel'), '0692-2123456');
}

describe('the card purchase page', () => {
  it('lists the card types with their discounted and original prices, the one asked for chosen', async () => {
    await signIn(USER_A);
    renderApp('/app/vip/card/pay?vipIndex=2');

    const types = await screen.findByRole('radiogroup', { name: 'Card type' });
    const options = within(types).getAllByRole('radio');
    expect(options.map((option) => option.textContent)).toEqual([
      'Month card¥150.00¥200.00',
      'Quarter card¥400.00¥600.00',
      'Year card¥1500.00¥2400.00',
    ]);
    expect(options[1]).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Card purchase details');
  });

  it('asks to choose a plate for a personal purchase, then pays for the chosen car', async () => {
    await signIn(USER_A);
    installFakePayBridge('ok');
    const { user } = renderApp('/app/vip/card/pay?vipIndex=1');
    await screen.findByRole('radiogroup', { name: 'My vehicles' });
    expect(total()).toHaveTextContent('¥150.00');

    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Please choose a plate!')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: '云N12345 · Blue plate' }));
    await user.click(screen.getByRole('button', { name: 'Pay now' }));

    expect(await screen.findByText('Payment successful')).toBeVisible();
    const [order] = await simulatorAdmin.payOrders();
    expect(order).toMatchObject({
      orderType: 'vipCard',
      goods: 'VC01',
      numbers: ['云N12345'],
      cost: 15000,
      beBusiness: 0,
      status: 1,
      paytype: 'ccb',
      appointment: chinaDate(),
      staff: '8000',
    });
    const vehicle = (await api.listVehicles()).find((v) => v.number === '云N12345');
    expect(vehicle).toMatchObject({ isvalid: true, expiry: addDays(chinaDate(), 29) });
  });

  it('says which unit field is missing while company, contact or tel is empty, and sells nothing', async () => {
    await signIn(USER_A);
    const { user } = renderApp('/app/vip/card/pay?vipIndex=1');
    await user.click(await screen.findByRole('tab', { name: 'Unit purchase' }));
    const before = (await simulatorAdmin.payOrders()).length;

    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Please enter the company name first')).toBeVisible();

    await typePlate(user, screen.getByRole('button', { name: /^Plate 1: / }), '云A12345');
    await user.type(screen.getByLabelText('Company'), 'Dehong Logistics');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Please enter the contact person first')).toBeVisible();

    await user.type(screen.getByLabelText('Contact'), 'Li Ming');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Please enter the contact phone first')).toBeVisible();

    expect(screen.queryByRole('dialog', { name: 'Purchase summary' })).toBeNull();
    expect(await simulatorAdmin.payOrders()).toHaveLength(before);
    await user.type(screen.getByLabelText('Tel'), '0692-2123456');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Payment not supported')).toBeVisible();
  });

  it('asks to choose a plate for a unit purchase without a non-empty plate, total 0', async () => {
    await signIn(USER_A);
    const { user } = renderApp('/app/vip/card/pay?vipIndex=1');
    await fillUnit(user);
    expect(total()).toHaveTextContent('¥0.00');
    const before = (await simulatorAdmin.payOrders()).length;

    await user.click(screen.getByRole('button', { name: 'Pay now' }));

    expect(await screen.findByText('Please choose a plate!')).toBeVisible();
    expect(await simulatorAdmin.payOrders()).toHaveLength(before);
  });

  it('recomputes the total on every change of tab, card and plates', async () => {
    await signIn(USER_A);
    const { user } = renderApp('/app/vip/card/pay?vipIndex=1');
    await fillUnit(user);

    await typePlate(user, screen.getByRole('button', { name: /^Plate 1: / }), '云A12345');
    expect(total()).toHaveTextContent('¥150.00');
    await user.click(screen.getByRole('button', { name: '+ Add a plate' }));
    await typePlate(user, screen.getByRole('button', { name: /^Plate 2: / }), '云A67890');
    expect(total()).toHaveTextContent('¥300.00');
    await user.click(screen.getByRole('radio', { name: /Quarter card/ }));
    expect(total()).toHaveTextContent('¥800.00');
    await user.click(screen.getByRole('button', { name: 'Remove plate 1' }));
    expect(total()).toHaveTextContent('¥400.00');
    await user.click(screen.getByRole('tab', { name: 'Personal purchase' }));
    expect(total()).toHaveTextContent('¥400.00');
  });

  it('takes at most 5 plates for a unit purchase: the add button gives way to the limit', async () => {
    await signIn(USER_A);
    const { user } = renderApp('/app/vip/card/pay?vipIndex=1');
    await fillUnit(user);
    const plates = ['云A10001', '云A10002', '云A10003', '云A10004', '云A10005'];
    await typePlate(user, screen.getByRole('button', { name: /^Plate 1: / }), plates[0] ?? '');
    for (const [index, plate] of plates.slice(1).entries()) {
      await user.click(screen.getByRole('button', { name: '+ Add a plate' }));
      await typePlate(
        user,
        screen.getByRole('button', { name: new RegExp(`^Plate ${index + 2}: `) }),
        plate,
      );
    }
    expect(total()).toHaveTextContent('¥750.00');

    expect(screen.queryByRole('button', { name: '+ Add a plate' })).not.toBeInTheDocument();
    expect(screen.getByText('At most 5 plate numbers')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Plates' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    expect(total()).toHaveTextContent('¥750.00');

    await user.click(screen.getByRole('button', { name: 'Remove plate 5' }));
    expect(screen.getByRole('button', { name: '+ Add a plate' })).toBeVisible();
  });

  it('buys a unit card for one plate, held by the operator with the unit', async () => {
    await signIn(USER_A);
    installFakePayBridge('ok');
    const { user } = renderApp('/app/vip/card/pay?vipIndex=1');
    await fillUnit(user);
    await typePlate(user, screen.getByRole('button', { name: /^Plate 1: / }), '云A12345');
    await user.type(screen.getByLabelText('Staff number'), '8001');

    await user.click(screen.getByRole('button', { name: 'Pay now' }));

    expect(await screen.findByText('Payment successful')).toBeVisible();
    expect(await screen.findByText('Your membership card is active.')).toBeVisible();
    const [order] = await simulatorAdmin.payOrders();
    expect(order).toMatchObject({
      orderType: 'vipCard',
      numbers: ['云A12345'],
      beBusiness: 1,
      cost: 15000,
      staff: '8001',
      staffName: '张伟',
    });
  });
});

describe('a reserve card', () => {
  it('opens the summary; the activation date runs from today to 31 days ahead, cancel resets it', async () => {
    await signIn(USER_A);
    const today = chinaDate();
    const nextWeek = addDays(today, 7);
    const { user } = renderApp('/app/vip/card/pay?vipIndex=3');
    await user.click(await screen.findByRole('radio', { name: '云N12345 · Blue plate' }));

    await user.click(screen.getByRole('button', { name: 'Payment confirm' }));
    const summary = await screen.findByRole('dialog', { name: 'Purchase summary' });
    expect(summary).toHaveTextContent('云N12345');
    expect(summary).toHaveTextContent('Year card');
    expect(summary).toHaveTextContent('¥1500.00');
    expect(summary).toHaveTextContent(`Valid from ${today} to ${addDays(today, 364)}`);

    await user.click(within(summary).getByRole('button', { name: /Activation date/ }));
    const { picker, values, month, day } = await datePicker();
    const last = addDays(today, 31);
    expect(values(2)[0]).toBe(Number(today.slice(8)));
    await month(last);
    await waitFor(() => expect(values(2).at(-1)).toBe(Number(last.slice(8))));

    await day(nextWeek);
    await within(picker).findByText(`Activation date: ${nextWeek}`);
    await user.click(within(picker).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(summary).toHaveTextContent(`Valid from ${nextWeek} to ${addDays(nextWeek, 364)}`),
    );

    await user.click(within(summary).getByRole('button', { name: /Activation date/ }));
    await user.click(await within(picker).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(summary).toHaveTextContent(`Valid from ${today}`));
  });

  it('buys a unit card for two plates activated next week', async () => {
    await signIn(USER_A);
    installFakePayBridge('ok');
    const nextWeek = addDays(chinaDate(), 7);
    const { user } = renderApp('/app/vip/card/pay?vipIndex=3');
    await fillUnit(user);
    await typePlate(user, screen.getByRole('button', { name: /^Plate 1: / }), '云A12345');
    await user.click(screen.getByRole('button', { name: '+ Add a plate' }));
    await typePlate(user, screen.getByRole('button', { name: /^Plate 2: / }), '云A67890');
    expect(total()).toHaveTextContent('¥3000.00');

    await user.click(screen.getByRole('button', { name: 'Payment confirm' }));
    const summary = await screen.findByRole('dialog', { name: 'Purchase summary' });
    await user.click(within(summary).getByRole('button', { name: /Activation date/ }));
    const { picker, day } = await datePicker();
    await day(nextWeek);
    await within(picker).findByText(`Activation date: ${nextWeek}`);
    await user.click(within(picker).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(summary).toHaveTextContent(`Valid from ${nextWeek}`));
    await user.click(within(summary).getByRole('button', { name: 'Confirm pay' }));

    expect(await screen.findByText('Payment successful')).toBeVisible();
    expect(await screen.findByText(`Your membership card starts on ${nextWeek}.`)).toBeVisible();
    const [order] = await simulatorAdmin.payOrders();
    expect(order).toMatchObject({
      goods: 'VC03',
      numbers: ['云A12345', '云A67890'],
      beBusiness: 1,
      cost: 300000,
      appointment: nextWeek,
      status: 1,
    });
  });

  it('renews a premium plate with the reserve card, the plate chosen', async () => {
    await signIn(USER_A);
    renderApp(`/app/vip/card/pay?number=${encodeURIComponent('云ND66666')}&vipIndex=3`);

    expect(await screen.findByRole('radio', { name: /Year card/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('radio', { name: '云ND66666 · New energy' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Payment confirm' })).toBeVisible();
  });

  it("shows the plate's running card and the range the server records: from the day after it ends", async () => {
    await signIn(USER_A);
    installFakePayBridge('ok');
    const running = (await api.listVehicles()).find((v) => v.number === '云ND66666')!;
    const start = addDays(running.expiry!, 1);
    const end = addDays(start, 364);
    const { user } = renderApp(
      `/app/vip/card/pay?number=${encodeURIComponent('云ND66666')}&vipIndex=3`,
    );

    // The operator's service name (德宏停车年卡) in the owner's language.
    expect(
      await screen.findByText(`Dehong parking year card until ${running.expiry}`),
    ).toBeVisible();
    expect(running.service).toBe('德宏停车年卡');
    const tips = screen.getByRole('region', { name: 'Tips' });
    expect(tips).toHaveTextContent(`Valid from ${start} to ${end}`);
    expect(tips).toHaveTextContent(`the new card starts the day after`);

    await user.click(screen.getByRole('button', { name: 'Payment confirm' }));
    const summary = await screen.findByRole('dialog', { name: 'Purchase summary' });
    expect(summary).toHaveTextContent(`Valid from ${start} to ${end}`);
    await user.click(within(summary).getByRole('button', { name: 'Confirm pay' }));
    expect(await screen.findByText('Payment successful')).toBeVisible();
    // It follows the running card: the result says when it starts, not that it is active.
    expect(await screen.findByText(`Your membership card starts on ${start}.`)).toBeVisible();
    expect(screen.queryByText('Your membership card is active.')).toBeNull();
    const renewed = (await api.listVehicles()).find((v) => v.number === '云ND66666');
    expect(renewed?.expiry).toBe(end);
  });

  it("takes its first activation date from the card's minday (the server's day), not the phone's", async () => {
    const phoneToday = chinaDate();
    await simulatorAdmin.advanceClock(2 * 24 * 60, { phoneKeepsItsTime: true });
    await signIn(USER_A);
    installFakePayBridge('ok');
    const minday = (await api.listVipCards())[2]!.minday;
    expect(minday).toBe(addDays(phoneToday, 2));
    expect(chinaDate()).toBe(phoneToday);
    const { user } = renderApp('/app/vip/card/pay?vipIndex=3');
    await user.click(await screen.findByRole('radio', { name: '云N12345 · Blue plate' }));

    await user.click(screen.getByRole('button', { name: 'Payment confirm' }));
    const summary = await screen.findByRole('dialog', { name: 'Purchase summary' });
    expect(within(summary).getByRole('button', { name: /Activation date/ })).toHaveTextContent(
      minday,
    );
    expect(summary).toHaveTextContent(`Valid from ${minday} to ${addDays(minday, 364)}`);
    await user.click(within(summary).getByRole('button', { name: /Activation date/ }));
    const { values } = await datePicker();
    expect(values(2)[0]).toBe(Number(minday.slice(8)));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(within(summary).getByRole('button', { name: 'Confirm pay' }));

    expect(await screen.findByText('Payment successful')).toBeVisible();
    const [order] = await simulatorAdmin.payOrders();
    expect(order).toMatchObject({ goods: 'VC03', appointment: minday, status: 1 });
  });
});

describe('a member without vehicles', () => {
  it('is told so and offered to add one', async () => {
    await signIn(USER_B);
    const { user, location } = renderApp('/app/vip/card/pay?vipIndex=1');

    const dialog = await screen.findByRole('dialog', {
      name: 'You have not added vehicle information yet',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add vehicle now' }));

    await waitFor(() => expect(location().pathname).toBe('/app/vip/car/index'));
  });
});
