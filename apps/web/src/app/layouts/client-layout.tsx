import { Suspense, useState } from 'react';
import { Outlet, useLocation, type Location } from 'react-router';
import { useDeviceInfo } from '@/shared/stores/app-store';
import { MAIN_CONTENT_ID } from '@/shared/ui/skip-link';
import { useCurrentRoute } from '../routes/route-handle';
import { DesktopHeader } from './headers/desktop-header';
import type { MenuButtonProps } from './headers/menu-button';
import { MobileHeader } from './headers/mobile-header';
import { SiteFooter } from './site-footer';
import './layouts.css';
import { lazyChunk } from '@/shared/lib/chunk-loading';

// The drawer (and the menu query with its schema) is only needed once someone opens it.
const loadSideMenu = () => import('@/features/navigation/components/side-menu-drawer');
const SideMenuDrawer = lazyChunk(loadSideMenu);

/** Header, main and footer around the job seeker's screens (spec §2, client layout). */
export function ClientLayout() {
  const route = useCurrentRoute();
  const { isMobile } = useDeviceInfo();
  const location = useLocation();
  // The drawer belongs to the location it was opened at: any navigation, Back
  // included, yields a new location object and so closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<Location | null>(null);
  const menuOpen = menuOpenedAt === location;

  const menu: MenuButtonProps = {
    expanded: menuOpen,
    onOpen: () => setMenuOpenedAt(location),
    onPrefetch: () => void loadSideMenu(),
  };
  const showHeader = route?.meta.hideHeader !== true;

  return (
    <div className="client-layout">
      {showHeader &&
        (isMobile ? <MobileHeader route={route} menu={menu} /> : <DesktopHeader menu={menu} />)}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="client-layout__main">
        <Outlet />
      </main>
      <SiteFooter />
      {menuOpen && (
        <Suspense fallback={null}>
          <SideMenuDrawer onClose={() => setMenuOpenedAt(null)} />
        </Suspense>
      )}
    </div>
  );
}
