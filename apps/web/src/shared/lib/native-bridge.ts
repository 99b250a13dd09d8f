/**
 * The hybrid app's native plugins, as Capacitor exposes them on `window`.
 * No Capacitor package is bundled: the web build only looks for the object
 * the native shell injects, so on the web every call here is a no-op.
 */

export interface PluginListenerHandle {
  remove: () => Promise<void> | void;
}

export interface CapacitorCookiesPlugin {
  deleteCookie: (options: { url?: string; key: string }) => Promise<void>;
}

export interface AppPlugin {
  addListener: (
    event: 'appUrlOpen',
    listener: (event: { url: string }) => void,
  ) => Promise<PluginListenerHandle> | PluginListenerHandle;
}

export interface BrowserPlugin {
  open: (options: { url: string }) => Promise<void>;
  close: () => Promise<void>;
}

export interface NativePlugins {
  CapacitorCookies?: CapacitorCookiesPlugin;
  App?: AppPlugin;
  Browser?: BrowserPlugin;
}

interface CapacitorGlobal {
  Plugins?: NativePlugins;
}

/** The native plugins when running inside the hybrid app; undefined on the web. */
export function nativePlugins(): NativePlugins | undefined {
  if (typeof window === 'undefined') return undefined;
  const capacitor = (window as Window & { Capacitor?: CapacitorGlobal }).Capacitor;
  return capacitor?.Plugins ?? undefined;
}
