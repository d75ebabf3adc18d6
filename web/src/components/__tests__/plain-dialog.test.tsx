import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlainDialog } from '../plain-dialog';

// jsdom has no top layer, inert page or Escape: the browser journeys check those (kerb.e2e.ts).
function Screen() {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Buy a card
      </button>
      <p>answer: {answer}</p>
      <PlainDialog
        open={open}
        title="No vehicle yet"
        actions={[
          { key: 'add', text: 'Add one', bold: true, onClick: () => setAnswer('add') },
          { key: 'later', text: 'Not now', onClick: () => setOpen(false) },
        ]}
      >
        Add your vehicle first.
      </PlainDialog>
    </>
  );
}

describe('PlainDialog', () => {
  it('is a modal <dialog> named by its title and text, focused when open, focus back after', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    expect(screen.queryByRole('dialog')).toBeNull();

    const opener = screen.getByRole('button', { name: 'Buy a card' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'No vehicle yet' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Add your vehicle first.');
    expect(dialog).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add one' }));
    expect(screen.getByText('answer: add')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("answers `cancel` (the browser's Escape) with onClose, and refuses it when there is none", () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <PlainDialog open title="Is this your car?" actions={[]}>
        A question that must be answered.
      </PlainDialog>,
    );
    const cancel = () =>
      fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(cancel()).toBe(false); // refused: not closed by the browser
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
    expect(screen.getByRole('dialog')).toHaveAttribute('closedby', 'none');

    rerender(
      <PlainDialog open title="No vehicle yet" actions={[]} onClose={onClose}>
        A question that may be put away.
      </PlainDialog>,
    );
    expect(screen.getByRole('dialog')).not.toHaveAttribute('closedby');
    expect(cancel()).toBe(false); // `open` decides, through onClose
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
