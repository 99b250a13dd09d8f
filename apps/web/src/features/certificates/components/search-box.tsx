import { useEffect, useId, useRef, useState } from 'react';
import { SearchIcon } from '@/shared/ui/icons/icons';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box of a list: the keyword is applied 300 ms after typing stops,
 * or at once on Enter. `value` is the applied keyword (it may change from
 * outside, say 필터 초기화).
 */
export function SearchBox({
  label,
  placeholder,
  hint,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  hint: string;
  value: string;
  onSearch: (keyword: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // A keyword set from outside (reset, Back) replaces what is typed.
  if (value !== applied) {
    setApplied(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    if (text.trim() === applied.trim()) return;
    const timer = window.setTimeout(() => onSearchRef.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, applied]);

  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="search-box__input"
        value={text}
        placeholder={placeholder}
        maxLength={50}
        enterKeyHint="search"
        aria-describedby={`${id}-hint`}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="search-box__submit" aria-label="검색">
        <SearchIcon aria-hidden="true" />
      </button>
      <p id={`${id}-hint`} className="search-box__hint">
        {hint}
      </p>
    </form>
  );
}
