import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAlarmStore } from '../stores/alarm-store';

/** Window focus and a tab coming back fire together; one check covers both. */
export const UNREAD_CHECK_GAP_MS = 5_000;

/**
 * Keeps the bell's dot current without polling: asks the server on mount,
 * after each navigation and when the window regains focus, at most once per
 * UNREAD_CHECK_GAP_MS.
 */
export function useUnreadRefresh(): void {
  const refreshHasNew = useAlarmStore((s) => s.refreshHasNew);
  const { pathname } = useLocation();
  const lastCheck = useRef(0);
  const check = useRef(() => {});
  useEffect(() => {
    check.current = () => {
      const now = Date.now();
      if (now - lastCheck.current < UNREAD_CHECK_GAP_MS) return;
      lastCheck.current = now;
      void refreshHasNew();
    };
  });

  useEffect(() => {
    check.current();
  }, [pathname]);

  useEffect(() => {
    const onFocus = () => check.current();
    const onVisible = () => {
      if (document.visibilityState === 'visible') check.current();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
