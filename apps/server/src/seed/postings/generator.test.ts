import { describe, expect, it } from 'vitest';
import { CAREER_BANDS, CODE_GROUPS, REGION_SUCCESSORS } from '@ilteo/contract';
import { codeBook } from '../../modules/postings';
import { sanitizeRichText } from '../../lib/rich-text';
import { addDays } from '../../lib/seoul-date';
import { CERTIFICATES } from '../../db/reference/certificates';
import { generateCompanies, isValidBizNo, shortName } from './companies';
import { PAID_PLACEMENTS, pickExposures } from './exposures';
import { FAMILIES } from './families';
import { COMMON_JOBS, INDUSTRIES, PUBLIC_JOBS } from './industries';
import { JOBS } from './jobs';
import {
  generatePostings,
  MINIMUM_MONTHLY_2026,
  MINIMUM_WAGE_2026,
  type SeedCompany,
} from './postings';
import { Rng } from './prng';

const TODAY = '2026-05-20';

function generate(seed: number, companies: number, postings: number, today = TODAY) {
  const rng = new Rng(seed);
  const cs: SeedCompany[] = generateCompanies(rng.fork(), companies).map((c, i) => ({
    ...c,
    companyId: i + 1,
  }));
  return { companies: cs, postings: generatePostings(rng.fork(), cs, postings, today) };
}

const data = generate(7, 600, 5_000);
const share = (pred: (p: (typeof data.postings)[number]) => boolean) =>
  data.postings.filter(pred).length / data.postings.length;

