import { SEARCH_KINDS, SEARCH_LIMITS, type Suggestion } from '@ilteo/contract';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '@/shared/ui/icons/icons';
import { useSuggestions } from '../api/get-suggestions';
import { hitPath, searchPath } from '../lib/hit-path';
import { normalizeKeyword, recentSearches, useRecentSearches } from '../lib/recent-searches';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** Suggestions are asked for once typing pauses this long. */
export const SUGGEST_DEBOUNCE_MS = 200;

const EMPTY_MESSAGE = '검색어를 입력해 주세요.';

type Option = { type: 'recent'; keyword: string } | { type: 'suggestion'; suggestion: Suggestion };

const optionKey = (option: Option): string =>
  option.type === 'recent'
    ? `recent:${option.keyword}`
    : `${option.suggestion.kind}:${option.suggestion.id}`;

export interface SearchComboboxProps {
  /** Names the search landmark and the input; unique per screen. */
  label: string;
  /** The keyword searched for; the box shows it again whenever it changes. */
  value?: string;
  placeholder?: string;
  hint?: string;
  autoFocus?: boolean;
  /** Show recent searches as soon as the box gets focus (a box the user just opened). */
  openOnFocus?: boolean;
  /** Escape while no list is shown; without it Escape clears the box. */
  onEscape?: () => void;
}

/**
 * The global search box: an editable combobox with list autocomplete
 * (WAI-ARIA APG). Empty, it offers recent searches; while typing, suggestions
 * asked for after a pause. Enter searches (or opens the highlighted option),
 * never while a Korean syllable is still being composed.
 */
export function SearchCombobox({
  label,
  value = '',
  placeholder = '채용공고, 기업, 자격증, 어학시험 검색',
  hint,
  autoFocus = false,
  openOnFocus = false,
  onEscape,
}: SearchComboboxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [error, setError] = useState('');
  const composing = useRef(false);

  // A new keyword from outside (Back, Forward, a link) replaces what is typed.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
    setOpen(false);
    setActiveIndex(-1);
  }

  const typed = text.trim();
  const debounced = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const suggestions = useSuggestions(debounced, open);
  const recent = useRecentSearches();
  // Only answers for exactly what is in the box; never an older keyword's.
  const answered = debounced === typed ? suggestions.data : undefined;

  const options: Option[] =
    typed === ''
      ? recent.map((keyword) => ({ type: 'recent', keyword }))
      : (answered ?? []).map((suggestion) => ({ type: 'suggestion', suggestion }));
  const expanded = open && options.length > 0;
  const active = expanded && activeIndex < options.length ? activeIndex : -1;
  const listName = typed === '' ? '최근 검색어' : '자동완성';

  const activeId = active >= 0 ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const go = (to: string) => {
    // Searching again for the same keyword must not stack identical history entries.
    void navigate(to, { replace: to === `${location.pathname}${location.search}` });
  };

  const submit = (raw: string) => {
    const keyword = normalizeKeyword(raw);
    if (keyword === '') {
      setError(EMPTY_MESSAGE);
      return;
    }
    recentSearches.add(keyword);
    close();
    setText(keyword);
    go(searchPath(keyword));
  };

  const choose = (option: Option) => {
    if (option.type === 'recent') {
      submit(option.keyword);
      return;
    }
    close();
    go(hitPath(option.suggestion));
  };

  const move = (step: 1 | -1) => {
    setOpen(true);
    const count = options.length;
    if (count === 0) return;
    if (active < 0) setActiveIndex(step === 1 ? 0 : count - 1);
    else setActiveIndex((active + step + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A Korean syllable is being composed: Enter and the arrows belong to the IME.
    // Safari ends the composition before this keydown, leaving keyCode 229 as the only sign.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    if (composing.current || event.nativeEvent.isComposing || event.nativeEvent.keyCode === 229) {
      if (event.key === 'Enter') event.preventDefault();
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        event.preventDefault();
        const option = active >= 0 ? options[active] : undefined;
        if (option) choose(option);
        else submit(text);
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (onEscape) {
          event.preventDefault();
          onEscape();
        } else if (text !== '') {
          event.preventDefault();
          setText('');
        }
        break;
    }
  };

  const status = !expanded
    ? ''
    : typed === ''
      ? `최근 검색어가 ${options.length}개 있습니다. 위아래 화살표 키로 고를 수 있습니다.`
      : `자동완성 항목이 ${options.length}개 있습니다. 위아래 화살표 키로 고를 수 있습니다.`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <form
      role="search"
      aria-label={label}
      className="search-combobox"
      onSubmit={(event) => {
        event.preventDefault();
        submit(text);
      }}
    >
      <div className="search-combobox__field">
        <label htmlFor={inputId} className="sr-only">
          {label} 검색어
        </label>
        <input
          id={inputId}
          type="search"
          role="combobox"
          className="search-combobox__input"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_LIMITS.keywordLength}
          placeholder={placeholder}
          autoFocus={autoFocus}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
            setError('');
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (openOnFocus) setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onBlur={close}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={() => {
            composing.current = false;
          }}
        />
        <button type="submit" className="search-combobox__submit" aria-label="검색">
          <SearchIcon />
        </button>
        <div className="search-combobox__popup" hidden={!expanded}>
          <p className="search-combobox__popup-title" aria-hidden="true">
            {listName}
          </p>
          <ul id={listboxId} role="listbox" aria-label={listName} className="search-combobox__list">
            {options.map((option, index) => (
              <li
                key={optionKey(option)}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className="search-option"
                // Keep focus in the input, so the click lands before the list closes.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                <OptionContent option={option} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      {hint && (
        <p id={hintId} className="search-combobox__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="search-combobox__error" role="alert">
          {error}
        </p>
      )}
      <p className="sr-only" role="status">
        {status}
      </p>
    </form>
  );
}

function OptionContent({ option }: { option: Option }) {
  if (option.type === 'recent') {
    return (
      <>
        <span className="search-option__kind">최근</span>{' '}
        <span className="search-option__title">{option.keyword}</span>
      </>
    );
  }
  const { kind, title, subtitle } = option.suggestion;
  return (
    <>
      <span className="search-option__kind">{SEARCH_KINDS[kind]}</span>{' '}
      <span className="search-option__title">{title}</span>
      {subtitle && (
        <>
          {' '}
          <span className="search-option__sub">{subtitle}</span>
        </>
      )}
    </>
  );
}
