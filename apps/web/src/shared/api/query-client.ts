import { QueryClient } from '@tanstack/react-query';

/**
 * The HTTP helper already tells the user about every failure with an alert,
 * so queries do not retry (each retry would alert again) and do not refetch
 * behind the user's back on focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
