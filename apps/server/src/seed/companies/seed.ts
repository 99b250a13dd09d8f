import { sql } from 'drizzle-orm';
import { CONSULTING_LIMITS } from '@ilteo/contract';
import { companyStats, consultingRequest } from '../../db/schema';
import { interviewSearchDocument, reviewSearchDocument } from '../../modules/company-reviews';
import { openPostingWhere } from '../../modules/postings';
import { indexDocuments } from '../../modules/search';
import { shortName } from '../postings/companies';
import { Rng } from '../postings/prng';
import { bulkInsert, type BulkColumn } from './bulk';
import { consultingSample, SAMPLE_COUNT } from './consulting-samples';
import {
  executeRows,
  generatedImporter,
  loadCompanyFacts,
  writeCompanyData,
  type CompanyDataExecutor,
} from './importer';
import {
  generateInterviews,
  generateReviews,
  NATURAL_REVIEWS_PER_COMPANY,
  type CompanyPosting,
  type GeneratedInterview,
  type GeneratedReview,
} from './reviews';
import { reviewStats } from './stats';

export interface SeedCompanyOptions {
  seed: number;
  /** YYYY-MM-DD (Asia/Seoul): financials end last year, headcount last month, reviews before today. */
  today: string;
  companyIds: readonly number[];
  /** Average reviews per company (interview reviews scale with it); the generator's own mix by default (about 7). */
  reviewsPerCompany?: number;
  /** Anonymised consulting samples on open postings (default SAMPLE_COUNT; 0 for none). */
  consultingSamples?: number;
  /** Index the published reviews in search_document (default true; a bench of lists may skip it). */
  searchDocuments?: boolean;
  /** Companies generated and written per round, bounding memory on large runs. */
  companiesPerRound?: number;
  onProgress?: (companiesDone: number) => void;
}

export interface SeededCompanyData {
  reviews: number;
  interviews: number;
  consultingSamples: number;
}

/** Stats rows per INSERT (under PostgreSQL's 65,535 bound parameters). */
const ROWS = 1_000;

const at = (d: Date | null) => d?.toISOString() ?? null;

const REVIEW_COLUMNS: readonly BulkColumn<GeneratedReview>[] = [
  { name: 'company_id', type: 'int', value: (r) => r.companyId },
  { name: 'overall', type: 'smallint', value: (r) => r.overall },
  { name: 'promotion', type: 'smallint', value: (r) => r.promotion },
  { name: 'pay_welfare', type: 'smallint', value: (r) => r.payWelfare },
  { name: 'work_life', type: 'smallint', value: (r) => r.workLife },
  { name: 'culture', type: 'smallint', value: (r) => r.culture },
  { name: 'management', type: 'smallint', value: (r) => r.management },
  { name: 'title', type: 'text', value: (r) => r.title },
  { name: 'pros', type: 'text', value: (r) => r.pros },
  { name: 'cons', type: 'text', value: (r) => r.cons },
  { name: 'advice', type: 'text', value: (r) => r.advice },
  { name: 'recommend', type: 'boolean', value: (r) => r.recommend },
  { name: 'ceo_approval', type: 'text', value: (r) => r.ceoApproval },
  { name: 'job_code', type: 'text', value: (r) => r.jobCode },
  { name: 'employment_status', type: 'text', value: (r) => r.employmentStatus },
  { name: 'last_year', type: 'smallint', value: (r) => r.lastYear },
  { name: 'helpful_count', type: 'int', value: (r) => r.helpfulCount },
  { name: 'state', type: 'text', value: (r) => r.state },
  { name: 'published_at', type: 'timestamptz', value: (r) => at(r.publishedAt) },
  { name: 'created_at', type: 'timestamptz', value: (r) => at(r.createdAt) },
  { name: 'updated_at', type: 'timestamptz', value: (r) => at(r.publishedAt ?? r.createdAt) },
];

const INTERVIEW_COLUMNS: readonly BulkColumn<GeneratedInterview>[] = [
  { name: 'company_id', type: 'int', value: (r) => r.companyId },
  { name: 'posting_id', type: 'int', value: (r) => r.postingId },
  { name: 'job_code', type: 'text', value: (r) => r.jobCode },
  { name: 'interview_month', type: 'text', value: (r) => r.interviewMonth },
  { name: 'route', type: 'text', value: (r) => r.route },
  { name: 'difficulty', type: 'smallint', value: (r) => r.difficulty },
  { name: 'experience', type: 'text', value: (r) => r.experience },
  { name: 'questions', type: 'text', value: (r) => r.questions },
  { name: 'tips', type: 'text', value: (r) => r.tips },
  { name: 'result', type: 'text', value: (r) => r.result },
  { name: 'state', type: 'text', value: (r) => r.state },
  { name: 'published_at', type: 'timestamptz', value: (r) => at(r.publishedAt) },
  { name: 'created_at', type: 'timestamptz', value: (r) => at(r.createdAt) },
  { name: 'updated_at', type: 'timestamptz', value: (r) => at(r.publishedAt ?? r.createdAt) },
];

