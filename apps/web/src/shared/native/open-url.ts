import { nativePlugins } from './bridge';

/** How to open a link: the in-app browser, or the app that owns its scheme (PASS, Toss …). */
export type OpenUrlType = 'browser' | 'app-launcher';

const OPEN_URL_TYPES: readonly string[] = ['browser', 'app-launcher'] satisfies OpenUrlType[];

export type OpenUrlResult = { success: true } | { success: false; error: string };

/** The exact failures of spec §8. */
export const OPEN_URL_ERRORS = {
  browser: 'Failed to open URL in web browser',
  appLauncher: 'Failed to open URL with AppLauncher',
  invalidType: "Invalid type. Use 'browser' or 'app-launcher'",
} as const;

// Schemes that would run code or read local files in our own window.
const UNSAFE_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:']);

function parse(url: string, type: OpenUrlType): URL | null {
  try {
    const parsed = new URL(url);
    if (UNSAFE_SCHEMES.has(parsed.protocol)) return null;
    if (type === 'browser' && parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
      return null;
    return parsed;
  } catch {
    return null;
  }
}

/** The web's way: a new tab or window, cut off from this page. */
function openInWindow(url: string): boolean {
  try {
    const opened = window.open(url, '_blank');
    if (!opened) return false;
    opened.opener = null;
    return true;
  } catch {
    return false;
  }
}

async function openNatively(url: string, type: OpenUrlType): Promise<boolean | null> {
  const plugins = nativePlugins();
  try {
    if (type === 'browser' && plugins?.Browser) {
      await plugins.Browser.open({ url });
      return true;
    }
    if (type === 'app-launcher' && plugins?.AppLauncher) {
      // completed false: no app handles the scheme; a window would not either.
      return (await plugins.AppLauncher.openUrl({ url })).completed;
    }
  } catch (error) {
    console.warn(`[native] Opening a link with ${type} failed; trying a new window.`, error);
  }
  return null;
}

/**
 * Opens `url` (spec §8): in the hybrid app through the Browser or AppLauncher
 * plugin, on the web (or when the plugin fails, with a warning) in a new
 * window. Resolves `{ success: false, error }` with the spec's message when
 * it could not, never throws.
 */
export async function openUrl(url: string, type: OpenUrlType): Promise<OpenUrlResult> {
  // Types come from data too (a banner's link type): checked at run time as well.
  if (!OPEN_URL_TYPES.includes(type)) return { success: false, error: OPEN_URL_ERRORS.invalidType };
  const error = type === 'browser' ? OPEN_URL_ERRORS.browser : OPEN_URL_ERRORS.appLauncher;
  const parsed = parse(url, type);
  if (!parsed) return { success: false, error };
  const native = await openNatively(parsed.href, type);
  if (native === false) return { success: false, error };
  if (native === true || openInWindow(parsed.href)) return { success: true };
  return { success: false, error };
}
