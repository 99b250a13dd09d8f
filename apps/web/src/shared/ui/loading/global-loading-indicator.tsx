import { useLayoutEffect } from 'react';
import { useIsLoading } from '@/shared/stores/loading-store';
import './loading.css';

export const PAGE_LOADING_CLASS = 'is-loading';

/**
 * Thin bar at the top of the viewport while anything asks for the global
 * loading state; also marks the root element with `is-loading` (spec §4).
 */
export function GlobalLoadingIndicator() {
  const active = useIsLoading();

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(PAGE_LOADING_CLASS, active);
    return () => root.classList.remove(PAGE_LOADING_CLASS);
  }, [active]);

  if (!active) return null;
  return <LoadingBar label="불러오는 중입니다" />;
}

/** The bar alone, for places that know they are loading (route code, first render). */
export function LoadingBar({ label }: { label: string }) {
  return (
    <div className="loading-bar" role="progressbar" aria-label={label} aria-busy="true">
      <span className="loading-bar__track" />
    </div>
  );
}
