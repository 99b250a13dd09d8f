import { OFFER_DECLINE_REASONS, OFFER_LIMITS, type Offer } from '@ilteo/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { Modal } from '@/shared/ui/modal/modal';
import { useDeclineOffer } from '../api/decline-offer';

const OWN = 'own';

/**
 * 거절 with an optional reason: a preset one, the member's own words, or
 * none. Closes on success; a refusal (expired meanwhile) is alerted by the
 * helper and the list refreshes.
 */
export function DeclineDialog({
  offer,
  onClose,
  onDeclined,
}: {
  offer: Offer;
  onClose: () => void;
  onDeclined: () => void;
}) {
  const id = useId();
  const decline = useDeclineOffer();
  const [choice, setChoice] = useState<string>('');
  const [own, setOwn] = useState('');

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = (choice === OWN ? own : choice).trim();
    decline.mutate(
      { offerId: offer.offerId, ...(reason ? { reason } : {}) },
      {
        onSuccess: onDeclined,
        onError: onClose,
      },
    );
  };

  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={`${id}-lead`}
      onDismiss={onClose}
      className="offer-dialog"
    >
      <form className="offer-dialog__form" noValidate onSubmit={onSubmit}>
        <h2 id={`${id}-title`} className="offer-dialog__title">
          제안 거절
        </h2>
        <p id={`${id}-lead`} className="app-detail__note">
          {offer.companyName}의 제안을 거절합니다. 사유는 선택 사항이며 기업에 전달됩니다.
        </p>
        <fieldset className="offer-dialog__reasons">
          <legend className="field__label">거절 사유 (선택)</legend>
          <label className="check">
            <input
              type="radio"
              name={`${id}-reason`}
              value=""
              checked={choice === ''}
              onChange={() => setChoice('')}
            />
            <span className="check__text">사유를 남기지 않습니다</span>
          </label>
          {OFFER_DECLINE_REASONS.map((reason) => (
            <label key={reason} className="check">
              <input
                type="radio"
                name={`${id}-reason`}
                value={reason}
                checked={choice === reason}
                onChange={() => setChoice(reason)}
              />
              <span className="check__text">{reason}</span>
            </label>
          ))}
          <label className="check">
            <input
              type="radio"
              name={`${id}-reason`}
              value={OWN}
              checked={choice === OWN}
              onChange={() => setChoice(OWN)}
            />
            <span className="check__text">직접 입력</span>
          </label>
        </fieldset>
        {choice === OWN && (
          <div className="field">
            <label htmlFor={`${id}-own`} className="field__label">
              거절 사유
            </label>
            <input
              id={`${id}-own`}
              type="text"
              className="input"
              aria-describedby={`${id}-own-count`}
              maxLength={OFFER_LIMITS.declineReason}
              value={own}
              onChange={(e) => setOwn(e.target.value)}
            />
            <p id={`${id}-own-count`} className="field__description">
              {own.length}/{OFFER_LIMITS.declineReason}자
            </p>
          </div>
        )}
        <div className="offer-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            닫기
          </button>
          <button type="submit" className="button button--primary" disabled={decline.isPending}>
            거절하기
          </button>
        </div>
      </form>
    </Modal>
  );
}
