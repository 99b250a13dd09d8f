import { resumeProgress, type ResumeSection } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { resumeRepository } from './repository';

export interface ResumeHomeSummary {
  count: number;
  primary: {
    resumeId: number;
    title: string;
    percent: number;
    complete: boolean;
    /** The first section still missing (required ones first), or null when nothing is. */
    nextMissing: ResumeSection | null;
  } | null;
}

/**
 * My home's résumé card: how many résumés the member has and how far the
 * 대표 is. The caller has already decided the member is asking about their
 * own records (my home is the member's own page).
 */
export async function resumeHomeSummary(
  db: Database,
  memberId: string,
): Promise<ResumeHomeSummary> {
  const [count, primary] = await Promise.all([
    resumeRepository.countByMember(db, memberId),
    resumeRepository.primaryOf(db, memberId),
  ]);
  if (!primary) return { count, primary: null };
  const progress = resumeProgress(primary.content);
  return {
    count,
    primary: {
      resumeId: primary.resumeId,
      title: primary.title,
      percent: progress.percent,
      complete: progress.complete,
      nextMissing: progress.missing[0] ?? null,
    },
  };
}
