import { formatYmd } from '@/shared/lib/format-date';
import { daysUntil } from '@/shared/lib/seoul-date';

/** Days left at which a deadline is shown as urgent (as posting cards do). */
const URGENT_DAYS = 3;

export interface WatchDeadline {
  /** Short badge text: 'D-3' or '오늘 마감'. */
  label: string;
  /** The same in words, for screen readers and tooltips: '3일 후 접수 마감 (2026.11.27)'. */
  description: string;
  urgent: boolean;
}

/**
 * The D-day of a watch-list item from its `deadline` (YYYY-MM-DD) and today
 * in Seoul. Nothing for an item without one or one already past: a past
 * posting is labelled 마감 by its visibility instead.
 * `subject` names what closes ('접수 ' for catalogue items, '' for postings).
 */
export function watchDeadline(
  deadline: string | null,
  today: string,
  subject = '',
): WatchDeadline | null {
  if (!deadline) return null;
  const days = daysUntil(today, deadline);
  if (days < 0) return null;
  const on = formatYmd(deadline);
  if (days === 0) {
    return { label: '오늘 마감', description: `오늘 ${subject}마감 (${on})`, urgent: true };
  }
  return {
    label: `D-${String(days)}`,
    description: `${String(days)}일 후 ${subject}마감 (${on})`,
    urgent: days <= URGENT_DAYS,
  };
}
