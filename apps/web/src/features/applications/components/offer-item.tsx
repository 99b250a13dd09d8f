import { OFFER_KIND_LABELS, OFFER_STATUS_LABELS, type Offer } from '@ilteo/contract';
import { Link } from 'react-router';
import { postingDetailHref } from '@/shared/postings/posting-links';
import { formatDay } from '../lib/format';
import type { OfferExpiry } from '../lib/offer-expiry';

const statusTone: Record<Offer['status'], string> = {
  sent: 'app-badge--status',
  accepted: 'app-badge--status',
  declined: 'app-badge--muted',
  expired: 'app-badge--muted',
};

/** One offer: who, what, the message, when it expires, and 수락/거절 while it waits. */
export function OfferItem({
  offer,
  expiry,
  busy,
  onAccept,
  onDecline,
}: {
  offer: Offer;
  expiry: OfferExpiry;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  // Answered offers keep their answer; an unanswered one past its time is expired.
  const status = offer.status === 'sent' && expiry.expired ? 'expired' : offer.status;
  const waiting = status === 'sent';
  return (
    <li className="app-row">
      <p className="app-row__company">
        {OFFER_KIND_LABELS[offer.kind]} · {offer.companyName}
      </p>
      <h2 className="app-row__title">
        {offer.postingId !== null && offer.postingTitle ? (
          <Link to={postingDetailHref(offer.postingId)}>{offer.postingTitle}</Link>
        ) : (
          `${offer.companyName}의 ${OFFER_KIND_LABELS[offer.kind]}`
        )}
      </h2>
      <p className="offer-item__message">{offer.message}</p>
      <p className="app-row__meta">
        받은 날 {formatDay(offer.sentAt)} · 응답 기한 {formatDay(offer.expiresAt)}
      </p>
      <p className="app-row__badges">
        <span className={`app-badge ${statusTone[status]}`}>{OFFER_STATUS_LABELS[status]}</span>
        {waiting && (
          <span className="app-badge app-badge--status" title={expiry.description}>
            {expiry.label}
            <span className="sr-only"> ({expiry.description})</span>
          </span>
        )}
      </p>
      {offer.status === 'declined' && offer.declineReason && (
        <p className="app-row__meta">거절 사유: {offer.declineReason}</p>
      )}
      {waiting && (
        <div className="app-detail__actions">
          <button
            type="button"
            className="button button--primary button--small"
            disabled={busy}
            onClick={onAccept}
          >
            수락<span className="sr-only">: {offer.companyName}</span>
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            onClick={onDecline}
          >
            거절<span className="sr-only">: {offer.companyName}</span>
          </button>
        </div>
      )}
    </li>
  );
}
