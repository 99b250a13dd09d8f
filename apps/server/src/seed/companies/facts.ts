import type { CompanyIndustry } from '@ilteo/contract';
import { Rng } from '../postings/prng';
import { industryGroupOf } from './industry-groups';

/**
 * What the company-data generators read of a company (the `company` row):
 * everything else they make up from it and a seed. Each company's figures
 * come from its own generator, seeded by the run's seed and its 사업자번호,
 * so a company gets the same data whatever its id and whichever other
 * companies are generated with it.
 */
export interface CompanyFacts {
  companyId: number;
  bizNo: string;
  name: string;
  /** CO_TP */
  companyType: string;
  /** The KSIC line (업종) as the company row holds it. */
  industry: string;
  employeeCount: number | null;
  foundedYear: number | null;
}

/** FNV-1a over the text: a stable 32-bit number for a seed string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The generator of one company's data of one kind ('profile', 'reviews' …). */
export const companyRng = (seed: number, company: Pick<CompanyFacts, 'bizNo'>, purpose: string) =>
  new Rng(hash(`${String(seed)}:${company.bizNo}:${purpose}`));

/** The company's size tier: what scales pay, reviews and stability. */
export type Tier = 'large' | 'mid' | 'small' | 'startup' | 'public' | 'foreign';

export function tierOf(companyType: string): Tier {
  switch (companyType) {
    case '01':
      return 'large';
    case '02':
      return 'mid';
    case '04':
      return 'public';
    case '05':
      return 'foreign';
    case '03':
    case '07':
      return 'startup';
    default:
      return 'small';
  }
}

/** Employees, never below one (a company row may not say). */
export const employeesOf = (c: Pick<CompanyFacts, 'employeeCount'>): number =>
  Math.max(1, c.employeeCount ?? 10);

export const groupOf = (c: Pick<CompanyFacts, 'companyType' | 'industry'>): CompanyIndustry =>
  industryGroupOf(c);

/** A normally distributed number (Box–Muller) from the seeded source. */
export function gauss(rng: Rng, mean = 0, sd = 1): number {
  const u = Math.max(rng.next(), 1e-12);
  const v = rng.next();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

export const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** Rounds up or down with the probability of the fraction, so small averages still add up. */
export function stochasticRound(rng: Rng, x: number): number {
  const floor = Math.floor(x);
  return floor + (rng.next() < x - floor ? 1 : 0);
}
