import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { setUnauthorizedListener } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { createRoutes, warmUpScreens } from './router';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * A 401 the client could not renew (no refresh token, or the operator refused it): the client has
 * already cleared the session; go to the login page, which brings the user back here afterwards.
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
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createBrowserRouter(createRoutes(queryClient)));
  useEffect(() => sendToLoginOnUnauthorized(router), [router]);
  useEffect(warmUpScreens, []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
