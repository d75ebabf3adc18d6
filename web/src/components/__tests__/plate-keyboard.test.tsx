import { PLATE_CHARACTERS, PROVINCES } from '@dehong/api-spec/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PlateKeyboard } from '../plate-keyboard';
import { plateKey } from '@/testing/plate-keys';

function KeyboardHarness({ initial = '' }: { initial?: string }) {
  const [plate, setPlate] = useState(initial);
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="confirmed">{plate}</p>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <PlateKeyboard
        visible={open}
        initialValue={plate}
        onConfirm={setPlate}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

const keyboard = () => screen.getByRole('dialog', { name: 'Enter the plate number' });
const plateSoFar = () => within(keyboard()).getByRole('status');
const key = (character: string) =>
  within(keyboard()).getByRole('button', { name: plateKey(character) });

describe('the plate keyboard', () => {
  it('offers the 33 province characters first, then the 37 digits, letters and specials', async () => {
    const user = userEvent.setup();
    render(<KeyboardHarness />);

    const provinces = within(keyboard()).getByRole('group', { name: 'Province' });
    expect(
      within(provinces)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(PROVINCES);

    await user.click(key('云'));
    const characters = within(keyboard()).getByRole('group', { name: 'Letters and digits' });
    const labels = within(characters)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels).toEqual(PLATE_CHARACTERS);
    expect(labels).toHaveLength(37);
    expect(labels).not.toContain('I');
    expect(labels).not.toContain('O');
    expect(labels).toEqual(expect.arrayContaining(['学', '挂', '警']));
  });

  it('names each Chinese key with what it stands for, and letters and digits as they are', async () => {
    const user = userEvent.setup();
    render(<KeyboardHarness />);

    expect(within(keyboard()).getByRole('button', { name: '云, Yunnan' })).toHaveTextContent('云');
    expect(within(keyboard()).getByRole('button', { name: '蒙, Inner Mongolia' })).toBeVisible();
    await user.click(key('云'));
    expect(within(keyboard()).getByRole('button', { name: '学, driving school' })).toBeVisible();
    expect(within(keyboard()).getByRole('button', { name: 'N' })).toHaveTextContent('N');
  });

  it('appends one character per tap and deletes the last one', async () => {
    const user = userEvent.setup();
    render(<KeyboardHarness />);

    for (const character of '云N12345') await user.click(key(character));
    expect(plateSoFar()).toHaveTextContent('云N12345');

    await user.click(key('Delete'));
    expect(plateSoFar()).toHaveTextContent('云N1234');

    for (let i = 0; i < 6; i += 1) await user.click(key('Delete'));
    expect(plateSoFar()).toHaveTextContent('Plate number');
    expect(within(keyboard()).getByRole('group', { name: 'Province' })).toBeInTheDocument();
  });

  it('hands the plate over on confirm, and stops at eight characters', async () => {
    const user = userEvent.setup();
    render(<KeyboardHarness />);

    for (const character of '云ND666661') await user.click(key(character));
    expect(plateSoFar()).toHaveTextContent('云ND66666');

    await user.click(key('Confirm'));
    expect(screen.getByTestId('confirmed')).toHaveTextContent(/^云ND66666$/);
  });

  it('starts from the current plate and keeps it when closed without confirming', async () => {
    const user = userEvent.setup();
    render(<KeyboardHarness initial="云N12345" />);
    expect(plateSoFar()).toHaveTextContent('云N12345');

    await user.click(key('Delete'));
    await user.click(document.querySelector('.adm-mask') as HTMLElement);

    expect(screen.getByTestId('confirmed')).toHaveTextContent(/^云N12345$/);
  });
});
