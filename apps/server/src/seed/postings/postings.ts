import { CODE_GROUPS, type ApplyMethod, type CareerType, type CloseType } from '@ilteo/contract';
import { careerLabel, codeBook, type NewCompany, type NewPosting } from '../../modules/postings';
import { addDays } from '../../lib/seoul-date';
import { CERTIFICATES } from '../../db/reference/certificates';
import { industryOf, shortName } from './companies';
import {
  FAMILIES,
  PART_TIME_HOURS,
  PART_TIME_PAY,
  type FamilyProfile,
  type PaySpec,
} from './families';
import { COMMON_JOBS, INDUSTRIES, PUBLIC_JOBS } from './industries';
import { JOB_BY_CODE, JOBS, type JobProfile } from './jobs';
import { Picker, type Rng } from './prng';
import { pickDistrict, pickIndustrialDistrict, provinceOf } from './regions';
import { describePosting } from './descriptions';

/** The 2026 minimum wage (최저임금), per hour, and its monthly equivalent (209 hours). */
export const MINIMUM_WAGE_2026 = 10_320;
export const MINIMUM_MONTHLY_2026 = MINIMUM_WAGE_2026 * 209;

export interface SeedCompany extends NewCompany {
  companyId: number;
}

export interface ApplyStatRow {
  dimension: 'career' | 'education';
  band: string;
  count: number;
}

/** A posting as generated, with its applicant counts (posting_apply_stat rows without the id). */
export interface GeneratedPosting extends NewPosting {
  applyStats: ApplyStatRow[];
}

const certName = new Map(CERTIFICATES.map((c) => [c.code, c.name]));

/** Busier companies post more: big firms and public bodies hire all the time. */
const TYPE_ACTIVITY: Record<string, number> = { '01': 4, '02': 3, '04': 2.5, '05': 1.5, '07': 1.2 };
const TYPE_VIEWS: Record<string, number> = { '01': 3, '02': 1.8, '04': 2.5, '05': 1.5, '07': 1.2 };
const TYPE_NEGOTIABLE: Record<string, number> = { '01': 1.6, '02': 1.3, '04': 0.5, '05': 1.4 };
const INTERN_TYPES = new Set(['01', '02', '03', '04', '05', '07', '09']);

type JobTable = { all: Picker<string>; intern: Picker<string> | undefined };

function jobTable(own: readonly (readonly [string, number])[]): JobTable {
  const ownTotal = own.reduce((s, [, w]) => s + w, 0);
  const commonTotal = COMMON_JOBS.reduce((s, [, w]) => s + w, 0);
  // Office jobs make about a quarter of any company's postings.
  const scale = ownTotal / 3 / commonTotal;
  const merged = new Map<string, number>(own);
  for (const [cd, w] of COMMON_JOBS) merged.set(cd, (merged.get(cd) ?? 0) + w * scale);
  const entries = [...merged];
  const internEntries = entries.filter(([cd]) => {
    const family = JOB_BY_CODE.get(cd)?.family;
    return family !== undefined && FAMILIES[family].intern;
  });
  return {
    all: new Picker(entries),
    intern: internEntries.length ? new Picker(internEntries) : undefined,
  };
}

/** Job tables by 업종 name. */
const TABLES = new Map<string, JobTable>(
  INDUSTRIES.flatMap((p) => p.lines.map((l) => [l.industry, jobTable(l.jobs ?? p.jobs)] as const)),
);
const PUBLIC_TABLE = jobTable(PUBLIC_JOBS);
const OFFICE_TABLE = jobTable([]);

function jobsOf(company: SeedCompany): JobTable {
  if (!industryOf(company)) return PUBLIC_TABLE;
  return TABLES.get(company.industry) ?? OFFICE_TABLE;
}

