import { Outlet } from 'react-router';
import { LoadingBar } from '@/shared/ui/loading/global-loading-indicator';
import { SkipLink } from '@/shared/ui/skip-link';
import { useDeviceTracking } from './use-device-tracking';
import { useNavigationEffects, useNavigationLoading } from './use-navigation-effects';

/** The root route: shell behaviour shared by every layout, then the layout itself. */
export function RootShell() {
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

/** What shows while the first screen's code loads. */
export function ShellFallback() {
  return <LoadingBar label="화면을 불러오는 중입니다" />;
}
