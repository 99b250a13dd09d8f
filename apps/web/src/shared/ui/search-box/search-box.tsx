import { useEffect, useId, useRef, useState } from 'react';
import { SearchIcon } from '@/shared/ui/icons/icons';
import './search-box.css';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box of a list (role=search). The keyword is applied on Enter or
 * the button, and with `debounce` also 300 ms after typing stops. `value` is
 * the applied keyword: when it changes from outside (필터 초기화, a chip
 * removed, Back) the box shows it instead of what was typed.
 */
export function SearchBox({
  label,
  placeholder,
  hint,
  value,
  maxLength = 50,
  debounce = false,
  className,
  onSearch,
}: {
  label: string;
  placeholder: string;
  hint?: string;
  value: string;
  maxLength?: number;
  debounce?: boolean;
  className?: string;
  onSearch: (keyword: string) => void;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  if (value !== applied) {
    setApplied(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    if (!debounce || text.trim() === applied.trim()) return;
    const timer = window.setTimeout(() => onSearchRef.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [debounce, text, applied]);

  return (
    <form
      role="search"
      className={className ? `search-box ${className}` : 'search-box'}
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
        maxLength={maxLength}
        enterKeyHint="search"
        aria-describedby={hintId}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="search-box__submit" aria-label="검색">
        <SearchIcon aria-hidden="true" />
      </button>
      {hint && (
        <p id={hintId} className="search-box__hint">
          {hint}
        </p>
      )}
    </form>
  );
}
