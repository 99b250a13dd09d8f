import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '@/shared/ui/dialog';

/**
 * Asks before leaving a form with unsaved changes: inside the app with React
 * Router's blocker and a confirm dialog (`message`, 떠나기 / 계속 작성), and
 * on reload or tab close with the browser's own beforeunload prompt.
 * Changing only the query (a new record's id after its first save) is not
 * leaving. `release()` lets the page's own navigation after a save (or to a
 * place it means to go) through, before any re-render.
 *
 * One hook for every form that has a draft (résumé, community post, apply):
 * the behaviour must be the same everywhere, so it lives here and each form
 * passes only its own words.
 */
export function useLeaveGuard(unsaved: boolean, message: string): { release: () => void } {
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );

  // One question per blocked navigation, even if the blocker object is renewed meanwhile.
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm(message, {
      title: '페이지 떠나기',
      confirmLabel: '떠나기',
      cancelLabel: '계속 작성',
    }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, message]);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!released.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { release };
}
