import { COMPANY_INDUSTRIES, type CompanyIndustry } from '@ilteo/contract';
import { INDUSTRIES } from '../postings/industries';
import { PUBLIC_FIELDS } from '../postings/names';

/**
 * The company list's industry group (COMPANY_INDUSTRIES) of a company's
 * KSIC line: the postings generator's industry profiles name their lines,
 * so the map is built from them and cannot drift; public bodies (CO_TP 04,
 * whose lines are 행정) are 'public'.
 */

const isIndustry = (key: string): key is CompanyIndustry => key in COMPANY_INDUSTRIES;

const BY_LINE: ReadonlyMap<string, CompanyIndustry> = new Map([
  ...INDUSTRIES.flatMap((profile) => {
    if (!isIndustry(profile.key)) {
      throw new Error(`industry profile ${profile.key} has no COMPANY_INDUSTRIES group`);
    }
    const key = profile.key;
    return profile.lines.map((l) => [l.industry, key] as const);
  }),
  ...PUBLIC_FIELDS.map(([, , line]) => [line, 'public'] as const),
]);

/** Every KSIC line the generator writes, with its group (for tests and importers). */
export const INDUSTRY_LINE_GROUPS: ReadonlyMap<string, CompanyIndustry> = BY_LINE;

/**
 * The group of a company: public bodies by type; otherwise by its line;
 * an unknown line (a real company's own wording) by keywords, else 'machinery'
 * (제조업 is the commonest KSIC section among Korean employers).
 */
export function industryGroupOf(company: {
  companyType: string | null;
  industry: string | null;
}): CompanyIndustry {
  if (company.companyType === '04') return 'public';
  const line = (company.industry ?? '').trim();
  const known = BY_LINE.get(line);
  if (known) return known;
  for (const [pattern, group] of KEYWORDS) if (pattern.test(line)) return group;
  return 'machinery';
}

/** Words of KSIC names that say the group of a line the generator never wrote. */
const KEYWORDS: readonly (readonly [RegExp, CompanyIndustry])[] = [
  [/게임/, 'game'],
  [/소프트웨어|정보서비스|프로그래밍|시스템 통합|포털|데이터/, 'software'],
  [/반도체|전자|디스플레이|통신.*장비|전지/, 'electronics'],
  [/의약|바이오|의료기기|생물/, 'bio'],
  [/음식점|주점|외식|제과점/, 'restaurant'],
  [/식품|음료|제분|도축/, 'food'],
  [/도매|무역|수출|수입/, 'trading'],
  [/소매|유통|편의점|백화점/, 'retail'],
  [/운송|물류|택배|창고/, 'logistics'],
  [/건설|건축|토목|공사업/, 'construction'],
  [/전기|가스|에너지|발전|석유/, 'energy'],
  [/은행|보험|금융|증권|투자/, 'finance'],
  [/방송|출판|영상|광고|미디어|음악/, 'media'],
  [/병원|의원|의료|요양병원/, 'hospital'],
  [/복지|돌봄|요양|보육/, 'care'],
  [/시설|청소|경비|관리업/, 'facility'],
  [/교육|학원|교습/, 'education'],
  [/숙박|호텔|여행|관광/, 'hotel'],
  [/행정|공공/, 'public'],
];
