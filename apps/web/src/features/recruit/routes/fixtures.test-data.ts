import {
  API,
  BANNER_API,
  type ApplyState,
  type CommonCode,
  type PostingDetail,
  type PostingFacets,
  type PostingPage,
  type PostingSummary,
  type RegionNode,
} from '@ilteo/contract';
import { http, HttpResponse } from 'msw';
import { server } from '@/shared/testing/msw-server';
import { jobTree, postingSummary, regionTree } from '@/shared/testing/posting-fixtures';
import { envelope } from '@/shared/testing/render-route';

/** Fixtures in the contract's shapes (postingPageSchema, postingDetailSchema …). */

export const TODAY = '2025-03-01';

export const posting = (patch: Partial<PostingSummary> = {}): PostingSummary =>
  postingSummary({
    title: '백엔드 개발자 (Node.js) 신입 채용',
    company: {
      companyId: 12,
      name: '가람소프트',
      companyType: '06',
      companyTypeName: '중소기업',
      logoUrl: null,
    },
    salary: {
      type: 'Y',
      min: 40_000_000,
      max: 50_000_000,
      negotiable: false,
      label: '연봉 4,000~5,000만원',
    },
    viewCount: 120,
    applyCount: 8,
    ...patch,
  });

export const POSTINGS: PostingSummary[] = [
  posting(),
  posting({
    postingId: 32,
    title: '데이터 분석가 경력 채용',
    company: {
      companyId: 13,
      name: '누리데이터',
      companyType: '02',
      companyTypeName: '중견기업',
      logoUrl: null,
    },
    careerType: 'E',
    careerLabel: '경력 3~5년',
    closeType: 'always',
    closeDate: null,
  }),
  posting({ postingId: 33, title: '프론트엔드 인턴', intern: true, closeDate: '2025-03-01' }),
];

export const page = (items: PostingSummary[], pageNo = 1, totalPages = 1): PostingPage => ({
  items,
  page: pageNo,
  size: 20,
  total: totalPages * 20 - (20 - items.length),
  totalPages,
  today: TODAY,
});

export const facets = (patch: Partial<PostingFacets> = {}): PostingFacets => ({
  total: 3,
  regions: { '11000': 3, '11680': 2, '11650': 1 },
  careers: { N: 2, E: 1 },
  educations: { '03': 1, '05': 2 },
  employmentTypes: { '10': 3 },
  companyTypes: { '06': 2, '02': 1 },
  preferentials: {},
  deadlines: { today: 1, within3: 2, within7: 2, always: 1 },
  ...patch,
});

export const REGIONS: RegionNode[] = regionTree({
  '11000': 3,
  '11680': 2,
  '11650': 1,
  '26000': 0,
  '26350': 0,
});

const code = (cd: string, name: string, children?: CommonCode[]): CommonCode => ({
  cd,
  name,
  upperCd: null,
  level: 1,
  ...(children ? { children } : {}),
});

export const JOB_TREE: CommonCode[] = jobTree();

export const FILTER_CODES: Record<string, CommonCode[]> = {
  EDU: [code('00', '학력무관'), code('03', '고졸'), code('05', '대졸(4년)')],
  EMP_TP: [code('10', '정규직'), code('20', '계약직')],
  CO_TP: [code('01', '대기업'), code('02', '중견기업'), code('06', '중소기업')],
  PREF: [code('S', '장애인'), code('08', '보훈대상자')],
};

/** The look-ups every list needs: regions, the JOB tree and the code lists; no 추천 공고. */
export function serveLookups() {
  server.use(
    http.get(API.person.recrtAddr, () => HttpResponse.json(envelope('001', REGIONS))),
    http.get(API.main.postingsByPaidService, () => HttpResponse.json(envelope('001', []))),
    // No list-top banners unless a test serves some (BANNER_API.list).
    http.get(BANNER_API.list, () => HttpResponse.json(envelope('001', []))),
    http.get(API.cmmn.codes, ({ request }) => {
      const groups = new URL(request.url).searchParams.get('grpCd')?.split(',') ?? [];
      const data = groups.includes('JOB')
        ? { JOB: JOB_TREE }
        : Object.fromEntries(groups.map((g) => [g, FILTER_CODES[g] ?? []]));
      return HttpResponse.json(envelope('001', data));
    }),
  );
}

export const detail = (patch: Partial<PostingDetail> = {}): PostingDetail => ({
  ...posting(),
  company: {
    companyId: 12,
    name: '가람소프트',
    companyType: '06',
    companyTypeName: '중소기업',
    logoUrl: null,
    industry: '응용 소프트웨어 개발 및 공급업',
    sizeCode: 'W50',
    sizeName: '50~99인',
    employeeCount: 72,
    foundedYear: 2014,
    address: '서울특별시 강남구 테헤란로 123',
    regionCode: '11680',
    homepage: 'https://garam.example',
    description: '중소 제조기업을 위한 생산관리 SaaS를 만듭니다.',
    openPostingCount: 4,
  },
  headcount: 2,
  workHours: '09:00~18:00 (주 40시간)',
  workDays: { cd: '1', name: '주5일근무' },
  workDaysNote: '유연근무 가능',
  descriptionHtml: '<p>함께 <strong>성장할</strong> 백엔드 개발자를 찾습니다.</p>',
  duties: ['주문 API 설계와 개발', '배치 작업 운영'],
  qualifications: ['Node.js 또는 Java 경험'],
  preferred: ['PostgreSQL 튜닝 경험'],
  preferredCerts: [{ cd: '1320', name: '정보처리기사' }],
  processSteps: ['서류전형', '1차 면접', '최종 합격'],
  documents: ['이력서', '자기소개서'],
  applyMethod: 'ilteo',
  applyUrl: null,
  welfare: [{ cd: '04', name: '중식제공 또는 중식비 지원' }],
  benefits: ['연 1회 건강검진'],
  preferentials: [{ cd: '08', name: '보훈대상자' }],
  createdAt: '2025-02-20T09:00:00+09:00',
  updatedAt: '2025-02-21T09:00:00+09:00',
  interestCount: 5,
  today: TODAY,
  ...patch,
});

export const applyState = (patch: Partial<ApplyState> = {}): ApplyState => ({
  postingId: 31,
  title: '백엔드 개발자 (Node.js) 신입 채용',
  companyName: '가람소프트',
  status: 'open',
  closeType: 'date',
  closeDate: '2025-03-04',
  total: 8,
  byCareer: [
    { band: 'new', label: '신입', count: 5 },
    { band: '1-3', label: '1~3년', count: 3 },
    { band: '4-6', label: '4~6년', count: 0 },
  ],
  byEducation: [
    { band: '05', label: '대졸(4년)', count: 6 },
    { band: '03', label: '고졸', count: 2 },
  ],
  today: TODAY,
  ...patch,
});
