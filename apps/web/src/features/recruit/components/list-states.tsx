import { groupDigits } from '@ilteo/contract';
import { ListEmpty, ListError as SharedListError } from '@/shared/ui/list-states';
import { FILTER_LABELS, type FilterKey } from '../lib/filter-chips';
import type { RemovalHint } from '../lib/empty-hints';

/** The failed and empty states of the recruitment list (the shared look, the list's own words). */

export function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <SharedListError
      message="채용공고를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
      onRetry={onRetry}
    />
  );
}

/**
 * Nothing matches. With filters set it says which one to drop to get
 * results (from the facet counts), and offers to clear them all.
 */
export function EmptyResults({
  filtered,
  hasKeyword,
  hints,
  onRemoveFilter,
  onReset,
}: {
  filtered: boolean;
  hasKeyword: boolean;
  hints: readonly RemovalHint[];
  onRemoveFilter: (key: FilterKey) => void;
  onReset: () => void;
}) {
  if (!filtered) {
    return <ListEmpty message="지금 모집 중인 공고가 없습니다. 나중에 다시 확인해 주세요." />;
  }
  const hint =
    hints.length > 0
      ? '아래 조건을 빼면 공고가 있습니다.'
      : hasKeyword
        ? '검색어를 줄이거나 다른 말로 바꾸고, 조건을 줄여 보세요.'
        : '조건을 줄이거나 다른 조건을 골라 보세요.';
  return (
    <ListEmpty message="조건에 맞는 공고가 없습니다." hint={hint}>
      {hints.length > 0 && (
        <ul className="list-status__actions">
          {hints.map((h) => (
            <li key={h.key}>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => onRemoveFilter(h.key)}
              >
                {FILTER_LABELS[h.key]} 조건 빼기 ({groupDigits(h.count)}건{h.atLeast ? ' 이상' : ''}
                )
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--primary button--small" onClick={onReset}>
        조건 초기화
      </button>
    </ListEmpty>
  );
}
