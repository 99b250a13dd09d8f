import { COMPANY_LIMITS, type CompanyIndustry } from '@ilteo/contract';
import {
  clamp,
  companyRng,
  employeesOf,
  gauss,
  groupOf,
  stochasticRound,
  tierOf,
  type CompanyFacts,
  type Tier,
} from './facts';

/** One year of statements, 백만원 (company_financial). */
export interface FinancialYear {
  companyId: number;
  year: number;
  revenue: number;
  operatingProfit: number;
  netIncome: number;
  assets: number;
  liabilities: number;
  equity: number;
}

/** One month of 국민연금 workplace data (company_headcount); month is YYYY-MM-01. */
export interface HeadcountMonth {
  companyId: number;
  month: string;
  members: number;
  joiners: number;
  leavers: number;
  /** 원 */
  billedAmount: number;
}

/** The 국민연금 contribution rate: 9 % of the reported monthly pay (4.5 % each side). */
export const PENSION_RATE = 0.09;

interface IndustryEconomics {
  /** Revenue per employee, 백만원 a year. */
  revenuePerHead: number;
  /** Usual operating margin. */
  margin: number;
  /** Assets per won of revenue. */
  assetTurn: number;
  /** Pay relative to the all-industry average. */
  pay: number;
  /** Yearly share of members who leave. */
  turnover: number;
}

/** Rough shapes of Korean industries (orders of magnitude, not statistics of any real company). */
const ECONOMICS: Record<CompanyIndustry, IndustryEconomics> = {
  software: { revenuePerHead: 180, margin: 0.08, assetTurn: 0.9, pay: 1.12, turnover: 0.2 },
  game: { revenuePerHead: 260, margin: 0.1, assetTurn: 1.3, pay: 1.15, turnover: 0.22 },
  electronics: { revenuePerHead: 550, margin: 0.07, assetTurn: 1.1, pay: 1.15, turnover: 0.12 },
  machinery: { revenuePerHead: 380, margin: 0.05, assetTurn: 0.95, pay: 1.0, turnover: 0.15 },
  bio: { revenuePerHead: 300, margin: 0.06, assetTurn: 1.6, pay: 1.05, turnover: 0.15 },
  food: { revenuePerHead: 420, margin: 0.04, assetTurn: 0.9, pay: 0.9, turnover: 0.2 },
  restaurant: { revenuePerHead: 90, margin: 0.04, assetTurn: 0.6, pay: 0.72, turnover: 0.55 },
  retail: { revenuePerHead: 600, margin: 0.03, assetTurn: 0.7, pay: 0.85, turnover: 0.3 },
  logistics: { revenuePerHead: 400, margin: 0.04, assetTurn: 0.9, pay: 0.92, turnover: 0.25 },
  construction: { revenuePerHead: 750, margin: 0.04, assetTurn: 1.0, pay: 1.05, turnover: 0.2 },
  energy: { revenuePerHead: 1_500, margin: 0.06, assetTurn: 1.8, pay: 1.3, turnover: 0.07 },
  finance: { revenuePerHead: 700, margin: 0.15, assetTurn: 8, pay: 1.4, turnover: 0.1 },
  media: { revenuePerHead: 240, margin: 0.06, assetTurn: 1.0, pay: 1.0, turnover: 0.22 },
  trading: { revenuePerHead: 1_400, margin: 0.03, assetTurn: 0.6, pay: 1.0, turnover: 0.18 },
  hospital: { revenuePerHead: 120, margin: 0.04, assetTurn: 1.2, pay: 0.95, turnover: 0.28 },
  care: { revenuePerHead: 45, margin: 0.02, assetTurn: 0.9, pay: 0.72, turnover: 0.35 },
  facility: { revenuePerHead: 55, margin: 0.03, assetTurn: 0.5, pay: 0.75, turnover: 0.4 },
  education: { revenuePerHead: 85, margin: 0.06, assetTurn: 0.8, pay: 0.82, turnover: 0.3 },
  hotel: { revenuePerHead: 160, margin: 0.05, assetTurn: 2.5, pay: 0.85, turnover: 0.32 },
  public: { revenuePerHead: 320, margin: 0.02, assetTurn: 3, pay: 1.05, turnover: 0.07 },
};

