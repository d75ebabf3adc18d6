import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlainDialog } from '../plain-dialog';

const actions = [{ key: 'ok', text: 'OK', bold: true, onClick: () => {} }];

describe('PlainDialog', () => {
  it('closes on Escape from the moment it shows, before the focus has moved into it', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <button type="button">behind</button>
        <PlainDialog open title="Question" actions={actions} onClose={onClose}>
          <p>Body</p>
        </PlainDialog>
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Question' })).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('takes the focus once its first frame is painted and gives it back when it closes', async () => {
    const { rerender } = render(
      <>
        <button type="button">behind</button>
        <PlainDialog open={false} title="Question" actions={actions}>
          <p>Body</p>
        </PlainDialog>
      </>,
    );
    const behind = screen.getByRole('button', { name: 'behind' });
    act(() => behind.focus());
    rerender(
      <>
        <button type="button">behind</button>
        <PlainDialog open title="Question" actions={actions}>
          <p>Body</p>
        </PlainDialog>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Question' });
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <>
        <button type="button">behind</button>
        <PlainDialog open={false} title="Question" actions={actions}>
          <p>Body</p>
        </PlainDialog>
      </>,
    );
    expect(behind).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('stays on Escape when it asks a question that must be answered (no onClose)', async () => {
    const user = userEvent.setup();
    render(
      <PlainDialog open title="Question" actions={actions}>
        <p>Body</p>
      </PlainDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Question' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Question' })).toBeInTheDocument();
  });
});
