import { groupDigits } from '@ilteo/contract';
import { RetryAlert } from '@/shared/ui/status/retry-alert';
import { FILTER_LABELS, type FilterKey } from '../lib/filter-chips';
import type { RemovalHint } from '../lib/empty-hints';

/** Loading, empty and failed states of the recruitment list. */

export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <ul className="recruit-list recruit-list--skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="recruit-skeleton">
          <span className="recruit-skeleton__line recruit-skeleton__line--short" />
          <span className="recruit-skeleton__line recruit-skeleton__line--title" />
          <span className="recruit-skeleton__line" />
        </li>
      ))}
    </ul>
  );
}

export function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <RetryAlert
      className="recruit-status"
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
    return (
      <div className="recruit-status">
        <p className="recruit-status__message">
          지금 모집 중인 공고가 없습니다. 나중에 다시 확인해 주세요.
        </p>
      </div>
    );
  }
  return (
    <div className="recruit-status">
      <p className="recruit-status__message">조건에 맞는 공고가 없습니다.</p>
      {hints.length > 0 ? (
        <>
          <p className="recruit-status__hint">아래 조건을 빼면 공고가 있습니다.</p>
          <ul className="recruit-status__actions">
            {hints.map((hint) => (
              <li key={hint.key}>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => onRemoveFilter(hint.key)}
                >
                  {FILTER_LABELS[hint.key]} 조건 빼기 ({groupDigits(hint.count)}건
                  {hint.atLeast ? ' 이상' : ''})
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="recruit-status__hint">
          {hasKeyword
            ? '검색어를 줄이거나 다른 말로 바꾸고, 조건을 줄여 보세요.'
            : '조건을 줄이거나 다른 조건을 골라 보세요.'}
        </p>
      )}
      <button type="button" className="button button--primary button--small" onClick={onReset}>
        조건 초기화
      </button>
    </div>
  );
}
