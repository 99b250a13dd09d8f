import { create } from 'zustand';

/**
 * How many pieces of work currently ask for the global loading indicator:
 * requests made with `useLoading`, and route changes waiting for their code.
 * A counter, not a flag, so overlapping work keeps the indicator up until the
 * last one ends.
 */
interface LoadingState {
  pending: number;
}

export const useLoadingStore = create<LoadingState>()(() => ({ pending: 0 }));

export function beginLoading(): () => void {
  useLoadingStore.setState((s) => ({ pending: s.pending + 1 }));
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    useLoadingStore.setState((s) => ({ pending: Math.max(0, s.pending - 1) }));
  };
}

export const useIsLoading = (): boolean => useLoadingStore((s) => s.pending > 0);
