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

export const IMAGE_RESIZE = {
  defaultMaxBytes: 2 * 1024 * 1024,
  maxIterations: 10,
  qualityStep: 0.95,
  pngQualityStep: 0.85,
} as const;

/** Default request body limit (bytes) for JSON bodies. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export const UPLOAD = {
  /** Largest single file (bytes). */
  maxFileBytes: 20 * 1024 * 1024,
  /** Files per request. */
  maxFiles: 5,
  /** Non-file form fields per request. */
  maxFields: 10,
  /** Longest original file name we keep (characters). */
  maxNameLength: 200,
  /** Files one member may upload per Seoul calendar day (decision 0021). */
  maxFilesPerDay: 100,
  /** Bytes one member may upload per Seoul calendar day. */
  maxBytesPerDay: 300 * 1024 * 1024,
  /** An upload never attached to a record (résumé, post, application) is deleted after this. */
  unattachedHours: 24,
} as const;

export const PAGING = {
  defaultSize: 20,
  maxSize: 100,
} as const;
