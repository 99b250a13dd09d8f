import type { Database } from '../../db/client';
import { paidExposure, postingApplyStat } from '../../db/schema';
import { insertCompanies, insertPostings } from '../../modules/postings';
import { generateCompanies } from './companies';
import { pickExposures, type ExposureCandidate } from './exposures';
import { postingGenerator, type SeedCompany } from './postings';
import { Rng } from './prng';

type Executor = Pick<Database, 'insert' | 'select'>;

export interface SeedPostingOptions {
  companies: number;
  postings: number;
  seed: number;
  /** YYYY-MM-DD (Asia/Seoul): postings open in the 45 days before it. */
  today: string;
  /** Fill the main page's paid slots (default true). */
  exposures?: boolean;
  /** Postings generated and written per round, bounding memory on large runs. */
  chunk?: number;
  onProgress?: (written: number) => void;
}

export interface SeededPostings {
  companyIds: number[];
  postingIds: number[];
}

/**
 * Generates and writes companies, postings (through posting-writer, the one
 * write path), their applicant counts and the paid exposures. The generated
 * data depends only on the seed and today; ids depend on the database.
 */
export async function seedPostingData(
  db: Executor,
  options: SeedPostingOptions,
): Promise<SeededPostings> {
  const rng = new Rng(options.seed);
  const companyRng = rng.fork();
  const postingRng = rng.fork();
  const exposureRng = rng.fork();

  const companies = generateCompanies(companyRng, options.companies);
  const companyIds = await insertCompanies(db, companies);
  const seeded: SeedCompany[] = companies.map((c, i) => ({ ...c, companyId: companyIds[i] ?? 0 }));
  const typeOf = new Map(seeded.map((c) => [c.companyId, c.companyType]));

  const next = postingGenerator(postingRng, seeded, options.today, options.postings);
  const chunk = options.chunk ?? 2_000;
  const postingIds: number[] = [];
  const candidates: ExposureCandidate[] = [];
  while (postingIds.length < options.postings) {
    const batch = Array.from(
      { length: Math.min(chunk, options.postings - postingIds.length) },
      () => next(),
    );
    const ids = await insertPostings(db, batch);
    const stats = batch.flatMap((p, i) =>
      p.applyStats.map((s) => ({ postingId: ids[i] ?? 0, ...s })),
    );
    for (let i = 0; i < stats.length; i += 5_000) {
      await db.insert(postingApplyStat).values(stats.slice(i, i + 5_000));
    }
    batch.forEach((p, i) =>
      candidates.push({
        postingId: ids[i] ?? 0,
        status: p.status ?? 'open',
        closeDate: p.closeType === 'date' ? p.closeDate : null,
        companyType: typeOf.get(p.companyId) ?? '',
      }),
    );
    postingIds.push(...ids);
    options.onProgress?.(postingIds.length);
  }

  if (options.exposures ?? true) {
    const exposures = pickExposures(exposureRng, candidates, options.today);
    if (exposures.length) await db.insert(paidExposure).values(exposures);
  }
  return { companyIds, postingIds };
}
