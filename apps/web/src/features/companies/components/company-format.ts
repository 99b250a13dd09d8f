import { groupDigits, INTERVIEW_DIFFICULTY } from '@ilteo/contract';

/**
 * Figures of the company screens as Korean readers expect them: money in
 * 억원/조원 (the API gives 백만원), months as YY.MM, shares as %.
 */

/** An amount in 백만원 as 억원 (or 조원 from 1조), one decimal below 10억. */
export function formatMillionWon(millions: number): string {
  const sign = millions < 0 ? '-' : '';
  const abs = Math.abs(millions);
  if (abs >= 1_000_000) return `${sign}${(abs / 1_000_000).toFixed(1)}조원`;
  if (abs >= 1_000) return `${sign}${groupDigits(Math.round(abs / 100))}억원`;
  if (abs >= 100) return `${sign}${(abs / 100).toFixed(1)}억원`;
  return `${sign}${groupDigits(abs)}백만원`;
}

/** YYYY-MM as 24.03 (axis labels) or 2024년 3월 (tables, summaries). */
export function formatMonth(month: string, style: 'short' | 'long' = 'long'): string {
  const [year = '', m = ''] = month.split('-');
  return style === 'short' ? `${year.slice(2)}.${m}` : `${year}년 ${String(Number(m))}월`;
}

export const formatPercent = (value: number | null): string =>
  value === null ? '공개 안 함' : `${String(value)}%`;

/** The nearest difficulty label of an average (3.4 → 보통). */
export function difficultyLabel(value: number): string {
  const key = Math.min(5, Math.max(1, Math.round(value))) as keyof typeof INTERVIEW_DIFFICULTY;
  return INTERVIEW_DIFFICULTY[key];
}

/**
 * A homepage as a link only when it is an http(s) address: the text comes
 * from company data, and any other scheme (javascript:, data:) is shown as
 * text, never followed.
 */
export function safeHomepage(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
