import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadedWhenOpened } from '../loaded-when-opened';

/** A pop-up that counts its mounts and holds a draft of its own, as the plate keyboard does. */
function Sheet({ visible, onMount }: { visible: boolean; onMount: () => void }) {
  const [draft, setDraft] = useState('');
  useEffect(() => onMount(), [onMount]);
  return (
    <div role="dialog" aria-label="sheet" hidden={!visible}>
      <input aria-label="draft" value={draft} onChange={(event) => setDraft(event.target.value)} />
    </div>
  );
}

function Screen({
  load,
  onMount,
}: {
  load: () => Promise<{ default: typeof Sheet }>;
  onMount: () => void;
}) {
  const [LazySheet] = useState(() => lazy(load));
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        toggle
      </button>
      <LoadedWhenOpened open={open}>
        <LazySheet visible={open} onMount={onMount} />
      </LoadedWhenOpened>
    </>
  );
}

describe('LoadedWhenOpened', () => {
  it('asks for the pop-up only at the first open, then keeps it mounted with its state', async () => {
    const user = userEvent.setup();
    const load = vi.fn(() => Promise.resolve({ default: Sheet }));
    const onMount = vi.fn();
    render(<Screen load={load} onMount={onMount} />);

    // Closed from the start: its chunk is not asked for and nothing of it renders.
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await user.type(await screen.findByRole('textbox', { name: 'draft' }), '云N');
    expect(load).toHaveBeenCalledTimes(1);
    expect(onMount).toHaveBeenCalledTimes(1);

    // Closed: still mounted (its close animation and what it holds survive), only hidden.
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    const closed = screen.getByRole('dialog', { hidden: true });
    expect(closed).not.toBeVisible();

    // Opened again: the same pop-up, not a new one, and no second request for its chunk.
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByRole('textbox', { name: 'draft' })).toHaveValue('云N');
    expect(onMount).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a pop-up that is open from the start at once', () => {
    const onMount = vi.fn();
    render(
      <LoadedWhenOpened open>
        <Sheet visible onMount={onMount} />
      </LoadedWhenOpened>,
    );
    expect(screen.getByRole('dialog', { name: 'sheet' })).toBeVisible();
    expect(onMount).toHaveBeenCalledTimes(1);
  });
});
