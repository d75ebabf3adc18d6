import type { QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { setUnauthorizedListener } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { FirstPaint, type FrameProps } from './first-paint';
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

/**
 * `frame`: the prerendered frame index.html painted (main.tsx hydrates it). The hydration renders
 * it whatever the router has loaded by then, so that React's first render is the page's markup;
 * it stays, the very nodes the page painted, until the router has the first screen's module and
 * loaders. The screen then renders as a transition, in slices (a synchronous update, such as
 * useSyncExternalStore's, rendered the whole first screen in one long task: TBT of seconds on
 * a slow phone).
 */
export function App({
  router: givenRouter,
  queryClient: givenQueryClient,
  frame,
}: {
  router?: Router;
  queryClient?: QueryClient;
  frame?: FrameProps | null;
}) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createBrowserRouter(createRoutes(queryClient)));
  const [routed, setRouted] = useState(!frame);
  useEffect(() => {
    if (routed) return;
    const follow = () => {
      if (router.state.initialized) startTransition(() => setRouted(true));
    };
    follow();
    return router.subscribe(follow);
  }, [router, routed]);
  useEffect(() => sendToLoginOnUnauthorized(router), [router]);
  useEffect(warmUpScreens, []);
  return (
    <AppProvider queryClient={queryClient}>
      {routed || !frame ? <RouterProvider router={router} /> : <FirstPaint {...frame} />}
    </AppProvider>
  );
}
