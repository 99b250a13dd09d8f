import { BREAKPOINTS, SCROLL_THRESHOLD, type LoginInfo as AccountLoginInfo } from '@ilteo/contract';
import { create } from 'zustand';
import { readSessionHint, writeSessionHint } from '../lib/session-hint';

/**
 * Global client state of the shell (spec §3): who is logged in, per-page
 * params handed over through history state, the device class from the window
 * width and whether the page is scrolled. Server data lives in TanStack Query.
 */

/**
 * The logged-in user's info (the contract's LoginInfo: loginId, name,
 * signUpType) from login or GET getUserInfo. Empty = logged out.
 */
export type LoginInfo = Readonly<Partial<AccountLoginInfo>> & Readonly<Record<string, unknown>>;

export type PageParams = Readonly<Record<string, unknown>>;

export interface PageInfo {
  /** The route path the params belong to. */
  readonly pageId: string;
  readonly params: PageParams;
}

export interface DeviceInfo {
  /** width ≤ 768 */
  readonly isMobile: boolean;
  /** width ≤ 480 */
  readonly isMobile480: boolean;
  /** width ≤ 1024 */
  readonly isMobile1024: boolean;
}

export interface AppState {
  loginInfo: LoginInfo;
  /**
   * The start-up login check has not answered yet and this browser's hint
   * says a member was logged in (decision 0045): screens lay out the
   * member's view, with placeholders, until it does.
   */
  sessionPending: boolean;
  pageInfo: readonly PageInfo[];
  deviceInfo: DeviceInfo;
  scrollInfo: boolean;
  setLoginInfo: (info: LoginInfo) => void;
  clearLoginInfo: () => void;
  /** The start-up check has answered (or failed): no longer pending. */
  settleSession: () => void;
  setPageParams: (pageId: string, params: PageParams) => void;
  setViewportWidth: (width: number) => void;
  setScrollY: (scrollY: number) => void;
}

export function deviceInfoForWidth(width: number): DeviceInfo {
  return {
    isMobile: width <= BREAKPOINTS.mobile,
    isMobile480: width <= BREAKPOINTS.mobileSmall,
    isMobile1024: width <= BREAKPOINTS.tablet,
  };
}

/** The body gets the `app` class when any device flag is on (spec §2). */
export const isAppLayout = (d: DeviceInfo): boolean =>
  d.isMobile || d.isMobile480 || d.isMobile1024;

const sameDevice = (a: DeviceInfo, b: DeviceInfo): boolean =>
  a.isMobile === b.isMobile && a.isMobile480 === b.isMobile480 && a.isMobile1024 === b.isMobile1024;

const initialWidth = typeof window === 'undefined' ? BREAKPOINTS.tablet + 1 : window.innerWidth;

export const useAppStore = create<AppState>()((set, get) => ({
  loginInfo: {},
  sessionPending: readSessionHint(),
  pageInfo: [],
  deviceInfo: deviceInfoForWidth(initialWidth),
  scrollInfo: false,
  setLoginInfo: (loginInfo) => {
    writeSessionHint(Object.keys(loginInfo).length > 0);
    set({ loginInfo, sessionPending: false });
  },
  clearLoginInfo: () => {
    writeSessionHint(false);
    set({ loginInfo: {}, sessionPending: false });
  },
  settleSession: () => {
    if (get().sessionPending) set({ sessionPending: false });
  },
  setPageParams: (pageId, params) =>
    set((s) => ({
      pageInfo: [...s.pageInfo.filter((p) => p.pageId !== pageId), { pageId, params }],
    })),
  setViewportWidth: (width) => {
    const next = deviceInfoForWidth(width);
    if (!sameDevice(get().deviceInfo, next)) set({ deviceInfo: next });
  },
  setScrollY: (scrollY) => {
    const scrolled = scrollY > SCROLL_THRESHOLD;
    if (get().scrollInfo !== scrolled) set({ scrollInfo: scrolled });
  },
}));

export const selectIsLoggedIn = (s: AppState): boolean => Object.keys(s.loginInfo).length > 0;

export const useIsLoggedIn = (): boolean => useAppStore(selectIsLoggedIn);

/** Not known yet, and probably a member: lay out the member's view (decision 0045). */
export const selectProbablyMember = (s: AppState): boolean =>
  s.sessionPending && !selectIsLoggedIn(s);

export const useProbablyMember = (): boolean => useAppStore(selectProbablyMember);

/** The logged-in user's name, when known. */
export const useUserName = (): string | undefined =>
  useAppStore((s) => (typeof s.loginInfo.name === 'string' ? s.loginInfo.name : undefined));

export const useDeviceInfo = (): DeviceInfo => useAppStore((s) => s.deviceInfo);

/** Params stored for a page path, if any. */
export const usePageParams = (pageId: string): PageParams | undefined =>
  useAppStore((s) => s.pageInfo.find((p) => p.pageId === pageId)?.params);
