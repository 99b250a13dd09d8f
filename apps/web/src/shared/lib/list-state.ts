/**
 * Filter and page state of list screens, kept in the browser history entry
 * (spec §2): saved into `history.state` under a per-screen key with
 * replaceState, and restored only when the user comes back with Back or
 * Forward (a POP navigation), so opening the list from a menu starts fresh.
 * Keys in `exclude` are neither saved nor restored (say, a one-off search box).
 */

export type ListState = Readonly<Record<string, unknown>>;

export interface ListStateOptions<T extends ListState> {
  exclude?: readonly (keyof T & string)[];
}

/** History-like object: window.history in the app, a fake in tests. */
export interface HistoryLike {
  readonly state: unknown;
  replaceState(data: unknown, unused: string): void;
}

const PREFIX = 'ilteo:list:';

export const listStateHistoryKey = (key: string): string => `${PREFIX}${key}`;

function without<T extends ListState>(
  state: Partial<T>,
  exclude: readonly string[] = [],
): Partial<T> {
  if (exclude.length === 0) return { ...state };
  return Object.fromEntries(
    Object.entries(state).filter(([k]) => !exclude.includes(k)),
  ) as Partial<T>;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

export function saveListState<T extends ListState>(
  key: string,
  state: T,
  options: ListStateOptions<T> = {},
  history: HistoryLike = window.history,
): void {
  // Keep the router's own fields (key, idx, usr) that live in the same object.
  const next = {
    ...asRecord(history.state),
    [listStateHistoryKey(key)]: without(state, options.exclude),
  };
  history.replaceState(next, '');
}

export function readListState<T extends ListState>(
  key: string,
  historyState: unknown,
): Partial<T> | undefined {
  const saved = asRecord(historyState)[listStateHistoryKey(key)];
  return typeof saved === 'object' && saved !== null ? saved : undefined;
}

export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

export function restoreListState<T extends ListState>(
  key: string,
  initial: T,
  navigationType: NavigationKind,
  options: ListStateOptions<T> = {},
  historyState: unknown = window.history.state,
): T {
  if (navigationType !== 'POP') return initial;
  const saved = readListState<T>(key, historyState);
  if (!saved) return initial;
  return { ...initial, ...without(saved, options.exclude) };
}
