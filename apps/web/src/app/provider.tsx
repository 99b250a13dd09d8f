import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/shared/api/query-client';
import { lazyChunk } from '@/shared/lib/chunk-loading';
import { selectIsLoggedIn, useAppStore } from '@/shared/stores/app-store';
import { useDialogStore } from '@/shared/ui/dialog/dialog-store';
import { ErrorBoundary } from '@/shared/ui/error-boundary/error-boundary';
import { ErrorFallback } from '@/shared/ui/error-boundary/error-fallback';
import { RecoveryActions } from '@/shared/ui/error-boundary/recovery-actions';
import { GlobalLoadingIndicator } from '@/shared/ui/loading/global-loading-indicator';
import { MAIN_CONTENT_ID } from '@/shared/ui/skip-link';
import { ToastHost } from '@/shared/ui/toast';

/** Last resort when the app shell itself fails to render; outside the router, so plain links. */
function AppCrash() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <ErrorFallback
        title="일시적인 오류가 발생했습니다"
        description={<p>화면을 표시하지 못했습니다. 새로 고치거나 잠시 후 다시 시도해 주세요.</p>}
      >
        <RecoveryActions />
      </ErrorFallback>
    </main>
  );
}

const DialogHost = lazyChunk(() =>
  import('@/shared/ui/dialog/dialog-host').then((m) => ({ default: m.DialogHost })),
);

/**
 * The alert/confirm dialog, mounted from the first request on. Its code (the
 * modal with its focus trap, ~0.8 KB gzipped) is not in the entry: it comes
 * with the shared `core` chunk, which every first visit preloads, so the
 * first dialog waits for no download (issue 17's entry budget).
 */
function DeferredDialogHost() {
  const asked = useDialogStore((s) => s.queue.length > 0);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  );
}

/** App-wide providers and the hosts of the global UI (loading bar, dialogs, toasts). */
export function AppProvider({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // One member's data must not outlive their session: drop the cache on logout.
  useEffect(
    () =>
      useAppStore.subscribe((state, previous) => {
        if (selectIsLoggedIn(previous) && !selectIsLoggedIn(state)) client.clear();
      }),
    [client],
  );
  return (
    <ErrorBoundary fallback={() => <AppCrash />}>
      <QueryClientProvider client={client}>
        {children}
        <GlobalLoadingIndicator />
        <DeferredDialogHost />
        <ToastHost />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
