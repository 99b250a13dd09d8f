import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '@/shared/ui/icons/icons';
import { searchPath } from '../lib/hit-path';
import { recentSearches, useRecentSearches } from '../lib/recent-searches';

const deleteButtonId = (index: number) => `recent-search-delete-${index}`;

/** This device's recent keywords: search again, delete one, or delete all. */
export function RecentSearchList() {
  const list = useRecentSearches();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Where focus goes once a deleted entry (and its button) is gone.
  const focusAfterDelete = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterDelete.current;
    if (index === null) return;
    focusAfterDelete.current = null;
    const next = document.getElementById(deleteButtonId(Math.min(index, list.length - 1)));
    (next ?? headingRef.current)?.focus();
  }, [list]);

  const remove = (keyword: string, index: number) => {
    focusAfterDelete.current = index;
    recentSearches.remove(keyword);
  };

  return (
    <section className="recent-searches" aria-labelledby="recent-searches-title">
      <div className="recent-searches__head">
        <h2
          id="recent-searches-title"
          ref={headingRef}
          tabIndex={-1}
          className="search-section-title"
        >
          최근 검색어
        </h2>
        {list.length > 0 && (
          <button
            type="button"
            className="recent-searches__clear"
            onClick={() => {
              focusAfterDelete.current = 0;
              recentSearches.clear();
            }}
          >
            전체 삭제
          </button>
        )}
      </div>
      {list.length === 0 ? (
        <p className="recent-searches__empty">최근 검색어가 없습니다.</p>
      ) : (
        <ul className="recent-searches__list">
          {list.map((keyword, index) => (
            <li key={keyword} className="recent-searches__item">
              <Link
                to={searchPath(keyword)}
                className="recent-searches__link"
                onClick={() => recentSearches.add(keyword)}
              >
                {keyword}
              </Link>
              <button
                id={deleteButtonId(index)}
                type="button"
                className="recent-searches__delete"
                aria-label={`최근 검색어 ${keyword} 삭제`}
                onClick={() => remove(keyword, index)}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="recent-searches__note">최근 검색어는 이 기기에만 저장됩니다.</p>
    </section>
  );
}
