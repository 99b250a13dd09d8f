import type { PreferenceMatch } from '@ilteo/contract';
import { PostingCard } from '@/shared/postings/posting-card';

/** One match: the posting card, whether it is new, how well it fits (0–100) and why. */
export function MatchItem({ match, today }: { match: PreferenceMatch; today: string }) {
  const score = Math.max(0, Math.min(100, match.score));
  return (
    <li className="match-item">
      <PostingCard
        posting={match}
        today={today}
        headingLevel={3}
        extra={
          match.isNew ? (
            <span className="match-new">
              <span aria-hidden="true">NEW</span>
              <span className="sr-only">새 공고</span>
            </span>
          ) : undefined
        }
      />
      <div className="match-why">
        <p className="match-score">
          적합도 <strong>{score}점</strong>
          <span className="match-score__bar" aria-hidden="true">
            <span style={{ width: `${score}%` }} />
          </span>
        </p>
        {match.reasons.length > 0 && (
          <ul className="match-reasons" aria-label="추천 이유">
            {match.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
