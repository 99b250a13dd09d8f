import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '@/shared/ui/dialog';

export const LEAVE_MESSAGE =
  '작성 중인 글이 저장되지 않았습니다. 이 페이지를 떠나시겠습니까? 떠나면 작성한 내용은 사라집니다.';

/**
 * Asks before leaving with unsaved changes, as the résumé write page does
 * (a feature may not import another's, so the approach is repeated here):
 * inside the app with React Router's blocker and a confirm dialog, on reload
 * or tab close with the browser's beforeunload prompt. `release()` lets the
 * page's own navigation after a save through, before any re-render.
 */
export function useLeaveGuard(unsaved: boolean): { release: () => void } {
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
    void confirm(LEAVE_MESSAGE, {
      title: '페이지 떠나기',
      confirmLabel: '떠나기',
      cancelLabel: '계속 작성',
    }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker]);

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
