import { describe, expect, it } from 'vitest';
import {
  CODE_GROUPS,
  COMPANY_INDUSTRIES,
  COMPANY_LIMITS,
  consultingAnswerSchema,
  interviewReviewInputSchema,
  reviewInputSchema,
} from '@ilteo/contract';
import { codeBook } from '../../modules/postings';
import { generateCompanies } from '../postings/companies';
import { INDUSTRIES } from '../postings/industries';
import { PUBLIC_FIELDS } from '../postings/names';
import { Rng } from '../postings/prng';
import { consultingSample, SAMPLE_COUNT } from './consulting-samples';
import type { CompanyFacts } from './facts';
import {
  generateFinancials,
  generateHeadcount,
  headcountEstimates,
  monthStart,
  type HeadcountMonth,
} from './figures';
import { industryGroupOf, INDUSTRY_LINE_GROUPS } from './industry-groups';
import { generateProfile } from './profiles';
import { generateInterviews, generateReviews } from './reviews';
import { reviewStats } from './stats';

const TODAY = '2026-05-20';
const NOW = new Date(`${TODAY}T00:00:00+09:00`);
const SEED = 7;

/** Generated companies as the database would hold them (ids in order). */
function companies(n: number, seed = 20_260_501): CompanyFacts[] {
  return generateCompanies(new Rng(seed), n).map((c, i) => ({
    companyId: i + 1,
    bizNo: c.bizNo,
    name: c.name,
    companyType: c.companyType,
    industry: c.industry,
    employeeCount: c.employeeCount ?? null,
    foundedYear: c.foundedYear ?? null,
  }));
}

const all = companies(400);
const generation = { seed: SEED, now: NOW, scale: 1 };

function everything(seed: number, list: readonly CompanyFacts[]) {
  const g = { ...generation, seed };
  return list.map((c) => ({
    profile: generateProfile(seed, c),
    financials: generateFinancials(seed, c, TODAY),
    headcount: generateHeadcount(seed, c, TODAY),
    reviews: generateReviews(g, c),
    interviews: generateInterviews(g, c, [{ postingId: 10, jobCode: '026003' }]),
  }));
}

describe('industry groups', () => {
  it('maps every KSIC line of the postings generator and every public field to a list group', () => {
    for (const profile of INDUSTRIES) {
      for (const line of profile.lines) {
        expect(INDUSTRY_LINE_GROUPS.get(line.industry)).toBe(profile.key);
      }
    }
    for (const [, , line] of PUBLIC_FIELDS) expect(INDUSTRY_LINE_GROUPS.get(line)).toBe('public');
    for (const group of INDUSTRY_LINE_GROUPS.values())
      expect(COMPANY_INDUSTRIES).toHaveProperty(group);
  });

  it('puts public bodies in public and unknown lines in a group by their words', () => {
    expect(industryGroupOf({ companyType: '04', industry: '응용 소프트웨어 개발 및 공급업' })).toBe(
      'public',
    );
    expect(industryGroupOf({ companyType: '06', industry: '온라인 게임 퍼블리싱업' })).toBe('game');
    expect(industryGroupOf({ companyType: '06', industry: '한식 음식점업' })).toBe('restaurant');
    expect(industryGroupOf({ companyType: '06', industry: '' })).toBe('machinery');
    expect(all.every((c) => industryGroupOf(c) in COMPANY_INDUSTRIES)).toBe(true);
  });
});

