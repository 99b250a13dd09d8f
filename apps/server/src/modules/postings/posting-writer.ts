import { inArray } from 'drizzle-orm';
import {
  CODE_GROUPS,
  type ApplyMethod,
  type CareerType,
  type CloseType,
  type PostingStatus,
  currentRegionCode,
  currentRegionCodes,
  toInitials,
} from '@ilteo/contract';
import type { Database } from '../../db/client';
import { company, jobPosting, jobPostingContent } from '../../db/schema';
import { sanitizeRichText } from '../../lib/rich-text';
import { searchText } from '../../lib/search-grams';
import { indexDocuments, type IndexedDocument } from '../search';
import { codeBook } from './code-book';
import { annualSalary, careerLabel } from './posting-labels';

/**
 * The one write path for companies and postings: the demo seed, the
 * benchmark and the tests all come through here, so every stored row has its
 * derived columns (expanded codes, annual pay, search text and grams), its
 * sanitised description and its global-search document (published to the
 * search indexer in the same transaction). Region codes retired
 * by a reorganisation (an import from 고용24 still sends them) are stored as
 * the codes in force.
 */

type Executor = Pick<Database, 'insert' | 'select'>;

export interface NewCompany {
  name: string;
  bizNo: string;
  companyType: string;
  industry: string;
  sizeCode: string;
  employeeCount: number | null;
  foundedYear: number | null;
  address: string;
  regionCode: string;
  homepage: string | null;
  logoUrl: string | null;
  description: string;
}

export interface NewPosting {
  companyId: number;
  title: string;
  /** 5-digit codes as named by the posting (시·군·구, or a whole 시·도). */
  regionCodes: string[];
  /** JOB codes, usually 소분류. */
  jobCodes: string[];
  employmentType: string;
  careerType: CareerType;
  careerMin: number | null;
  careerMax: number | null;
  education: string;
  salaryType: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryNegotiable: boolean;
  headcount: number | null;
  workHours: string | null;
  workDays: string | null;
  workDaysNote: string | null;
  /** Raw; sanitised here. */
  descriptionHtml: string;
  duties: string[];
  qualifications: string[];
  preferred: string[];
  preferredCerts: string[];
  processSteps: string[];
  documents: string[];
  applyMethod: ApplyMethod;
  applyUrl: string | null;
  welfareCodes: string[];
  benefits: string[];
  preferentialCodes: string[];
  openDate: string;
  closeDate: string | null;
  closeType: CloseType;
  isIntern: boolean;
  viewCount?: number;
  applyCount?: number;
  status?: PostingStatus;
  createdAt?: Date;
}

const BATCH = 500;

function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += BATCH) yield rows.slice(i, i + BATCH);
}

function expand(grpCd: string, codes: readonly string[]): string[] {
  return [...new Set(codes.flatMap((cd) => codeBook.withAncestors(grpCd, cd)))];
}

/** Inserts companies; returns their ids in input order. */
export async function insertCompanies(
  db: Executor,
  rows: readonly NewCompany[],
): Promise<number[]> {
  const ids: number[] = [];
  const current = rows.map((c) => ({ ...c, regionCode: currentRegionCode(c.regionCode) }));
  for (const batch of batches(current)) {
    const inserted = await db
      .insert(company)
      .values(batch)
      .returning({ companyId: company.companyId });
    ids.push(...inserted.map((r) => r.companyId));
    await indexDocuments(
      db,
      batch.map((c, i) => companyDocument(inserted[i]?.companyId ?? 0, c)),
    );
  }
  return ids;
}

function companyDocument(companyId: number, c: NewCompany): IndexedDocument {
  return {
    kind: 'company',
    refId: String(companyId),
    title: c.name,
    subtitle: `${codeBook.name(CODE_GROUPS.companyType, c.companyType)} · ${c.industry}`,
    meta: [
      codeBook.regionLabel(c.regionCode),
      ...(c.foundedYear ? [`${c.foundedYear}년 설립`] : []),
    ],
    searchText: searchText([c.name, c.industry]),
    rank: 0,
  };
}