describe('Rng', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const seq = (seed: number) => {
      const r = new Rng(seed);
      return Array.from({ length: 5 }, () => r.next());
    };
    expect(seq(1)).toEqual(seq(1));
    expect(seq(1)).not.toEqual(seq(2));
    expect(seq(1).every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe('the generator', () => {
  it('gives byte-identical data for the same seed and today', () => {
    const a = generate(42, 80, 400);
    const b = generate(42, 80, 400);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(JSON.stringify(generate(43, 80, 400))).not.toBe(JSON.stringify(a));
    expect(JSON.stringify(generate(42, 80, 400, '2026-05-21').postings)).not.toBe(
      JSON.stringify(a.postings),
    );
  });

  it('only uses jobs it has text for, and only real JOB 소분류 codes', () => {
    const profiled = new Set(JOBS.map((j) => j.code));
    const used = [
      ...INDUSTRIES.flatMap((i) => [...i.jobs, ...i.lines.flatMap((l) => l.jobs ?? [])]),
      ...COMMON_JOBS,
      ...PUBLIC_JOBS,
    ].map(([cd]) => cd);
    for (const cd of used) expect(profiled.has(cd), cd).toBe(true);
    const certs = new Set(CERTIFICATES.map((c) => c.code));
    for (const j of JOBS) {
      expect(codeBook.has(CODE_GROUPS.job, j.code), j.code).toBe(true);
      expect(codeBook.list(CODE_GROUPS.job, 3).some((r) => r.cd === j.code)).toBe(true);
      for (const cd of j.certs) expect(certs.has(cd), `${j.code} ${cd}`).toBe(true);
    }
    for (const f of Object.values(FAMILIES)) {
      for (const [cd] of f.welfare) expect(codeBook.has(CODE_GROUPS.welfare, cd)).toBe(true);
      for (const [cd] of f.preferentials)
        expect(codeBook.has(CODE_GROUPS.preferential, cd)).toBe(true);
    }
  });
});

describe('generated companies', () => {
  it('are consistent and use codes of the code book', () => {
    const bizNos = new Set<string>();
    const bands: [number, string][] = [
      [5, 'W5'],
      [10, 'W9'],
      [30, 'W10'],
      [50, 'W30'],
      [100, 'W50'],
      [Infinity, 'W100'],
    ];
    for (const c of data.companies) {
      expect(isValidBizNo(c.bizNo), c.bizNo).toBe(true);
      bizNos.add(c.bizNo);
      expect(codeBook.has(CODE_GROUPS.companyType, c.companyType)).toBe(true);
      expect(codeBook.has(CODE_GROUPS.companySize, c.sizeCode)).toBe(true);
      expect(bands.find(([limit]) => (c.employeeCount ?? 0) < limit)?.[1]).toBe(c.sizeCode);
      expect(codeBook.list(CODE_GROUPS.region, 2).some((r) => r.cd === c.regionCode)).toBe(true);
      expect(
        c.address.startsWith(codeBook.name(CODE_GROUPS.region, c.regionCode.slice(0, 2) + '000')),
      ).toBe(true);
      expect(c.foundedYear).toBeGreaterThanOrEqual(1950);
      expect(c.foundedYear).toBeLessThanOrEqual(2026);
      expect(c.homepage === null || /^https:\/\/[a-z0-9.-]+\.example$/.test(c.homepage)).toBe(true);
      expect(c.logoUrl).toBeNull();
      expect(c.description.split('니다.').length - 1).toBeGreaterThanOrEqual(2);
      expect(c.description.startsWith(shortName(c.name))).toBe(true);
      if (c.companyType === '01') expect(c.employeeCount).toBeGreaterThanOrEqual(1_000);
      if (c.companyType === '07') expect(c.foundedYear).toBeGreaterThanOrEqual(2015);
    }
    expect(bizNos.size).toBe(data.companies.length);
    const types = new Set(data.companies.map((c) => c.companyType));
    for (const t of ['01', '02', '06', '04', '05', '07']) expect(types.has(t)).toBe(true);
  });

  it('checks business numbers like 국세청 does', () => {
    expect(isValidBizNo('1248100998')).toBe(true);
    expect(isValidBizNo('1248100999')).toBe(false);
    expect(shortName('(주)한빛테크')).toBe('한빛테크');
    expect(shortName('노바릭스코리아 유한회사')).toBe('노바릭스코리아');
  });
});

describe('generated postings', () => {
  it('use only region codes in force, 전남광주통합특별시 and the new 인천 구 among them', () => {
    const inForce = new Set(codeBook.list(CODE_GROUPS.region).map((r) => r.cd));
    const used = [
      ...data.companies.map((c) => c.regionCode),
      ...data.postings.flatMap((p) => p.regionCodes),
    ];
    for (const cd of used) {
      expect(inForce.has(cd), cd).toBe(true);
      expect(REGION_SUCCESSORS.has(cd), cd).toBe(false);
    }
    const distinct = new Set(used);
    expect([...distinct].some((cd) => cd.startsWith('12'))).toBe(true);
    expect(['28125', '28155', '28275', '28290'].some((cd) => distinct.has(cd))).toBe(true);
  });

  it('use codes of the code book', () => {
    const certs = new Set(CERTIFICATES.map((c) => c.code));
    for (const p of data.postings) {
      for (const cd of p.regionCodes) expect(codeBook.has(CODE_GROUPS.region, cd), cd).toBe(true);
      for (const cd of p.jobCodes) expect(codeBook.has(CODE_GROUPS.job, cd), cd).toBe(true);
      expect(codeBook.has(CODE_GROUPS.education, p.education)).toBe(true);
      expect(codeBook.has(CODE_GROUPS.employmentType, p.employmentType)).toBe(true);
      expect(codeBook.has(CODE_GROUPS.career, p.careerType)).toBe(true);
      if (p.salaryType) expect(codeBook.has(CODE_GROUPS.salaryType, p.salaryType)).toBe(true);
      if (p.workDays) expect(codeBook.has(CODE_GROUPS.holidayType, p.workDays)).toBe(true);
      for (const cd of p.welfareCodes) expect(codeBook.has(CODE_GROUPS.welfare, cd)).toBe(true);
      for (const cd of p.preferentialCodes)
        expect(codeBook.has(CODE_GROUPS.preferential, cd)).toBe(true);
      for (const cd of p.preferredCerts) expect(certs.has(cd), cd).toBe(true);
    }
  });

  it('pay at least the 2026 minimum wage, with min ≤ max', () => {
    const floor: Record<string, number> = {
      H: MINIMUM_WAGE_2026,
      D: MINIMUM_WAGE_2026 * 8,
      M: MINIMUM_MONTHLY_2026,
      Y: MINIMUM_MONTHLY_2026 * 12,
    };
    for (const p of data.postings) {
      if (p.salaryNegotiable) {
        expect([p.salaryType, p.salaryMin, p.salaryMax]).toEqual([null, null, null]);
        continue;
      }
      expect(p.salaryType).not.toBeNull();
      expect(p.salaryMin).toBeGreaterThanOrEqual(floor[p.salaryType ?? ''] ?? Infinity);
      if (p.salaryMax !== null) expect(p.salaryMax).toBeGreaterThanOrEqual(p.salaryMin ?? 0);
      if (p.employmentType === '11' || p.employmentType === '21') expect(p.salaryType).toBe('H');
    }
    expect(share((p) => p.salaryNegotiable)).toBeGreaterThan(0.15);
    expect(share((p) => p.salaryNegotiable)).toBeLessThan(0.35);
    expect(share((p) => p.salaryType === 'Y')).toBeGreaterThan(0.25);
    expect(share((p) => p.salaryType === 'H')).toBeGreaterThan(0.03);
  });

  it('come oldest first, as a live portal registers them', () => {
    const days = data.postings.map((p) => p.openDate);
    const inOrder = days.slice(1).filter((day, i) => day >= (days[i] ?? '')).length;
    // Drawn at random this was half; the rest are postings moved back to open before their close.
    expect(inOrder / (days.length - 1)).toBeGreaterThan(0.85);
    expect(days[0]).toBe(addDays(TODAY, -44));
    expect(days.at(-1)).toBe(TODAY);
  });

  it('open in the last 45 days and close on or after they open', () => {
    for (const p of data.postings) {
      expect(p.openDate >= addDays(TODAY, -44) && p.openDate <= TODAY, p.openDate).toBe(true);
      if (p.closeType === 'date') {
        expect(p.closeDate).not.toBeNull();
        const close = p.closeDate ?? '';
        expect(close >= p.openDate).toBe(true);
        expect(close >= addDays(TODAY, -20) && close <= addDays(TODAY, 45)).toBe(true);
      } else {
        expect(p.closeDate).toBeNull();
      }
      if (p.careerType === 'E') {
        expect(p.careerMin).toBeGreaterThanOrEqual(1);
        if (p.careerMax !== null) expect(p.careerMax).toBeGreaterThanOrEqual(p.careerMin ?? 0);
      } else {
        expect([p.careerMin, p.careerMax]).toEqual([null, null]);
      }
      expect(p.title.length).toBeLessThanOrEqual(200);
      expect(p.headcount === null || p.headcount >= 1).toBe(true);
    }
    expect(share((p) => p.closeType === 'date')).toBeGreaterThan(0.68);
    expect(share((p) => p.closeType === 'date')).toBeLessThan(0.82);
    // Some have closed already, most are still open.
    expect(share((p) => p.closeType === 'date' && (p.closeDate ?? '') < TODAY)).toBeGreaterThan(
      0.1,
    );
    expect(share((p) => p.status === 'closed')).toBeGreaterThan(0.005);
    expect(share((p) => p.status === 'closed')).toBeLessThan(0.04);
  });

  it('include interns, named as such', () => {
    const interns = data.postings.filter((p) => p.isIntern);
    expect(interns.length / data.postings.length).toBeGreaterThan(0.05);
    expect(interns.length / data.postings.length).toBeLessThan(0.11);
    for (const p of interns) {
      expect(p.title).toMatch(/(체험형|채용연계형) 인턴/);
      expect(p.careerType).toBe('N');
    }
    expect(data.postings.filter((p) => !p.isIntern).some((p) => p.title.includes('인턴'))).toBe(
      false,
    );
  });

  it('are weighted like the job market', () => {
    const province = (p: (typeof data.postings)[number]) => (p.regionCodes[0] ?? '').slice(0, 2);
    expect(share((p) => ['11', '41'].includes(province(p)))).toBeGreaterThan(0.45);
    expect(share((p) => p.regionCodes.includes('11680'))).toBeGreaterThan(0.02);
    expect(share((p) => p.jobCodes.some((cd) => cd.startsWith('024')))).toBeGreaterThan(0.05);
    expect(share((p) => p.applyMethod === 'ilteo')).toBeGreaterThan(0.8);
    expect(share((p) => p.preferentialCodes.length > 0)).toBeGreaterThan(0.05);
    expect(share((p) => p.preferredCerts.length > 0)).toBeGreaterThan(0.2);
    const views = data.postings.map((p) => p.viewCount ?? 0).sort((a, b) => a - b);
    // Skewed: the busiest postings are seen far more than the median one.
    expect(views[Math.floor(views.length * 0.99)] ?? 0).toBeGreaterThan(
      8 * (views[views.length >> 1] ?? 0),
    );
  });

  it('carry applicant counts that add up to the apply count', () => {
    const careerBands = new Set<string>(CAREER_BANDS);
    for (const p of data.postings) {
      const sum = (dim: string) =>
        p.applyStats.filter((s) => s.dimension === dim).reduce((n, s) => n + s.count, 0);
      expect(sum('career')).toBe(p.applyCount);
      expect(sum('education')).toBe(p.applyCount);
      for (const s of p.applyStats) {
        expect(s.count).toBeGreaterThan(0);
        if (s.dimension === 'career') expect(careerBands.has(s.band)).toBe(true);
        else expect(codeBook.has(CODE_GROUPS.education, s.band)).toBe(true);
      }
      if (p.applyMethod !== 'ilteo') expect(p.applyCount).toBe(0);
      expect(p.applyCount).toBeLessThanOrEqual(p.viewCount ?? 0);
    }
  });

  it('describe themselves in safe rich text and apply on .example addresses', () => {
    for (const p of data.postings.slice(0, 500)) {
      expect(sanitizeRichText(p.descriptionHtml)).toBe(p.descriptionHtml);
      expect(p.descriptionHtml).toMatch(/^<h3>/);
      expect(p.descriptionHtml).toContain('<ul>');
      if (p.applyUrl) expect(p.applyUrl).toMatch(/\.example(\/careers)?$/);
      expect(p.processSteps.length).toBeGreaterThanOrEqual(2);
      expect(p.documents[0]).toMatch(/이력서|입사지원서/);
      expect(p.duties.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('paid exposures', () => {
  it('fill every slot with a distinct posting open through the period around today', () => {
    const candidates = data.postings.map((p, i) => ({
      postingId: i + 1,
      status: p.status ?? 'open',
      closeDate: p.closeDate,
      companyType: data.companies[p.companyId - 1]?.companyType ?? '',
    }));
    const exposures = pickExposures(new Rng(1), candidates, TODAY);
    const total = PAID_PLACEMENTS.reduce((n, p) => n + p.slots, 0);
    expect(exposures).toHaveLength(total);
    expect(new Set(exposures.map((e) => e.postingId)).size).toBe(total);
    for (const { placement, slots } of PAID_PLACEMENTS) {
      expect(exposures.filter((e) => e.placement === placement).map((e) => e.slot)).toEqual(
        Array.from({ length: slots }, (_, i) => i + 1),
      );
    }
    for (const e of exposures) {
      expect(e.startsOn <= TODAY && e.endsOn >= addDays(TODAY, 14)).toBe(true);
      const c = candidates[e.postingId - 1];
      expect(c?.status).toBe('open');
      expect(c?.closeDate === null || (c?.closeDate ?? '') >= addDays(TODAY, 14)).toBe(true);
    }
  });
});
