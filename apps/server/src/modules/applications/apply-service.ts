import {
  APPLICATION_LIMITS,
  screeningStages,
  type ApplyForm,
  type ApplySubmit,
  type PostingQuestion,
} from '@ilteo/contract';
import type { Database } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import { uniqueViolation } from '../../lib/db-errors';
import { seoulDate } from '../../lib/seoul-date';
import type { ResumeService } from '../resumes';
import { applicationPolicy } from './policy';
import { applyConsent, APPLY_CONSENT_VERSION } from './consent';
import { notifyApplicant, RECEIPT, type NoticeDeps } from './notices';
import { applyPeriod, type ApplyPeriod } from './period';
import { applicationRepository as repo, type PostingForApply } from './repository';
import { buildSnapshot, type ApplyFiles } from './snapshot';
import { applicantBands } from './bands';
import type { Acting } from './acting';

const DUPLICATE_MESSAGE = '이미 지원한 공고입니다. 지원 현황에서 확인해 주세요.';
const LIVE_UNIQUE = 'application_member_posting_uq';

const PERIOD_MESSAGES: Record<Exclude<ApplyPeriod, 'open'>, string> = {
  'not-yet': '아직 접수가 시작되지 않은 공고입니다.',
  closed: '접수가 마감된 공고입니다.',
};

/** Characters as the form's counter counts them (with spaces; one per code point). */
export const answerLength = (answer: string) => Array.from(answer).length;

/**
 * The answers against the posting's own questions: every question answered
 * once, within its limit; a 400 names the question (decision 0034).
 */
export function checkAnswers(
  questions: readonly PostingQuestion[],
  answers: ApplySubmit['answers'],
): { questionNo: number; question: string; answer: string }[] {
  const byNo = new Map(answers.map((a) => [a.questionNo, a.answer]));
  if (byNo.size !== answers.length) {
    throw rejected.field('answers', '한 문항에는 한 번만 답할 수 있습니다.');
  }
  const unknown = answers.find((a) => !questions.some((q) => q.questionNo === a.questionNo));
  if (unknown) {
    throw rejected.field('answers', `이 공고에 없는 문항입니다: ${String(unknown.questionNo)}번`);
  }
  return questions.map((q) => {
    const answer = byNo.get(q.questionNo) ?? '';
    if (answer.trim() === '')
      throw rejected.field('answers', `'${q.question}' 문항에 답해 주세요.`);
    const length = answerLength(answer);
    if (length > q.maxChars) {
      throw rejected.field(
        'answers',
        `'${q.question}' 문항의 답변은 ${String(q.maxChars)}자 이내로 써 주세요(지금 ${String(length)}자).`,
      );
    }
    return { questionNo: q.questionNo, question: q.question, answer };
  });
}

const isDuplicate = (err: unknown) => uniqueViolation(err) === LIVE_UNIQUE;

/** 홈페이지 지원's address and 이메일 지원's address, from the one apply_url column. */
function applyTargets(posting: PostingForApply) {
  const url = posting.apply_url;
  return {
    applyUrl: posting.apply_method === 'homepage' ? url : null,
    applyEmail: posting.apply_method === 'email' && url ? url.replace(/^mailto:/i, '') : null,
  };
}

/**
 * Applying (decision 0034): the form, the submit in one transaction, and
 * an external application recorded by hand.
 */
