import {
  CODE_GROUPS,
  COMPANY_INDUSTRIES,
  LISTING_KINDS,
  type CareerType,
  type CompanyDetail,
  type CompanyIndustry,
  type CompanyListCard,
  type InterviewSummary,
  type ListingKind,
  type RatingSummary,
} from '@ilteo/contract';
import { careerLabel, codeBook } from '../postings';
import type { DetailRows, FinancialRow, HeadcountRow, OpenPostingRow } from './detail-repository';
import { NO_DATA_SOURCE } from './company-page';
import type { CompanyCardRow } from './list-repository';

/** What leaves the server for the company list, detail and figures; no reviewer is ever named. */

const round1 = (n: number): number => Math.round(n * 10) / 10;
const percent = (part: number, whole: number): number => Math.round((part * 100) / whole);

/**
 * The stored group as the contract's key, or null when it is unknown: a
 * company registered by a sign-up has none yet (''), and a group the
 * contract later drops must not turn every page into a 500.
 */
export function industryOf(group: string): CompanyIndustry | null {
  return group in COMPANY_INDUSTRIES ? (group as CompanyIndustry) : null;
}

/** Null when not known (a sign-up's company): the overview leaves the line out. */
const listingOf = (listing: string): ListingKind | null =>
  listing in LISTING_KINDS ? (listing as ListingKind) : null;

/** profile.data_source as the page names it; an importer's own name is shown as it is. */
const DATA_SOURCE_LABELS: Readonly<Record<string, string>> = {
  generated: '생성된 예시 데이터',
  nps: '국민연금 사업장 가입자 공개 데이터',
  opendart: 'OpenDART 공시 자료',
  [NO_DATA_SOURCE]: '등록된 자료 없음',
};

/** The weighted score, one decimal; null before the first published review (0 is "none"). */
const ratingOf = (weighted: number, reviewCount: number): number | null =>
  reviewCount > 0 && weighted > 0 ? round1(weighted) : null;

export function presentCard(row: CompanyCardRow): CompanyListCard {
  return {
    companyId: row.companyId,
    name: row.name,
    industry: industryOf(row.industryGroup),
    industryName: row.industry,
    companyType: row.companyType,
    companyTypeName: codeBook.name(CODE_GROUPS.companyType, row.companyType),
    sizeCode: row.sizeCode,
    sizeName: codeBook.name(CODE_GROUPS.companySize, row.sizeCode),
    regionName: codeBook.regionLabel(row.regionCode),
    rating: ratingOf(row.weightedRating, row.reviewCount),
    reviewCount: row.reviewCount,
    openPostingCount: row.openPostingCount,
    logoUrl: row.logoUrl,
  };
}

type Stats = DetailRows['main']['stats'];

export function ratingSummary(stats: Stats): RatingSummary {
  const n = stats?.reviewCount ?? 0;
  const avg = (sum: number | undefined) => (stats && n > 0 ? round1((sum ?? 0) / n) : null);
  const stars = stats?.stars ?? [];
  return {
    reviewCount: n,
    rating: stats ? ratingOf(stats.weightedRating, n) : null,
    average: avg(stats?.overallSum),
    categories: {
      promotion: avg(stats?.promotionSum),
      payWelfare: avg(stats?.payWelfareSum),
      workLife: avg(stats?.workLifeSum),
      culture: avg(stats?.cultureSum),
      management: avg(stats?.managementSum),
    },
    recommendPercent: stats && n > 0 ? percent(stats.recommendCount, n) : null,
    ceoApprovalPercent: stats && n > 0 ? percent(stats.ceoApproveCount, n) : null,
    distribution: [0, 1, 2, 3, 4].map((i) => stars[i] ?? 0),
  };
}

export function interviewSummary(
  stats: {
    interviewCount: number;
    difficultySum: number;
    experiencePositive: number;
    experienceNeutral: number;
    experienceNegative: number;
  } | null,
): InterviewSummary {
  const n = stats?.interviewCount ?? 0;
  if (!stats || n === 0) {
    return { count: 0, difficulty: null, experience: { positive: 0, neutral: 0, negative: 0 } };
  }
  return {
    count: n,
    difficulty: round1(stats.difficultySum / n),
    experience: {
      positive: percent(stats.experiencePositive, n),
      neutral: percent(stats.experienceNeutral, n),
      negative: percent(stats.experienceNegative, n),
    },
  };
}

function presentFinancial(r: FinancialRow): CompanyDetail['financials'][number] {
  return {
    year: r.year,
    revenue: r.revenue,
    operatingProfit: r.operatingProfit,
    netIncome: r.netIncome,
    assets: r.assets,
    liabilities: r.liabilities,
    equity: r.equity,
    // 자본잠식 (equity ≤ 0) has no meaningful ratio.
    debtRatio: r.equity > 0 ? round1((r.liabilities / r.equity) * 100) : null,
  };
}

/** The month's average pay from the 9 % contribution billed for every member. */
function presentHeadcount(r: HeadcountRow): CompanyDetail['headcount'][number] {
  return {
    month: r.month.slice(0, 7),
    members: r.members,
    joiners: r.joiners,
    leavers: r.leavers,
    averageSalary: r.members > 0 ? Math.round(r.billedAmount / r.members / 0.09) : null,
  };
}

function presentPosting(r: OpenPostingRow): CompanyDetail['postings'][number] {
  const [first] = r.regionCodes;
  const more = r.regionCodes.length - 1;
  const region = first ? codeBook.regionLabel(first) : '';
  return {
    postingId: r.postingId,
    title: r.title,
    closeDate: r.closeDate,
    regionName: more > 0 ? `${region} 외 ${String(more)}곳` : region,
    careerName: careerLabel(r.careerType as CareerType, r.careerMin, r.careerMax),
  };
}

export function presentDetail(rows: DetailRows): CompanyDetail {
  const { company: c, profile, stats, interested } = rows.main;
  return {
    companyId: c.companyId,
    name: c.name,
    industry: industryOf(profile.industryGroup),
    industryName: c.industry,
    companyType: c.companyType,
    companyTypeName: codeBook.name(CODE_GROUPS.companyType, c.companyType),
    sizeCode: c.sizeCode,
    sizeName: codeBook.name(CODE_GROUPS.companySize, c.sizeCode),
    listing: listingOf(profile.listing),
    employeeCount: c.employeeCount,
    foundedYear: c.foundedYear,
    ceoName: profile.ceoName,
    address: c.address,
    regionName: codeBook.regionLabel(c.regionCode),
    homepage: c.homepage,
    logoUrl: c.logoUrl,
    description: c.description,
    benefits: profile.benefits.map((code) => ({
      code,
      name: codeBook.name(CODE_GROUPS.welfare, code),
    })),
    // Read newest first (the limit keeps the latest), shown oldest first.
    financials: [...rows.financials].reverse().map(presentFinancial),
    headcount: [...rows.headcount].reverse().map(presentHeadcount),
    turnoverRate: stats?.turnoverRate ?? null,
    averageTenureYears: stats?.averageTenureYears ?? null,
    averageSalary: stats?.averageSalary ?? null,
    ratings: ratingSummary(stats),
    interviews: interviewSummary(stats),
    openPostingCount: stats?.openPostingCount ?? rows.postings.length,
    postings: rows.postings.map(presentPosting),
    dataSource: DATA_SOURCE_LABELS[profile.dataSource] ?? profile.dataSource,
    interested,
  };
}
