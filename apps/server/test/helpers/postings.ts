import type { Database } from '../../src/db/client';
import { seedPostingData, type SeededPostings } from '../../src/seed/postings';
import { addDays, seoulDate } from '../../src/lib/seoul-date';
import {
  insertCompanies,
  insertPostings,
  type NewCompany,
  type NewPosting,
} from '../../src/modules/postings/posting-writer';

/**
 * Companies and postings for API tests, written through the one write path
 * (posting-writer) so every row has its derived columns and search document.
 */

let bizSerial = 0;

/** A valid 사업자등록번호 that no other test company in this process has. */
function uniqueBizNo(): string {
  bizSerial += 1;
  const body = `9${String(bizSerial).padStart(8, '0')}`;
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(body[i]) * (weights[i] as number);
  sum += Math.floor((Number(body[8]) * 5) / 10);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export function companyInput(overrides: Partial<NewCompany> = {}): NewCompany {
  return {
    name: '(주)한빛테스트',
    bizNo: uniqueBizNo(),
    companyType: '06',
    industry: '응용 소프트웨어 개발 및 공급업',
    sizeCode: 'W50',
    employeeCount: 64,
    foundedYear: 2015,
    address: '서울특별시 강남구 테헤란로 123',
    regionCode: '11680',
    homepage: 'https://hanbit-test.example',
    logoUrl: null,
    description: '테스트용 가상 기업입니다. 업무 협업 도구를 만듭니다.',
    ...overrides,
  };
}

/** A complete open posting (백엔드 개발자, 서울 강남구, 연봉) opened yesterday, closing in 30 days. */
export function postingInput(overrides: Partial<NewPosting> & { companyId: number }): NewPosting {
  const today = seoulDate(new Date());
  return {
    title: '[한빛테스트] 백엔드 개발자 (Node.js) 신입/경력 채용',
    regionCodes: ['11680'],
    jobCodes: ['024001'],
    employmentType: '10',
    careerType: 'Z',
    careerMin: null,
    careerMax: null,
    education: '05',
    salaryType: 'Y',
    salaryMin: 40_000_000,
    salaryMax: 55_000_000,
    salaryNegotiable: false,
    headcount: 2,
    workHours: '09:00~18:00 (주 40시간)',
    workDays: '1',
    workDaysNote: null,
    descriptionHtml:
      '<h3>모집 부문</h3><p>백엔드 개발자를 모집합니다.</p><h3>주요 업무</h3><ul><li>API 설계와 개발</li></ul>',
    duties: ['Node.js 기반 API 설계와 개발', '데이터베이스 모델링과 성능 개선'],
    qualifications: ['학사 이상', 'TypeScript 개발 경험'],
    preferred: ['PostgreSQL 운영 경험'],
    preferredCerts: ['1320'],
    processSteps: ['서류전형', '1차 면접', '최종 합격'],
    documents: ['이력서', '자기소개서'],
    applyMethod: 'ilteo',
    applyUrl: null,
    welfareCodes: ['04', '12'],
    benefits: ['4대 보험', '연차휴가'],
    preferentialCodes: [],
    openDate: addDays(today, -1),
    closeDate: addDays(today, 30),
    closeType: 'date',
    isIntern: false,
    viewCount: 0,
    applyCount: 0,
    status: 'open',
    ...overrides,
  };
}

/** Inserts one company; returns its id. */
export async function createCompany(
  db: Database,
  overrides: Partial<NewCompany> = {},
): Promise<number> {
  const [id] = await insertCompanies(db, [companyInput(overrides)]);
  if (id === undefined) throw new Error('company not inserted');
  return id;
}

/** Inserts one posting (and a company if none is given); returns both ids. */
export async function createPosting(
  db: Database,
  overrides: Partial<NewPosting> & { companyId?: number } = {},
): Promise<{ companyId: number; postingId: number }> {
  const companyId = overrides.companyId ?? (await createCompany(db));
  const [postingId] = await insertPostings(db, [postingInput({ ...overrides, companyId })]);
  if (postingId === undefined) throw new Error('posting not inserted');
  return { companyId, postingId };
}

/**
 * Generated companies and postings (the demo generator, deterministic for a
 * seed and a today), with their applicant counts and, unless `exposures` is
 * false, the main page's paid exposures. About one company per 7.5 postings.
 */
export async function seedPostings(
  db: Database,
  options: {
    count: number;
    seed?: number;
    /** YYYY-MM-DD (Asia/Seoul); today by default. */
    today?: string;
    companies?: number;
    exposures?: boolean;
  },
): Promise<SeededPostings> {
  return seedPostingData(db, {
    postings: options.count,
    companies: options.companies ?? Math.max(1, Math.ceil(options.count / 7.5)),
    seed: options.seed ?? 20_260_501,
    today: options.today ?? seoulDate(new Date()),
    exposures: options.exposures ?? true,
  });
}
