import type { Offer } from '@ilteo/contract';
import { daysUntil } from '@/shared/lib/seoul-date';
import { formatDay, seoulDateOf } from './format';

export interface OfferExpiry {
  /** Short badge text: 'D-3', 'D-Day', '기간 만료'. */
  label: string;
  /** The same in words: '3일 후 만료 (2026.03.04)'. */
  description: string;
  expired: boolean;
}

/**
 * How long an offer waits for an answer, from its expiry and today in Seoul.
 * An offer the server calls expired is expired whatever the clock says.
 */
export function offerExpiry(
  offer: Pick<Offer, 'expiresAt' | 'status'>,
  today: string,
): OfferExpiry {
  const on = formatDay(offer.expiresAt);
  const days = daysUntil(today, seoulDateOf(offer.expiresAt) || today);
  if (offer.status === 'expired' || days < 0) {
    return { label: '기간 만료', description: `${on}에 만료된 제안`, expired: true };
  }
  if (days === 0) return { label: 'D-Day', description: `오늘 만료 (${on})`, expired: false };
  return {
    label: `D-${String(days)}`,
    description: `${String(days)}일 후 만료 (${on})`,
    expired: false,
  };
}