/** A standard normal deviate (Box–Muller). */
function normal(rng: Rng): number {
  const u = 1 - rng.next();
  const v = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

const roundTo = (n: number, unit: number) => Math.round(n / unit) * unit;

interface Pay {
  type: string | null;
  min: number | null;
  max: number | null;
  negotiable: boolean;
}

/** A pay offer in won from a spec; never under the 2026 minimum wage. */
function payFrom(rng: Rng, spec: PaySpec, years: number): Pay {
  const base = spec.lo + rng.next() * (spec.hi - spec.lo) + (spec.step ?? 0) * years;
  const spread = spec.spread[0] + rng.next() * (spec.spread[1] - spec.spread[0]);
  let min: number;
  let max: number;
  switch (spec.type) {
    case 'Y':
      min = roundTo(base, 100) * 10_000;
      max = roundTo(base + spread, 100) * 10_000;
      min = Math.max(min, Math.ceil((MINIMUM_MONTHLY_2026 * 12) / 1_000_000) * 1_000_000);
      break;
    case 'M':
      min = roundTo(base, 5) * 10_000;
      max = roundTo(base + spread, 5) * 10_000;
      min = Math.max(min, Math.ceil(MINIMUM_MONTHLY_2026 / 10_000) * 10_000);
      break;
    case 'D':
      min = Math.max(roundTo(base, 10_000), Math.ceil((MINIMUM_WAGE_2026 * 8) / 10_000) * 10_000);
      max = roundTo(base + spread, 10_000);
      break;
    default:
      min = Math.max(MINIMUM_WAGE_2026, roundTo(base, 10));
      max = roundTo(base + spread, 10);
  }
  max = Math.max(min, max);
  const shape = rng.next();
  // A range mostly; sometimes one figure, sometimes "… 이상".
  if (shape < 0.18) return { type: spec.type, min, max: min, negotiable: false };
  if (shape < 0.3) return { type: spec.type, min, max: null, negotiable: false };
  return { type: spec.type, min, max, negotiable: false };
}

const NO_PAY: Pay = { type: null, min: null, max: null, negotiable: true };

function careerOf(rng: Rng, family: FamilyProfile, intern: boolean) {
  const type: CareerType = intern ? 'N' : rng.weighted(family.career);
  if (type !== 'E') return { type, min: null, max: null };
  const min = rng.weighted([
    [1, 3],
    [2, 3],
    [3, 4],
    [5, 2],
    [7, 1],
    [10, 0.5],
  ] as const);
  const max = rng.chance(0.55) ? min + rng.int(2, 6) : null;
  return { type, min, max };
}

function flags(rng: Rng, entries: readonly (readonly [string, number])[]): string[] {
  return entries.filter(([, p]) => rng.chance(p)).map(([cd]) => cd);
}

/** Splits `total` over bands by weight, with a little noise; the counts sum to `total`. */
function split(
  rng: Rng,
  total: number,
  weights: readonly (readonly [string, number])[],
): ApplyStatRow['count'][] {
  const counts: number[] = [];
  let remaining = total;
  let weightLeft = weights.reduce((s, [, w]) => s + w, 0);
  weights.forEach(([, w], i) => {
    if (i === weights.length - 1) {
      counts.push(remaining);
      return;
    }
    const share = weightLeft > 0 ? w / weightLeft : 0;
    const c = Math.min(
      remaining,
      Math.max(0, Math.round(remaining * share * (0.8 + 0.4 * rng.next()))),
    );
    counts.push(c);
    remaining -= c;
    weightLeft -= w;
  });
  return counts;
}

function careerBands(type: CareerType, min: number | null): (readonly [string, number])[] {
  if (type === 'N')
    return [
      ['new', 70],
      ['1-3', 20],
      ['4-6', 6],
      ['7-9', 3],
      ['10+', 1],
    ];
  if (type === 'Z')
    return [
      ['new', 35],
      ['1-3', 30],
      ['4-6', 18],
      ['7-9', 10],
      ['10+', 7],
    ];
  const y = min ?? 1;
  const near = (lo: number, hi: number) =>
    y >= lo && y <= hi ? 50 : y < lo ? 30 / (lo - y + 1) : 4;
  return [
    ['new', 3],
    ['1-3', near(1, 3)],
    ['4-6', near(4, 6)],
    ['7-9', near(7, 9)],
    ['10+', near(10, 40)],
  ];
}

function educationBands(required: string): (readonly [string, number])[] {
  switch (required) {
    case '06':
    case '07':
      return [
        ['05', 15],
        ['06', 70],
        ['07', 15],
      ];
    case '05':
      return [
        ['04', 8],
        ['05', 72],
        ['06', 17],
        ['07', 3],
      ];
    case '04':
      return [
        ['03', 10],
        ['04', 50],
        ['05', 38],
        ['06', 2],
      ];
    default:
      return [
        ['02', 2],
        ['03', 35],
        ['04', 25],
        ['05', 35],
        ['06', 3],
      ];
  }
}

function applyStats(
  rng: Rng,
  total: number,
  type: CareerType,
  min: number | null,
  education: string,
): ApplyStatRow[] {
  if (total <= 0) return [];
  const rows: ApplyStatRow[] = [];
  const careers = careerBands(type, min);
  split(rng, total, careers).forEach((count, i) => {
    if (count > 0) rows.push({ dimension: 'career', band: careers[i]?.[0] ?? '', count });
  });
  const edus = educationBands(education);
  split(rng, total, edus).forEach((count, i) => {
    if (count > 0) rows.push({ dimension: 'education', band: edus[i]?.[0] ?? '', count });
  });
  return rows;
}

const dayDiff = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

function careerWord(rng: Rng, type: CareerType): string {
  if (type === 'N') return '신입';
  if (type === 'E') return '경력';
  return rng.pick(['신입/경력', '경력무관']);
}

interface TitleInput {
  brand: string;
  job: JobProfile;
  role: string;
  career: CareerType;
  companyType: string;
  intern: 'experience' | 'conversion' | null;
  partTime: boolean;
  contract: boolean;
  districtName: string;
  year: string;
  half: string;
}

function titleOf(rng: Rng, t: TitleInput): string {
  if (t.intern) {
    const kind = t.intern === 'conversion' ? '채용연계형' : '체험형';
    return rng.pick([
      `[${t.brand}] ${t.year}년 ${t.half} ${kind} 인턴 모집 (${t.job.title})`,
      `${t.brand} ${kind} 인턴십 모집 - ${t.job.title}`,
      `[${t.brand}] ${t.job.title} ${kind} 인턴 채용`,
    ]);
  }
  if (t.companyType === '04') {
    return `${t.brand} ${t.year}년 제${rng.int(1, 4)}차 ${t.contract ? '계약직' : '정규직'} 직원 채용 (${t.job.title})`;
  }
  const career = careerWord(rng, t.career);
  if (t.partTime) {
    return rng.pick([
      `[${t.brand}] ${t.job.title} 아르바이트 모집`,
      `${t.districtName} ${t.job.title} 파트타이머 모집`,
      `[${t.brand}] ${t.job.title} 시간제 근무자 모집 (${career})`,
    ]);
  }
  const family = t.job.family;
  if (
    ['production', 'logistics', 'driver', 'service', 'cook', 'care', 'facility', 'trades'].includes(
      family,
    )
  ) {
    return rng.weighted([
      [`[${t.districtName}] ${t.job.title} 모집 (${career})`, 3],
      [`${t.brand} ${t.job.title} ${t.contract ? '계약직' : '정규직'} 채용`, 3],
      [`[${t.brand}] ${t.job.title} 구인 (${career})`, 2],
      [`[급구] ${t.districtName} ${t.job.title} 모집`, 0.6],
    ]);
  }
  if ((t.companyType === '01' || t.companyType === '02') && t.career === 'N' && rng.chance(0.4)) {
    return `${t.brand} ${t.year}년 ${t.half} 신입사원 공개채용 (${t.job.title})`;
  }
  return rng.weighted([
    [`[${t.brand}] ${t.role} ${career} 채용`, 4],
    [`${t.brand} ${t.role} 모집 (${career})`, 2],
    [`[${t.brand}] ${career} ${t.role} 채용`, 2],
    [`${t.role} ${career} 채용 - ${t.brand}`, 1],
  ]);
}

/**
 * Postings for the given companies, opened in the 45 days before `today`
 * (YYYY-MM-DD, Asia/Seoul). Same rng state, companies and today → same postings.
 */
export function generatePostings(
  rng: Rng,
  companies: readonly SeedCompany[],
  n: number,
  today: string,
): GeneratedPosting[] {
  if (companies.length === 0 || n <= 0) return [];
  const next = postingGenerator(rng, companies, today, n);
  return Array.from({ length: n }, () => next());
}

/**
 * The postings of `generatePostings` one at a time, so that a large run
 * (the benchmark's 100,000) can be written in chunks without holding them all.
 *
 * Given the `total` to come, they come in the order they were registered,
 * oldest first, as rows arrive in a live portal: posting ids and the table's
 * physical order then follow the open date, which the latest-first list walks
 * (drawn at random, each page's rows sat on as many pages of the table).
 */
export function postingGenerator(
  rng: Rng,
  companies: readonly SeedCompany[],
  today: string,
  total?: number,
): () => GeneratedPosting {
  if (companies.length === 0) throw new Error('postings need companies');
  const anyCompany = new Picker(
    companies.map((c) => [c, TYPE_ACTIVITY[c.companyType] ?? 1] as const),
  );
  const internEligible = companies.filter(
    (c) =>
      INTERN_TYPES.has(c.companyType) &&
      jobsOf(c).intern !== undefined &&
      industryOf(c)?.plainName !== true,
  );
  const internCompany = internEligible.length
    ? new Picker(internEligible.map((c) => [c, TYPE_ACTIVITY[c.companyType] ?? 1] as const))
    : undefined;
  const year = today.slice(0, 4);
  const half = Number(today.slice(5, 7)) <= 6 ? '상반기' : '하반기';

  let made = 0;
  /** Where in [0, 1) the next open date falls, 0 today: stratified by `total` when given. */
  const age = (draw: number) => (total ? 1 - (Math.min(made, total - 1) + draw) / total : draw);

  return () => {
    const internPick = internCompany !== undefined && rng.chance(0.08);
    const company = (internPick ? internCompany : undefined)?.pick(rng) ?? anyCompany.pick(rng);
    const table = jobsOf(company);
    const isIntern = internPick && table.intern !== undefined;
    const jobCode = (isIntern && table.intern ? table.intern : table.all).pick(rng);
    const job = JOB_BY_CODE.get(jobCode);
    if (!job) throw new Error(`no job profile for ${jobCode}`);
    const family = FAMILIES[job.family];
    const internKind = isIntern ? (rng.chance(0.55) ? 'conversion' : 'experience') : null;
    const partTime = !isIntern && rng.chance(family.partTime);

    const career = careerOf(rng, family, isIntern);
    const education = rng.weighted(family.education);
    const employmentType = isIntern
      ? '20'
      : partTime
        ? rng.weighted([
            ['21', 7],
            ['11', 3],
          ])
        : rng.chance(0.01)
          ? 'Y'
          : rng.weighted(family.employment);

    let pay: Pay;
    if (isIntern) {
      pay = payFrom(rng, { type: 'M', lo: 220, hi: 280, spread: [0, 0] }, 0);
      pay = { ...pay, max: pay.min };
    } else if (rng.chance(family.negotiable * (TYPE_NEGOTIABLE[company.companyType] ?? 1))) {
      pay = NO_PAY;
    } else if (partTime) {
      const hourlySpecs = family.pay.filter(([s]) => s.type === 'H');
      pay = payFrom(rng, rng.weighted(hourlySpecs.length ? hourlySpecs : PART_TIME_PAY), 0);
    } else {
      pay = payFrom(rng, rng.weighted(family.pay), career.min ?? 0);
    }

    const schedule = rng.weighted(partTime ? PART_TIME_HOURS : family.hours);
    const headcount = rng.chance(0.05)
      ? null
      : isIntern
        ? rng.int(2, 10)
        : rng.int(family.headcount[0], family.headcount[1]);

    // Where the work is: the company's own address mostly; factories and sites elsewhere.
    let region = company.regionCode;
    if (family.industrialSite && !industryOf(company)?.industrial && rng.chance(0.4)) {
      region = pickIndustrialDistrict(rng);
    } else if (rng.chance(0.15)) {
      region = pickDistrict(rng);
    }
    let regionCodes = [region];
    if (['sales', 'driver'].includes(job.family) && rng.chance(0.15)) {
      regionCodes = [provinceOf(region)];
    } else if (rng.chance(0.06)) {
      const second = pickDistrict(rng, provinceOf(region));
      if (second !== region) regionCodes.push(second);
    }
    const districtName = codeBook.regionLabel(region);

    const jobCodes = [job.code];
    if (rng.chance(0.08)) {
      const related = JOBS.filter((j) => j.family === job.family && j.code !== job.code);
      if (related.length) jobCodes.push(rng.pick(related).code);
    }

    const brand = shortName(company.name);
    const skill = job.skills && rng.chance(0.7) ? rng.pick(job.skills) : undefined;
    const role = skill ? `${job.title} (${skill})` : job.title;
    const title = titleOf(rng, {
      brand,
      job,
      role,
      career: career.type,
      companyType: company.companyType,
      intern: internKind,
      partTime,
      contract: employmentType === '20' || employmentType === '21',
      districtName,
      year,
      half,
    });

    const duties = rng.sample(job.duties, rng.int(3, Math.min(5, job.duties.length)));
    const eduName = codeBook.name(CODE_GROUPS.education, education);
    const qualifications = [
      education === '00' ? '학력 무관' : `${eduName} 이상`,
      isIntern
        ? `${year}년 졸업자 또는 졸업예정자`
        : career.type === 'E'
          ? `${job.title} ${careerLabel('E', career.min, career.max)}`
          : career.type === 'N'
            ? '신입 지원 가능'
            : '경력 무관 (신입 지원 가능)',
      ...rng.sample(family.qualifications, 2),
    ];
    const preferredCerts =
      job.certs.length && rng.chance(0.65)
        ? rng.sample(job.certs, rng.int(1, Math.min(2, job.certs.length)))
        : [];
    const preferred = [
      ...rng.sample(family.preferred, rng.int(2, 3)),
      ...preferredCerts.map((cd) => `${certName.get(cd) ?? cd} 자격증 소지자`),
    ];

    const processSteps: string[] =
      internKind === 'conversion'
        ? ['서류전형', '1차 면접', '인턴 근무(3개월)', '최종 평가', '정규직 전환']
        : internKind === 'experience'
          ? ['서류전형', '면접', '최종 합격']
          : [...rng.pick(family.process)];
    const documents = [...rng.pick(family.documents)];

    let applyMethod: ApplyMethod = rng.weighted([
      ['ilteo', 85],
      ['homepage', 10],
      ['email', 5],
    ] as const);
    let applyUrl: string | null = null;
    if (applyMethod !== 'ilteo' && company.homepage) {
      const host = company.homepage.replace(/^https:\/\/(www\.)?/, '');
      applyUrl = applyMethod === 'homepage' ? `${company.homepage}/careers` : `recruit@${host}`;
    } else {
      applyMethod = 'ilteo';
    }

    const welfareCodes = flags(rng, family.welfare);
    if (company.companyType === '01' && !welfareCodes.includes('13') && rng.chance(0.5))
      welfareCodes.push('13');
    const benefits = rng.sample(family.benefits, rng.int(4, 7));
    const preferentialCodes = flags(
      rng,
      company.companyType === '04' ? FAMILIES.public.preferentials : family.preferentials,
    );

    // Dates: opened in the last 45 days; most close on a date between 20 days ago and 45 days ahead.
    let openDate = addDays(today, -Math.floor(45 * Math.pow(age(rng.next()), 1.2)));
    made += 1;
    const closeType: CloseType = rng.weighted([
      ['date', 75],
      ['always', 15],
      ['until-filled', 10],
    ] as const);
    let closeDate: string | null = null;
    if (closeType === 'date') {
      closeDate = addDays(today, rng.int(-20, 45));
      if (dayDiff(openDate, closeDate) < 3) openDate = addDays(closeDate, -rng.int(5, 24));
    }
    const daysOpen = dayDiff(openDate, closeDate && closeDate < today ? closeDate : today) + 1;
    const popularity =
      Math.exp(normal(rng) * 1.1) *
      (TYPE_VIEWS[company.companyType] ?? 1) *
      (isIntern ? 1.8 : ['dev', 'data', 'public'].includes(job.family) ? 1.5 : 1);
    const viewCount = Math.min(500_000, Math.floor(daysOpen * 12 * popularity) + rng.int(0, 20));
    const applyCount =
      applyMethod === 'ilteo' ? Math.floor(viewCount * (0.005 + rng.next() * 0.05)) : 0;
    const status = rng.chance(0.02) ? 'closed' : 'open';
    const openHour = openDate === today ? rng.int(0, 7) : rng.int(8, 18);
    const createdAt = new Date(
      `${openDate}T${String(openHour).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00+09:00`,
    );

    const html = describePosting(rng, {
      companyDescription: company.description,
      brand,
      jobTitle: job.title,
      family: job.family,
      intern: internKind,
    });

    return {
      companyId: company.companyId,
      title,
      regionCodes,
      jobCodes,
      employmentType,
      careerType: career.type,
      careerMin: career.min,
      careerMax: career.max,
      education,
      salaryType: pay.type,
      salaryMin: pay.min,
      salaryMax: pay.max,
      salaryNegotiable: pay.negotiable,
      headcount,
      workHours: schedule.hours,
      workDays: schedule.days,
      workDaysNote: schedule.note ?? null,
      descriptionHtml: html,
      duties,
      qualifications,
      preferred,
      preferredCerts,
      processSteps,
      documents,
      applyMethod,
      applyUrl,
      welfareCodes,
      benefits,
      preferentialCodes,
      openDate,
      closeDate,
      closeType,
      isIntern,
      viewCount,
      applyCount,
      status,
      createdAt,
      applyStats: applyStats(rng, applyCount, career.type, career.min, education),
    };
  };
}
