import { useSearchParams, Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { DetailError, DetailNotFound, DetailSkeleton, isNotFound } from '@/shared/ui/list-states';
import { PageFrame } from '@/shared/ui/page';
import { useReviewForm } from '../api/get-review-form';
import { companyHrefs } from '../components/company-links';
import { ReviewFormView } from '../components/reviews/review-form';
import { ReviewStatus } from '../components/reviews/review-status';
import { formatKoreanDate } from '../components/reviews/stars';
import { idFrom } from '../lib/review-filters';
import '../components/reviews/reviews.css';
import '../components/reviews/review-forms.css';

/** The year now in Korea (the last year worked offers years up to it). */
const seoulYear = (): number =>
  Number(
    new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Seoul' }).format(new Date()),
  );

/**
 * /person/company/info/review/form?companyId= [&reviewId=] (verified
 * members): a new review, or the author's own to edit (it goes back to
 * screening). One review per company in 12 months: when the form data says
 * a new one is not allowed yet, the date comes first instead of the form.
 */
export function CompanyReviewFormPage() {
  const [params] = useSearchParams();
  const companyId = idFrom(params.get('companyId'));
  const rawReviewId = params.get('reviewId');
  const reviewId = idFrom(rawReviewId);
  if (companyId === null || (rawReviewId !== null && reviewId === null)) {
    return (
      <DetailNotFound
        title="기업을 찾을 수 없습니다"
        reason="주소가 올바르지 않습니다. 기업정보에서 기업을 찾아 주세요."
        backTo={paths.companyInfo}
        backLabel="기업정보로"
      />
    );
  }
  return (
    <FormLoader
      key={`${String(companyId)}:${String(reviewId)}`}
      companyId={companyId}
      reviewId={reviewId}
    />
  );
}

function FormLoader({ companyId, reviewId }: { companyId: number; reviewId: number | null }) {
  const form = useReviewForm(companyId, reviewId);
  if (form.isError) {
    return isNotFound(form.error) ? (
      <DetailNotFound
        title="리뷰를 쓸 수 없습니다"
        reason="없는 기업이거나 내 리뷰가 아닙니다."
        backTo={paths.companyInfo}
        backLabel="기업정보로"
      />
    ) : (
      <DetailError
        message="리뷰 작성에 필요한 내용을 불러오지 못했습니다."
        onRetry={() => void form.refetch()}
      />
    );
  }
  if (!form.data) return <DetailSkeleton />;

  const { companyName, review, nextAllowedOn } = form.data;
  const editing = review !== null;
  return (
    <PageFrame
      title={editing ? '기업 리뷰 수정' : '기업 리뷰 작성'}
      lead={`${companyName}에서 일한 경험을 나눠 주세요.`}
      className="review-form-page"
    >
      {review && (
        <ReviewStatus
          kind="company-review"
          id={review.reviewId}
          state={review.state}
          rejectReason={review.rejectReason}
          heldUntil={review.heldUntil}
          objection={review.objection}
        />
      )}
      {!editing && nextAllowedOn ? (
        <div className="review-done">
          <div className="form-alert form-alert--info">
            <p>
              이 기업의 리뷰는 12개월에 한 번 작성할 수 있습니다.{' '}
              <strong>{formatKoreanDate(nextAllowedOn)}부터 다시 작성할 수 있습니다.</strong>
            </p>
          </div>
          <div className="review-done__links">
            <Link
              className="button button--primary button--small"
              to={companyHrefs.review(companyId)}
            >
              {companyName} 리뷰 보기
            </Link>
          </div>
        </div>
      ) : review && (review.state === 'deleted' || review.state === 'removed') ? (
        <p>이 리뷰는 더 이상 수정할 수 없습니다.</p>
      ) : (
        <ReviewFormView companyId={companyId} review={review} thisYear={seoulYear()} />
      )}
    </PageFrame>
  );
}
