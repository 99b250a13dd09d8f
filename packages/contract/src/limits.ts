/** Business constants and limits of the spec (§9) and of our own design. */

export const BREAKPOINTS = {
  /** Width (px) at or below which the layout is mobile. */
  mobile: 768,
  /** Width (px) at or below which the layout is small mobile. */
  mobileSmall: 480,
  /** Width (px) at or below which the layout is tablet. */
  tablet: 1024,
} as const;

/** Scroll offset (px) past which the page counts as scrolled. */
export const SCROLL_THRESHOLD = 10;
/** Larger screen side (px) from which a touch device counts as a tablet. */
export const TABLET_TOUCH_MIN_SIDE = 768;

export const STORAGE_KEYS = {
  webDeviceId: 'web-device-id',
  csrfToken: 'csrf-token',
  /** The global search's recent keywords on this device, newest first. */
  recentSearches: 'recent-searches',
} as const;

export const FALLBACK_DEVICE_VERSION = '1.0.0';

export const COOKIE_NAMES = {
  accessToken: 'act',
  refreshToken: 'ret',
  csrfSecret: 'csrf',
  /** A device that has logged in before (decision 0021); sent to the login call only. */
  trustedDevice: 'dvc',
} as const;

export const CSRF_HEADER = 'X-CSRF-Token';

export const MAX_MAIN_THEMES = 5;
export const MAX_EVALUATORS = 4;

export const TOAST_DURATION_MS = 3000;
export const DIALOG = {
  confirmColor: '#19BED4',
  confirmLabel: '확인',
  cancelLabel: '취소',
  closeLabel: '대화상자 닫기',
  animationDelayMs: 10,
} as const;

/** Default request body limit (bytes) for JSON bodies. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export const PAGING = {
  defaultSize: 20,
  maxSize: 100,
} as const;
