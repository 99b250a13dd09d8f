import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { createQueryClient } from '@/shared/api/query-client';
import { DialogHost } from '@/shared/ui/dialog';

/** Shows where a test's navigation ended up. */
function Elsewhere() {
  const location = useLocation();
  return (
    <p data-testid="elsewhere">
      {location.pathname}
      {location.search}
    </p>
  );
}

/**
 * Renders one screen at `path` in a memory router with the query client and
 * the dialog host; every other path renders its own address (testid
 * "elsewhere"). `extra` routes come before the catch-all.
 */
export function renderRoute(
  Screen: ComponentType,
  { path, at = path, extra = [] }: { path: string; at?: string; extra?: RouteObject[] },
) {
  const router = createMemoryRouter(
    [{ path, Component: Screen }, ...extra, { path: '*', Component: Elsewhere }],
    { initialEntries: [at] },
  );
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <DialogHost />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}

/** The JSON body of an envelope. */
export const envelope = (code: string, data: unknown = null, message = '') => ({
  code,
  message,
  data,
});
