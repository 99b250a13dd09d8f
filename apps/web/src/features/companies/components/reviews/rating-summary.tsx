import {
  REVIEW_CATEGORIES,
  groupDigits,
  type RatingSummary,
  type ReviewCategory,
} from '@ilteo/contract';
import { useId } from 'react';
import { formatScore, Stars } from './stars';

const CATEGORY_KEYS = Object.keys(REVIEW_CATEGORIES) as ReviewCategory[];

/** A bar drawn for the eye; the number beside it is what is read. */
function Bar({ percent }: { percent: number }) {
  return (
    <span className="review-bar" aria-hidden="true">
      <span
        className="review-bar__fill"
        style={{ width: `${String(Math.max(0, Math.min(100, percent)))}%` }}
      />
    </span>
  );
}

/**
 * The company's rating as company_stats keeps it: the recency-weighted
 * score (newer reviews weigh more), the five categories, recommend and CEO
 * approval shares and the distribution of overall stars.
 */
export function RatingSummaryView({ summary }: { summary: RatingSummary }) {
  const id = useId();
  if (summary.reviewCount === 0 || summary.rating === null) {
    return (
      <section className="review-summary" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="review-summary__title">
          평점 요약
        </h2>
        <p className="review-summary__empty">아직 게시된 리뷰가 없습니다.</p>
      </section>
    );
  }
  const maxCount = Math.max(1, ...summary.distribution);
  return (
    <section className="review-summary" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="review-summary__title">
        평점 요약
      </h2>
      <div className="review-summary__overall">
        <p className="review-summary__score">
          <span className="review-summary__number">{formatScore(summary.rating)}</span>
          <Stars value={summary.rating} large />
        </p>
        <p className="review-summary__note">
          리뷰 {groupDigits(summary.reviewCount)}개 · 최근 리뷰에 더 큰 비중을 둔 점수입니다
          {summary.average !== null && ` (단순 평균 ${formatScore(summary.average)}점)`}.
        </p>
      </div>
      <div className="review-summary__grid">
        <dl className="review-summary__categories" aria-label="항목별 평점">
          {CATEGORY_KEYS.map((key) => {
            const value = summary.categories[key];
            return (
              <div key={key} className="review-summary__row">
                <dt>{REVIEW_CATEGORIES[key]}</dt>
                <dd>
                  <Bar percent={value === null ? 0 : (value / 5) * 100} />
                  <span className="review-summary__value">
                    {value === null ? '-' : `${formatScore(value)}점`}
                  </span>
                </dd>
              </div>
            );
          })}
        </dl>
        <dl className="review-summary__categories" aria-label="별점 분포">
          {[5, 4, 3, 2, 1].map((star) => {
            const count = summary.distribution[star - 1] ?? 0;
            return (
              <div key={star} className="review-summary__row">
                <dt>{star}점</dt>
                <dd>
                  <Bar percent={(count / maxCount) * 100} />
                  <span className="review-summary__value">{groupDigits(count)}개</span>
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
      <dl className="review-summary__shares">
        <div>
          <dt>추천율</dt>
          <dd>
            {summary.recommendPercent === null ? '-' : `${String(summary.recommendPercent)}%`}
          </dd>
        </div>
        <div>
          <dt>CEO 지지율</dt>
          <dd>
            {summary.ceoApprovalPercent === null ? '-' : `${String(summary.ceoApprovalPercent)}%`}
          </dd>
        </div>
      </dl>
    </section>
  );
}
