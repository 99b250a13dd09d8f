import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { trackPageView } from '@/shared/lib/analytics';
import { useAppStore } from '@/shared/stores/app-store';
import { beginLoading } from '@/shared/stores/loading-store';
import { focusMainContent } from '@/shared/ui/skip-link';
import { useCurrentRoute } from '../routes/route-handle';

function paramsFromState(state: unknown): Record<string, unknown> | undefined {
  if (typeof state !== 'object' || state === null || !('params' in state)) return undefined;
  const { params } = state;
  return typeof params === 'object' && params !== null ? { ...params } : undefined;
}

/**
 * What happens on every navigation (spec §2): scroll to the top, record a
 * page_view, and keep params handed over in history state under the path.
 * When the path changes, focus moves to the main content so keyboard and
 * screen reader users start reading the new page rather than the old link.
 */
export function useNavigationEffects(): void {
  const location = useLocation();
  const title = useCurrentRoute()?.title ?? '';
  const tracked = useRef<string | null>(null);
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    // StrictMode runs effects twice in development; one navigation is one event.
    if (tracked.current === location.key) return;
    tracked.current = location.key;

    // The first screen of a visit is already at the top (or where the browser
    // restores a reload to); scrolling there would only force a layout while
    // that screen is still being built.
    if (lastPath.current !== null) window.scrollTo(0, 0);
    trackPageView(`${location.pathname}${location.search}`, title);
    const params = paramsFromState(location.state);
    if (params) useAppStore.getState().setPageParams(location.pathname, params);

    // Only for a new page: a filter written to the query string must not pull focus away.
    if (lastPath.current !== null && lastPath.current !== location.pathname) focusMainContent();
    lastPath.current = location.pathname;
  }, [location, title]);
}

/** Shows the global loading indicator while a route's code or data loads. */
export function useNavigationLoading(): void {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => (busy ? beginLoading() : undefined), [busy]);
}
