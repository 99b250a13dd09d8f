import type { PostingSummary } from '@ilteo/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DeadlineBadge } from '@/shared/postings/deadline-badge';
import { postingDetailHref } from '@/shared/postings/posting-links';
import '@/shared/postings/postings.css';

/** A compact posting list for the dashboard: title, company, D-day and one more note. */
export function PostingRows<T extends PostingSummary>({
  postings,
  today,
  note,
  empty,
}: {
  postings: readonly T[];
  today: string;
  note?: (posting: T) => ReactNode;
  empty: ReactNode;
}) {
  if (postings.length === 0) return <p className="home-empty">{empty}</p>;
  return (
    <ul className="home-rows">
      {postings.map((posting) => (
        <li key={posting.postingId} className="home-row">
          <Link to={postingDetailHref(posting.postingId)} className="home-row__title">
            {posting.title}
          </Link>
          <span className="home-row__meta">
            <span>{posting.company.name}</span>
            <DeadlineBadge posting={posting} today={today} />
            {note?.(posting)}
          </span>
        </li>
      ))}
    </ul>
  );
}
