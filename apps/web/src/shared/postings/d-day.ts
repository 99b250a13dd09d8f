import type { PostingSummary } from '@ilteo/contract';
import { formatYmd } from '@/shared/lib/format-date';
import { daysUntil, seoulToday } from '@/shared/lib/seoul-date';

/**
 * How long a posting stays open, from its close date and the server's
 * `today` (YYYY-MM-DD in Asia/Seoul). Both are calendar dates, so the
 * arithmetic is on whole days and the browser's time zone never matters.
 */

export { daysUntil, seoulToday };

export type DeadlineKind = 'd-day' | 'always' | 'until-filled' | 'closed';

export interface PostingDeadline {
  kind: DeadlineKind;
  /** Short badge text: 'D-3', 'D-Day', '상시채용', '채용시 마감', '마감'. */
  label: string;
  /** The same in words, for screen readers and tooltips: '3일 후 마감 (2025.03.04)'. */
  description: string;
  /** Days left for dated postings (0 = closes today); null otherwise. */
  days: number | null;
}

export type DeadlineSource = Pick<PostingSummary, 'status' | 'closeType' | 'closeDate'>;

export function postingDeadline(posting: DeadlineSource, today: string): PostingDeadline {
  const closed: PostingDeadline = {
    kind: 'closed',
    label: '마감',
    description: posting.closeDate
      ? `마감된 공고 (${formatYmd(posting.closeDate)})`
      : '마감된 공고',
    days: null,
  };
  if (posting.status === 'closed') return closed;
  if (posting.closeType === 'always') {
    return { kind: 'always', label: '상시채용', description: '상시채용', days: null };
  }
  if (posting.closeType === 'until-filled' || !posting.closeDate) {
    return {
      kind: 'until-filled',
      label: '채용시 마감',
      description: '채용 인원이 차면 마감',
      days: null,
    };
  }
  const days = daysUntil(today, posting.closeDate);
  if (days < 0) return closed;
  const on = formatYmd(posting.closeDate);
  if (days === 0) return { kind: 'd-day', label: 'D-Day', description: `오늘 마감 (${on})`, days };
  return { kind: 'd-day', label: `D-${days}`, description: `${days}일 후 마감 (${on})`, days };
}

/** Whether applying is over: closed by the server or past the close date. */
export const isPostingClosed = (posting: DeadlineSource, today: string): boolean =>
  postingDeadline(posting, today).kind === 'closed';
