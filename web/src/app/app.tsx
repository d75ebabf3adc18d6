import { COOKIES, setCookie } from '@dehong/api-spec';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { setUnauthorizedListener } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { routes } from './router';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * A 401 from any call: the client has already cleared the session; go to the login page, which
 * brings the user back here afterwards.
 */
export function sendToLoginOnUnauthorized(router: Router): void {
  setUnauthorizedListener(() => {
    const { pathname, search } = router.state.location;
    if (pathname === paths.login.href()) return;
    const from = `${pathname}${search}`;
    setCookie(COOKIES.returnUrl, from);
    void router.navigate(paths.login.href(), { state: { from } });
  });
}

export function App({
  router: givenRouter,
  queryClient: givenQueryClient,
}: {
  router?: Router;
  queryClient?: QueryClient;
}) {
  const [router] = useState(() => {
    const router = givenRouter ?? createBrowserRouter(routes);
    sendToLoginOnUnauthorized(router);
    return router;
  });
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
