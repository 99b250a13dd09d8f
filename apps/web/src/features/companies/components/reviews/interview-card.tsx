import {
  INTERVIEW_DIFFICULTY,
  INTERVIEW_EXPERIENCES,
  INTERVIEW_RESULTS,
  INTERVIEW_ROUTES,
  withQuery,
  type InterviewReview,
} from '@ilteo/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { confirm } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toast';
import { useDeleteInterviewReview } from '../../api/delete-interview-review';
import { PlainText } from './access-note';
import { ReportButton } from './report-button';
import { formatMonth } from './stars';

const difficultyLabel = (d: number): string =>
  (INTERVIEW_DIFFICULTY as Record<number, string | undefined>)[d] ?? String(d);

/** One interview review: no author, only the job, posting, month and what happened. */
export function InterviewCard({
  review,
  companyId,
  highlighted = false,
}: {
  review: InterviewReview;
  companyId: number;
  highlighted?: boolean;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const name = review.postingTitle ?? `${review.jobName} 면접`;
  return (
    <article
      className={highlighted ? 'review-card review-card--highlighted' : 'review-card'}
      aria-labelledby={titleId}
      tabIndex={highlighted ? -1 : undefined}
    >
      <header className="review-card__head">
        <h3 id={titleId} className="review-card__title">
          {name}
        </h3>
        <p className="review-card__meta">
          {review.jobName} · {formatMonth(review.interviewMonth)} 면접 ·{' '}
          {formatMonth(review.writtenMonth)} 작성
          {review.mine && <span className="review-card__mine"> · 내 면접 후기</span>}
        </p>
      </header>
      <dl className="review-card__categories">
        <div>
          <dt>지원 경로</dt>
          <dd>{INTERVIEW_ROUTES[review.route]}</dd>
        </div>
        <div>
          <dt>난이도</dt>
          <dd>
            {difficultyLabel(review.difficulty)} ({review.difficulty}/5)
          </dd>
        </div>
        <div>
          <dt>면접 경험</dt>
          <dd>{INTERVIEW_EXPERIENCES[review.experience]}</dd>
        </div>
        <div>
          <dt>결과</dt>
          <dd>{INTERVIEW_RESULTS[review.result]}</dd>
        </div>
      </dl>
      {/* Unnamed sections under their h4s: named, every card would repeat the same landmarks. */}
      <div className="review-card__body">
        <section>
          <h4 className="review-card__label">면접 질문</h4>
          <PlainText text={review.questions} truncated={review.truncated} />
        </section>
        {review.tips && (
          <section>
            <h4 className="review-card__label">답변 팁</h4>
            <PlainText text={review.tips} truncated={false} />
          </section>
        )}
      </div>
      {review.mine ? (
        <MineActions review={review} companyId={companyId} name={name} />
      ) : (
        <div className="review-card__actions">
          <ReportButton kind="interview-review" id={review.recruitReviewId} name={name} />
        </div>
      )}
    </article>
  );
}

function MineActions({
  review,
  companyId,
  name,
}: {
  review: InterviewReview;
  companyId: number;
  name: string;
}) {
  const remove = useDeleteInterviewReview();
  const onDelete = async () => {
    const sure = await confirm(
      '이 면접 후기를 삭제하시겠습니까? 삭제한 후기는 되돌릴 수 없습니다.',
      { title: '면접 후기 삭제', confirmLabel: '삭제', destructive: true },
    );
    if (!sure) return;
    try {
      toast(await remove.mutateAsync(review.recruitReviewId));
    } catch {
      // The HTTP helper has already said why.
    }
  };
  return (
    <div className="review-card__actions">
      <Link
        className="button button--secondary button--small"
        to={withQuery(paths.recruitReviewForm, {
          companyId: String(companyId),
          recruitReviewId: String(review.recruitReviewId),
        })}
      >
        수정<span className="sr-only">: {name}</span>
      </Link>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={remove.isPending}
        onClick={() => void onDelete()}
      >
        삭제<span className="sr-only">: {name}</span>
      </button>
    </div>
  );
}
