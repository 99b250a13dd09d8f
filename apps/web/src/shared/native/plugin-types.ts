/**
 * The native plugins the hybrid app's shell injects on `window.Capacitor.Plugins`,
 * typed by hand after their Capacitor 7 documentation. No Capacitor package is
 * bundled into the web build (decision 0032): these types are all the web
 * needs, and on the web every plugin is simply absent.
 */

export interface PluginListenerHandle {
  remove: () => Promise<void> | void;
}

/** What addListener returns: a handle, or a promise of one (Capacitor 7 returns a promise). */
export type ListenerResult = Promise<PluginListenerHandle> | PluginListenerHandle;

/** Capacitor's permission states; iOS may answer `limited` for photos. */
export type NativePermissionState =
  'prompt' | 'prompt-with-rationale' | 'granted' | 'denied' | 'limited';

export interface CapacitorCookiesPlugin {
  deleteCookie: (options: { url?: string; key: string }) => Promise<void>;
}

export interface AppPlugin {
  addListener(event: 'appUrlOpen', listener: (event: { url: string }) => void): ListenerResult;
  addListener(
    event: 'backButton',
    listener: (event: { canGoBack: boolean }) => void,
  ): ListenerResult;
  exitApp?: () => Promise<void>;
  /** The app's own name, id, build and version. */
  getInfo?: () => Promise<{ version: string }>;
}

export interface BrowserPlugin {
  open: (options: { url: string }) => Promise<void>;
  close: () => Promise<void>;
}

export interface DevicePlugin {
  getId: () => Promise<{ identifier: string }>;
  getInfo: () => Promise<{ platform: string; osVersion?: string }>;
}

export interface PushNotificationSchema {
  title?: string;
  body?: string;
  /** FCM data: every value a string (decision 0033). */
  data?: Record<string, unknown>;
}

export interface PushNotificationsPlugin {
  checkPermissions: () => Promise<{ receive: NativePermissionState }>;
  requestPermissions: () => Promise<{ receive: NativePermissionState }>;
  register: () => Promise<void>;
  addListener(event: 'registration', listener: (token: { value: string }) => void): ListenerResult;
  addListener(
    event: 'registrationError',
    listener: (error: { error: string }) => void,
  ): ListenerResult;
  addListener(
    event: 'pushNotificationActionPerformed',
    listener: (action: { actionId: string; notification: PushNotificationSchema }) => void,
  ): ListenerResult;
}

export type CameraPermissionType = 'camera' | 'photos';

export interface CameraPermissionStatus {
  camera: NativePermissionState;
  photos: NativePermissionState;
}

export interface CameraPlugin {
  checkPermissions: () => Promise<CameraPermissionStatus>;
  requestPermissions: (options?: {
    permissions: CameraPermissionType[];
  }) => Promise<CameraPermissionStatus>;
}

export interface AppLauncherPlugin {
  openUrl: (options: { url: string }) => Promise<{ completed: boolean }>;
}

export interface SplashScreenPlugin {
  hide: () => Promise<void>;
}

/** Opens this app's page in the system settings (capacitor-native-settings). */
export interface NativeSettingsPlugin {
  open: (options: { optionAndroid: string; optionIOS: string }) => Promise<{ status: boolean }>;
}

/** The app's own Kakao and Naver login over their SDKs (apps/mobile/plugins/sns-login). */
export interface IlteoSnsLoginPlugin {
  /** Rejects with code 'CANCELLED' when the member closes the provider's screen. */
  login: (options: {
    provider: 'kakao' | 'naver';
  }) => Promise<{ provider: string; accessToken?: string; idToken?: string }>;
}

export interface NativePlugins {
  CapacitorCookies?: CapacitorCookiesPlugin;
  App?: AppPlugin;
  Browser?: BrowserPlugin;
  Device?: DevicePlugin;
  PushNotifications?: PushNotificationsPlugin;
  Camera?: CameraPlugin;
  AppLauncher?: AppLauncherPlugin;
  SplashScreen?: SplashScreenPlugin;
  NativeSettings?: NativeSettingsPlugin;
  IlteoSnsLogin?: IlteoSnsLoginPlugin;
}

/** The object the native shell injects as `window.Capacitor`. */
export interface CapacitorGlobal {
  Plugins?: NativePlugins;
  getPlatform?: () => string;
  isNativePlatform?: () => boolean;
}