const idArray = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`;

/** Postings of the companies, for interview reviews that name one. */
async function postingsOf(
  db: CompanyDataExecutor,
  companyIds: readonly number[],
): Promise<Map<number, CompanyPosting[]>> {
  const rows = await executeRows<{
    posting_id: number;
    company_id: number;
    job_code: string | null;
  }>(
    db,
    sql`select posting_id, company_id, job_codes[1] as job_code from job_posting
         where company_id = any(${idArray(companyIds)}) order by posting_id`,
  );
  const out = new Map<number, CompanyPosting[]>();
  for (const r of rows) {
    const list = out.get(r.company_id) ?? [];
    list.push({ postingId: r.posting_id, jobCode: r.job_code });
    out.set(r.company_id, list);
  }
  return out;
}

/** company_stats.open_posting_count of the companies: postings open today. */
export async function refreshOpenPostingCountsOf(
  db: Pick<CompanyDataExecutor, 'execute'>,
  companyIds: readonly number[],
  today: string,
): Promise<void> {
  await db.execute(sql`
    update company_stats s set open_posting_count = coalesce(o.n, 0)
      from (select c.id as company_id, (select count(*)::int from job_posting p
                    where p.company_id = c.id and ${openPostingWhere(today)}) as n
              from unnest(${idArray(companyIds)}) as c(id)) o
     where s.company_id = o.company_id`);
}

/**
 * The company pages' data for the companies (decision 0035): profile,
 * financials and headcount through the generated importer, company_stats,
 * generated reviews and interview reviews with the stats computed from
 * them, open-posting counts, and anonymised consulting samples. Depends only
 * on the seed, today and the companies' rows (each company's data on its
 * 사업자번호), so a bench can write 20,000 companies' data in rounds.
 */
export async function seedCompanyData(
  db: CompanyDataExecutor,
  options: SeedCompanyOptions,
): Promise<SeededCompanyData> {
  const ids = [...options.companyIds].sort((a, b) => a - b);
  const round = options.companiesPerRound ?? 1_000;
  // Midnight of today in Seoul: every generated moment lies before the day the seed runs.
  const now = new Date(`${options.today}T00:00:00+09:00`);
  const generation = {
    seed: options.seed,
    now,
    scale: (options.reviewsPerCompany ?? NATURAL_REVIEWS_PER_COMPANY) / NATURAL_REVIEWS_PER_COMPANY,
  };
  const importer = generatedImporter(options.seed, options.today);
  const out: SeededCompanyData = { reviews: 0, interviews: 0, consultingSamples: 0 };
  for (let i = 0; i < ids.length; i += round) {
    const chunk = ids.slice(i, i + round);
    await writeCompanyData(db, importer, chunk, { companiesPerRound: round });
    const facts = await loadCompanyFacts(db, chunk);
    const postings = await postingsOf(db, chunk);
    const reviews: GeneratedReview[] = [];
    const interviews: GeneratedInterview[] = [];
    const stats = facts.map((c) => {
      const r = generateReviews(generation, c);
      const ir = generateInterviews(generation, c, postings.get(c.companyId) ?? []);
      reviews.push(...r);
      interviews.push(...ir);
      return { companyId: c.companyId, ...reviewStats(r, ir, now) };
    });
    await bulkInsert(db, 'company_review', REVIEW_COLUMNS, reviews);
    await bulkInsert(db, 'interview_review', INTERVIEW_COLUMNS, interviews);
    await writeReviewStats(db, stats);
    if (options.searchDocuments ?? true) await indexPublished(db, chunk);
    await refreshOpenPostingCountsOf(db, chunk, options.today);
    out.reviews += reviews.length;
    out.interviews += interviews.length;
    options.onProgress?.(Math.min(ids.length, i + round));
  }
  out.consultingSamples = await seedConsultingSamples(db, options, ids, now);
  return out;
}

/**
 * The published reviews' search documents, built by the reviews module as
 * its publish step builds them (the ids are the database's, so they are
 * read back).
 */
async function indexPublished(db: CompanyDataExecutor, companyIds: readonly number[]) {
  const reviews = await executeRows<{
    review_id: number;
    title: string;
    pros: string;
    overall: number;
    job_code: string;
    helpful_count: number;
    name: string;
  }>(
    db,
    sql`select r.review_id, r.title, r.pros, r.overall, r.job_code, r.helpful_count, c.name
          from company_review r join company c on c.company_id = r.company_id
         where r.company_id = any(${idArray(companyIds)}) and r.state = 'published'`,
  );
  await indexDocuments(
    db,
    reviews.map((r) =>
      reviewSearchDocument(
        {
          reviewId: r.review_id,
          title: r.title,
          pros: r.pros,
          overall: r.overall,
          jobCode: r.job_code,
          helpfulCount: r.helpful_count,
        },
        r.name,
      ),
    ),
  );
  const interviews = await executeRows<{
    recruit_review_id: number;
    job_code: string;
    questions: string;
    name: string;
  }>(
    db,
    sql`select r.recruit_review_id, r.job_code, r.questions, c.name
          from interview_review r join company c on c.company_id = r.company_id
         where r.company_id = any(${idArray(companyIds)}) and r.state = 'published'`,
  );
  await indexDocuments(
    db,
    interviews.map((r) =>
      interviewSearchDocument(
        { recruitReviewId: r.recruit_review_id, jobCode: r.job_code, questions: r.questions },
        r.name,
      ),
    ),
  );
}

type StatsRow = { companyId: number } & ReturnType<typeof reviewStats>;

/** The review columns of company_stats (the rows exist: writeCompanyData made them). */
async function writeReviewStats(db: CompanyDataExecutor, rows: readonly StatsRow[]) {
  const columns = [
    'review_count',
    'overall_sum',
    'promotion_sum',
    'pay_welfare_sum',
    'work_life_sum',
    'culture_sum',
    'management_sum',
    'recommend_count',
    'ceo_approve_count',
    'stars',
    'weighted_rating',
    'interview_count',
    'difficulty_sum',
    'experience_positive',
    'experience_neutral',
    'experience_negative',
  ] as const;
  for (let i = 0; i < rows.length; i += ROWS) {
    await db
      .insert(companyStats)
      .values(rows.slice(i, i + ROWS).map((r) => ({ ...r, industryGroup: 'software' })))
      .onConflictDoUpdate({
        target: companyStats.companyId,
        // Only the review columns: industry group and headcount figures are the profile writer's.
        set: Object.fromEntries(columns.map((c) => [toCamel(c), sql.raw(`excluded.${c}`)])),
      });
  }
}

const toCamel = (column: string) =>
  column.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());

/** Samples on open postings of the bigger companies, one company each. */
async function seedConsultingSamples(
  db: CompanyDataExecutor,
  options: SeedCompanyOptions,
  ids: readonly number[],
  now: Date,
): Promise<number> {
  const wanted = Math.min(options.consultingSamples ?? SAMPLE_COUNT, 6);
  if (wanted <= 0 || ids.length === 0) return 0;
  const candidates = await executeRows<{ posting_id: number; company_id: number; name: string }>(
    db,
    sql`select distinct on (p.company_id) p.posting_id, p.company_id, c.name
          from job_posting p join company c on c.company_id = p.company_id
         where p.company_id = any(${idArray(ids)}) and ${openPostingWhere(options.today)}
           and c.company_type in ('01', '02', '05')
         order by p.company_id, p.posting_id
         limit 200`,
  );
  const rng = new Rng(options.seed ^ 0x5a5a);
  const picked = rng.sample(candidates, wanted);
  const hour = 3_600_000;
  const rows = picked.map((p, i) => {
    const sample = consultingSample(i, shortName(p.name));
    const createdAt = new Date(now.getTime() - (10 + i * 4) * 24 * hour);
    const takenAt = new Date(createdAt.getTime() + (3 + i) * hour);
    return {
      userId: null,
      companyId: p.company_id,
      postingId: p.posting_id,
      kind: sample.kind,
      state: 'done',
      items: sample.items,
      note: sample.note,
      annotations: sample.annotations,
      summary: sample.summary,
      takenAt,
      answeredAt: new Date(takenAt.getTime() + (20 + i * 5) * hour),
      dueAt: new Date(createdAt.getTime() + CONSULTING_LIMITS.answerHours * hour),
      isSample: true,
      createdAt,
      updatedAt: now,
    };
  });
  if (rows.length > 0) await db.insert(consultingRequest).values(rows);
  return rows.length;
}
