import { PostingCard } from '@/shared/postings/posting-card';
import { useTopPostings } from '../api/get-top-postings';

/** Marks paid exposure: a short AD for the eye, the full word for screen readers. */
export function RecruitAdBadge({ label = 'AD' }: { label?: string }) {
  return (
    <span className="recruit-ad-badge" title="광고: 기업이 비용을 내고 노출하는 공고입니다.">
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">광고</span>
    </span>
  );
}

/**
 * 추천 공고: the postings companies paid to show above the recruitment list
 * (promotions of 'list-top', decision 0040), said to be ads in the heading's
 * note and on every card. Nothing to show (or a failure), nothing shown:
 * the list below is what the visitor came for.
 */
export function TopPostings({ today }: { today: string | undefined }) {
  const query = useTopPostings();
  if (!query.data || query.data.length === 0 || !today) return null;
  return (
    <section className="recruit-top" aria-labelledby="recruit-top-title">
      <div className="recruit-top__head">
        <h2 id="recruit-top-title" className="recruit-top__title">
          추천 공고
        </h2>
        <p className="recruit-top__note">기업이 비용을 내고 노출하는 광고 공고입니다.</p>
      </div>
      <ul className="recruit-top__list">
        {query.data.map((paid) => (
          <li key={paid.exposureId}>
            <PostingCard posting={paid.posting} today={today} extra={<RecruitAdBadge />} />
          </li>
        ))}
      </ul>
    </section>
  );
}