/** Inserts postings (sanitising and deriving columns); returns their ids in input order. */
export async function insertPostings(db: Executor, rows: readonly NewPosting[]): Promise<number[]> {
  const companyIds = [...new Set(rows.map((r) => r.companyId))];
  const names = new Map<number, string>();
  for (const ids of batches(companyIds)) {
    const found = await db
      .select({ companyId: company.companyId, name: company.name })
      .from(company)
      .where(inArray(company.companyId, ids));
    for (const c of found) names.set(c.companyId, c.name);
  }

  const out: number[] = [];
  for (const batch of batches(rows)) {
    const values = batch.map((p) => {
      // The posting's search terms: its title, its company and its job names.
      const text = searchText([
        p.title,
        names.get(p.companyId) ?? '',
        ...p.jobCodes.map((cd) => codeBook.name(CODE_GROUPS.job, cd)),
      ]);
      const regionCodes = currentRegionCodes(p.regionCodes);
      return {
        companyId: p.companyId,
        title: p.title,
        regionCodes,
        regionMatch: expand(CODE_GROUPS.region, regionCodes),
        jobCodes: p.jobCodes,
        jobMatch: expand(CODE_GROUPS.job, p.jobCodes),
        employmentType: p.employmentType,
        careerType: p.careerType,
        careerMin: p.careerMin,
        careerMax: p.careerMax,
        education: p.education,
        salaryType: p.salaryNegotiable ? null : p.salaryType,
        salaryMin: p.salaryNegotiable ? null : p.salaryMin,
        salaryMax: p.salaryNegotiable ? null : p.salaryMax,
        salaryNegotiable: p.salaryNegotiable,
        annualSalaryMin: p.salaryNegotiable ? null : annualSalary(p.salaryType, p.salaryMin),
        headcount: p.headcount,
        workHours: p.workHours,
        workDays: p.workDays,
        workDaysNote: p.workDaysNote,
        preferredCerts: p.preferredCerts,
        applyMethod: p.applyMethod,
        applyUrl: p.applyUrl,
        welfareCodes: p.welfareCodes,
        preferentialCodes: p.preferentialCodes,
        openDate: p.openDate,
        closeDate: p.closeType === 'date' ? p.closeDate : null,
        closeType: p.closeType,
        isIntern: p.isIntern,
        viewCount: p.viewCount ?? 0,
        applyCount: p.applyCount ?? 0,
        status: p.status ?? 'open',
        searchText: text,
        initials: toInitials(text),
        ...(p.createdAt ? { createdAt: p.createdAt, updatedAt: p.createdAt } : {}),
      };
    });
    const inserted = await db
      .insert(jobPosting)
      .values(values)
      .returning({ postingId: jobPosting.postingId });
    const ids = inserted.map((r) => r.postingId);
    out.push(...ids);
    await db.insert(jobPostingContent).values(
      batch.map((p, i) => ({
        postingId: ids[i] ?? 0,
        descriptionHtml: sanitizeRichText(p.descriptionHtml),
        duties: p.duties,
        qualifications: p.qualifications,
        preferred: p.preferred,
        processSteps: p.processSteps,
        documents: p.documents,
        benefits: p.benefits,
      })),
    );
    await indexDocuments(
      db,
      values.map((v, i): IndexedDocument => {
        return {
          kind: 'posting',
          refId: String(ids[i] ?? 0),
          title: v.title,
          subtitle: names.get(v.companyId) ?? '',
          meta: [
            ...v.regionCodes.slice(0, 1).map((cd) => codeBook.regionLabel(cd)),
            careerLabel(v.careerType, v.careerMin, v.careerMax),
          ],
          searchText: v.searchText,
          rank: v.viewCount,
          visibleUntil: v.closeDate,
          hidden: v.status !== 'open',
        };
      }),
    );
  }
  return out;
}