describe('company data generator', () => {
  it('gives the same data for the same seed and different data for another', () => {
    const sample = all.slice(0, 60);
    expect(everything(SEED, sample)).toEqual(everything(SEED, sample));
    expect(everything(SEED + 1, sample)).not.toEqual(everything(SEED, sample));
  });

  it('gives a company the same data whatever its id and the companies around it', () => {
    const [first] = all;
    if (!first) throw new Error('no company');
    const moved = { ...first, companyId: 999 };
    const strip = <T extends { companyId: number }>(rows: T[]) =>
      rows.map(({ companyId: _, ...rest }) => rest);
    expect(strip(generateFinancials(SEED, moved, TODAY))).toEqual(
      strip(generateFinancials(SEED, first, TODAY)),
    );
    expect(strip(generateReviews(generation, moved))).toEqual(
      strip(generateReviews(generation, first)),
    );
  });

  it('writes a CEO name, a listing and three or more welfare codes', () => {
    const welfare = new Set(codeBook.list(CODE_GROUPS.welfare).map((r) => r.cd));
    const profiles = all.map((c) => generateProfile(SEED, c));
    for (const p of profiles) {
      expect(p.ceoName).toMatch(/^[가-힣]{3}$/);
      expect(p.benefits.length).toBeGreaterThanOrEqual(3);
      expect(p.benefits.every((b) => welfare.has(b))).toBe(true);
    }
    const listed = (type: string) => {
      const of = profiles.filter((_, i) => all[i]?.companyType === type);
      return of.filter((p) => p.listing !== 'unlisted').length / Math.max(1, of.length);
    };
    expect(listed('01')).toBeGreaterThan(0.5);
    expect(listed('06')).toBeLessThan(0.1);
  });

  it('keeps financial statements sane: balance, margins, some losses', () => {
    const years = all.flatMap((c) => generateFinancials(SEED, c, TODAY));
    expect(years.length).toBeGreaterThan(all.length * 3);
    for (const y of years) {
      expect(y.year).toBeLessThanOrEqual(2025);
      expect(y.year).toBeGreaterThanOrEqual(2025 - COMPANY_LIMITS.financialYears + 1);
      expect(y.revenue).toBeGreaterThan(0);
      expect(y.equity).toBeGreaterThan(0);
      expect(y.assets).toBe(y.liabilities + y.equity);
      expect(y.operatingProfit / y.revenue).toBeGreaterThan(-0.5);
      expect(y.operatingProfit / y.revenue).toBeLessThan(0.4);
      // 부채비율 under 800 %.
      expect(y.liabilities / y.equity).toBeLessThan(8);
    }
    const losses = years.filter((y) => y.netIncome < 0).length / years.length;
    expect(losses).toBeGreaterThan(0.03);
    expect(losses).toBeLessThan(0.35);
  });

  it('writes 36 months of headcount that add up and end near the employee count', () => {
    for (const c of all) {
      const months = generateHeadcount(SEED, c, TODAY);
      const earliest = monthStart(TODAY, -COMPANY_LIMITS.headcountMonths);
      const founded = `${String(c.foundedYear)}-01-01`;
      expect(months[0]?.month).toBe(founded > earliest ? founded : earliest);
      if ((c.foundedYear ?? 0) <= 2022) expect(months).toHaveLength(COMPANY_LIMITS.headcountMonths);
      expect(months[months.length - 1]?.month).toBe('2026-04-01');
      for (let i = 1; i < months.length; i++) {
        const [prev, cur] = [months[i - 1], months[i]] as [HeadcountMonth, HeadcountMonth];
        expect(cur.members).toBe(prev.members - cur.leavers + cur.joiners);
        expect(cur.members).toBeGreaterThan(0);
        expect(cur.billedAmount % 10).toBe(0);
      }
      const last = months[months.length - 1]?.members ?? 0;
      const employees = c.employeeCount ?? 10;
      expect(Math.abs(last - employees)).toBeLessThanOrEqual(Math.max(3, employees * 0.1));
    }
  });

  it('estimates turnover, tenure and salary in plausible ranges', () => {
    const estimates = all.map((c) =>
      headcountEstimates(generateHeadcount(SEED, c, TODAY), c.foundedYear),
    );
    for (const e of estimates) {
      expect(e.turnoverRate).toBeGreaterThanOrEqual(0);
      expect(e.turnoverRate).toBeLessThan(150);
      expect(e.averageTenureYears).toBeGreaterThan(0);
      expect(e.averageTenureYears).toBeLessThanOrEqual(30);
      expect(e.averageSalary).toBeGreaterThan(1_800);
      expect(e.averageSalary).toBeLessThan(16_000);
    }
    const salaryOf = (type: string) => {
      const of = estimates.filter((_, i) => all[i]?.companyType === type);
      return of.reduce((s, e) => s + (e.averageSalary ?? 0), 0) / of.length;
    };
    expect(salaryOf('01')).toBeGreaterThan(salaryOf('06'));
  });

  it('computes the estimates as decision 0035 states them', () => {
    const month = (m: number, members: number, leavers: number) => ({
      month: `2025-${String(m).padStart(2, '0')}-01`,
      members,
      leavers,
      billedAmount: members * 3_000_000 * 0.09,
    });
    const rows = Array.from({ length: 12 }, (_, i) => month(i + 1, 100, i % 2 === 0 ? 2 : 1));
    // 18 leavers a year over 100 members; 300만원 a month.
    expect(headcountEstimates(rows)).toEqual({
      turnoverRate: 18,
      averageTenureYears: 5.6,
      averageSalary: 3_600,
    });
    expect(
      headcountEstimates(
        rows.map((r) => ({ ...r, leavers: 0 })),
        2022,
      ).averageTenureYears,
    ).toBe(3);
  });
});

