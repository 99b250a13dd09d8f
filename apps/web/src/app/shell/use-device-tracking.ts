import { useLayoutEffect } from 'react';
import { isAppLayout, useAppStore } from '@/shared/stores/app-store';

export const APP_BODY_CLASS = 'app';

/**
 * Keeps deviceInfo in step with the window width and scrollInfo with the
 * scroll offset (spec §2), puts `app` on <body> on phones and tablets, and
 * mirrors the scrolled flag as <body data-scrolled> for CSS (sticky header
 * shadows) and tests.
 */
export function useDeviceTracking(): void {
  useLayoutEffect(() => {
    const { setViewportWidth, setScrollY } = useAppStore.getState();
    let resizeFrame = 0;
    const onResize = () => {
      cancelAnimationFrame(resizeFrame);
      resizeFrame = requestAnimationFrame(() => setViewportWidth(window.innerWidth));
    };
    const onScroll = () => setScrollY(window.scrollY);

    setViewportWidth(window.innerWidth);
    setScrollY(window.scrollY);
    window.addEventListener('resize', onResize);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(resizeFrame);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  const appLayout = useAppStore((s) => isAppLayout(s.deviceInfo));
  useLayoutEffect(() => {
    document.body.classList.toggle(APP_BODY_CLASS, appLayout);
  }, [appLayout]);

  const scrolled = useAppStore((s) => s.scrollInfo);
  useLayoutEffect(() => {
    document.body.dataset.scrolled = String(scrolled);
  }, [scrolled]);
}
