import type {
  CommonCodeResult,
  PreferenceMatch,
  PreferenceResult,
  RegionNode,
} from '@ilteo/contract';

export const match = (patch: Partial<PreferenceMatch> = {}): PreferenceMatch => ({
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
  score: 92,
  reasons: ['희망 직무 일치: 백엔드 개발자', '희망 지역 일치: 서울 강남구'],
  isNew: true,
  ...patch,
});

export const result = (patch: Partial<PreferenceResult> = {}): PreferenceResult => ({
  configured: true,
  items: [
    match(),
    match({
      postingId: 32,
      title: '데이터 분석가',
      score: 64,
      reasons: ['희망 지역 일치: 서울 강남구'],
      isNew: false,
    }),
  ],
  page: 1,
  size: 20,
  total: 2,
  totalPages: 1,
  today: '2025-03-01',
  ...patch,
});

export const REGIONS: RegionNode[] = [
  {
    cd: '11000',
    name: '서울특별시',
    count: 120,
    children: [
      { cd: '11680', name: '강남구', count: 80 },
      { cd: '11650', name: '서초구', count: 40 },
    ],
  },
  {
    cd: '26000',
    name: '부산광역시',
    count: 30,
    children: [{ cd: '26350', name: '해운대구', count: 12 }],
  },
];

export const JOB_CODES: CommonCodeResult = {
  JOB: [
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
  ],
};

const flat = (items: [string, string][]) =>
  items.map(([cd, name]) => ({ cd, name, upperCd: null, level: 1 }));

export const CHOICE_CODES: CommonCodeResult = {
  EMP_TP: flat([
    ['10', '정규직'],
    ['20', '계약직'],
    ['30', '인턴'],
  ]),
  PREF: flat([
    ['01', '장애인'],
    ['02', '국가보훈 대상자'],
    ['03', '고령자'],
  ]),
};
