import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { createRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

const openClients = new Set<QueryClient>();

/**
 * Ends what the screens of a test still had in flight: an answer arriving after the test (a 401
 * once the simulator was reset) must not show its toast in the next one.
 */
export async function closeQueryClients(): Promise<void> {
  for (const client of openClients) {
    await client.cancelQueries();
    client.clear();
  }
  openClients.clear();
}

/** The whole app (route table, guard, providers) opened at `path`, as a user would. */
export function renderApp(path: string, options: { state?: unknown } = {}) {
  const queryClient = createQueryClient();
  openClients.add(queryClient);
  const router = createMemoryRouter(createRoutes(queryClient), {
    initialEntries: [
      { pathname: path.split('?')[0], search: searchOf(path), state: options.state },
    ],
  });
  // antd-mobile's pop-ups ignore the pointer while they animate in; jsdom's animation frames make
  // that state last, so the CSS check of user-event would refuse taps a user could make.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const { unmount } = render(<App router={router} queryClient={queryClient} />);
  return { router, user, location: () => router.state.location, unmount };
}

function searchOf(path: string): string {
  const index = path.indexOf('?');
  return index < 0 ? '' : path.slice(index);
}
