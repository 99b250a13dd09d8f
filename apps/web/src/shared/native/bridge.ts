import type { CapacitorGlobal, NativePlugins } from './plugin-types';

/**
 * The one tiny check the entry may hold: whether the page runs inside the
 * hybrid app, and its native plugins. Everything else in this folder is
 * loaded only when this says "native" or when a screen uses it (decision
 * 0032), so the web build's first load does not grow.
 */

export type NativePlatform = 'ios' | 'android';

function capacitor(): CapacitorGlobal | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as Window & { Capacitor?: CapacitorGlobal }).Capacitor;
}

/** The native plugins when running inside the hybrid app; undefined on the web. */
export function nativePlugins(): NativePlugins | undefined {
  return capacitor()?.Plugins ?? undefined;
}

/** 'ios' or 'android' inside the hybrid app (Capacitor's own answer), null on the web. */
export function nativePlatform(): NativePlatform | null {
  const cap = capacitor();
  if (!cap?.Plugins) return null;
  const platform = cap.getPlatform?.();
  return platform === 'ios' || platform === 'android' ? platform : null;
}

export const isNativeApp = (): boolean => nativePlatform() !== null;

export type { NativePlugins, PluginListenerHandle } from './plugin-types';
