import { bizNoCheckDigit, CODE_GROUPS } from '@ilteo/contract';
import { codeBook, type NewCompany } from '../../modules/postings';
import { INDUSTRIES, type IndustryLine, type IndustryProfile } from './industries';
import { BRANDS, PREFIXES, PUBLIC_FIELDS, PUBLIC_KINDS, roadsOf, type Word } from './names';
import type { Rng } from './prng';
import { pickDistrict, pickIndustrialDistrict } from './regions';
import { instrumental, thousands, topic } from './text';

/** CO_TP codes and their share among generated companies. */
const TYPE_WEIGHTS: readonly (readonly [string, number])[] = [
  ['06', 50],
  ['07', 14],
  ['02', 12],
  ['03', 6],
  ['01', 5],
  ['04', 5],
  ['05', 5],
  ['09', 3],
];

/** Industries each company type is found in (all but public bodies when absent). */
const TYPE_INDUSTRIES: Record<string, readonly string[]> = {
  '01': [
    'software',
    'electronics',
    'machinery',
    'bio',
    'food',
    'retail',
    'logistics',
    'construction',
    'energy',
    'finance',
    'hotel',
  ],
  '02': INDUSTRIES.map((i) => i.key).filter((k) => k !== 'care'),
  '03': ['software', 'game', 'electronics', 'machinery', 'bio', 'media'],
  '07': ['software', 'game', 'media', 'retail', 'food', 'education', 'bio', 'logistics', 'finance'],
  '05': [
    'software',
    'electronics',
    'bio',
    'machinery',
    'finance',
    'retail',
    'food',
    'trading',
    'media',
    'hotel',
  ],
  '09': [
    'software',
    'electronics',
    'machinery',
    'bio',
    'food',
    'logistics',
    'construction',
    'media',
  ],
};

/** Employees (log-uniform) and founding years per company type. */
const SCALE: Record<
  string,
  { employees: readonly [number, number]; founded: readonly [number, number] }
> = {
  '01': { employees: [1_000, 30_000], founded: [1955, 2000] },
  '02': { employees: [300, 2_000], founded: [1970, 2010] },
  '06': { employees: [5, 299], founded: [1985, 2022] },
  '03': { employees: [10, 200], founded: [2000, 2022] },
  '07': { employees: [3, 120], founded: [2015, 2025] },
  '04': { employees: [150, 2_500], founded: [1962, 2015] },
  '05': { employees: [20, 800], founded: [1988, 2020] },
  '09': { employees: [30, 299], founded: [1995, 2018] },
};

/** Districts of the 혁신도시 where most public bodies moved. */
const INNOVATION_CITIES: readonly string[] = [
  '12170',
  '51130',
  '48170',
  '36110',
  '27140',
  '52111',
  '47150',
  '31110',
  '26290',
  '50130',
  '43750',
  '43770',
];

const STARTUP_SUFFIXES: readonly Word[] = [
  ['랩스', 'labs'],
  ['컴퍼니', 'company'],
  ['플러스', 'plus'],
  ['웍스', 'works'],
];

const KIND_WORD: Record<string, string> = {
  '01': '기업',
  '02': '중견기업',
  '06': '기업',
  '03': '벤처기업',
  '07': '스타트업',
  '05': '글로벌 기업의 한국 법인',
  '09': '청년친화강소기업',
};
const PLAIN_KIND: Record<string, string> = {
  hospital: '의료기관',
  care: '복지시설',
  restaurant: '외식 기업',
};

const industryByName = new Map<string, IndustryProfile>(
  INDUSTRIES.flatMap((p) => p.lines.map((l) => [l.industry, p] as const)),
);

/** The industry profile of a generated company (undefined for public bodies). */
export function industryOf(company: Pick<NewCompany, 'industry'>): IndustryProfile | undefined {
  return industryByName.get(company.industry);
}

/** The name without its legal form, as postings put it in brackets: (주)한빛테크 → 한빛테크. */
export function shortName(name: string): string {
  return name.replace(/^\(주\)|^주식회사 |\(주\)$|\(유\)$| 유한회사$/g, '').trim();
}

export { isValidBizNo } from '@ilteo/contract';

function sizeCodeOf(employees: number): string {
  if (employees < 5) return 'W5';
  if (employees < 10) return 'W9';
  if (employees < 30) return 'W10';
  if (employees < 50) return 'W30';
  if (employees < 100) return 'W50';
  return 'W100';
}

function logUniform(rng: Rng, [lo, hi]: readonly [number, number]): number {
  return Math.round(Math.exp(Math.log(lo) + rng.next() * (Math.log(hi) - Math.log(lo))));
}

function address(rng: Rng, regionCode: string): string {
  const [district, province] = codeBook
    .withAncestors(CODE_GROUPS.region, regionCode)
    .map((cd) => codeBook.name(CODE_GROUPS.region, cd));
  const place = !province || province === district ? district : `${province} ${district}`;
  const road = rng.pick(roadsOf(regionCode, district ?? ''));
  const no = rng.chance(0.7) ? rng.int(1, 450) : `${rng.int(1, 120)}-${rng.int(1, 30)}`;
  const floor = rng.chance(0.45) ? `, ${rng.int(2, 15)}층` : '';
  return `${place} ${road} ${no}${floor}`;
}

interface Draft {
  name: string;
  roman: string;
  industry: string;
  profile: IndustryProfile | undefined;
  line?: IndustryLine;
  field?: string;
  brand?: string;
}

function legalForm(rng: Rng, companyType: string, name: string, plain: boolean): string {
  if (plain && !rng.chance(0.3)) return name;
  if (companyType === '07')
    return rng.weighted([
      [`주식회사 ${name}`, 5],
      [`(주)${name}`, 4],
      [name, 1],
    ]);
  return rng.weighted([
    [`(주)${name}`, 45],
    [`주식회사 ${name}`, 25],
    [`${name}(주)`, 20],
    [name, 10],
  ]);
}

