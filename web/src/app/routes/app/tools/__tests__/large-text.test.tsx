import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLargeText } from '@/features/member/large-text';
import { setLargeText } from '@/features/member/large-text-setting';
import { renderApp } from '@/testing/render-app';
import { USER_A, signIn, testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

afterEach(() => setLargeText(false));

describe('the large-text setting (elder-friendly)', () => {
  it('the settings switch turns large text on for the whole document, and it is remembered', async () => {
    await signIn(USER_A);
    renderApp('/app/tools/setting/index');
    const toggle = await screen.findByRole('switch', { name: 'Large text' });
    expect(toggle).not.toBeChecked();
    expect(document.documentElement).not.toHaveClass('large-text');

    await userEvent.setup().click(toggle);

    // The switch is there at once; it shows the new state on the next render.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Large text' })).toBeChecked());
    expect(document.documentElement).toHaveClass('large-text');
    document.documentElement.classList.remove('large-text');
    applyLargeText();
    expect(document.documentElement).toHaveClass('large-text');
  });
});
