import { sql } from 'drizzle-orm';
import {
  applicationSnapshotSchema,
  screeningStages,
  type ApplicationStatus,
  type ResumeContentInput,
} from '@ilteo/contract';
import { selectRows, type Transaction } from '../db/client';
import { application, applicationEvent, applicationSnapshot } from '../db/schema';
import { addDays } from '../lib/seoul-date';
import { applicantBands } from '../modules/applications';
import { catalogueNames } from '../modules/certificates';
import { catalogueCodesOf, labelsOf } from '../modules/resumes';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export interface Picked {
  posting_id: number;
  company_id: number;
  company_name: string;
  region_code: string;
  title: string;
  apply_method: string;
  open_date: string;
  close_date: string | null;
  job_codes: string[];
  process_steps: string[];
}

/** Where an application ends up: its stage, status, and the events that led there (days after applying). */
export interface Outcome {
  status: ApplicationStatus;
  stage: number;
  viewedAfter?: number;
  /** Stages passed, in order, each a day apart after viewing. */
  passed?: number;
  failed?: boolean;
  hired?: boolean;
  cancelledAfter?: number;
}

export const stagesOf = (p: Picked) => screeningStages(p.process_steps);

/**
 * Writes one application as the submit (and the company's decisions) would
 * have left it: the row, the snapshot of the résumé and answers, the
 * timeline, the stage counts and the posting's applicant counts. Seeds run
 * in one transaction without the request path's services, so this repeats
 * the rows' shape (modules/applications has no insert for seeds yet).
 */
export async function writeApplication(
  tx: Transaction,
  input: {
    memberId: string;
    posting: Picked;
    resumeId: number;
    resume: ResumeContentInput;
    answers: { questionNo: number; question: string; answer: string }[];
    appliedAt: Date;
    outcome: Outcome;
    now: Date;
  },
): Promise<number> {
  const { posting, outcome, appliedAt } = input;
  const stages = stagesOf(posting);
  const at = (days: number) =>
    new Date(Math.min(appliedAt.getTime() + days * DAY, input.now.getTime()));
  const viewedAt = outcome.viewedAfter === undefined ? null : at(outcome.viewedAfter);
  const decidedAfter = (outcome.viewedAfter ?? 0) + (outcome.passed ?? 0) + 1;
  const decided = outcome.failed || outcome.hired ? at(decidedAfter) : null;
  const cancelledAt = outcome.cancelledAfter === undefined ? null : at(outcome.cancelledAfter);
  const [row] = await tx
    .insert(application)
    .values({
      memberId: input.memberId,
      postingId: posting.posting_id,
      companyId: posting.company_id,
      kind: 'platform',
      status: outcome.status,
      currentStage: outcome.stage,
      stages,
      resumeId: input.resumeId,
      resumeTitle: input.resume.title,
      applicantName: input.resume.basics.name,
      postingTitle: posting.title.slice(0, 200),
      companyName: posting.company_name.slice(0, 100),
      consentVersion: 1,
      consentedAt: appliedAt,
      viewedAt,
      decidedAt: decided,
      cancelledAt,
      createdAt: appliedAt,
      updatedAt: cancelledAt ?? decided ?? viewedAt ?? appliedAt,
    })
    .returning({ id: application.applicationId });
  if (!row) throw new Error('demo application not inserted');
  const resume = applicationSnapshotSchema.shape.resume.parse(input.resume);
  const names = await catalogueNames(tx, catalogueCodesOf(resume));
  const content = applicationSnapshotSchema.parse({
    resume,
    resumeTitle: resume.title,
    labels: labelsOf(resume, names),
    posting: {
      postingId: posting.posting_id,
      title: posting.title,
      companyName: posting.company_name,
      closeDate: posting.close_date,
      stages,
    },
    answers: input.answers,
    files: [],
  });
  await tx.insert(applicationSnapshot).values({ applicationId: row.id, content, fileNames: [] });

  const events: { kind: string; stageNo: number | null; at: Date }[] = [
    { kind: 'submitted', stageNo: 0, at: appliedAt },
  ];
  if (viewedAt) events.push({ kind: 'viewed', stageNo: 0, at: viewedAt });
  for (let s = 0; s < (outcome.passed ?? 0); s++) {
    events.push({ kind: 'passed', stageNo: s, at: at((outcome.viewedAfter ?? 0) + s + 1) });
  }
  if (decided)
    events.push({ kind: outcome.hired ? 'hired' : 'failed', stageNo: outcome.stage, at: decided });
  if (cancelledAt) events.push({ kind: 'cancelled', stageNo: null, at: cancelledAt });
  await tx.insert(applicationEvent).values(events.map((e) => ({ applicationId: row.id, ...e })));

  // A cancelled application no longer counts (the cancel takes its counts back).
  if (outcome.status !== 'cancelled') {
    for (let s = 0; s <= (outcome.passed ?? 0); s++) {
      await tx.execute(
        sql`insert into posting_stage_count (posting_id, stage_no, count)
            values (${posting.posting_id}, ${s}, 1)
            on conflict (posting_id, stage_no) do update set count = posting_stage_count.count + 1`,
      );
    }
    await tx.execute(
      sql`update job_posting set apply_count = apply_count + 1 where posting_id = ${posting.posting_id}`,
    );
    for (const { dimension, band } of applicantBands(resume, appliedAt)) {
      await tx.execute(
        sql`insert into posting_apply_stat (posting_id, dimension, band, count)
            values (${posting.posting_id}, ${dimension}, ${band}, 1)
            on conflict (posting_id, dimension, band) do update set count = posting_apply_stat.count + 1`,
      );
    }
  }
  return row.id;
}

/** Open postings the demo can use, in a fixed order. */
export async function openPostings(tx: Transaction, today: string): Promise<Picked[]> {
  return selectRows<Picked>(
    tx,
    sql`select p.posting_id, p.company_id, c.name as company_name, c.region_code, p.title,
          p.apply_method, p.open_date::text as open_date, p.close_date::text as close_date,
          p.job_codes, pc.process_steps
        from job_posting p
        join company c on c.company_id = p.company_id
        join job_posting_content pc on pc.posting_id = p.posting_id
        where p.status = 'open' and p.open_date <= ${addDays(today, -12)}::date
          and (p.close_date is null or p.close_date >= ${addDays(today, 7)}::date)
        order by p.posting_id`,
  );
}
