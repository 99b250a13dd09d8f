import { CONSULTING_LIMITS } from '@ilteo/contract';

/** A timestamp as the company screens show it: YYYY.MM.DD HH:mm in Seoul time, without Intl (decision 0020). */
export function seoulDateTime(iso: string): string {
  const seoul = new Date(new Date(iso).getTime() + 9 * 60 * 60 * 1000);
  const text = seoul.toISOString();
  return `${text.slice(0, 10).replaceAll('-', '.')} ${text.slice(11, 16)}`;
}

/** The stated answer time in words: 72시간(3일). */
export const ANSWER_TIME = `${String(CONSULTING_LIMITS.answerHours)}시간(${String(
  CONSULTING_LIMITS.answerHours / 24,
)}일)`;
