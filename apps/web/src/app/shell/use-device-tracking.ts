import { useLayoutEffect } from 'react';
import { isAppLayout, useAppStore } from '@/shared/stores/app-store';

export const APP_BODY_CLASS = 'app';

function markBody(appLayout: boolean, scrolled: boolean): void {
  // Unchanged values are not written: each write restyles the whole page.
  document.body.classList.toggle(APP_BODY_CLASS, appLayout);
  const flag = String(scrolled);
  if (document.body.dataset.scrolled !== flag) document.body.dataset.scrolled = flag;
}

/**
 * Marks <body> for the device before the app renders, so the first screen is
 * styled once rather than restyled by the shell's first effects (on phones
 * the `app` class changes the look of the whole page).
 */
export function markBodyForDevice(): void {
  const { deviceInfo, scrollInfo } = useAppStore.getState();
  markBody(isAppLayout(deviceInfo), scrollInfo);
}

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

    // The store already holds the width read before the first render; reading
    // the window again here, in React's commit of the first screen, would
    // force that screen's layout early. The next frame lays it out anyway.
    resizeFrame = requestAnimationFrame(() => {
      setViewportWidth(window.innerWidth);
      setScrollY(window.scrollY);
    });
    window.addEventListener('resize', onResize);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(resizeFrame);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  const appLayout = useAppStore((s) => isAppLayout(s.deviceInfo));
  const scrolled = useAppStore((s) => s.scrollInfo);
  useLayoutEffect(() => markBody(appLayout, scrolled), [appLayout, scrolled]);
}
