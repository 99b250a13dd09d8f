import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from '@/shared/ui/skip-link';
import './layouts.css';

/** Print previews and pop-ups: the screen alone, no chrome. */
export function BareLayout() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="bare-layout">
      <Outlet />
    </main>
  );
}
