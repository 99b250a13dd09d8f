import { Suspense } from 'react';
import { useIsLoggedIn } from '@/shared/stores/app-store';
import { lazyChunk } from '@/shared/lib/chunk-loading';

// Visitors never load the alarm code: it comes with the first header a member sees.
const MemberBell = lazyChunk(() =>
  import('./member-bell').then((m) => ({ default: m.MemberBell })),
);

/** The header's bell, for members only (see member-bell.tsx). */
export function AlarmBell() {
  const isLoggedIn = useIsLoggedIn();
  if (!isLoggedIn) return null;
  return (
    // Holds the bell's place while its code loads, so the header does not shift.
    <Suspense fallback={<span className="icon-button" aria-hidden="true" />}>
      <MemberBell />
    </Suspense>
  );
}
