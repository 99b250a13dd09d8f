import { effectiveStatus } from '../postings';
import type { PostingForApply } from './repository';

export type ApplyPeriod = 'open' | 'not-yet' | 'closed';

/**
 * Whether a posting takes applications today (Asia/Seoul): not before its
 * open date; closed past its close date, when the company closed it early
 * (채용시 마감 done) or closed it by hand (301 on submit).
 */
export function applyPeriod(
  posting: Pick<PostingForApply, 'status' | 'open_date' | 'close_date'>,
  today: string,
): ApplyPeriod {
  if (posting.open_date > today) return 'not-yet';
  return effectiveStatus(posting.status, posting.close_date, today) === 'open' ? 'open' : 'closed';
}
