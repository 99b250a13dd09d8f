import { Link } from 'react-router';

/**
 * The give-to-get rule, stated where the texts are cut: the server's own
 * words (accessNote) and the way to full access, a review of one's own.
 */
export function AccessNote({
  access,
  note,
  writeHref,
  writeLabel,
}: {
  access: 'full' | 'summary';
  note: string;
  writeHref: string;
  writeLabel: string;
}) {
  if (access === 'full') {
    return <p className="review-access review-access--full">{note}</p>;
  }
  return (
    <div className="review-access" role="note" aria-label="리뷰 열람 안내">
      <p className="review-access__title">리뷰 전체 내용은 리뷰를 작성한 회원에게 공개됩니다</p>
      <p>{note}</p>
      <Link className="button button--primary button--small" to={writeHref}>
        {writeLabel}
      </Link>
    </div>
  );
}

/** What a cut text shows at its end: the rest is for those who wrote a review. */
export const TRUNCATED_HINT = '리뷰를 작성하면 전체 내용을 볼 수 있습니다.';

/** A plain text as written (never HTML): line breaks kept by CSS, … where it was cut. */
export function PlainText({
  text,
  truncated,
  className,
}: {
  text: string;
  truncated: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <p className={truncated ? 'review-text review-text--cut' : 'review-text'}>
        {truncated ? `${text.trimEnd()}…` : text}
      </p>
      {truncated && <p className="review-text__hint">{TRUNCATED_HINT}</p>}
    </div>
  );
}
