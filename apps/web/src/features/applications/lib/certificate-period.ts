import { APPLICATION_LIMITS } from '@ilteo/contract';
import { daysUntil } from '@/shared/lib/seoul-date';

/**
 * The 취업활동 증명서's period, checked before it is sent: both days given,
 * from ≤ to, to not after today, and at most 90 days counting both ends
 * (the server holds the same rules; this only saves a round trip and says
 * which field is wrong).
 */

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => YMD.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export interface PeriodErrors {
  from?: string;
  to?: string;
}

export function checkCertificatePeriod(from: string, to: string, today: string): PeriodErrors {
  const errors: PeriodErrors = {};
  if (!isDay(from)) errors.from = '시작일을 선택해 주세요.';
  if (!isDay(to)) errors.to = '종료일을 선택해 주세요.';
  if (errors.from || errors.to) return errors;
  if (daysUntil(today, to) > 0) return { to: '종료일은 오늘 이후로 선택할 수 없습니다.' };
  const span = daysUntil(from, to);
  if (span < 0) return { from: '시작일은 종료일보다 늦을 수 없습니다.' };
  if (span + 1 > APPLICATION_LIMITS.certificateDays) {
    return {
      from: `기간은 최대 ${String(APPLICATION_LIMITS.certificateDays)}일까지 선택할 수 있습니다.`,
    };
  }
  return {};
}

/** The default period: the last 90 days up to today. */
export function defaultCertificatePeriod(today: string): { from: string; to: string } {
  const start = new Date(Date.parse(`${today}T00:00:00Z`));
  start.setUTCDate(start.getUTCDate() - (APPLICATION_LIMITS.certificateDays - 1));
  return { from: start.toISOString().slice(0, 10), to: today };
}
