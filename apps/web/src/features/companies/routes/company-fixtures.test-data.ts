import type { CompanyDetail, CompanyListCard, CompanyPage, CompanyProcess } from '@ilteo/contract';

/** Fictional companies for the company screens' tests (shapes checked by the contract's schemas). */

export const card = (patch: Partial<CompanyListCard> = {}): CompanyListCard => ({
  companyId: 7,
  name: '일터소프트',
  industry: 'software',
  industryName: '응용 소프트웨어 개발 및 공급업',
  companyType: '01',
  companyTypeName: '중소기업',
  sizeCode: '03',
  sizeName: '50~99명',
  regionName: '서울 강남구',
  rating: 3.8,
  reviewCount: 124,
  openPostingCount: 3,
  logoUrl: null,
  ...patch,
});

export const companyPage = (items: CompanyListCard[], patch: Partial<CompanyPage> = {}) => ({
  items,
  page: 1,
  size: 20,
  total: items.length,
  totalPages: 1,
  ...patch,
});

const months = Array.from({ length: 36 }, (_, i) => {
  const year = 2023 + Math.floor((i + 11) / 12);
  const month = ((i + 11) % 12) + 1;
  return {
    month: `${String(year)}-${String(month).padStart(2, '0')}`,
    members: 80 + i,
    joiners: 3 + (i % 4),
    leavers: 2 + (i % 3),
    averageSalary: 3_900_000,
  };
});

export const detail = (patch: Partial<CompanyDetail> = {}): CompanyDetail => ({
  companyId: 7,
  name: '일터소프트',
  industry: 'software',
  industryName: '응용 소프트웨어 개발 및 공급업',
  companyType: '01',
  companyTypeName: '중소기업',
  sizeCode: '03',
  sizeName: '50~99명',
  listing: 'unlisted',
  employeeCount: 118,
  foundedYear: 2012,
  ceoName: '김대표',
  address: '서울특별시 강남구 테헤란로 1',
  regionName: '서울 강남구',
  homepage: 'https://ilteo-soft.example',
  logoUrl: null,
  description: '업무 도구를 만듭니다.\n<script>alert(1)</script>',
  benefits: [
    { code: '01', name: '4대 보험' },
    { code: '07', name: '유연근무제' },
  ],
  financials: [2021, 2022, 2023, 2024, 2025].map((year, i) => ({
    year,
    revenue: 8_000 + i * 1_500,
    operatingProfit: 400 - i * 150,
    netIncome: 300 - i * 120,
    assets: 12_000,
    liabilities: 5_000,
    equity: 7_000,
    debtRatio: 71.4,
  })),
  headcount: months,
  turnoverRate: 12.3,
  averageTenureYears: 4.2,
  averageSalary: 4_700,
  ratings: {
    reviewCount: 124,
    rating: 3.8,
    average: 3.6,
    categories: { promotion: 3.1, payWelfare: 3.5, workLife: 3.9, culture: 3.7, management: null },
    recommendPercent: 64,
    ceoApprovalPercent: 58,
    distribution: [5, 10, 30, 50, 29],
  },
  interviews: {
    count: 12,
    difficulty: 3.4,
    experience: { positive: 50, neutral: 33, negative: 17 },
  },
  openPostingCount: 12,
  postings: [
    {
      postingId: 501,
      title: '백엔드 개발자 (Node.js)',
      closeDate: '2026-12-31',
      regionName: '서울 강남구',
      careerName: '경력 3년 이상',
    },
    {
      postingId: 502,
      title: '프론트엔드 개발자',
      closeDate: null,
      regionName: '서울 강남구',
      careerName: '신입·경력',
    },
  ],
  dataSource: '생성된 예시 데이터',
  interested: false,
  ...patch,
});

export const process = (patch: Partial<CompanyProcess> = {}): CompanyProcess => ({
  companyId: 7,
  name: '일터소프트',
  processes: [
    {
      steps: [
        { stageNo: 1, name: '서류전형', applicants: 120, passPercent: 25, typicalDays: 7 },
        { stageNo: 2, name: '1차 면접', applicants: 30, passPercent: 40, typicalDays: 5 },
        { stageNo: 3, name: '최종 면접', applicants: null, passPercent: null, typicalDays: null },
      ],
      postingCount: 4,
      examplePostingId: 501,
      exampleTitle: '백엔드 개발자 (Node.js)',
    },
  ],
  medianDaysToResult: 9,
  questionAccess: 'full',
  interviews: {
    count: 12,
    difficulty: 3.4,
    experience: { positive: 50, neutral: 33, negative: 17 },
  },
  questions: [
    {
      recruitReviewId: 31,
      jobName: '백엔드 개발',
      interviewMonth: '2026-09',
      questions: '트랜잭션 격리 수준을 설명해 주세요.\n<b>굵게</b> 쓰지 않습니다.',
      truncated: false,
    },
  ],
  ...patch,
});