describe('generated reviews', () => {
  const data = everything(SEED, all);
  const reviews = data.flatMap((d) => d.reviews);
  const interviews = data.flatMap((d) => d.interviews);

  it('writes a few thousand reviews, more for big companies, a few pending', () => {
    expect(reviews.length).toBeGreaterThan(1_500);
    expect(reviews.length).toBeLessThan(6_000);
    const per = (type: string) => {
      const of = data.filter((_, i) => all[i]?.companyType === type);
      return of.reduce((s, d) => s + d.reviews.length, 0) / of.length;
    };
    expect(per('01')).toBeGreaterThan(per('06') * 3);
    const pending = reviews.filter((r) => r.state === 'pending').length;
    expect(pending).toBeGreaterThan(0);
    expect(pending).toBeLessThan(reviews.length * 0.05);
  });

  it('passes the review form rules of the contract', () => {
    for (const r of reviews) {
      const parsed = reviewInputSchema.safeParse({
        companyId: r.companyId,
        overall: r.overall,
        categories: {
          promotion: r.promotion,
          payWelfare: r.payWelfare,
          workLife: r.workLife,
          culture: r.culture,
          management: r.management,
        },
        title: r.title,
        pros: r.pros,
        cons: r.cons,
        advice: r.advice,
        recommend: r.recommend,
        ceoApproval: r.ceoApproval,
        jobCode: r.jobCode,
        employmentStatus: r.employmentStatus,
        lastYear: r.lastYear,
      });
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(codeBook.has(CODE_GROUPS.job, r.jobCode)).toBe(true);
      expect(r.createdAt.getTime()).toBeLessThan(NOW.getTime());
      if (r.publishedAt) expect(r.publishedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    // Varied: most texts differ.
    expect(new Set(reviews.map((r) => r.pros)).size).toBeGreaterThan(reviews.length * 0.5);
  });

  it('passes the interview review form rules of the contract', () => {
    for (const r of interviews) {
      const parsed = interviewReviewInputSchema.safeParse({
        companyId: r.companyId,
        postingId: r.postingId,
        jobCode: r.jobCode,
        interviewMonth: r.interviewMonth,
        route: r.route,
        difficulty: r.difficulty,
        experience: r.experience,
        questions: r.questions,
        tips: r.tips,
        result: r.result,
      });
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(r.interviewMonth <= TODAY.slice(0, 7)).toBe(true);
    }
  });

  it('sums the published reviews into the stats with a recency-weighted score', () => {
    for (const d of data) {
      const s = reviewStats(d.reviews, d.interviews, NOW);
      const published = d.reviews.filter((r) => r.state === 'published');
      expect(s.reviewCount).toBe(published.length);
      expect(s.stars.reduce((a, b) => a + b, 0)).toBe(published.length);
      expect(s.overallSum).toBe(published.reduce((a, r) => a + r.overall, 0));
      if (published.length === 0) expect(s.weightedRating).toBe(0);
      else {
        expect(s.weightedRating).toBeGreaterThanOrEqual(1);
        expect(s.weightedRating).toBeLessThanOrEqual(5);
      }
      expect(s.interviewCount).toBe(d.interviews.filter((r) => r.state === 'published').length);
    }
    // A fresh 5 outweighs an old 1.
    const [fresh, old] = [
      { ...reviews[0], overall: 5, state: 'published', publishedAt: NOW },
      {
        ...reviews[0],
        overall: 1,
        state: 'published',
        publishedAt: new Date(NOW.getTime() - 730 * 86_400_000),
      },
    ] as typeof reviews;
    expect(reviewStats([fresh!, old!], [], NOW).weightedRating).toBe(4.2);
  });
});

describe('consulting samples', () => {
  it('anchors every comment to its quote and passes the answer form rules', () => {
    for (let i = 0; i < SAMPLE_COUNT; i++) {
      for (const name of ['한빛테크', '새봄전자', '다온']) {
        const s = consultingSample(i, name);
        for (const a of s.annotations) {
          expect(s.items[a.itemIndex]?.answer.slice(a.start, a.end)).toBe(a.quote);
        }
        const parsed = consultingAnswerSchema.safeParse({
          consultingId: 1,
          annotations: s.annotations,
          summary: s.summary,
        });
        expect(parsed.error?.issues ?? []).toEqual([]);
        expect(s.items.map((it) => `${it.question} ${it.answer}`).join(' ')).not.toMatch(/[{}]/);
      }
    }
    expect(consultingSample(3, '한빛테크').items[0]?.answer).toMatch(/^한빛테크는 /);
    expect(consultingSample(3, '새봄전자').items[0]?.answer).toMatch(/^새봄전자는 /);
    expect(consultingSample(3, '다온산업').items[0]?.answer).toMatch(/^다온산업은 /);
  });
});
