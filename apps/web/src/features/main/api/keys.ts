import type { PaidPlacement } from '@ilteo/contract';

/**
 * Query keys of the main page. What the server answers depends on who asks
 * (their themes, their matches), so the viewer is part of every key: a login
 * or logout never shows the previous viewer's cached blocks.
 */
export type Viewer = string;
export const GUEST: Viewer = 'guest';

export const mainKeys = {
  all: ['main'] as const,
  paid: (placement: PaidPlacement, size: number) => ['main', 'paid', placement, size] as const,
  themesAll: () => ['main', 'themes'] as const,
  themes: (viewer: Viewer) => ['main', 'themes', viewer] as const,
  themePostingsAll: () => ['main', 'theme-postings'] as const,
  themePostings: (viewer: Viewer, themeIds: readonly string[], size: number) =>
    ['main', 'theme-postings', viewer, themeIds, size] as const,
  certToday: () => ['main', 'cert-today'] as const,
  prefStatus: (viewer: Viewer) => ['main', 'pref-status', viewer] as const,
};
