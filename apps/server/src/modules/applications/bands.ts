import type { ResumeContent, SchoolLevel } from '@ilteo/contract';

/** The EDU code (posting_apply_stat's education band) of each school level. */
const EDUCATION_BAND: Record<SchoolLevel, string> = {
  HIGH: '03',
  COLLEGE: '04',
  UNIVERSITY: '05',
  MASTER: '06',
  DOCTOR: '07',
};

const monthIndex = (yyyymm: string) => Number(yyyymm.slice(0, 4)) * 12 + Number(yyyymm.slice(4, 6));

/** Months of work the résumé lists (an ongoing job counts to `now`'s month). */
export function careerMonths(content: ResumeContent, now: Date): number {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return content.work.reduce((sum, w) => {
    if (!/^\d{6}$/.test(w.start)) return sum;
    const end = w.current || !/^\d{6}$/.test(w.end) ? current : monthIndex(w.end);
    return sum + Math.max(0, end - monthIndex(w.start) + 1);
  }, 0);
}

/**
 * The bands of 지원자 현황 (CAREER_BANDS, EDU codes) an applicant counts in,
 * from the résumé as sent: 신입 for a 신입 résumé or one without work, else
 * the years of work; the highest school listed (none: no education band).
 */
export function applicantBands(
  content: ResumeContent,
  now: Date,
): { dimension: string; band: string }[] {
  const years = Math.floor(careerMonths(content, now) / 12);
  const career =
    content.careerType !== 'E' || content.work.length === 0
      ? 'new'
      : years <= 3
        ? '1-3'
        : years <= 6
          ? '4-6'
          : years <= 9
            ? '7-9'
            : '10+';
  const bands = [{ dimension: 'career', band: career }];
  const levels = content.education.map((e) => EDUCATION_BAND[e.level]).sort();
  const top = levels[levels.length - 1];
  if (top) bands.push({ dimension: 'education', band: top });
  return bands;
}
