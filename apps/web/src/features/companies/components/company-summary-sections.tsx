import {
  groupDigits,
  INTERVIEW_EXPERIENCES,
  REVIEW_CATEGORIES,
  type CompanyDetail,
  type InterviewSummary,
  type ReviewCategory,
} from '@ilteo/contract';
import { Link } from 'react-router';
import { postingListHref } from '@/shared/postings/posting-links';
import { PageSection } from '@/shared/ui/page';
import { companyHrefs, postingHref } from './company-links';
import { difficultyLabel, formatPercent } from './company-format';

/** A 0–5 score as a bar beside its figure; the figure is the text, the bar only repeats it. */
function ScoreBar({ value, max = 5 }: { value: number | null; max?: number }) {
  const width = value === null ? 0 : Math.max(0, Math.min(100, (value / max) * 100));
  return (
    <span className="company-bar" aria-hidden="true">
      <span className="company-bar__fill" style={{ width: `${String(width)}%` }} />
    </span>
  );
}

/** 리뷰 요약: the weighted score, the five categories, recommend and CEO approval, stars. */
export function RatingsSection({ company }: { company: CompanyDetail }) {
  const r = company.ratings;
  const id = company.companyId;
  if (r.reviewCount === 0 || r.rating === null) {
    return (
      <PageSection id="ratings" title="리뷰 요약" className="company-section">
        <p className="company-muted">아직 리뷰가 없습니다. 첫 리뷰를 작성해 보세요.</p>
        <p>
          <Link className="button button--secondary button--small" to={companyHrefs.reviewForm(id)}>
            리뷰 쓰기
          </Link>
        </p>
      </PageSection>
    );
  }
  const total = r.distribution.reduce((a, b) => a + b, 0) || 1;
  return (
    <PageSection id="ratings" title="리뷰 요약" className="company-section">
      <div className="company-score">
        <p className="company-score__main">
          <span aria-hidden="true" className="company-rating__star">
            ★{' '}
          </span>
          <strong className="company-score__value">{r.rating.toFixed(1)}</strong>
          <span className="company-score__of"> / 5점</span>
        </p>
        <p className="company-muted">
          리뷰 {groupDigits(r.reviewCount)}건, 최근 리뷰에 더 큰 비중을 둔 점수입니다
          {r.average !== null && ` (단순 평균 ${r.average.toFixed(1)}점)`}.
        </p>
      </div>
      <h3 className="company-subtitle">항목별 평점</h3>
      <dl className="company-bars">
        {(Object.keys(REVIEW_CATEGORIES) as ReviewCategory[]).map((key) => (
          <div key={key} className="company-bars__row">
            <dt>{REVIEW_CATEGORIES[key]}</dt>
            <dd>
              <ScoreBar value={r.categories[key]} />
              <span className="company-bars__value">
                {r.categories[key] === null ? '-' : `${(r.categories[key] ?? 0).toFixed(1)}점`}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <dl className="company-figures">
        <div className="company-figures__item">
          <dt>기업 추천율</dt>
          <dd>{formatPercent(r.recommendPercent)}</dd>
        </div>
        <div className="company-figures__item">
          <dt>CEO 지지율</dt>
          <dd>{formatPercent(r.ceoApprovalPercent)}</dd>
        </div>
      </dl>
      <h3 className="company-subtitle">별점 분포</h3>
      <dl className="company-bars company-bars--stars">
        {[5, 4, 3, 2, 1].map((star) => {
          const count = r.distribution[star - 1] ?? 0;
          return (
            <div key={star} className="company-bars__row">
              <dt>별 {star}개</dt>
              <dd>
                <ScoreBar value={count} max={total} />
                <span className="company-bars__value">{groupDigits(count)}건</span>
              </dd>
            </div>
          );
        })}
      </dl>
      <p>
        <Link className="button button--secondary button--small" to={companyHrefs.review(id)}>
          리뷰 전체 보기
        </Link>
      </p>
    </PageSection>
  );
}

/** 면접 후기 요약 as the detail and the process page show it. */
export function InterviewFigures({ interviews }: { interviews: InterviewSummary }) {
  if (interviews.count === 0) {
    return <p className="company-muted">아직 면접 후기가 없습니다.</p>;
  }
  return (
    <dl className="company-figures">
      <div className="company-figures__item">
        <dt>면접 후기</dt>
        <dd>{groupDigits(interviews.count)}건</dd>
      </div>
      {interviews.difficulty !== null && (
        <div className="company-figures__item">
          <dt>평균 난이도</dt>
          <dd>
            {interviews.difficulty.toFixed(1)} / 5 ({difficultyLabel(interviews.difficulty)})
          </dd>
        </div>
      )}
      {(Object.keys(INTERVIEW_EXPERIENCES) as (keyof typeof INTERVIEW_EXPERIENCES)[]).map((key) => (
        <div key={key} className="company-figures__item">
          <dt>{INTERVIEW_EXPERIENCES[key]}인 경험</dt>
          <dd>{interviews.experience[key]}%</dd>
        </div>
      ))}
    </dl>
  );
}

export function InterviewsSection({ company }: { company: CompanyDetail }) {
  return (
    <PageSection id="interviews" title="면접 후기 요약" className="company-section">
      <InterviewFigures interviews={company.interviews} />
      <p className="company-links">
        <Link
          className="button button--secondary button--small"
          to={companyHrefs.interview(company.companyId)}
        >
          면접 후기 보기
        </Link>
        <Link
          className="button button--secondary button--small"
          to={companyHrefs.process(company.companyId)}
        >
          채용 절차 보기
        </Link>
      </p>
    </PageSection>
  );
}

/** 채용 중인 공고: the open postings the detail carries (up to ten), each a link to its detail. */
export function PostingsSection({ company }: { company: CompanyDetail }) {
  return (
    <PageSection id="postings" title="채용 중인 공고" className="company-section">
      {company.postings.length === 0 ? (
        <p className="company-muted">지금 채용 중인 공고가 없습니다.</p>
      ) : (
        <ul className="company-postings">
          {company.postings.map((p) => (
            <li key={p.postingId}>
              <Link to={postingHref(p.postingId)} className="company-postings__title">
                {p.title}
              </Link>
              <span className="company-postings__meta">
                {p.regionName} · {p.careerName} ·{' '}
                {p.closeDate ? `${p.closeDate} 마감` : '채용 시 마감'}
              </span>
            </li>
          ))}
        </ul>
      )}
      {company.openPostingCount > company.postings.length && (
        <p>
          <Link
            className="button button--secondary button--small"
            to={postingListHref({ companyId: company.companyId })}
          >
            채용 중인 공고 {groupDigits(company.openPostingCount)}건 모두 보기
          </Link>
        </p>
      )}
    </PageSection>
  );
}
