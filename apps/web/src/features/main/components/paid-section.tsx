import { PAID_BLOCK_SIZES, PAID_PLACEMENTS, type PaidPlacement } from '@ilteo/contract';
import { seoulToday } from '@/shared/postings/d-day';
import { PostingCard } from '@/shared/postings/posting-card';
import { usePaidPostings } from '../api/get-paid-postings';
import { AdBadge } from './ad-badge';
import { BlockError, CardsSkeleton } from './section-status';

/**
 * 프리미엄 채용관 / 포커스 채용: postings companies pay to show here, said so
 * in the heading's note and on every card. Nothing to show, nothing shown.
 */
export function PaidSection({ placement }: { placement: PaidPlacement }) {
  const query = usePaidPostings(placement, PAID_BLOCK_SIZES[placement]);
  const titleId = `paid-${placement}-title`;
  const today = seoulToday();

  if (query.data?.length === 0) return null;

  return (
    <section className="main-section" aria-labelledby={titleId}>
      <div className="main-section__head">
        <h2 id={titleId} className="main-section__title">
          {PAID_PLACEMENTS[placement]}
        </h2>
        <p className="main-section__note">기업이 비용을 내고 노출하는 광고 공고입니다.</p>
      </div>
      {query.isError ? (
        <BlockError message="공고를 불러오지 못했습니다." onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <CardsSkeleton count={PAID_BLOCK_SIZES[placement]} />
      ) : (
        <ul className="main-cards">
          {query.data.map((paid) => (
            <li key={paid.exposureId}>
              <PostingCard posting={paid.posting} today={today} extra={<AdBadge />} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
