import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { registerNavigator } from '@/shared/lib/navigation-bridge';
import { buildRoutes, discoverOpsRoutes } from './routes/route-table';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser router (screens prefetch into `queryClient`), registered as the navigator shared code uses for redirects. */
export function createAppRouter(queryClient: QueryClient): AppRouter {
  const router = createBrowserRouter(buildRoutes(queryClient), {
    patchRoutesOnNavigation: discoverOpsRoutes(queryClient),
  });
  registerNavigator(
    (to, options) => {
      void router.navigate(to, { replace: options?.replace ?? false });
    },
    () => `${router.state.location.pathname}${router.state.location.search}`,
  );
  return router;
}