function draft(rng: Rng, companyType: string, used: Set<string>): Draft {
  if (companyType === '04') {
    const [field, fieldRoman, industry] = rng.pick(PUBLIC_FIELDS);
    const [prefix, roman] = rng.pick(PREFIXES);
    const kind = rng.pick(PUBLIC_KINDS);
    return {
      name: `${prefix}${field}${kind}`,
      roman: `${roman}-${fieldRoman}`,
      industry,
      profile: undefined,
      field,
    };
  }
  const allowed = TYPE_INDUSTRIES[companyType];
  const profiles = INDUSTRIES.filter((p) => !allowed || allowed.includes(p.key));
  const profile = rng.weighted(profiles.map((p) => [p, p.weight] as const));
  const line = rng.pick(profile.lines);
  const industry = line.industry;
  if (companyType === '05') {
    const [brand, roman] = rng.pick(BRANDS);
    const name = rng.weighted([
      [`${brand}코리아(유)`, 4],
      [`${brand}코리아 유한회사`, 2],
      [`(주)${brand}코리아`, 4],
    ]);
    return { name, roman: `${roman}-korea`, industry, profile, line, brand };
  }
  // Retry a few times for a name not yet used; large runs reuse names, as real registers do.
  let base: Word = ['', ''];
  for (let attempt = 0; attempt < 12; attempt++) {
    const [prefix, roman] = rng.pick(PREFIXES);
    const [suffix, suffixRoman] =
      companyType === '07' && rng.chance(0.35)
        ? rng.pick(STARTUP_SUFFIXES)
        : rng.pick(line.suffixes ?? profile.suffixes);
    base = [`${prefix}${suffix}`, `${roman}${suffixRoman}`];
    if (!used.has(base[0])) break;
  }
  used.add(base[0]);
  return {
    name: legalForm(rng, companyType, base[0], profile.plainName === true),
    roman: base[1],
    industry,
    profile,
    line,
  };
}

function description(
  rng: Rng,
  d: Draft,
  companyType: string,
  founded: number,
  employees: number,
): string {
  const subject = topic(shortName(d.name));
  if (!d.profile) {
    return [
      `${subject} ${d.field ?? ''} 분야의 정책 사업을 수행하는 공공기관으로, ${founded}년에 설립되었습니다.`,
      rng.pick([
        '국민과 지역 사회에 꼭 필요한 공공서비스를 제공합니다.',
        '공정하고 투명한 경영으로 공공의 신뢰를 지켜 가고 있습니다.',
        '혁신도시로 이전해 지역과 함께 성장하고 있습니다.',
      ]),
    ].join(' ');
  }
  const kind =
    (d.profile.plainName ? PLAIN_KIND[d.profile.key] : undefined) ??
    KIND_WORD[companyType] ??
    '기업';
  const sentences = [
    `${subject} ${d.line?.business ?? ''} ${instrumental(kind)}, ${founded}년에 설립되었습니다.`,
    rng.pick(d.profile.detail),
  ];
  if (companyType === '01')
    sentences.push(`국내외 사업장에서 임직원 ${thousands(employees)}명이 함께 일하고 있습니다.`);
  else if (companyType === '05')
    sentences.push(`${d.brand ?? ''} 본사와 긴밀히 협업하며 한국 시장을 맡고 있습니다.`);
  else if (companyType === '07' && rng.chance(0.6))
    sentences.push('작은 팀이 빠르게 실험하고 배우는 문화를 지향합니다.');
  return sentences.join(' ');
}

/** Fictional companies with consistent type, industry, size, place and valid business numbers. */
export function generateCompanies(rng: Rng, n: number): NewCompany[] {
  const usedNames = new Set<string>();
  const usedBizNos = new Set<string>();
  const out: NewCompany[] = [];
  for (let i = 0; i < n; i++) {
    const companyType = rng.weighted(TYPE_WEIGHTS);
    const d = draft(rng, companyType, usedNames);
    const scale = SCALE[companyType] ?? { employees: [5, 299], founded: [1990, 2022] };
    const employees = logUniform(rng, scale.employees);
    const founded = rng.int(scale.founded[0], scale.founded[1]);
    const regionCode =
      companyType === '04' && rng.chance(0.7)
        ? rng.pick(INNOVATION_CITIES)
        : d.profile?.industrial && rng.chance(0.6)
          ? pickIndustrialDistrict(rng)
          : pickDistrict(rng);

    let bizNo: string;
    do {
      const office = String(rng.int(101, 899));
      // 81, 86, 87, 88: 영리법인 본점; 82: 비영리법인; 01–79: 개인사업자.
      const kind =
        companyType === '04'
          ? '82'
          : d.profile?.plainName && rng.chance(0.6)
            ? String(rng.int(10, 79))
            : rng.pick(['81', '86', '87', '88']);
      const first9 = `${office}${kind}${String(rng.int(0, 9999)).padStart(4, '0')}`;
      bizNo = `${first9}${bizNoCheckDigit(first9)}`;
    } while (usedBizNos.has(bizNo));
    usedBizNos.add(bizNo);

    out.push({
      name: d.name,
      bizNo,
      companyType,
      industry: d.industry,
      sizeCode: sizeCodeOf(employees),
      employeeCount: employees,
      foundedYear: founded,
      address: address(rng, regionCode),
      regionCode,
      homepage: rng.chance(0.85)
        ? `https://${rng.chance(0.6) ? 'www.' : ''}${d.roman}.example`
        : null,
      logoUrl: null,
      description: description(rng, d, companyType, founded, employees),
    });
  }
  return out;
}
