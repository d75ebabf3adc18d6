import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeNotice } from '../components/home-notice';

describe('the home notice', () => {
  it('keeps the operator’s formatting but drops scripts, handlers and javascript: links', async () => {
    const html =
      '<p>Pay at <strong>official</strong> channels.<img src="x" onerror="window.hacked=1">' +
      '<script>window.hacked=1</script><a href="javascript:window.hacked=1">tap</a></p>';

    render(<HomeNotice html={html} />);

    const notice = screen.getByRole('region', { name: 'Notice' });
    // The sanitiser arrives on demand: nothing of the HTML is on the page before it.
    expect((await screen.findByText('official')).tagName).toBe('STRONG');
    expect(notice.querySelector('script')).toBeNull();
    expect(notice.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.getByText('tap')).not.toHaveAttribute('href');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('shows nothing when the notice has nothing left to show', async () => {
    const { container } = render(<HomeNotice html="<script>alert(1)</script>" />);

    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
