import {
  CODE_GROUPS,
  COMPANY_LIMITS,
  REVIEW_LIMITS,
  screeningStages,
  type CompanyProcess,
} from '@ilteo/contract';
import type { Database } from '../../db/client';
import { addDays } from '../../lib/seoul-date';
import { codeBook } from '../postings';
import { interviewSummary } from './presenter';
import {
  processRepository,
  type ProcessPostingRow,
  type StageCountRow,
  type StageDaysRow,
} from './process-repository';

type Process = CompanyProcess['processes'][number];

/** Postings whose process the page describes: opened within this many days. */
const PROCESS_WINDOW_DAYS = 365;
const MIN = COMPANY_LIMITS.minStageApplicants;

/** One key per stage list; stage names never hold a control character. */
const keyOf = (stages: readonly string[]) => stages.join('\u0001');

/**
 * Per stage: who reached it and, of those decided at it, the share who
 * passed. Earlier stages are passed implicitly (an application in stage 2
 * passed 0 and 1); a hire is the final stage's pass. Each figure is shown
 * only over at least MIN applications, so no one's result can be read off it.
 */
export function stageFigures(
  stages: readonly string[],
  counts: readonly StageCountRow[],
  days: readonly StageDaysRow[],
): Process['steps'] {
  return stages.map((name, k) => {
    let reached = 0;
    let passed = 0;
    let failed = 0;
    for (const c of counts) {
      if (c.current_stage < k) continue;
      reached += c.n;
      if (c.current_stage > k || c.status === 'hired') passed += c.n;
      else if (c.status === 'failed') failed += c.n;
    }
    const decided = passed + failed;
    const d = days.find((r) => r.stage_no === k);
    return {
      stageNo: k,
      name,
      applicants: reached >= MIN ? reached : null,
      passPercent: reached >= MIN && decided >= MIN ? Math.round((passed * 100) / decided) : null,
      typicalDays: d && d.n >= MIN && d.days !== null ? Math.round(Number(d.days)) : null,
    };
  });
}

/** Postings sharing the same screening stages form one process; the most common first. */
export function groupProcesses(
  postings: readonly ProcessPostingRow[],
  counts: readonly StageCountRow[],
  days: readonly StageDaysRow[],
): Process[] {
  const groups = new Map<string, { stages: string[]; postings: ProcessPostingRow[] }>();
  for (const p of postings) {
    const stages = screeningStages(p.process_steps);
    const key = keyOf(stages);
    const group = groups.get(key);
    if (group) group.postings.push(p);
    else groups.set(key, { stages, postings: [p] });
  }
  return [...groups.entries()]
    .map(([key, g]) => {
      const example = g.postings[0] as ProcessPostingRow;
      return {
        steps: stageFigures(
          g.stages,
          counts.filter((c) => keyOf(c.stages) === key),
          days.filter((d) => keyOf(d.stages) === key),
        ),
        postingCount: g.postings.length,
        examplePostingId: example.posting_id,
        exampleTitle: example.title,
      };
    })
    .sort((a, b) => b.postingCount - a.postingCount || b.examplePostingId - a.examplePostingId);
}

/** The first characters of a text for a reader without give-to-get access, and whether it was cut. */
function preview(text: string): { questions: string; truncated: boolean } {
  const chars = Array.from(text);
  return chars.length > REVIEW_LIMITS.previewChars
    ? { questions: `${chars.slice(0, REVIEW_LIMITS.previewChars).join('')}…`, truncated: true }
    : { questions: text, truncated: false };
}

/**
 * The hiring process page. Interview questions follow give-to-get like the
 * interview reviews they come from: in full for a member who wrote a review
 * in the last 12 months, the first characters otherwise.
 */
export async function companyProcess(
  db: Database,
  companyId: number,
  now: Date,
  today: string,
  viewerId: string | null,
): Promise<CompanyProcess | undefined> {
  const found = await processRepository.company(db, companyId);
  if (!found) return undefined;
  const postings = await processRepository.postings(
    db,
    companyId,
    addDays(today, -PROCESS_WINDOW_DAYS),
    today,
  );
  const ids = postings.map((p) => p.posting_id);
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - REVIEW_LIMITS.giveToGetMonths);
  const [counts, days, first, questions, fullAccess] = await Promise.all([
    processRepository.stageCounts(db, ids),
    processRepository.stageDays(db, ids),
    processRepository.daysToFirstResult(db, ids),
    processRepository.questions(db, companyId, now),
    viewerId ? processRepository.hasRecentReview(db, viewerId, since) : Promise.resolve(false),
  ]);
  return {
    companyId,
    name: found.name,
    processes: groupProcesses(postings, counts, days),
    medianDaysToResult: first.n >= MIN && first.days !== null ? Math.round(first.days) : null,
    interviews: interviewSummary(
      found.interview_count === null
        ? null
        : {
            interviewCount: found.interview_count,
            difficultySum: found.difficulty_sum ?? 0,
            experiencePositive: found.experience_positive ?? 0,
            experienceNeutral: found.experience_neutral ?? 0,
            experienceNegative: found.experience_negative ?? 0,
          },
    ),
    questionAccess: fullAccess ? 'full' : 'summary',
    questions: questions.map((q) => ({
      recruitReviewId: q.recruit_review_id,
      jobName: codeBook.name(CODE_GROUPS.job, q.job_code),
      interviewMonth: q.interview_month,
      ...(fullAccess ? { questions: q.questions, truncated: false } : preview(q.questions)),
    })),
  };
}
