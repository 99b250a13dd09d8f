import type { CommonCode, PostingSummary, RegionNode } from '@ilteo/contract';

/** Test data in the contract's shapes, shared by every screen that lists postings. */

/** One open posting (신입, 정규직, 서울 강남구); `overrides` replaces whole fields. */
export const postingSummary = (overrides: Partial<PostingSummary> = {}): PostingSummary => ({
  postingId: 31,
  title: '백엔드 개발자 (Node.js)',
  company: {
    companyId: 7,
    name: '가람소프트',
    companyType: '06',
    companyTypeName: '중소기업',
    logoUrl: null,
  },
  regions: [{ cd: '11680', name: '서울 강남구' }],
  jobs: [{ cd: '024001', name: '백엔드 개발자' }],
  careerType: 'N',
  careerMin: null,
  careerMax: null,
  careerLabel: '신입',
  education: '05',
  educationLabel: '대졸(4년)',
  employmentType: '10',
  employmentTypeLabel: '정규직',
  salary: {
    type: 'Y',
    min: 40_000_000,
    max: null,
    negotiable: false,
    label: '연봉 4,000만원 이상',
  },
  closeType: 'date',
  openDate: '2025-02-20',
  closeDate: '2025-03-04',
  intern: false,
  status: 'open',
  viewCount: 10,
  applyCount: 2,
  interested: false,
  ...overrides,
});

/** Open-posting counts by region code; the defaults below fill what is not given. */
export type RegionCounts = Partial<Record<string, number>>;

const DEFAULT_REGION_COUNTS: Record<string, number> = {
  '11000': 120,
  '11680': 80,
  '11650': 40,
  '26000': 30,
  '26350': 12,
};

/** 서울특별시 (강남구, 서초구) and 부산광역시 (해운대구), as GET API.person.recrtAddr sends them. */
export function regionTree(counts: RegionCounts = {}): RegionNode[] {
  const count = (cd: string) => counts[cd] ?? DEFAULT_REGION_COUNTS[cd] ?? 0;
  const node = (cd: string, name: string) => ({ cd, name, count: count(cd) });
  return [
    {
      ...node('11000', '서울특별시'),
      children: [node('11680', '강남구'), node('11650', '서초구')],
    },
    { ...node('26000', '부산광역시'), children: [node('26350', '해운대구')] },
  ];
}

/** The JOB tree (getCmmnCd grpCd=JOB tree=Y): 연구·공학기술직 › 소프트웨어 개발직 › 백엔드/프론트엔드. */
export function jobTree(): CommonCode[] {
  return [
    {
      cd: '02',
      name: '연구·공학기술직',
      upperCd: null,
      level: 1,
      children: [
        {
          cd: '024',
          name: '소프트웨어 개발직',
          upperCd: '02',
          level: 2,
          children: [
            { cd: '024001', name: '백엔드 개발자', upperCd: '024', level: 3 },
            { cd: '024002', name: '프론트엔드 개발자', upperCd: '024', level: 3 },
          ],
        },
      ],
    },
  ];
}
