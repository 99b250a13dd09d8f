import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { LoadingBar } from '@/shared/ui/loading/global-loading-indicator';
import { SkipLink } from '@/shared/ui/skip-link';
import { removeBootShell } from './boot-shell';
import { useDeviceTracking } from './use-device-tracking';
import { useNavigationEffects, useNavigationLoading } from './use-navigation-effects';

/** The root route: shell behaviour shared by every layout, then the layout itself. */
export function RootShell() {
  useLayoutEffect(() => removeBootShell(), []);
  useDeviceTracking();
  useNavigationEffects();
  useNavigationLoading();
  return (
    <>
      <SkipLink />
      <Outlet />
    </>
  );
}

/**
 * What shows while the first screen's code loads: the bar, over the static
 * frame of index.html. The frame goes when this does, in the same commit as
 * whatever replaces it (the first screen, or an error page).
 */
export function ShellFallback() {
  useLayoutEffect(() => removeBootShell, []);
  return <LoadingBar label="화면을 불러오는 중입니다" />;
}
