import { SEARCH_LIMITS, STORAGE_KEYS } from '@ilteo/contract';
import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from '@/shared/lib/storage';

/**
 * Recent keywords of the global search on this device (localStorage), newest
 * first, without duplicates, at most SEARCH_LIMITS.recentSearches.
 */

const KEY = STORAGE_KEYS.recentSearches;
const EMPTY: readonly string[] = [];

/** Spaces collapsed, so '백엔드  개발' and '백엔드 개발' are one entry. */
export const normalizeKeyword = (keyword: string): string => keyword.trim().replace(/\s+/g, ' ');

/** The stored list; anything unreadable counts as no list at all. */
export function parseRecentSearches(raw: string | null): readonly string[] {
  if (raw === null) return EMPTY;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(value)) return EMPTY;
  const keywords = value
    .filter((item): item is string => typeof item === 'string')
    .map(normalizeKeyword)
    .filter((item) => item !== '');
  return [...new Set(keywords)].slice(0, SEARCH_LIMITS.recentSearches);
}

export function withRecentSearch(list: readonly string[], keyword: string): readonly string[] {
  const entry = normalizeKeyword(keyword);
  if (entry === '') return list;
  return [entry, ...list.filter((item) => item !== entry)].slice(0, SEARCH_LIMITS.recentSearches);
}

export const withoutRecentSearch = (list: readonly string[], keyword: string): readonly string[] =>
  list.filter((item) => item !== keyword);

const listeners = new Set<() => void>();
// Parsed once per stored text, so every render gets the same array back.
let cache: { raw: string | null; list: readonly string[] } = { raw: null, list: EMPTY };

function snapshot(): readonly string[] {
  const raw = readStorage(KEY);
  if (raw !== cache.raw) cache = { raw, list: parseRecentSearches(raw) };
  return cache.list;
}

function save(list: readonly string[]): void {
  let stored = true;
  if (list.length === 0) removeStorage(KEY);
  else stored = writeStorage(KEY, JSON.stringify(list));
  // Without storage (private mode, a web view) the list still lasts until the page is left.
  cache = { raw: stored ? readStorage(KEY) : cache.raw, list };
  listeners.forEach((listener) => listener());
}

export const recentSearches = {
  add: (keyword: string) => save(withRecentSearch(snapshot(), keyword)),
  remove: (keyword: string) => save(withoutRecentSearch(snapshot(), keyword)),
  clear: () => save(EMPTY),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the list.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useRecentSearches(): readonly string[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}
