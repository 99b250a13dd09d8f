import type { PostingSummary } from '@ilteo/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isPostingClosed } from './d-day';
import { DeadlineBadge } from './deadline-badge';
import { postingDetailHref } from './posting-links';
import './postings.css';

/** Regions shown on a card before '외 N곳'. */
const REGIONS_SHOWN = 2;

export function regionSummary(regions: PostingSummary['regions']): string {
  const names = regions.slice(0, REGIONS_SHOWN).map((r) => r.name);
  const rest = regions.length - names.length;
  return rest > 0 ? `${names.join(', ')} 외 ${rest}곳` : names.join(', ');
}

export interface PostingCardProps {
  posting: PostingSummary;
  /** The server's today (Asia/Seoul, YYYY-MM-DD) for the D-day. */
  today: string;
  /** The title's heading level where the card sits in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Actions next to the company name, e.g. the interest button. */
  extra?: ReactNode;
}

/**
 * One posting in a list: title (the link to the detail), company, where,
 * career, education, employment type, salary and the deadline. A closed
 * posting stays readable but is greyed and says 마감 in its title too.
 */
export function PostingCard({ posting, today, headingLevel = 3, extra }: PostingCardProps) {
  const Heading = `h${headingLevel}` as const;
  const closed = isPostingClosed(posting, today);
  const regions = regionSummary(posting.regions);

  return (
    <article className={`posting-card${closed ? ' posting-card--closed' : ''}`}>
      <Heading className="posting-card__title">
        <Link to={postingDetailHref(posting.postingId)}>
          {posting.title}
          {closed && <span className="sr-only"> (마감된 공고)</span>}
        </Link>
      </Heading>
      <div className="posting-card__top">
        <p className="posting-card__company">
          <span className="sr-only">회사: </span>
          {posting.company.name}
        </p>
        {extra && <div className="posting-card__extra">{extra}</div>}
      </div>
      <dl className="posting-card__facts">
        {regions && (
          <div>
            <dt className="sr-only">근무지역</dt>
            <dd>{regions}</dd>
          </div>
        )}
        <div>
          <dt className="sr-only">경력</dt>
          <dd>{posting.careerLabel}</dd>
        </div>
        <div>
          <dt className="sr-only">학력</dt>
          <dd>{posting.educationLabel}</dd>
        </div>
        <div>
          <dt className="sr-only">고용형태</dt>
          <dd>{posting.employmentTypeLabel}</dd>
        </div>
        <div>
          <dt className="sr-only">급여</dt>
          <dd>{posting.salary.label}</dd>
        </div>
      </dl>
      <p className="posting-card__badges">
        <DeadlineBadge posting={posting} today={today} />
        {posting.intern && <span className="posting-badge posting-badge--intern">인턴</span>}
      </p>
    </article>
  );
}
