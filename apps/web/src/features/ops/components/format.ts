/** A timestamp as the console shows it: YYYY-MM-DD HH:mm in Seoul time, without Intl (decision 0020). */
export function seoulDateTime(iso: string): string {
  const seoul = new Date(new Date(iso).getTime() + 9 * 60 * 60 * 1000);
  const text = seoul.toISOString();
  return `${text.slice(0, 10)} ${text.slice(11, 16)}`;
}

/** A queue item's score (a weighted sum of reports, decision 0031), to two decimals at most. */
export function formatScore(score: number): string {
  return String(Math.round(score * 100) / 100);
}

/** 사업자등록번호 as it is written: 123-45-67890. */
export function formatBizNo(bizNo: string): string {
  return /^\d{10}$/.test(bizNo)
    ? `${bizNo.slice(0, 3)}-${bizNo.slice(3, 5)}-${bizNo.slice(5)}`
    : bizNo;
}
