import type { CapacitorConfig } from '@capacitor/cli';
import {
  APP_HOST,
  APP_ID,
  APP_ORIGIN,
  APP_SCHEME,
} from '../../packages/contract/src/vocabulary/app';

/**
 * The hybrid app's shell (decision 0032).
 *
 * The web view loads the live site (APP_ORIGIN) instead of the copy in
 * webDir: the web app calls its API with relative paths and keeps its session
 * in HttpOnly, SameSite cookies, which only work same-origin. The copy in
 * webDir is still synced (Capacitor requires one) and is what a build shows
 * if the site cannot be reached at all.
 *
 * ILTEO_APP_SERVER_URL points a development build at another server, e.g.
 * http://10.0.2.2:8080 for `npm start` on the machine running the Android
 * emulator. Plain http is allowed only then.
 *
 * The contract file is imported by path: the CLI compiles this file on its
 * own and the package's index would pull zod into it for three strings.
 */
const serverUrl = process.env.ILTEO_APP_SERVER_URL?.trim() || APP_ORIGIN;
const env = (name: string): string => process.env[name]?.trim() ?? '';
const isDevServer = serverUrl !== APP_ORIGIN;
/** iOS: the scheme the Naver app returns to (a URL type in ios/App/App/Info.plist). */
const NAVER_URL_SCHEME = `${APP_SCHEME}naverlogin`;

const config: CapacitorConfig = {
  appId: APP_ID,
  appName: '일터',
  webDir: '../web/dist',
  loggingBehavior: isDevServer ? 'debug' : 'none',
  server: {
    url: serverUrl,
    hostname: APP_HOST,
    androidScheme: 'https',
    cleartext: serverUrl.startsWith('http://'),
    // Pages of these hosts stay in the web view; any other link leaves the app.
    allowNavigation: [APP_HOST, `*.${APP_HOST}`],
  },
  android: {
    allowMixedContent: false,
    webContentsDebuggingEnabled: isDevServer,
  },
  ios: {
    // The web app pads itself with env(safe-area-inset-*) (viewport-fit=cover).
    contentInset: 'never',
    webContentsDebuggingEnabled: isDevServer,
  },
  plugins: {
    SplashScreen: {
      launchShowDuration: 2000,
      launchAutoHide: true,
      launchFadeOutDuration: 200,
      backgroundColor: '#19BED4',
      androidScaleType: 'CENTER_CROP',
      showSpinner: false,
      splashFullScreen: false,
      splashImmersive: false,
    },
    StatusBar: {
      // Android: the bar keeps its own strip above the web view (no overlap to pad for);
      // dark text on white, like the site's header.
      overlaysWebView: false,
      style: 'LIGHT',
      backgroundColor: '#ffffff',
    },
    PushNotifications: {
      // iOS: show a push that arrives while the app is open, too.
      presentationOptions: ['badge', 'sound', 'alert'],
    },
    // The web code calls CapacitorCookies.deleteCookie only; patching document.cookie is not needed.
    CapacitorCookies: { enabled: false },
    // fetch stays the web view's own: same-origin, its cookies, its CSRF header.
    CapacitorHttp: { enabled: false },
    // Kakao and Naver app keys (plugins/sns-login): from the environment at sync time, never committed.
    IlteoSnsLogin: {
      kakaoNativeAppKey: env('ILTEO_KAKAO_NATIVE_APP_KEY'),
      naverClientId: env('ILTEO_NAVER_CLIENT_ID'),
      naverClientSecret: env('ILTEO_NAVER_CLIENT_SECRET'),
      naverUrlScheme: NAVER_URL_SCHEME,
    },
  },
};

export default config;
