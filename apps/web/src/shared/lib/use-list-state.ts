import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useNavigationType } from 'react-router';
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