/** Average pay by size, 만원 a year (the all-industry base before the industry's factor). */
const TIER_PAY: Record<Tier, number> = {
  large: 7_200,
  foreign: 6_200,
  public: 5_800,
  mid: 5_000,
  startup: 4_100,
  small: 3_500,
};

/** How much steadier (< 1) or more restless (> 1) staff are than the industry's usual. */
const TIER_TURNOVER: Record<Tier, number> = {
  large: 0.55,
  public: 0.8,
  foreign: 0.8,
  mid: 0.85,
  small: 1.2,
  startup: 1.35,
};

/** 'YYYY-MM-01' of the month `offset` months from `today`'s month (negative: earlier). */
export function monthStart(today: string, offset: number): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1 + offset;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return `${String(y)}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * The financial years up to last year (COMPANY_LIMITS.financialYears, fewer for
 * a company founded since), in 백만원: revenue from employees × the
 * industry's revenue per head, a growth trend with noise, margins around the
 * industry's with some loss years (young companies more often), assets from
 * the industry's asset turn and a debt ratio between 20 % and 400 %.
 */
export function generateFinancials(seed: number, c: CompanyFacts, today: string): FinancialYear[] {
  const rng = companyRng(seed, c, 'financials');
  const eco = ECONOMICS[groupOf(c)];
  const tier = tierOf(c.companyType);
  const lastYear = Number(today.slice(0, 4)) - 1;
  const firstYear = Math.max(
    lastYear - COMPANY_LIMITS.financialYears + 1,
    (c.foundedYear ?? lastYear - 10) + 1,
  );
  if (firstYear > lastYear) return [];
  const growth = gauss(rng, tier === 'startup' ? 0.18 : 0.04, tier === 'startup' ? 0.15 : 0.06);
  const lossProne = tier === 'startup' ? 0.45 : tier === 'small' ? 0.15 : 0.06;
  const debtRatio = clamp(Math.exp(gauss(rng, Math.log(1.1), 0.6)), 0.2, 4);
  const turn = eco.assetTurn * clamp(Math.exp(gauss(rng, 0, 0.25)), 0.5, 2);
  // Revenue of the last year; earlier years divide the trend back out.
  const lastRevenue =
    employeesOf(c) * eco.revenuePerHead * clamp(Math.exp(gauss(rng, 0, 0.35)), 0.35, 3);
  const out: FinancialYear[] = [];
  let equityCarry = 0;
  for (let year = firstYear; year <= lastYear; year++) {
    const back = lastYear - year;
    const revenue = Math.max(
      1,
      Math.round((lastRevenue / (1 + growth) ** back) * clamp(gauss(rng, 1, 0.05), 0.85, 1.15)),
    );
    const loss = rng.chance(lossProne);
    const margin = loss
      ? -Math.abs(gauss(rng, 0.06, 0.05)) - 0.01
      : clamp(gauss(rng, eco.margin, eco.margin * 0.4), 0.003, 0.35);
    const operatingProfit = Math.round(revenue * margin);
    // Interest, other income and tax between operating profit and net income.
    const netIncome = Math.round(
      operatingProfit > 0
        ? operatingProfit * clamp(gauss(rng, 0.72, 0.12), 0.3, 1.1)
        : operatingProfit * clamp(gauss(rng, 1.1, 0.15), 0.8, 1.6),
    );
    const assets = Math.max(1, Math.round(revenue * turn * clamp(gauss(rng, 1, 0.04), 0.9, 1.1)));
    // Losses eat into equity: a loss-making company's debt ratio climbs.
    equityCarry += netIncome;
    const pressure = netIncome < 0 ? 1.25 : 1;
    const equity = Math.max(
      1,
      Math.round(assets / (1 + debtRatio * pressure) + Math.min(0, equityCarry) * 0.1),
    );
    out.push({
      companyId: c.companyId,
      year,
      revenue,
      operatingProfit,
      netIncome,
      assets: Math.max(assets, equity),
      liabilities: Math.max(assets, equity) - equity,
      equity,
    });
  }
  return out;
}

/**
 * The COMPANY_LIMITS.headcountMonths months up to last month (from the
 * founding year for a younger company): members move
 * along a yearly trend that ends near the company's employee count; leavers
 * are the month's share of the yearly turnover, joiners make up the trend;
 * the billed amount is members × average monthly pay × 9 %, pay rising 3 % a
 * year, rounded to 10 원 as the 공단 bills.
 */
export function generateHeadcount(seed: number, c: CompanyFacts, today: string): HeadcountMonth[] {
  const rng = companyRng(seed, c, 'headcount');
  const eco = ECONOMICS[groupOf(c)];
  const tier = tierOf(c.companyType);
  const months = COMPANY_LIMITS.headcountMonths;
  const end = employeesOf(c);
  const trend = gauss(rng, tier === 'startup' ? 0.12 : 0.02, tier === 'startup' ? 0.12 : 0.05);
  const yearlyTurnover = clamp(
    eco.turnover * TIER_TURNOVER[tier] * Math.exp(gauss(rng, 0, 0.25)),
    0.02,
    0.9,
  );
  const pay =
    (TIER_PAY[tier] * eco.pay * clamp(Math.exp(gauss(rng, 0, 0.12)), 0.7, 1.4) * 10_000) / 12;
  const out: HeadcountMonth[] = [];
  const targetAt = (i: number) => end / (1 + trend) ** ((months - 1 - i) / 12);
  let members = Math.max(1, Math.round(targetAt(0)));
  for (let i = 0; i < months; i++) {
    const leavers =
      i === 0 ? 0 : Math.min(members, stochasticRound(rng, (members * yearlyTurnover) / 12));
    const wanted = Math.max(1, Math.round(targetAt(i) * clamp(gauss(rng, 1, 0.008), 0.97, 1.03)));
    const joiners = i === 0 ? 0 : Math.max(0, wanted - members + leavers);
    members = i === 0 ? members : members - leavers + joiners;
    const monthlyPay = pay / 1.03 ** ((months - 1 - i) / 12);
    out.push({
      companyId: c.companyId,
      month: monthStart(today, i - months),
      members,
      joiners,
      leavers,
      billedAmount: Math.round((members * monthlyPay * PENSION_RATE) / 10) * 10,
    });
  }
  // A young company has no months before it was founded.
  const founded = `${String(c.foundedYear ?? 0).padStart(4, '0')}-01-01`;
  return out.filter((m) => m.month >= founded);
}

/** The estimates company_stats keeps from the last 12 months of headcount (decision 0035). */
export interface HeadcountEstimates {
  /** % a year: leavers ÷ average members. */
  turnoverRate: number | null;
  /** Years: average members ÷ yearly leavers, capped at 30 and at the company's age. */
  averageTenureYears: number | null;
  /** 만원 a year: billed ÷ members ÷ 9 % × 12. */
  averageSalary: number | null;
}

export const TENURE_CAP_YEARS = 30;

export function headcountEstimates(
  rows: readonly Pick<HeadcountMonth, 'month' | 'members' | 'leavers' | 'billedAmount'>[],
  foundedYear: number | null = null,
): HeadcountEstimates {
  const last = [...rows].sort((a, b) => a.month.localeCompare(b.month)).slice(-12);
  const withMembers = last.filter((r) => r.members > 0);
  if (withMembers.length === 0) {
    return { turnoverRate: null, averageTenureYears: null, averageSalary: null };
  }
  const averageMembers = withMembers.reduce((s, r) => s + r.members, 0) / withMembers.length;
  // A yearly rate from however many months there are.
  const yearlyLeavers = (last.reduce((s, r) => s + r.leavers, 0) * 12) / last.length;
  const monthlyPay =
    withMembers.reduce((s, r) => s + r.billedAmount / r.members / PENSION_RATE, 0) /
    withMembers.length;
  // Nobody has been there longer than the company has existed (a tiny company with no leaver this year).
  const latestYear = Number(last[last.length - 1]?.month.slice(0, 4));
  const cap = Math.min(
    TENURE_CAP_YEARS,
    foundedYear === null ? TENURE_CAP_YEARS : Math.max(0.5, latestYear - foundedYear),
  );
  return {
    turnoverRate: Math.round((yearlyLeavers / averageMembers) * 1_000) / 10,
    averageTenureYears:
      Math.round((yearlyLeavers > 0 ? Math.min(cap, averageMembers / yearlyLeavers) : cap) * 10) /
      10,
    averageSalary: Math.round((monthlyPay * 12) / 10_000),
  };
}
