import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/shared/api/query-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App() {
  // One cache for the screens and for the routes that prefetch into it.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
