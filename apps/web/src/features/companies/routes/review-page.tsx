import { useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { DetailError, DetailNotFound, DetailSkeleton, isNotFound } from '@/shared/ui/list-states';
import { useInterviewReviews } from '../api/get-interview-reviews';
import { useReviews } from '../api/get-reviews';
import { CompanyHeader } from '../components/company-header';
import { InterviewPanel } from '../components/reviews/interview-panel';
import { ReviewPanel } from '../components/reviews/review-panel';
import {
  interviewQueryOf,
  reviewQueryOf,
  reviewSearchOf,
  reviewStateFrom,
  type ReviewPageState,
} from '../lib/review-filters';
import '../components/reviews/reviews.css';

/**
 * /person/company/info/review: a company's reviews (기업 리뷰) and interview
 * reviews (면접 후기, `?tab=interview`), opened with `?companyId=`, or with
 * `?reviewId=` / `?recruitReviewId=` from an alarm, 작성 이력 or search (the
 * server answers that item's company, the item first). The tab, filters,
 * sort and page live in the address (replaced, not pushed), so Back from a
 * login or another page comes back to the same place.
 */
export function CompanyReviewPage() {
  const [params, setParams] = useSearchParams();
  const state = reviewStateFrom(params);
  const named = state.companyId !== null || state.reviewId !== null;
  const interviewNamed = state.companyId !== null || state.recruitReviewId !== null;
  const reviews = useReviews(reviewQueryOf(state), state.tab === 'review' && named);
  const interviews = useInterviewReviews(
    interviewQueryOf(state),
    state.tab === 'interview' && interviewNamed,
  );
  const query = state.tab === 'review' ? reviews : interviews;
  const companyId = state.companyId ?? query.data?.companyId ?? null;

  const onChange = (patch: Partial<ReviewPageState>) => {
    // Once the company is known the address names it; an item's id only orders the first page.
    const next: ReviewPageState = { ...state, ...patch, companyId };
    if (patch.tab !== undefined && patch.tab !== state.tab) next.page = 1;
    setParams(reviewSearchOf(next), { replace: true });
  };

  if (!(state.tab === 'review' ? named : interviewNamed)) {
    return (
      <DetailNotFound
        title="기업을 찾을 수 없습니다"
        reason="주소가 올바르지 않습니다. 기업정보에서 기업을 찾아 주세요."
        backTo={paths.companyInfo}
        backLabel="기업정보로"
      />
    );
  }
  if (query.isError && !query.data) {
    return isNotFound(query.error) ? (
      <DetailNotFound
        title="기업을 찾을 수 없습니다"
        reason="없는 기업이거나 볼 수 없는 리뷰입니다."
        backTo={paths.companyInfo}
        backLabel="기업정보로"
      />
    ) : (
      <DetailError message="리뷰를 불러오지 못했습니다." onRetry={() => void query.refetch()} />
    );
  }
  if (companyId === null) return <DetailSkeleton />;

  return (
    <div className="page review-page">
      <CompanyHeader
        companyId={companyId}
        current={state.tab === 'review' ? 'review' : 'interview'}
      />
      {state.tab === 'review' ? (
        <ReviewPanel state={state} query={reviews} companyId={companyId} onChange={onChange} />
      ) : (
        <InterviewPanel
          state={state}
          query={interviews}
          companyId={companyId}
          onChange={onChange}
        />
      )}
    </div>
  );
}
