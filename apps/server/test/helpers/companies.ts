import type { Database } from '../../src/db/client';
import {
  application,
  applicationEvent,
  companyFinancial,
  companyHeadcount,
  companyProfile,
  companyStats,
  interviewReview,
} from '../../src/db/schema';
import { refreshOpenPostingCounts } from '../../src/modules/company-info';
import { addDays } from '../../src/lib/seoul-date';
import type { NewCompany } from '../../src/modules/postings/posting-writer';
import { createCompany, createPosting } from './postings';
import { createUser } from './users';
import type { TestApp } from './app';

/**
 * Company information fixtures for API tests (decision 0035), written
 * straight to the tables: a company through the posting writer (so it has
 * its search document), then its profile and kept figures.
 */

type Stats = Partial<typeof companyStats.$inferInsert>;
type Profile = Partial<typeof companyProfile.$inferInsert>;

/** A company with a profile and a company_stats row; returns its id. */
export async function createCompanyInfo(
  db: Database,
  options: { company?: Partial<NewCompany>; profile?: Profile; stats?: Stats } = {},
): Promise<number> {
  const companyId = await createCompany(db, options.company);
  const industryGroup = options.profile?.industryGroup ?? 'software';
  await db.insert(companyProfile).values({
    companyId,
    industryGroup,
    listing: 'unlisted',
    ceoName: '김대표',
    benefits: ['04', '12'],
    dataSource: 'generated',
    ...options.profile,
  });
  await db.insert(companyStats).values({ companyId, industryGroup, ...options.stats });
  return companyId;
}

/** Statements for `years` (oldest first), in 백만원. */
export async function addFinancials(
  db: Database,
  companyId: number,
  rows: { year: number; revenue: number; liabilities: number; equity: number }[],
): Promise<void> {
  await db.insert(companyFinancial).values(
    rows.map((r) => ({
      companyId,
      year: r.year,
      revenue: r.revenue,
      operatingProfit: Math.round(r.revenue / 10),
      netIncome: Math.round(r.revenue / 20),
      assets: r.liabilities + r.equity,
      liabilities: r.liabilities,
      equity: r.equity,
    })),
  );
}

/** Headcount months (YYYY-MM) with members and the billed amount in won. */
export async function addHeadcount(
  db: Database,
  companyId: number,
  rows: { month: string; members: number; billedAmount: number }[],
): Promise<void> {
  await db.insert(companyHeadcount).values(
    rows.map((r) => ({
      companyId,
      month: `${r.month}-01`,
      members: r.members,
      joiners: 2,
      leavers: 1,
      billedAmount: r.billedAmount,
    })),
  );
}

/**
 * A platform application in a given state, written directly with its
 * timeline (for process figures that need many applicants and known
 * durations). `results` are the stage results in order, each `days` after
 * the previous step.
 */
export async function addScreenedApplication(
  t: TestApp,
  posting: { postingId: number; companyId: number; stages: string[] },
  outcome: {
    status: 'active' | 'failed' | 'hired';
    currentStage: number;
    appliedAt: Date;
    results: { kind: 'passed' | 'failed' | 'hired'; stageNo: number; days: number }[];
  },
): Promise<number> {
  const db = t.database.db;
  const member = await createUser(t.database);
  const [row] = await db
    .insert(application)
    .values({
      memberId: member.userId,
      postingId: posting.postingId,
      companyId: posting.companyId,
      kind: 'platform',
      status: outcome.status,
      currentStage: outcome.currentStage,
      stages: posting.stages,
      postingTitle: '테스트 공고',
      companyName: '테스트 기업',
      createdAt: outcome.appliedAt,
    })
    .returning({ applicationId: application.applicationId });
  if (!row) throw new Error('application not inserted');
  let at = outcome.appliedAt.getTime();
  const events: (typeof applicationEvent.$inferInsert)[] = [
    { applicationId: row.applicationId, kind: 'submitted', stageNo: null, at: outcome.appliedAt },
  ];
  for (const r of outcome.results) {
    at += r.days * 24 * 60 * 60 * 1000;
    events.push({
      applicationId: row.applicationId,
      kind: r.kind,
      stageNo: r.stageNo,
      at: new Date(at),
    });
  }
  await db.insert(applicationEvent).values(events);
  return row.applicationId;
}

