import { CODE_GROUPS, type CompanyIndustry, type ListingKind } from '@ilteo/contract';
import { codeBook } from '../../modules/postings';
import type { Rng } from '../postings/prng';
import { companyRng, employeesOf, groupOf, type CompanyFacts } from './facts';

/** What company_profile holds of one company. */
export interface GeneratedProfile {
  companyId: number;
  industryGroup: CompanyIndustry;
  listing: ListingKind;
  ceoName: string;
  benefits: string[];
}

/** Common surnames, weighted roughly as the census counts them. */
const SURNAMES: readonly (readonly [string, number])[] = [
  ['김', 21],
  ['이', 15],
  ['박', 8],
  ['최', 5],
  ['정', 5],
  ['강', 2.5],
  ['조', 2.5],
  ['윤', 2.2],
  ['장', 2.1],
  ['임', 1.9],
  ['한', 1.5],
  ['오', 1.5],
  ['서', 1.4],
  ['신', 1.4],
  ['권', 1.4],
  ['황', 1.4],
  ['안', 1.3],
  ['송', 1.3],
  ['류', 1.2],
  ['홍', 1.1],
];

/** Syllables of given names common among Korean executives' generations. */
const FIRST = [
  '성',
  '영',
  '정',
  '재',
  '상',
  '동',
  '병',
  '진',
  '준',
  '현',
  '승',
  '민',
  '태',
  '종',
  '기',
  '한',
  '지',
  '수',
  '혜',
  '은',
];
const SECOND = [
  '호',
  '수',
  '철',
  '훈',
  '민',
  '석',
  '우',
  '환',
  '진',
  '규',
  '식',
  '희',
  '연',
  '숙',
  '경',
  '영',
  '준',
  '원',
  '미',
  '선',
];

function ceoName(rng: Rng): string {
  const surname = rng.weighted(SURNAMES);
  let first = rng.pick(FIRST);
  let second = rng.pick(SECOND);
  // '영영', '진진': pick again rather than print a name nobody has.
  while (first === second) second = rng.pick(SECOND);
  if (rng.chance(0.08)) [first, second] = [second, first];
  return `${surname}${first}${second}`;
}

/** Listed shares by company type: big companies mostly on the KOSPI, ventures on the KOSDAQ. */
function listingOf(rng: Rng, c: CompanyFacts): ListingKind {
  const employees = employeesOf(c);
  switch (c.companyType) {
    case '01':
      return rng.weighted([
        ['kospi', 70],
        ['kosdaq', 10],
        ['unlisted', 20],
      ]);
    case '02':
      return rng.weighted([
        ['kospi', 25],
        ['kosdaq', 35],
        ['unlisted', 40],
      ]);
    case '03':
    case '09':
      return rng.weighted([
        ['kosdaq', employees >= 100 ? 20 : 6],
        ['konex', 4],
        ['unlisted', 90],
      ]);
    case '06':
      return rng.weighted([
        ['kosdaq', employees >= 150 ? 8 : 1],
        ['konex', 1],
        ['unlisted', 98],
      ]);
    default:
      // Public bodies, foreign subsidiaries and startups are not listed here.
      return 'unlisted';
  }
}

/** Share of companies of a tier offering each welfare code (beyond the ones every company picks). */
const WELFARE_SHARE: Record<string, number> = {
  '01': 0.25, // 기숙사
  '02': 0.3, // 통근버스
  '04': 0.85, // 중식
  '06': 0.2, // 주택자금
  '11': 0.3, // 차량유지비
  '12': 0.6, // 교육비
  '13': 0.35, // 자녀학자금
  '09': 0.5, // 기타
};

/** Bigger, richer, industrial companies offer more. */
function benefitsOf(rng: Rng, c: CompanyFacts, group: CompanyIndustry): string[] {
  const boost =
    c.companyType === '01' || c.companyType === '04'
      ? 0.35
      : c.companyType === '02' || c.companyType === '05'
        ? 0.2
        : c.companyType === '07'
          ? -0.1
          : 0;
  const industrial = group === 'electronics' || group === 'machinery' || group === 'construction';
  const codes = codeBook.list(CODE_GROUPS.welfare).map((r) => r.cd);
  const chosen = codes.filter((cd) => {
    let p = (WELFARE_SHARE[cd] ?? 0.3) + boost;
    if ((cd === '01' || cd === '02') && industrial) p += 0.3;
    return rng.chance(Math.min(0.95, p));
  });
  // At least three: fill from the commonest ones (meals, training, 기타) in the code book's order.
  for (const cd of ['04', '12', '09', ...codes]) {
    if (chosen.length >= 3) break;
    if (!chosen.includes(cd)) chosen.push(cd);
  }
  return codes.filter((cd) => chosen.includes(cd));
}

export function generateProfile(seed: number, c: CompanyFacts): GeneratedProfile {
  const rng = companyRng(seed, c, 'profile');
  const industryGroup = groupOf(c);
  return {
    companyId: c.companyId,
    industryGroup,
    listing: listingOf(rng, c),
    ceoName: ceoName(rng),
    benefits: benefitsOf(rng, c, industryGroup),
  };
}
