import type { IdentityPurpose } from '@ilteo/contract';
import { nativePlugins } from '@/shared/native/bridge';

/**
 * Opens the identity provider's window. Three ways, best first:
 * - the hybrid app: the in-app browser (Browser plugin); the deep link comes
 *   back through hybrid-return.ts;
 * - the web: a named popup of about 500×700, opened on the click itself (an
 *   empty one, pointed at the provider once the server has answered), so
 *   popup blockers let it through;
 * - popups blocked: this window goes to the provider, with the way back kept
 *   in sessionStorage for /nice/auth-result.
 */

export const IDENTITY_WINDOW_NAME = 'ilteo-identity';
const RETURN_KEY = 'ilteo-identity-return';

export interface IdentityReturn {
  /** The screen that started it, to come back to with ?requestId=… */
  path: string;
  requestId: string;
  purpose: IdentityPurpose;
}

function popupFeatures(): string {
  const width = 500;
  const height = 700;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

export interface PendingWindow {
  /** Sends the window to the provider; false when it had to take over this window. */
  go: (authUrl: string, back: IdentityReturn) => boolean;
  /** Closes the window (the start failed). */
  cancel: () => void;
  /** Whether the user closed the popup; null when that cannot be known. */
  isClosed: () => boolean | null;
}

/** Call synchronously in the click handler, before any await. */
export function prepareIdentityWindow(): PendingWindow {
  const browser = nativePlugins()?.Browser;
  if (browser) {
    return {
      go: (authUrl) => {
        browser.open({ url: authUrl }).catch((error: unknown) => {
          console.warn('[native] In-app browser failed; opening in this window.', error);
          window.location.assign(authUrl);
        });
        return true;
      },
      cancel: () => undefined,
      isClosed: () => null,
    };
  }

  let popup: Window | null = null;
  try {
    popup = window.open('', IDENTITY_WINDOW_NAME, popupFeatures());
  } catch {
    popup = null;
  }
  return {
    go: (authUrl, back) => {
      if (popup && !popup.closed) {
        popup.location.href = authUrl;
        popup.focus();
        return true;
      }
      rememberIdentityReturn(back);
      window.location.assign(authUrl);
      return false;
    },
    cancel: () => popup?.close(),
    isClosed: () => (popup ? popup.closed : null),
  };
}

export function rememberIdentityReturn(back: IdentityReturn): void {
  try {
    window.sessionStorage.setItem(RETURN_KEY, JSON.stringify(back));
  } catch {
    // Without storage the result page still offers the main page.
  }
}

/** The way back stored for `requestId`, if any. */
export function readIdentityReturn(requestId: string): IdentityReturn | null {
  try {
    const raw = window.sessionStorage.getItem(RETURN_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<IdentityReturn>;
    if (value.requestId !== requestId || typeof value.path !== 'string') return null;
    // Only our own screens: the stored path is ours, but storage is not proof.
    if (!value.path.startsWith('/') || value.path.startsWith('//')) return null;
    return value as IdentityReturn;
  } catch {
    return null;
  }
}

export function forgetIdentityReturn(): void {
  try {
    window.sessionStorage.removeItem(RETURN_KEY);
  } catch {
    // Nothing stored.
  }
}
