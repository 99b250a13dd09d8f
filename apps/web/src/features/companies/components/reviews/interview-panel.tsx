import {
  INTERVIEW_EXPERIENCES,
  groupDigits,
  type InterviewExperience,
  type InterviewReviewList,
  type InterviewSummary,
} from '@ilteo/contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { Pagination } from '@/shared/ui/pagination';
import { companyHrefs } from '../company-links';
import type { ReviewPageState } from '../../lib/review-filters';
import { AccessNote } from './access-note';
import { InterviewCard } from './interview-card';
import { formatScore } from './stars';

export interface InterviewQueryView {
  data: InterviewReviewList | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

const EXPERIENCE_KEYS = Object.keys(INTERVIEW_EXPERIENCES) as InterviewExperience[];

function InterviewSummaryView({ summary }: { summary: InterviewSummary }) {
  return (
    <section className="review-summary" aria-labelledby="interview-summary-title">
      <h2 id="interview-summary-title" className="review-summary__title">
        면접 요약
      </h2>
      {summary.count === 0 ? (
        <p className="review-summary__empty">아직 게시된 면접 후기가 없습니다.</p>
      ) : (
        <dl className="review-summary__shares">
          <div>
            <dt>면접 후기</dt>
            <dd>{groupDigits(summary.count)}개</dd>
          </div>
          <div>
            <dt>평균 난이도</dt>
            <dd>{summary.difficulty === null ? '-' : `${formatScore(summary.difficulty)} / 5`}</dd>
          </div>
          {EXPERIENCE_KEYS.map((key) => (
            <div key={key}>
              <dt>{INTERVIEW_EXPERIENCES[key]} 경험</dt>
              <dd>{summary.experience[key]}%</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** The 면접 후기 tab: the give-to-get note, the interview summary, the reviews and pages. */
export function InterviewPanel({
  state,
  query,
  companyId,
  onChange,
}: {
  state: ReviewPageState;
  query: InterviewQueryView;
  companyId: number;
  onChange: (patch: Partial<ReviewPageState>) => void;
}) {
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const data = query.data;
  const highlightedId = state.recruitReviewId;
  const hasHighlight = data?.items.some((r) => r.recruitReviewId === highlightedId) ?? false;

  useEffect(() => {
    if (!hasHighlight) return;
    listRef.current?.querySelector<HTMLElement>('.review-card--highlighted')?.focus();
  }, [hasHighlight]);

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
          writeHref={companyHrefs.interviewForm(companyId)}
          writeLabel="면접 후기 쓰고 전체 보기"
        />
      )}
      {data && <InterviewSummaryView summary={data.summary} />}
      <section className="review-results" aria-labelledby="interview-results-title">
        <div className="review-results__head">
          <h2
            id="interview-results-title"
            ref={resultsRef}
            tabIndex={-1}
            className="review-results__title"
          >
            면접 후기
            {data && <span className="review-results__count"> {groupDigits(data.total)}개</span>}
          </h2>
          <Link
            className="button button--primary button--small"
            to={companyHrefs.interviewForm(companyId)}
          >
            면접 후기 쓰기
          </Link>
        </div>
        <div aria-busy={query.isFetching} ref={listRef}>
          {query.isError ? (
            <ListError
              message="면접 후기를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
              onRetry={() => void query.refetch()}
            />
          ) : !data ? (
            <ListSkeleton />
          ) : data.items.length === 0 ? (
            <ListEmpty message="아직 게시된 면접 후기가 없습니다. 첫 면접 후기를 작성해 보세요." />
          ) : (
            <ul className="review-list" aria-label="면접 후기 목록">
              {data.items.map((review) => (
                <li key={review.recruitReviewId}>
                  <InterviewCard
                    review={review}
                    companyId={companyId}
                    highlighted={review.recruitReviewId === highlightedId}
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
