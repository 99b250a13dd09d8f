import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '@/shared/ui/dialog';

export const LEAVE_MESSAGE =
  '저장하지 않은 작성 내용이 있습니다. 이 페이지를 떠나시겠습니까? 작성 내용은 이 기기에 임시로 남아 다음에 불러올 수 있습니다.';

/**
 * Asks before leaving with unsaved changes: inside the app with React
 * Router's blocker and a confirm dialog, and on reload or tab close with
 * the browser's own beforeunload prompt. Changing only the query (the new
 * résumé's id after its first save) is not leaving.
 */
export function useLeaveGuard(unsaved: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
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
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
}
