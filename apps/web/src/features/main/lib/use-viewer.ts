import { selectIsLoggedIn, useAppStore } from '@/shared/stores/app-store';
import { GUEST, type Viewer } from '../api/keys';

/** Who the main page is for: the member's login id, or GUEST. */
export function useViewer(): Viewer {
  return useAppStore((s) => {
    if (!selectIsLoggedIn(s)) return GUEST;
    const id = s.loginInfo.loginId;
    return typeof id === 'string' && id !== '' ? `member:${id}` : 'member';
  });
}