export function createApplyService(deps: {
  db: Database;
  clock: () => Date;
  files: ApplyFiles;
  resumes: ResumeService;
  notices: NoticeDeps;
  retentionDays: number;
}) {
  const { db, clock, files, resumes, notices } = deps;

  async function postingOr404(postingId: number): Promise<PostingForApply> {
    const posting = await repo.postingForApply(db, postingId);
    if (!posting) throw rejected.notFound('공고를 찾을 수 없습니다.');
    return posting;
  }

  return {
    async form(acting: Acting, postingId: number): Promise<ApplyForm> {
      applicationPolicy.authorize(acting.actor, 'apply', { ownerId: acting.memberId });
      const posting = await postingOr404(postingId);
      const [questions, rows, existing] = await Promise.all([
        repo.questions(db, postingId),
        resumes.list(acting),
        repo.liveApplicationId(db, acting.memberId, postingId),
      ]);
      // Complete ones first (the only ones worth sending), then 대표, then the latest edit.
      const ordered = [...rows].sort(
        (a, b) =>
          Number(b.complete) - Number(a.complete) ||
          Number(b.isPrimary) - Number(a.isPrimary) ||
          b.updatedAt.getTime() - a.updatedAt.getTime(),
      );
      return {
        postingId,
        title: posting.title,
        companyName: posting.company_name,
        applyMethod: posting.apply_method as ApplyForm['applyMethod'],
        ...applyTargets(posting),
        period: applyPeriod(posting, seoulDate(clock())),
        closeDate: posting.close_date,
        stages: screeningStages(posting.process_steps),
        questions,
        consent: applyConsent(posting.company_name, deps.retentionDays),
        resumes: ordered.map((r) => ({
          resumeId: r.resumeId,
          title: r.title,
          primary: r.isPrimary,
          complete: r.complete,
          updatedAt: r.updatedAt.toISOString(),
        })),
        existingApplicationId: existing,
      };
    },

    /**
     * The submit: every check that needs no lock first (the period, a live
     * application, the answers, the résumé, the files), then one transaction
     * that writes the application, its snapshot, files, event and the receipt,
     * then re-checks the period under the posting's row lock and counts. A
     * second live application fails on the unique index (302).
     */
    async apply(acting: Acting, input: ApplySubmit): Promise<number> {
      applicationPolicy.authorize(acting.actor, 'apply', { ownerId: acting.memberId });
      if (input.consentVersion !== APPLY_CONSENT_VERSION) {
        throw rejected.field(
          'consentVersion',
          '개인정보 제3자 제공 동의 내용이 바뀌었습니다. 화면을 새로 고친 뒤 다시 동의해 주세요.',
        );
      }
      const posting = await postingOr404(input.postingId);
      if (posting.apply_method !== 'ilteo') {
        throw rejected.badRequest(
          '이 공고는 기업의 홈페이지나 이메일로 지원합니다. 지원한 뒤 외부 지원으로 기록해 주세요.',
        );
      }
      const period = applyPeriod(posting, seoulDate(clock()));
      if (period !== 'open')
        throw new AppError('NOT_IN_PERIOD', { message: PERIOD_MESSAGES[period] });
      if ((await repo.liveApplicationId(db, acting.memberId, posting.posting_id)) !== null) {
        throw new AppError('DUPLICATE', { message: DUPLICATE_MESSAGE });
      }
      const answers = checkAnswers(await repo.questions(db, posting.posting_id), input.answers);
      const resume = await resumes.read(acting, input.resumeId, 'apply');
      const stages = screeningStages(posting.process_steps);
      const snapshot = await buildSnapshot(db, files, {
        memberId: acting.memberId,
        resume,
        posting: {
          postingId: posting.posting_id,
          title: posting.title,
          companyName: posting.company_name,
          closeDate: posting.close_date,
          stages,
        },
        answers,
        fileNames: input.files,
      });
      const now = clock();
      let applicationId: number;
      try {
        applicationId = await db.transaction(async (tx) => {
          const id = await repo.insert(tx, {
            memberId: acting.memberId,
            postingId: posting.posting_id,
            companyId: posting.company_id,
            kind: 'platform',
            status: 'active',
            currentStage: 0,
            stages,
            resumeId: resume.resumeId,
            resumeTitle: resume.title,
            applicantName: (resume.content.basics.name || acting.name).slice(0, 50),
            postingTitle: posting.title.slice(0, 200),
            companyName: posting.company_name.slice(0, 100),
            consentVersion: input.consentVersion,
            consentedAt: now,
            createdAt: now,
            updatedAt: now,
          });
          if (snapshot.fileNames.length > 0) {
            await files.attach(tx, acting.memberId, snapshot.fileNames, 'personal');
          }
          await repo.insertSnapshot(tx, id, snapshot.content, snapshot.fileNames);
          await repo.addEvent(tx, id, 'submitted', 0, now);
          await notifyApplicant(tx, notices, {
            applicationId: id,
            memberId: acting.memberId,
            companyName: posting.company_name,
            postingTitle: posting.title,
            ...RECEIPT,
          });
          // The posting's row lock last: a hot posting's applicants queue only for the
          // counts and the commit, not for the whole transaction (bench:applications).
          const locked = await repo.lockPosting(tx, posting.posting_id);
          const lockedPeriod = locked ? applyPeriod(locked, seoulDate(now)) : 'closed';
          if (lockedPeriod !== 'open') {
            throw new AppError('NOT_IN_PERIOD', { message: PERIOD_MESSAGES[lockedPeriod] });
          }
          await repo.bumpStageCount(tx, posting.posting_id, 0, 1);
          await repo.bumpApplyCounts(
            tx,
            posting.posting_id,
            applicantBands(resume.content, now),
            1,
          );
          return id;
        });
      } catch (err) {
        if (isDuplicate(err)) throw new AppError('DUPLICATE', { message: DUPLICATE_MESSAGE });
        throw err;
      }
      notices.outbox.kick();
      return applicationId;
    },

    /**
     * 홈페이지·이메일 지원, recorded by the member (kind external, 지원완료):
     * only for postings that take applications that way (일터 즉시지원 goes
     * through the submit); the period is not checked, as the member may
     * record an application made before the posting closed.
     */
    async external(acting: Acting, postingId: number, note: string | undefined): Promise<number> {
      applicationPolicy.authorize(acting.actor, 'apply', { ownerId: acting.memberId });
      const posting = await postingOr404(postingId);
      if (posting.apply_method === 'ilteo') {
        throw rejected.badRequest(
          '일터에서 바로 지원하는 공고입니다. 외부 지원 기록 대신 입사 지원을 이용해 주세요.',
        );
      }
      const now = clock();
      try {
        return await db.transaction(async (tx) => {
          const id = await repo.insert(tx, {
            memberId: acting.memberId,
            postingId: posting.posting_id,
            companyId: posting.company_id,
            kind: 'external',
            status: 'active',
            externalStatus: 'applied',
            currentStage: 0,
            stages: screeningStages(posting.process_steps),
            postingTitle: posting.title.slice(0, 200),
            companyName: posting.company_name.slice(0, 100),
            note: note?.slice(0, APPLICATION_LIMITS.externalNote) || null,
            createdAt: now,
            updatedAt: now,
          });
          await repo.addEvent(tx, id, 'submitted', null, now);
          return id;
        });
      } catch (err) {
        if (isDuplicate(err)) throw new AppError('DUPLICATE', { message: DUPLICATE_MESSAGE });
        throw err;
      }
    },
  };
}
export type ApplyService = ReturnType<typeof createApplyService>;
