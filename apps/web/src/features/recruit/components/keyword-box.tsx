import { POSTING_FILTER_LIMITS } from '@ilteo/contract';
import { useId, useState } from 'react';
import { SearchIcon } from '@/shared/ui/icons/icons';

/**
 * The keyword of the list, applied on Enter or the search button. `value` is
 * the applied keyword; when it changes from outside (a chip removed, 초기화,
 * Back) the box shows it.
 */
export function KeywordBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (keyword: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }

  return (
    <form
      role="search"
      className="keyword-box"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        채용공고 검색
      </label>
      <input
        id={id}
        type="search"
        className="keyword-box__input"
        value={text}
        placeholder="공고 제목, 회사 이름, 직무"
        maxLength={POSTING_FILTER_LIMITS.keywordLength}
        enterKeyHint="search"
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="keyword-box__submit" aria-label="검색">
        <SearchIcon aria-hidden="true" />
      </button>
    </form>
  );
}
