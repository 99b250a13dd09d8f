import { groupDigits, type CareerType } from '@ilteo/contract';

/** The Korean phrases portals use for career and pay. */

export function careerLabel(type: CareerType, min: number | null, max: number | null): string {
  if (type === 'N') return '신입';
  if (type === 'Z') return '경력무관';
  if (min !== null && max !== null) return min === max ? `경력 ${min}년` : `경력 ${min}~${max}년`;
  if (min !== null) return `경력 ${min}년 이상`;
  if (max !== null) return `경력 ${max}년 이하`;
  return '경력';
}

const SALARY_TYPE_NAMES: Record<string, string> = { D: '일급', H: '시급', M: '월급', Y: '연봉' };

/** 연봉·월급 in 만원 (4,000만원); 일급·시급 in 원 (10,320원). */
function amount(type: string, won: number): string {
  if (type === 'Y' || type === 'M') return `${groupDigits(Math.round(won / 10_000))}만원`;
  return `${groupDigits(won)}원`;
}

export function salaryLabel(
  type: string | null,
  min: number | null,
  max: number | null,
  negotiable: boolean,
): string {
  if (negotiable || !type || (min === null && max === null)) return '회사내규에 따름';
  const name = SALARY_TYPE_NAMES[type] ?? '급여';
  if (min !== null && max !== null && min !== max) {
    const low = amount(type, min);
    const high = amount(type, max);
    // 4,000~5,000만원 rather than 4,000만원~5,000만원.
    const unit = low.endsWith('만원') && high.endsWith('만원') ? '만원' : '';
    return unit ? `${name} ${low.slice(0, -unit.length)}~${high}` : `${name} ${low}~${high}`;
  }
  if (min !== null) return `${name} ${amount(type, min)}${max === null ? ' 이상' : ''}`;
  return `${name} ${amount(type, max ?? 0)} 이하`;
}

/**
 * A year's pay from the lower bound, for the salary sort and the minimum-
 * salary filter: 월급×12, 일급×250 working days, 시급×209 hours×12 (209 is
 * the monthly hours of the minimum-wage conversion, paid weekly rest included).
 */
export function annualSalary(type: string | null, min: number | null): number | null {
  if (!type || min === null) return null;
  switch (type) {
    case 'Y':
      return min;
    case 'M':
      return min * 12;
    case 'D':
      return min * 250;
    case 'H':
      return min * 209 * 12;
    default:
      return null;
  }
}