/** A published interview review (as screening would leave it). */
export async function addInterviewReview(
  db: Database,
  companyId: number,
  values: Partial<typeof interviewReview.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(interviewReview)
    .values({
      companyId,
      jobCode: '024001',
      interviewMonth: '2026-04',
      route: 'open',
      difficulty: 3,
      experience: 'positive',
      questions:
        '자기소개를 해 주세요. 가장 어려웠던 프로젝트와 그 과정에서 배운 점을 말씀해 주세요.',
      tips: '차분하게 답하면 됩니다.',
      result: 'pass',
      state: 'published',
      publishedAt: new Date('2026-04-20T03:00:00Z'),
      ...values,
    })
    .returning({ id: interviewReview.recruitReviewId });
  if (!row) throw new Error('interview review not inserted');
  return row.id;
}

/**
 * The list, detail and process tests' companies (today = `today`): 한빛소프트
 * (software, 서울 강남구, reviews, statements, headcount, one open posting),
 * 한빛데이터랩 (software, 경기), 누리건설 (construction, 부산, the best rated)
 * and 가람식품 (food, 서울 종로구, no reviews, two open postings).
 */
export async function companyInfoScene(db: Database, today: string) {
  const day = (n: number) => addDays(today, n);
  const id = { hanbit: 0, hanbitData: 0, nuri: 0, garam: 0 };
  id.hanbit = await createCompanyInfo(db, {
    company: { name: '한빛소프트', companyType: '06', sizeCode: 'W50', regionCode: '11680' },
    profile: { industryGroup: 'software', listing: 'kosdaq', benefits: ['04', '12'] },
    stats: {
      reviewCount: 4,
      overallSum: 17,
      promotionSum: 14,
      payWelfareSum: 16,
      workLifeSum: 18,
      cultureSum: 15,
      managementSum: 13,
      recommendCount: 3,
      ceoApproveCount: 2,
      stars: [0, 0, 1, 1, 2],
      weightedRating: 4.26,
      interviewCount: 4,
      difficultySum: 13,
      experiencePositive: 2,
      experienceNeutral: 1,
      experienceNegative: 1,
      turnoverRate: 12.5,
      averageTenureYears: 4.2,
      averageSalary: 4800,
    },
  });
  id.hanbitData = await createCompanyInfo(db, {
    company: { name: '한빛데이터랩', companyType: '07', sizeCode: 'W10', regionCode: '41135' },
    profile: { industryGroup: 'software' },
    stats: { reviewCount: 9, weightedRating: 3.8, stars: [1, 1, 2, 3, 2] },
  });
  id.nuri = await createCompanyInfo(db, {
    company: {
      name: '누리건설',
      companyType: '01',
      sizeCode: 'W100',
      regionCode: '26350',
      industry: '건물 건설업',
    },
    profile: { industryGroup: 'construction' },
    stats: { reviewCount: 2, weightedRating: 4.5, stars: [0, 0, 0, 1, 1] },
  });
  id.garam = await createCompanyInfo(db, {
    company: { name: '가람식품', companyType: '06', sizeCode: 'W30', regionCode: '11110' },
    profile: { industryGroup: 'food' },
  });
  // Open postings: 가람 2 (one closing soonest), 한빛 1; one closed and one not yet open count nothing.
  await createPosting(db, {
    companyId: id.garam,
    title: '식품 연구원',
    openDate: day(-5),
    closeDate: day(3),
  });
  await createPosting(db, {
    companyId: id.garam,
    title: '생산 관리자 (상시)',
    openDate: day(-5),
    closeDate: null,
    closeType: 'always',
  });
  await createPosting(db, {
    companyId: id.garam,
    title: '지난 공고',
    openDate: day(-40),
    closeDate: day(-1),
  });
  await createPosting(db, {
    companyId: id.hanbit,
    title: '백엔드 개발자',
    openDate: day(-5),
    closeDate: day(10),
  });
  await createPosting(db, {
    companyId: id.hanbit,
    title: '예정 공고',
    openDate: day(2),
    closeDate: day(30),
  });
  await refreshOpenPostingCounts(db, today);
  await addFinancials(db, id.hanbit, [
    { year: 2025, revenue: 12_000, liabilities: 3_000, equity: 2_000 },
    { year: 2021, revenue: 8_000, liabilities: 1_000, equity: 0 },
    { year: 2024, revenue: 11_000, liabilities: 2_500, equity: 2_000 },
    { year: 2023, revenue: 10_000, liabilities: 2_000, equity: 2_000 },
    { year: 2022, revenue: 9_000, liabilities: 1_500, equity: 2_000 },
    { year: 2020, revenue: 7_000, liabilities: 1_000, equity: 1_000 },
  ]);
  await addHeadcount(db, id.hanbit, [
    { month: '2026-04', members: 60, billedAmount: 21_600_000 },
    { month: '2026-03', members: 0, billedAmount: 0 },
    { month: '2026-02', members: 58, billedAmount: 20_880_000 },
  ]);
  return id;
}
