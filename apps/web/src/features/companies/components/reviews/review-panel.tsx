import {
  CODE_GROUPS,
  EMPLOYMENT_STATUSES,
  groupDigits,
  type CodeGroup,
  type EmploymentStatus,
  type ReviewList,
} from '@ilteo/contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useCommonCodes } from '@/shared/api/common-codes';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { Pagination } from '@/shared/ui/pagination';
import { Select } from '@/shared/ui/select';
import { companyHrefs } from '../company-links';
import { REVIEW_SORTS, type ReviewPageState, type ReviewSort } from '../../lib/review-filters';
import { AccessNote } from './access-note';
import { RatingSummaryView } from './rating-summary';
import { ReviewCard } from './review-card';

const JOB_GROUPS: readonly CodeGroup[] = [CODE_GROUPS.job];
const STATUS_ITEMS = [
  { value: '', label: '전체' },
  ...(Object.keys(EMPLOYMENT_STATUSES) as EmploymentStatus[]).map((value) => ({
    value,
    label: EMPLOYMENT_STATUSES[value],
  })),
];
const SORT_ITEMS = (Object.keys(REVIEW_SORTS) as ReviewSort[]).map((value) => ({
  value,
  label: REVIEW_SORTS[value],
}));

export interface ReviewQueryView {
  data: ReviewList | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The 기업 리뷰 tab: the give-to-get note, the rating summary, filters
 * (직무 대분류, 재직 상태), sort, the reviews and pages. Every change goes
 * into the address through `onChange` (the page keeps its state there).
 */
export function ReviewPanel({
  state,
  query,
  companyId,
  onChange,
}: {
  state: ReviewPageState;
  query: ReviewQueryView;
  companyId: number;
  onChange: (patch: Partial<ReviewPageState>) => void;
}) {
  const jobs = useCommonCodes(JOB_GROUPS, true);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const highlightRef = useRef<HTMLDivElement>(null);
  const data = query.data;
  const highlightedId = state.reviewId;
  const hasHighlight = data?.items.some((r) => r.reviewId === highlightedId) ?? false;

  // Opened for one review (an alarm, 작성 이력, search): bring it into view once.
  useEffect(() => {
    if (!hasHighlight) return;
    highlightRef.current?.querySelector<HTMLElement>('.review-card--highlighted')?.focus();
  }, [hasHighlight]);

  const jobItems = [
    { value: '', label: '전체 직무' },
    ...(jobs.data?.[CODE_GROUPS.job] ?? []).map((c) => ({ value: c.cd, label: c.name })),
  ];
  const goTo = (page: number) => {
    onChange({ page });
    resultsRef.current?.focus();
  };

  return (
    <div className="review-panel">
      {data && (
        <AccessNote
          access={data.access}
          note={data.accessNote}
          writeHref={companyHrefs.reviewForm(companyId)}
          writeLabel="리뷰 쓰고 전체 보기"
        />
      )}
      {data && <RatingSummaryView summary={data.summary} />}
      <section className="review-filters" aria-labelledby="review-filters-title">
        <h2 id="review-filters-title" className="sr-only">
          리뷰 검색 조건
        </h2>
        <Select
          label="직무"
          items={jobItems}
          value={state.jobCode}
          onValueChange={(jobCode) => {
            if (jobCode !== state.jobCode) onChange({ jobCode, page: 1 });
          }}
        />
        <Select
          label="재직 상태"
          items={STATUS_ITEMS}
          value={state.status}
          onValueChange={(value) => {
            const status = value as EmploymentStatus | '';
            if (status !== state.status) onChange({ status, page: 1 });
          }}
        />
        <Select
          label="정렬"
          items={SORT_ITEMS}
          value={state.sort}
          onValueChange={(value) => {
            const sort = value as ReviewSort;
            if (sort !== state.sort) onChange({ sort, page: 1 });
          }}
        />
      </section>
      <section className="review-results" aria-labelledby="review-results-title">
        <div className="review-results__head">
          <h2
            id="review-results-title"
            ref={resultsRef}
            tabIndex={-1}
            className="review-results__title"
          >
            기업 리뷰
            {data && <span className="review-results__count"> {groupDigits(data.total)}개</span>}
          </h2>
          <Link
            className="button button--primary button--small"
            to={companyHrefs.reviewForm(companyId)}
          >
            리뷰 쓰기
          </Link>
        </div>
        <div aria-busy={query.isFetching} ref={highlightRef}>
          {query.isError ? (
            <ListError
              message="리뷰를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
              onRetry={() => void query.refetch()}
            />
          ) : !data ? (
            <ListSkeleton />
          ) : data.items.length === 0 ? (
            <ListEmpty
              message={
                state.jobCode || state.status
                  ? '조건에 맞는 리뷰가 없습니다. 다른 조건으로 찾아 보세요.'
                  : '아직 게시된 리뷰가 없습니다. 첫 리뷰를 작성해 보세요.'
              }
            />
          ) : (
            <ul className="review-list" aria-label="리뷰 목록">
              {data.items.map((review) => (
                <li key={review.reviewId}>
                  <ReviewCard
                    review={review}
                    companyId={companyId}
                    highlighted={review.reviewId === highlightedId}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        {data && data.items.length > 0 && (
          <Pagination page={data.page} totalPages={data.totalPages} onChange={goTo} />
        )}
      </section>
    </div>
  );
}
