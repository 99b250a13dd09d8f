import { createBrowserRouter } from 'react-router';
import { registerNavigator } from '@/shared/lib/navigation-bridge';
import { buildRoutes } from './routes/route-table';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser router, registered as the navigator shared code uses for redirects. */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(buildRoutes());
  registerNavigator(
    (to, options) => {
      void router.navigate(to, { replace: options?.replace ?? false });
    },
    () => `${router.state.location.pathname}${router.state.location.search}`,
  );
  return router;
}
