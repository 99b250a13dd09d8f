import {
  CEO_APPROVALS,
  EMPLOYMENT_STATUSES,
  REVIEW_CATEGORIES,
  groupDigits,
  withQuery,
  type Review,
  type ReviewCategory,
} from '@ilteo/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { confirm } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toast';
import { useDeleteReview } from '../../api/delete-review';
import { useToggleHelpful } from '../../api/toggle-helpful';
import { PlainText } from './access-note';
import { ReportButton } from './report-button';
import { formatKoreanDate, formatMonth, formatScore, Stars } from './stars';
import { useLoginGate } from './use-login-gate';

const CATEGORY_KEYS = Object.keys(REVIEW_CATEGORIES) as ReviewCategory[];

/**
 * One company review as every reader sees it: never who wrote it (the
 * server sends no author), only job, status, year and the month written.
 * Texts are plain text; `truncated` ones end with … and the give-to-get hint.
 */
export function ReviewCard({
  review,
  companyId,
  highlighted = false,
}: {
  review: Review;
  companyId: number;
  highlighted?: boolean;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  return (
    <article
      className={highlighted ? 'review-card review-card--highlighted' : 'review-card'}
      aria-labelledby={titleId}
      tabIndex={highlighted ? -1 : undefined}
    >
      <header className="review-card__head">
        <p className="review-card__rating">
          <Stars value={review.overall} />
          <span className="review-card__score">{formatScore(review.overall)}</span>
        </p>
        <h3 id={titleId} className="review-card__title">
          &ldquo;{review.title}&rdquo;
        </h3>
        <p className="review-card__meta">
          {review.jobName} · {EMPLOYMENT_STATUSES[review.employmentStatus]} ·{' '}
          {String(review.lastYear)}년 · {formatMonth(review.writtenMonth)} 작성
          {review.mine && <span className="review-card__mine"> · 내 리뷰</span>}
        </p>
      </header>
      <dl className="review-card__categories" aria-label="항목별 평점">
        {CATEGORY_KEYS.map((key) => (
          <div key={key}>
            <dt>{REVIEW_CATEGORIES[key]}</dt>
            <dd>{review.categories[key]}점</dd>
          </div>
        ))}
      </dl>
      {/* Unnamed sections under their h4s: named, every card would repeat the same landmarks. */}
      <div className="review-card__body">
        <section>
          <h4 className="review-card__label">장점</h4>
          <PlainText text={review.pros} truncated={review.truncated} />
        </section>
        <section>
          <h4 className="review-card__label">단점</h4>
          <PlainText text={review.cons} truncated={review.truncated} />
        </section>
        {review.advice && (
          <section>
            <h4 className="review-card__label">경영진에게 바라는 점</h4>
            <PlainText text={review.advice} truncated={false} />
          </section>
        )}
      </div>
      <ul className="review-card__verdicts">
        <li>{review.recommend ? '이 기업을 추천합니다' : '이 기업을 추천하지 않습니다'}</li>
        <li>CEO {CEO_APPROVALS[review.ceoApproval]}</li>
      </ul>
      {review.reply && (
        <section className="review-card__reply">
          <h4 className="review-card__label">기업 답변</h4>
          <PlainText text={review.reply.body} truncated={false} />
          <p className="review-card__reply-date">{formatKoreanDate(review.reply.repliedAt)}</p>
        </section>
      )}
      <ReviewActions review={review} companyId={companyId} />
    </article>
  );
}

function ReviewActions({ review, companyId }: { review: Review; companyId: number }) {
  const loginGate = useLoginGate();
  const helpful = useToggleHelpful();
  const remove = useDeleteReview();

  const onHelpful = async () => {
    // A failure is reported by the HTTP helper; the count stays as it was.
    if (await loginGate()) helpful.mutate(review.reviewId);
  };
  const onDelete = async () => {
    const sure = await confirm('이 리뷰를 삭제하시겠습니까? 삭제한 리뷰는 되돌릴 수 없습니다.', {
      title: '리뷰 삭제',
      confirmLabel: '삭제',
      destructive: true,
    });
    if (!sure) return;
    try {
      toast(await remove.mutateAsync(review.reviewId));
    } catch {
      // The HTTP helper has already said why.
    }
  };

  if (review.mine) {
    return (
      <div className="review-card__actions">
        <span className="review-card__helpful-count">
          도움이 돼요 {groupDigits(review.helpfulCount)}
        </span>
        <Link
          className="button button--secondary button--small"
          to={withQuery(paths.companyReviewForm, {
            companyId: String(companyId),
            reviewId: String(review.reviewId),
          })}
        >
          수정<span className="sr-only">: {review.title}</span>
        </Link>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={remove.isPending}
          onClick={() => void onDelete()}
        >
          삭제<span className="sr-only">: {review.title}</span>
        </button>
      </div>
    );
  }
  return (
    <div className="review-card__actions">
      <button
        type="button"
        className={`button button--secondary button--small review-helpful${review.helpedByMe ? ' review-helpful--on' : ''}`}
        aria-pressed={review.helpedByMe}
        disabled={helpful.isPending}
        onClick={() => void onHelpful()}
      >
        도움이 돼요 {groupDigits(review.helpfulCount)}
        <span className="sr-only">: {review.title}</span>
      </button>
      <ReportButton kind="company-review" id={review.reviewId} name={review.title} />
    </div>
  );
}
