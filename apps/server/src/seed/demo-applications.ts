import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CODE_GROUPS, applicationStatusLabel } from '@ilteo/contract';
import { selectRows, type Transaction } from '../db/client';
import {
  alarm,
  appUser,
  application,
  applicationEvent,
  companyMember,
  jobOffer,
  postingQuestion,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { seoulDate } from '../lib/seoul-date';
import { alarmNotices } from '../modules/alarms';
import { userRepository } from '../modules/auth';
import { codeBook } from '../modules/postings';
import { insertResume } from '../modules/resumes';
import { DEMO_ACCOUNT } from './demo-account';
import {
  DAY,
  HOUR,
  openPostings,
  stagesOf,
  writeApplication,
  type Outcome,
  type Picked,
} from './demo-application-writer';
import {
  DEMO_ANSWERS,
  DEMO_APPLICANT_NAMES,
  DEMO_COMPANY_ACCOUNT,
  DEMO_OFFER_MESSAGES,
  DEMO_QUESTION_SETS,
  applicantAnswer,
  applicantResume,
} from './demo-applications-data';
import { DEMO_COMPLETE_RESUME } from './demo-resumes';
import type { DemoSeed } from './demo-seed';
import { Rng } from './postings';

export { DEMO_COMPANY_ACCOUNT } from './demo-applications-data';

async function addQuestions(tx: Transaction, postings: readonly Picked[]) {
  const rows = postings.flatMap((p, i) =>
    (DEMO_QUESTION_SETS[i % DEMO_QUESTION_SETS.length] ?? []).map(([question, maxChars], n) => ({
      postingId: p.posting_id,
      questionNo: n + 1,
      question,
      maxChars,
    })),
  );
  await tx.insert(postingQuestion).values(rows);
}

const questionsOf = (postings: readonly Picked[], posting: Picked) => {
  const i = postings.indexOf(posting);
  return i < 0 ? [] : (DEMO_QUESTION_SETS[i % DEMO_QUESTION_SETS.length] ?? []);
};

/**
 * The demo's applications (issue 19): 자기소개서 문항 on a few open postings,
 * a demo company member (README) for the company of two of them, the demo
 * member's applications in each state and one external, fictional
 * applicants on the demo company's postings, and two offers to the demo
 * member. Deterministic for a given seeding day (the postings' own dates
 * are relative to it).
 */
export const demoApplicationsSeed: DemoSeed = {
  name: 'demo-applications',
  async run(tx) {
    const member = await userRepository.findByLoginId(tx, DEMO_ACCOUNT.loginId);
    if (!member) return;
    const now = new Date();
    const today = seoulDate(now);
    const rng = new Rng(20_261_119);
    const all = await openPostings(tx, today);
    const usable = all.filter((p) => p.apply_method === 'ilteo' && stagesOf(p).length >= 2);
    const byCompany = new Map<number, Picked[]>();
    for (const p of usable)
      byCompany.set(p.company_id, [...(byCompany.get(p.company_id) ?? []), p]);
    const companies = [...byCompany.values()].filter((list) => list.length >= 2);
    if (companies.length === 0 || usable.length < 10) return;
    const [p1, p2] = rng.pick(companies) as [Picked, Picked];
    const others = rng.sample(
      usable.filter((p) => p.company_id !== p1.company_id),
      6,
    );
    const [viewed, passed, failed, hired, cancelled, extra] = others;
    if (!viewed || !passed || !failed || !hired || !cancelled || !extra) return;
    const asked = [p1, p2, viewed, passed, extra];
    await addQuestions(tx, asked);

    // The demo company member, approved (active) and linked to the company.
    const [company] = await tx
      .insert(appUser)
      .values({
        loginId: DEMO_COMPANY_ACCOUNT.loginId,
        passwordHash: await hashPassword(DEMO_COMPANY_ACCOUNT.password),
        name: DEMO_COMPANY_ACCOUNT.name,
        email: 'demo-company@example.com',
        role: 'company',
        status: 'active',
        passwordChangedAt: now,
      })
      .onConflictDoNothing()
      .returning({ userId: appUser.userId });
    if (!company) return;
    await tx.insert(companyMember).values({
      userId: company.userId,
      companyId: p1.company_id,
      department: '인사팀',
    });

    // The demo member's applications, with the 대표 résumé as sent.
    const [primary] = await selectRows<{ resume_id: number }>(
      tx,
      sql`select resume_id from resume where member_id = ${member.userId} and is_primary`,
    );
    if (!primary) return;
    const answersFor = (p: Picked) =>
      questionsOf(asked, p).map(([question], n) => ({
        questionNo: n + 1,
        question,
        answer: DEMO_ANSWERS[n] ?? DEMO_ANSWERS[0] ?? '',
      }));
    const mine: [Picked, number, Outcome][] = [
      [p1, 1, { status: 'active', stage: 0 }],
      [viewed, 3, { status: 'active', stage: 0, viewedAfter: 1 }],
      [passed, 9, { status: 'active', stage: 1, viewedAfter: 1, passed: 1 }],
      [failed, 8, { status: 'failed', stage: 0, viewedAfter: 2, failed: true }],
      [
        hired,
        11,
        {
          status: 'hired',
          stage: stagesOf(hired).length - 1,
          viewedAfter: 1,
          passed: stagesOf(hired).length - 1,
          hired: true,
        },
      ],
      [cancelled, 5, { status: 'cancelled', stage: 0, cancelledAfter: 1 }],
    ];
    const statusAlarms: { applicationId: number; posting: Picked; label: string; at: Date }[] = [];
    for (const [posting, daysAgo, outcome] of mine) {
      const appliedAt = new Date(now.getTime() - daysAgo * DAY - rng.int(1, 9) * HOUR);
      const id = await writeApplication(tx, {
        memberId: member.userId,
        posting,
        resumeId: primary.resume_id,
        resume: DEMO_COMPLETE_RESUME,
        answers: answersFor(posting),
        appliedAt,
        outcome,
        now,
      });
      if (outcome.status !== 'cancelled' && (outcome.passed || outcome.failed || outcome.hired)) {
        const label = applicationStatusLabel({
          ...outcome,
          viewed: true,
          currentStage: outcome.stage,
          stages: stagesOf(posting),
        });
        statusAlarms.push({
          applicationId: id,
          posting,
          label,
          at: new Date(now.getTime() - (daysAgo - 3) * DAY),
        });
      }
    }
    // One application made on the company's own site, recorded by hand.
    const external = all.find((p) => p.apply_method !== 'ilteo');
    if (external) {
      const [ext] = await tx
        .insert(application)
        .values({
          memberId: member.userId,
          postingId: external.posting_id,
          companyId: external.company_id,
          kind: 'external',
          status: 'active',
          externalStatus: 'document-passed',
          stages: stagesOf(external),
          postingTitle: external.title.slice(0, 200),
          companyName: external.company_name.slice(0, 100),
          note: '회사 홈페이지에서 지원, 서류 합격 메일 받음',
          createdAt: new Date(now.getTime() - 6 * DAY),
          updatedAt: new Date(now.getTime() - 2 * DAY),
        })
        .returning({ id: application.applicationId });
      if (ext) {
        await tx.insert(applicationEvent).values({
          applicationId: ext.id,
          kind: 'submitted',
          stageNo: null,
          at: new Date(now.getTime() - 6 * DAY),
        });
      }
    }

    // Fictional applicants, so the demo company's lists are not empty.
    const theirs: Outcome[] = [
      { status: 'active', stage: 0 },
      { status: 'active', stage: 0 },
      { status: 'active', stage: 0, viewedAfter: 1 },
      { status: 'active', stage: 1, viewedAfter: 1, passed: 1 },
      { status: 'failed', stage: 0, viewedAfter: 1, failed: true },
      { status: 'active', stage: 0, viewedAfter: 2 },
    ];
    for (const [i, name] of DEMO_APPLICANT_NAMES.entries()) {
      const posting = i < 7 ? p1 : p2;
      const user = await tx
        .insert(appUser)
        .values({
          loginId: `demo-applicant-${String(i + 1).padStart(2, '0')}`,
          // Nobody signs in as them: a password no one knows.
          passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
          name,
          status: 'active',
        })
        .onConflictDoNothing()
        .returning({ userId: appUser.userId });
      const userId = user[0]?.userId;
      if (!userId) continue;
      const jobCode = posting.job_codes.find((cd) => codeBook.has(CODE_GROUPS.job, cd)) ?? '024002';
      const resume = applicantResume(rng, name, jobCode, posting.region_code);
      const resumeId = await insertResume(tx, userId, resume, {
        primary: true,
        public: false,
        acceptOffers: false,
        at: new Date(now.getTime() - 20 * DAY),
      });
      await writeApplication(tx, {
        memberId: userId,
        posting,
        resumeId,
        resume,
        answers: questionsOf(asked, posting).map(([question], n) => ({
          questionNo: n + 1,
          question,
          answer: applicantAnswer(name, n + 1),
        })),
        appliedAt: new Date(now.getTime() - rng.int(2, 10) * DAY - rng.int(0, 20) * HOUR),
        outcome: theirs[i % theirs.length] ?? { status: 'active', stage: 0 },
        now,
      });
    }

    // Two offers from the demo company waiting for the demo member: one to accept (then apply to p2), one to decline.
    const [resumeRow] = await selectRows<{ resume_id: number }>(
      tx,
      sql`select resume_id from resume where member_id = ${member.userId} and accept_offers limit 1`,
    );
    const offers = [
      { posting: p2, kind: 'position' as const, hoursAgo: 5, days: 14 },
      { posting: null, kind: 'interview' as const, hoursAgo: 30, days: 7 },
    ];
    for (const o of offers) {
      const sentAt = new Date(now.getTime() - o.hoursAgo * HOUR);
      const [offer] = await tx
        .insert(jobOffer)
        .values({
          companyId: p1.company_id,
          senderId: company.userId,
          memberId: member.userId,
          resumeId: resumeRow?.resume_id ?? null,
          postingId: o.posting?.posting_id ?? null,
          kind: o.kind,
          message: DEMO_OFFER_MESSAGES[o.kind],
          expiresAt: new Date(sentAt.getTime() + o.days * DAY),
          createdAt: sentAt,
        })
        .returning({ offerId: jobOffer.offerId });
      if (!offer) continue;
      const notice = alarmNotices.offerReceived({
        userId: member.userId,
        offerId: offer.offerId,
        companyName: p1.company_name,
        position: o.posting?.title ?? '면접 제안',
      });
      await tx.insert(alarm).values({ ...notice, link: notice.link ?? null, createdAt: sentAt });
    }
    for (const s of statusAlarms) {
      const notice = alarmNotices.applicationStatusChanged({
        userId: member.userId,
        applicationId: s.applicationId,
        companyName: s.posting.company_name,
        postingTitle: s.posting.title,
        statusLabel: s.label,
      });
      await tx
        .insert(alarm)
        .values({ ...notice, link: notice.link ?? null, createdAt: s.at, readAt: s.at });
    }
    await tx.execute(sql`analyze application, application_event, job_offer, posting_question`);
  },
};
