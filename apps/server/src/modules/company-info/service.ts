import {
  CODE_GROUPS,
  COMPANY_LIMITS,
  currentRegionCode,
  type CompanyDetail,
  type CompanyPage,
  type CompanyProcess,
  type CompanySort,
  type companyListQuerySchema,
} from '@ilteo/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { rejected } from '../../http/errors';
import { gramQuery } from '../../lib/search-grams';
import { seoulDate } from '../../lib/seoul-date';
import { chooseKeywordForm, codeBook, createTtlCache } from '../postings';
import { detailRepository } from './detail-repository';
import { listRepository, type CompanyCardRow, type CompanyFilter } from './list-repository';
import { presentCard, presentDetail } from './presenter';
import { companyProcess } from './process';

type ListQuery = z.output<typeof companyListQuerySchema>;

/** List totals may lag this much (each node keeps its own), as the recruitment lists' do. */
const TOTALS_TTL_MS = 60_000;

/** Codes of a group, each checked against the code book: an unknown one is the caller's mistake (400). */
function knownCodes(
  field: string,
  label: string,
  grpCd: string,
  values: readonly string[] | undefined,
): string[] {
  const out = [...new Set(values ?? [])];
  for (const cd of out) {
    if (!codeBook.has(grpCd, cd))
      throw rejected.field(field, `${label} 코드가 올바르지 않습니다: ${cd}`);
  }
  return out;
}

/** 시·도 (5-digit, level 1) → its 시·군·구 codes and itself; built once from the code book. */
const SIGUNGU_OF = (() => {
  const map = new Map<string, string[]>();
  for (const r of codeBook.list(CODE_GROUPS.region, 2)) {
    if (!r.upperCd) continue;
    const list = map.get(r.upperCd) ?? [];
    list.push(r.cd);
    map.set(r.upperCd, list);
  }
  return map;
})();

/**
 * Region filter codes as stored on companies: a 2-digit 시·도 is its 5-digit
 * code (11 → 11000), a retired code becomes the one in force (decision 0008),
 * and a 시·도 stands for all its 시·군·구 (prefixes would miss merged 시·도,
 * whose 시·군·구 keep their old first digits).
 */
function regionCodes(values: readonly string[] | undefined): string[] {
  const out = new Set<string>();
  for (const raw of values ?? []) {
    const five = /^\d{2}$/.test(raw) ? `${raw}000` : raw;
    const cd = /^\d{5}$/.test(five) ? currentRegionCode(five) : five;
    if (!codeBook.has(CODE_GROUPS.region, cd))
      throw rejected.field('region', `지역 코드가 올바르지 않습니다: ${raw}`);
    out.add(cd);
    for (const child of SIGUNGU_OF.get(cd) ?? []) out.add(child);
  }
  return [...out];
}

const UNFILTERED: CompanyFilter = {
  industries: [],
  companyTypes: [],
  sizes: [],
  regions: [],
  query: null,
};

/** A page beyond the last is empty, not an error (the total says where the list ends). */
const totalPages = (total: number) => Math.ceil(total / COMPANY_LIMITS.pageSize);

/**
 * The company information reads: list (filters, name search, sorts), detail
 * and hiring process. Undefined means no such company page (the handler's 404).
 */
export function createCompanyInfoService(db: Database, clock: () => Date) {
  // A total counts every matching company (a scan of company_stats), so it is reused a while
  // on each node; companies and their figures change far slower than lists are read.
  const totals = createTtlCache<number>({
    ttlMs: TOTALS_TTL_MS,
    maxEntries: 2_000,
    now: () => clock().getTime(),
  });
  const totalOf = (f: CompanyFilter) =>
    totals.get(JSON.stringify(f), () => listRepository.total(db, f));

  /**
   * A name search's page and total. Its form (decision 0035) follows the
   * share of companies the whole filter keeps, from the two totals, which are
   * remembered: a statement more only when one of them has lapsed.
   */
  async function searchPage(
    filter: CompanyFilter,
    sort: CompanySort,
    offset: number,
  ): Promise<[CompanyCardRow[], number]> {
    const size = COMPANY_LIMITS.pageSize;
    const [matches, all] = await Promise.all([totalOf(filter), totalOf(UNFILTERED)]);
    const form = chooseKeywordForm(matches, all, offset + size);
    return [await listRepository.page(db, filter, sort, size, offset, form), matches];
  }

  return {
    async list(q: ListQuery): Promise<CompanyPage> {
      const keyword = q.q?.trim() ?? '';
      const filter: CompanyFilter = {
        industries: [...new Set(q.industry ?? [])],
        companyTypes: knownCodes('companyType', '기업형태', CODE_GROUPS.companyType, q.companyType),
        sizes: knownCodes('size', '기업규모', CODE_GROUPS.companySize, q.size),
        regions: regionCodes(q.region),
        // Nothing searchable left (only punctuation): no name condition.
        query: keyword ? (gramQuery(keyword) ?? null) : null,
      };
      const size = COMPANY_LIMITS.pageSize;
      const offset = (q.page - 1) * size;
      const [rows, total] = filter.query
        ? await searchPage(filter, q.sort, offset)
        : await Promise.all([
            listRepository.page(db, filter, q.sort, size, offset),
            totalOf(filter),
          ]);
      return {
        items: rows.map(presentCard),
        page: q.page,
        size,
        total,
        totalPages: totalPages(total),
      };
    },

    async detail(companyId: number, viewerId: string | null): Promise<CompanyDetail | undefined> {
      const rows = await detailRepository.detail(db, companyId, seoulDate(clock()), viewerId);
      return rows ? presentDetail(rows) : undefined;
    },

    process(companyId: number, viewerId: string | null): Promise<CompanyProcess | undefined> {
      const now = clock();
      return companyProcess(db, companyId, now, seoulDate(now), viewerId);
    },
  };
}

export type CompanyInfoService = ReturnType<typeof createCompanyInfoService>;
