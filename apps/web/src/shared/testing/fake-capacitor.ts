import { vi } from 'vitest';
import type {
  AppPlugin,
  CapacitorGlobal,
  NativePermissionState,
  NativePlugins,
  PluginListenerHandle,
  PushNotificationsPlugin,
} from '@/shared/native/plugin-types';

/**
 * A stand-in for the object the native shell injects as `window.Capacitor`:
 * the test double sits at the plugin boundary, so the bridge's own code runs
 * as it does in the app. Listeners are kept per event and fired with emit().
 */
export class FakeListeners {
  private readonly byEvent = new Map<string, Set<(payload: unknown) => void>>();

  readonly addListener = (
    event: string,
    listener: (payload: never) => void,
  ): Promise<PluginListenerHandle> => {
    const set = this.byEvent.get(event) ?? new Set();
    const fn = listener as (payload: unknown) => void;
    set.add(fn);
    this.byEvent.set(event, set);
    return Promise.resolve({ remove: () => void set.delete(fn) });
  };

  emit(event: string, payload: unknown): void {
    for (const listener of this.byEvent.get(event) ?? []) listener(payload);
  }

  count(event: string): number {
    return this.byEvent.get(event)?.size ?? 0;
  }
}

/** Puts `plugins` on window.Capacitor for `platform`; vitest's unstubGlobals removes it after the test. */
export function installCapacitor(platform: 'ios' | 'android', plugins: NativePlugins): void {
  const capacitor: CapacitorGlobal = {
    Plugins: plugins,
    getPlatform: () => platform,
    isNativePlatform: () => true,
  };
  vi.stubGlobal('Capacitor', capacitor);
}

/** An App plugin whose listeners the test fires. */
export function fakeAppPlugin(): { plugin: AppPlugin; listeners: FakeListeners } {
  const listeners = new FakeListeners();
  const plugin: AppPlugin = {
    addListener: listeners.addListener,
    exitApp: vi.fn(() => Promise.resolve()),
    getInfo: vi.fn(() => Promise.resolve({ version: '2.3.4' })),
  };
  return { plugin, listeners };
}

/** A PushNotifications plugin answering `receive` (then `afterRequest` once asked). */
export function fakePushPlugin(
  receive: NativePermissionState,
  afterRequest: NativePermissionState = receive,
): { plugin: PushNotificationsPlugin; listeners: FakeListeners } {
  const listeners = new FakeListeners();
  const plugin: PushNotificationsPlugin = {
    checkPermissions: vi.fn(() => Promise.resolve({ receive })),
    requestPermissions: vi.fn(() => Promise.resolve({ receive: afterRequest })),
    register: vi.fn(() => Promise.resolve()),
    addListener: listeners.addListener,
  };
  return { plugin, listeners };
}
