import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { setUnauthorizedListener } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { routes, warmUpScreens } from './router';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * A 401 from any call: the client has already cleared the session; go to the login page, which
 * brings the user back here afterwards.
 */
function sendToLoginOnUnauthorized(router: Router): () => void {
  return setUnauthorizedListener(() => {
    const { pathname, search } = router.state.location;
    if (pathname === paths.login.href()) return;
    void router.navigate(paths.login.href(), { state: { from: `${pathname}${search}` } });
  });
}

export function App({
  router: givenRouter,
  queryClient: givenQueryClient,
}: {
  router?: Router;
  queryClient?: QueryClient;
}) {
  const [router] = useState(() => givenRouter ?? createBrowserRouter(routes));
  useEffect(() => sendToLoginOnUnauthorized(router), [router]);
  useEffect(warmUpScreens, []);
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
