import { useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { DetailError, DetailNotFound, DetailSkeleton, isNotFound } from '@/shared/ui/list-states';
import { PageFrame } from '@/shared/ui/page';
import { useInterviewReviewForm } from '../api/get-interview-review-form';
import { InterviewReviewFormView } from '../components/reviews/interview-review-form';
import { ReviewStatus } from '../components/reviews/review-status';
import { idFrom } from '../lib/review-filters';
import '../components/reviews/reviews.css';
import '../components/reviews/review-forms.css';

/** This month in Korea, YYYY-MM (an interview is not in the future). */
const seoulMonth = (): string =>
  new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    timeZone: 'Asia/Seoul',
  }).format(new Date());

/**
 * /person/company/info/recrt-review/form?companyId= [&recruitReviewId=]
 * (verified members): a new interview review, or the author's own to edit
 * (back to screening). One per application: applications already reviewed
 * are shown but cannot be chosen.
 */
export function InterviewReviewFormPage() {
  const [params] = useSearchParams();
  const companyId = idFrom(params.get('companyId'));
  const rawId = params.get('recruitReviewId');
  const recruitReviewId = idFrom(rawId);
  if (companyId === null || (rawId !== null && recruitReviewId === null)) {
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
      key={`${String(companyId)}:${String(recruitReviewId)}`}
      companyId={companyId}
      recruitReviewId={recruitReviewId}
    />
  );
}

function FormLoader({
  companyId,
  recruitReviewId,
}: {
  companyId: number;
  recruitReviewId: number | null;
}) {
  const form = useInterviewReviewForm(companyId, recruitReviewId);
  if (form.isError) {
    return isNotFound(form.error) ? (
      <DetailNotFound
        title="면접 후기를 쓸 수 없습니다"
        reason="없는 기업이거나 내 면접 후기가 아닙니다."
        backTo={paths.companyInfo}
        backLabel="기업정보로"
      />
    ) : (
      <DetailError
        message="면접 후기 작성에 필요한 내용을 불러오지 못했습니다."
        onRetry={() => void form.refetch()}
      />
    );
  }
  if (!form.data) return <DetailSkeleton />;

  const review = form.data.review;
  return (
    <PageFrame
      title={review ? '면접 후기 수정' : '면접 후기 작성'}
      lead={`${form.data.companyName} 면접 경험을 나눠 주세요.`}
      className="review-form-page"
    >
      {review && (
        <ReviewStatus
          kind="interview-review"
          id={review.recruitReviewId}
          state={review.state}
          rejectReason={review.rejectReason}
          heldUntil={review.heldUntil}
          objection={review.objection}
        />
      )}
      {review && (review.state === 'deleted' || review.state === 'removed') ? (
        <p>이 면접 후기는 더 이상 수정할 수 없습니다.</p>
      ) : (
        <InterviewReviewFormView form={form.data} thisMonth={seoulMonth()} />
      )}
    </PageFrame>
  );
}
