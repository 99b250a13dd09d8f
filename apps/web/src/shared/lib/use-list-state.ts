import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useNavigationType, useSearchParams } from 'react-router';
import {
  restoreListState,
  saveListState,
  type ListState,
  type ListStateOptions,
} from './list-state';

/**
 * useState for a list screen's filters and page that survives Back/Forward
 * (see list-state.ts). `key` names the screen, e.g. 'certi-list'.
 */
export function useListState<T extends ListState>(
  key: string,
  initial: T,
  options: ListStateOptions<T> = {},
): [T, Dispatch<SetStateAction<T>>] {
  const navigationType = useNavigationType();
  const [state, setState] = useState<T>(() =>
    restoreListState(key, initial, navigationType, options),
  );
  // Callers usually pass a fresh options object each render; only its value matters.
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    saveListState(key, state, optionsRef.current);
  }, [key, state]);

  return [state, setState];
}

/**
 * A list screen's filters and page: read once from the query string the
 * screen was opened with, then kept in the history entry (useListState), so
 * Back from a detail returns to the same filters and page. `update` changes
 * filters and goes back to page 1; `goTo` turns the page and moves the focus
 * to `resultsRef` (the results heading), so a screen reader hears where it is.
 */
export function useListScreen<T extends ListState & { page: number }>(
  key: string,
  fromQuery: (query: Record<string, string>) => T,
) {
  const [searchParams] = useSearchParams();
  const [fromUrl] = useState(() => fromQuery(Object.fromEntries(searchParams)));
  const [filters, setFilters] = useListState<T>(key, fromUrl);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const update = (patch: Partial<T>) => setFilters((f) => ({ ...f, ...patch, page: 1 }));
  const goTo = (page: number) => {
    setFilters((f) => ({ ...f, page }));
    resultsRef.current?.focus();
  };
  return { filters, setFilters, update, goTo, resultsRef };
}
