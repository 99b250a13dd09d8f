import type { CareerType } from '@ilteo/contract';

/**
 * What postings of one kind of work have in common: who they ask for, how
 * they pay, when people work, how hiring goes and what comes with the job.
 * Amounts: 연봉·월급 in 만원, 일급·시급 in 원.
 */
export type FamilyKey =
  | 'dev'
  | 'data'
  | 'infra'
  | 'office'
  | 'cs'
  | 'finance'
  | 'marketing'
  | 'sales'
  | 'design'
  | 'engineer'
  | 'construction'
  | 'trades'
  | 'production'
  | 'logistics'
  | 'driver'
  | 'medical'
  | 'care'
  | 'cook'
  | 'service'
  | 'facility'
  | 'education'
  | 'public';

export interface PaySpec {
  type: 'Y' | 'M' | 'D' | 'H';
  lo: number;
  hi: number;
  /** Added per required career year. */
  step?: number;
  /** How far the upper bound lies above the lower. */
  spread: readonly [number, number];
}

export interface Schedule {
  hours: string;
  /** HOLIDAY_TP code. */
  days: string;
  note?: string;
}

type Weighted<T> = readonly (readonly [T, number])[];

export interface FamilyProfile {
  career: Weighted<CareerType>;
  education: Weighted<string>;
  /** Full-time employment types (EMP_TP). */
  employment: Weighted<string>;
  pay: Weighted<PaySpec>;
  /** Share of 회사내규 (pay not stated). */
  negotiable: number;
  hours: Weighted<Schedule>;
  /** Share of part-time postings (시간선택제, paid by the hour). */
  partTime: number;
  headcount: readonly [number, number];
  qualifications: readonly string[];
  preferred: readonly string[];
  process: readonly (readonly string[])[];
  documents: readonly (readonly string[])[];
  /** WELFARE code and the share of postings offering it. */
  welfare: Weighted<string>;
  benefits: readonly string[];
  /** PREF code and the share of postings naming it. */
  preferentials: Weighted<string>;
  /** Interns are recruited in this kind of work. */
  intern: boolean;
  /** Work at factories and sites rather than at the head office. */
  industrialSite?: boolean;
}

const OFFICE_HOURS: Weighted<Schedule> = [
  [{ hours: '09:00~18:00 (주 40시간)', days: '1' }, 6],
  [{ hours: '08:30~17:30 (주 40시간)', days: '1' }, 2],
  [{ hours: '10:00~19:00 (주 40시간)', days: '1' }, 2],
  [{ hours: '시차출퇴근제 (코어타임 10:00~16:00)', days: '1' }, 2],
  [{ hours: '09:00~18:00 (주 40시간)', days: '3' }, 0.5],
];
const IT_HOURS: Weighted<Schedule> = [
  [{ hours: '10:00~19:00 (주 40시간)', days: '1' }, 4],
  [{ hours: '09:00~18:00 (주 40시간)', days: '1' }, 3],
  [{ hours: '선택적 근로시간제 (코어타임 11:00~16:00)', days: '1' }, 3],
  [{ hours: '09:00~18:00, 주 2회 재택근무', days: '1' }, 2],
];
const SHIFT_HOURS: Weighted<Schedule> = [
  [{ hours: '주간 08:30~17:30', days: '1' }, 4],
  [{ hours: '2교대 (주간 08:00~20:00 / 야간 20:00~08:00)', days: '9', note: '4조 2교대' }, 2],
  [{ hours: '3교대 (06:00~14:00 / 14:00~22:00 / 22:00~06:00)', days: '9', note: '3조 3교대' }, 1],
  [{ hours: '주간 08:00~17:00, 잔업 있음', days: '2' }, 1.5],
  [{ hours: '08:30~17:30', days: '3' }, 1.5],
];
const CARE_SHIFTS: Weighted<Schedule> = [
  [
    {
      hours: '3교대 (07:00~15:00 / 15:00~23:00 / 23:00~07:00)',
      days: '9',
      note: '3교대 스케줄 근무',
    },
    3,
  ],
  [{ hours: '09:00~18:00', days: '1' }, 3],
  [{ hours: '08:30~17:30, 토요일 오전 근무', days: '9', note: '평일 + 토요일 격주 오전' }, 2],
  [
    { hours: '2교대 (주간 07:00~19:00 / 야간 19:00~07:00)', days: '9', note: '2교대 스케줄 근무' },
    1,
  ],
];
const SERVICE_HOURS: Weighted<Schedule> = [
  [{ hours: '10:00~19:00 (휴게 1시간)', days: '9', note: '주 5일 스케줄 근무 (주말 포함)' }, 3],
  [{ hours: '오픈 07:00~16:00 / 마감 14:00~23:00', days: '9', note: '주 5일 교대 근무' }, 2],
  [{ hours: '11:00~21:00 (휴게 2시간)', days: '2' }, 1],
  [{ hours: '09:00~18:00', days: '1' }, 1],
];
const SITE_HOURS: Weighted<Schedule> = [
  [{ hours: '07:00~17:00', days: '2' }, 3],
  [{ hours: '07:00~16:00', days: '9', note: '현장 일정에 따라 근무' }, 2],
  [{ hours: '08:00~17:00', days: '1' }, 2],
];
const FACILITY_HOURS: Weighted<Schedule> = [
  [{ hours: '격일제 (07:00~익일 07:00, 휴게 8시간)', days: '9', note: '격일 근무' }, 3],
  [{ hours: '06:00~15:00', days: '1' }, 2],
  [{ hours: '09:00~18:00', days: '1' }, 2],
  [{ hours: '08:00~17:00', days: '2' }, 1],
];
const DRIVER_HOURS: Weighted<Schedule> = [
  [{ hours: '07:00~18:00', days: '1' }, 2],
  [{ hours: '06:00~16:00', days: '2' }, 2],
  [{ hours: '야간 22:00~익일 07:00', days: '9', note: '주 5일 야간 운행' }, 1],
  [{ hours: '임원 일정에 따름 (08:00 출근)', days: '1' }, 0.5],
];
const TEACHING_HOURS: Weighted<Schedule> = [
  [{ hours: '14:00~22:00', days: '1' }, 4],
  [{ hours: '13:00~19:00', days: '1' }, 2],
  [{ hours: '15:00~22:00', days: '9', note: '월~금 + 토요일 오전 특강' }, 1],
];

/** Hours of part-time postings (시간선택제, paid by the hour). */
export const PART_TIME_HOURS: Weighted<Schedule> = [
  [{ hours: '11:00~15:00 (주 20시간)', days: '1' }, 3],
  [{ hours: '18:00~23:00', days: '9', note: '주 3일 (월·수·금)' }, 2],
  [{ hours: '09:00~14:00', days: '1' }, 2],
  [{ hours: '주말 10:00~19:00', days: '9', note: '토·일 근무' }, 2],
  [{ hours: '13:00~18:00', days: '9', note: '주 4일 (요일 협의)' }, 2],
  [{ hours: '22:00~익일 07:00', days: '9', note: '주 3일 야간' }, 1],
];
export const PART_TIME_PAY: Weighted<PaySpec> = [
  [{ type: 'H', lo: 10_320, hi: 11_500, spread: [0, 1_500] }, 4],
  [{ type: 'H', lo: 11_500, hi: 13_500, spread: [0, 2_000] }, 2],
];

const yearly = (lo: number, hi: number, step: number, spread: readonly [number, number]) =>
  ({ type: 'Y', lo, hi, step, spread }) as const satisfies PaySpec;
const monthly = (lo: number, hi: number, step: number, spread: readonly [number, number]) =>
  ({ type: 'M', lo, hi, step, spread }) as const satisfies PaySpec;
const daily = (lo: number, hi: number, spread: readonly [number, number]) =>
  ({ type: 'D', lo, hi, spread }) as const satisfies PaySpec;
const hourly = (lo: number, hi: number, spread: readonly [number, number]) =>
  ({ type: 'H', lo, hi, spread }) as const satisfies PaySpec;

const COMMON_BENEFITS = [
  '4대 보험',
  '퇴직금',
  '연차휴가',
  '경조사비 지원',
  '명절 선물',
  '건강검진 지원',
  '생일 축하금',
  '장기근속 포상',
];
const OFFICE_BENEFITS = [
  ...COMMON_BENEFITS,
  '유연근무제',
  '자기계발비 지원',
  '도서 구입비 지원',
  '점심 식대 지원',
  '야근 식대·교통비 지원',
  '리프레시 휴가',
  '사내 동호회',
  '성과급',
];
const IT_BENEFITS = [
  ...OFFICE_BENEFITS,
  '최신 장비 지급',
  '재택근무(주 1~2회)',
  '컨퍼런스 참가비 지원',
  '클라우드·AI 도구 사용 지원',
];
const SITE_BENEFITS = [
  ...COMMON_BENEFITS,
  '기숙사 제공',
  '통근버스 운행',
  '중식·석식 제공',
  '야간·특근 수당',
  '작업복·안전화 지급',
  '명절 상여금',
  '연장근로 수당',
];
const SERVICE_BENEFITS = [
  '4대 보험',
  '주휴수당',
  '식사 제공',
  '유니폼 지급',
  '직원 할인',
  '교통비 지원',
  '명절 선물',
];
const MEDICAL_BENEFITS = [
  ...COMMON_BENEFITS,
  '나이트 근무 수당',
  '직원 및 가족 진료비 감면',
  '보수교육비 지원',
  '기숙사 제공',
];

const OFFICE_PROCESS = [
  ['서류전형', '1차 면접', '2차 면접', '최종 합격'],
  ['서류전형', '인적성 검사', '1차 면접', '최종 면접', '최종 합격'],
  ['서류전형', '면접', '최종 합격'],
];
const SIMPLE_PROCESS = [
  ['서류전형', '면접', '최종 합격'],
  ['전화 면접', '대면 면접', '채용 확정'],
  ['면접', '채용 확정'],
];

const GENERAL_PREFS: Weighted<string> = [
  ['S', 0.04],
  ['08', 0.03],
  ['07', 0.03],
  ['09', 0.01],
  ['10', 0.01],
];

const office = (over: Partial<FamilyProfile>): FamilyProfile => ({
  career: [
    ['N', 3],
    ['E', 4],
    ['Z', 3],
  ],
  education: [
    ['05', 5],
    ['04', 2],
    ['03', 1],
    ['00', 1],
  ],
  employment: [
    ['10', 8],
    ['20', 2],
  ],
  pay: [[yearly(2_800, 3_600, 180, [400, 1_500]), 1]],
  negotiable: 0.3,
  hours: OFFICE_HOURS,
  partTime: 0.03,
  headcount: [1, 3],
  qualifications: [
    '문서 작성(엑셀·파워포인트) 능력을 갖춘 분',
    '원활한 커뮤니케이션 능력을 갖춘 분',
    '꼼꼼하고 책임감 있는 분',
    '해외여행에 결격 사유가 없는 분',
    '남성의 경우 병역필 또는 면제자',
  ],
  preferred: [
    '관련 업무 경험이 있는 분',
    '인근 거주자',
    '즉시 출근 가능한 분',
    'ERP 사용 경험이 있는 분',
    '영어 커뮤니케이션이 가능한 분',
  ],
  process: OFFICE_PROCESS,
  documents: [
    ['이력서', '자기소개서'],
    ['이력서', '자기소개서', '경력기술서'],
    ['이력서', '자기소개서', '최종학교 졸업증명서'],
  ],
  welfare: [
    ['04', 0.6],
    ['12', 0.35],
    ['13', 0.08],
    ['06', 0.04],
    ['09', 0.1],
  ],
  benefits: OFFICE_BENEFITS,
  preferentials: GENERAL_PREFS,
  intern: true,
  ...over,
});

const itFamily = (over: Partial<FamilyProfile>): FamilyProfile =>
  office({
    career: [
      ['N', 2],
      ['E', 5],
      ['Z', 3],
    ],
    education: [
      ['05', 5],
      ['04', 2],
      ['00', 3],
    ],
    pay: [[yearly(3_400, 4_200, 330, [800, 2_500]), 1]],
    negotiable: 0.3,
    hours: IT_HOURS,
    partTime: 0,
    headcount: [1, 3],
    qualifications: [
      '관련 분야 개발 경험 또는 그에 준하는 역량을 갖춘 분',
      'Git 기반 협업에 익숙한 분',
      '자료구조와 알고리즘에 대한 이해가 있는 분',
      '동료와 적극적으로 소통하며 함께 성장하고 싶은 분',
      '문제를 스스로 정의하고 해결해 본 경험이 있는 분',
    ],
    preferred: [
      '클라우드(AWS·GCP) 환경 운영 경험',
      '테스트 코드 작성과 CI/CD 경험',
      '대용량 트래픽 서비스 운영 경험',
      '오픈소스 기여 또는 기술 블로그 운영 경험',
      '스타트업 또는 신규 서비스 초기 구축 경험',
      '컴퓨터공학 또는 관련 전공자',
    ],
    process: [
      ['서류전형', '코딩테스트', '1차 기술면접', '2차 컬처핏 면접', '최종 합격'],
      ['서류전형', '과제 전형', '1차 면접', '최종 면접', '처우 협의', '최종 합격'],
      ['서류전형', '1차 면접', '2차 면접', '최종 합격'],
    ],
    documents: [
      ['이력서', '포트폴리오'],
      ['이력서', '경력기술서', 'GitHub 등 포트폴리오 링크'],
      ['이력서', '자기소개서'],
    ],
    welfare: [
      ['04', 0.55],
      ['12', 0.5],
      ['13', 0.05],
      ['09', 0.15],
    ],
    benefits: IT_BENEFITS,
    ...over,
  });

const siteFamily = (over: Partial<FamilyProfile>): FamilyProfile => ({
  career: [
    ['N', 3],
    ['E', 2],
    ['Z', 5],
  ],
  education: [
    ['00', 6],
    ['03', 4],
  ],
  employment: [
    ['10', 6],
    ['20', 3],
    ['4', 1],
  ],
  pay: [
    [monthly(230, 300, 10, [20, 80]), 3],
    [hourly(10_320, 11_500, [0, 1_500]), 1],
  ],
  negotiable: 0.15,
  hours: SHIFT_HOURS,
  partTime: 0.06,
  headcount: [2, 20],
  qualifications: [
    '교대 근무가 가능한 분',
    '장기 근무가 가능한 분',
    '성실하고 책임감 있는 분',
    '기본적인 컴퓨터 사용이 가능한 분',
  ],
  preferred: ['동종 업계 경력자', '인근 거주자', '즉시 출근 가능한 분', '기숙사 입소 희망자'],
  process: SIMPLE_PROCESS,
  documents: [['이력서'], ['이력서', '자격증 사본']],
  welfare: [
    ['01', 0.35],
    ['02', 0.45],
    ['04', 0.8],
    ['11', 0.05],
  ],
  benefits: SITE_BENEFITS,
  preferentials: [
    ['B', 0.12],
    ['07', 0.1],
    ['S', 0.05],
    ['10', 0.02],
    ['09', 0.02],
  ],
  intern: false,
  industrialSite: true,
  ...over,
});

export const FAMILIES: Record<FamilyKey, FamilyProfile> = {
  dev: itFamily({}),
  data: itFamily({
    pay: [[yearly(3_800, 4_600, 350, [800, 2_500]), 1]],
    education: [
      ['05', 6],
      ['06', 2],
      ['00', 2],
    ],
  }),
  infra: itFamily({
    pay: [[yearly(3_200, 4_000, 300, [600, 2_000]), 1]],
    education: [
      ['05', 4],
      ['04', 3],
      ['03', 1],
      ['00', 2],
    ],
  }),
  office: office({}),
  cs: office({
    career: [
      ['N', 3],
      ['E', 1],
      ['Z', 6],
    ],
    education: [
      ['03', 4],
      ['00', 4],
      ['04', 2],
    ],
    pay: [[monthly(220, 260, 5, [10, 60]), 1]],
    negotiable: 0.1,
    partTime: 0.1,
    headcount: [3, 15],
    process: SIMPLE_PROCESS,
    documents: [['이력서'], ['이력서', '자기소개서']],
    intern: false,
  }),
  finance: office({
    pay: [[yearly(3_400, 4_400, 300, [600, 2_500]), 1]],
    education: [
      ['05', 8],
      ['04', 2],
    ],
    preferred: [
      '금융권 업무 경험이 있는 분',
      '관련 자격증 소지자',
      '경제·경영·회계 관련 전공자',
      '고객 응대 경험이 있는 분',
    ],
  }),
  marketing: office({
    pay: [[yearly(2_900, 3_700, 250, [500, 2_000]), 1]],
    preferred: [
      'GA4 등 분석 도구 사용 경험',
      '브랜드 캠페인 운영 경험',
      '디자인 툴(포토샵·피그마) 사용 가능자',
      '이커머스 업계 경험',
      '데이터 기반으로 성과를 개선해 본 경험',
    ],
  }),
  sales: office({
    pay: [[yearly(3_000, 3_800, 250, [500, 2_000]), 1]],
    qualifications: [
      '운전면허 소지자(1종 또는 2종 보통)',
      '외근과 출장이 가능한 분',
      '목표 의식이 뚜렷하고 적극적인 분',
      '원활한 커뮤니케이션 능력을 갖춘 분',
    ],
    preferred: [
      '동종 업계 영업 경력자',
      '외국어 능통자',
      '기존 거래처 네트워크를 보유한 분',
      '관련 전공자',
    ],
    welfare: [
      ['04', 0.5],
      ['11', 0.6],
      ['12', 0.2],
    ],
    benefits: [...OFFICE_BENEFITS, '영업 인센티브', '법인 차량 제공', '통신비 지원'],
    preferentials: [
      ['05', 0.4],
      ['14', 0.25],
      ['S', 0.03],
    ],
  }),
  design: office({
    pay: [[yearly(2_800, 3_500, 250, [400, 1_800]), 1]],
    education: [
      ['05', 4],
      ['04', 3],
      ['00', 3],
    ],
    qualifications: [
      '포트폴리오 제출이 가능한 분',
      '포토샵·일러스트레이터 능숙자',
      '피그마 사용이 가능한 분',
      '트렌드에 관심이 많고 꼼꼼한 분',
    ],
    preferred: [
      '디자인 관련 전공자',
      '브랜딩 프로젝트 경험',
      '모션 그래픽 제작 가능자',
      '3D 툴 사용 경험',
    ],
    process: [
      ['서류·포트폴리오 전형', '1차 면접', '2차 면접', '최종 합격'],
      ['서류·포트폴리오 전형', '실무 과제', '면접', '최종 합격'],
    ],
    documents: [
      ['이력서', '포트폴리오'],
      ['이력서', '자기소개서', '포트폴리오'],
    ],
  }),
  engineer: office({
    career: [
      ['N', 3],
      ['E', 5],
      ['Z', 2],
    ],
    education: [
      ['05', 6],
      ['04', 3],
      ['06', 1],
    ],
    pay: [[yearly(3_300, 4_200, 280, [500, 2_000]), 1]],
    qualifications: [
      '관련 학과 졸업(예정)자',
      '도면 해독이 가능한 분',
      '현장 업무에 거부감이 없는 분',
      '남성의 경우 병역필 또는 면제자',
    ],
    preferred: [
      '관련 자격증 소지자',
      '동종 업계 경력자',
      'CAD 사용 가능자',
      '영어 기술 문서 독해 가능자',
    ],
    welfare: [
      ['02', 0.3],
      ['04', 0.8],
      ['01', 0.15],
      ['12', 0.3],
      ['13', 0.1],
    ],
    benefits: [...OFFICE_BENEFITS, '통근버스 운행', '기숙사 제공'],
    industrialSite: true,
  }),
  construction: office({
    career: [
      ['N', 2],
      ['E', 6],
      ['Z', 2],
    ],
    education: [
      ['05', 4],
      ['04', 4],
      ['03', 2],
    ],
    employment: [
      ['10', 5],
      ['20', 5],
    ],
    pay: [[yearly(3_400, 4_200, 300, [500, 2_000]), 1]],
    hours: SITE_HOURS,
    qualifications: [
      '관련 자격증 소지자',
      '현장 근무가 가능한 분',
      '지방 현장 근무가 가능한 분',
      '운전면허 소지자',
    ],
    preferred: ['동일 공종 현장 경력자', '공무 업무 가능자', 'CAD 사용 가능자'],
    welfare: [
      ['01', 0.4],
      ['04', 0.7],
      ['11', 0.3],
    ],
    benefits: [...COMMON_BENEFITS, '현장 숙소 제공', '현장 수당', '식대 지원'],
    intern: false,
    industrialSite: true,
  }),
  trades: siteFamily({
    career: [
      ['E', 5],
      ['Z', 5],
    ],
    employment: [
      ['20', 7],
      ['10', 3],
    ],
    pay: [[daily(150_000, 230_000, [0, 50_000]), 1]],
    negotiable: 0.1,
    hours: SITE_HOURS,
    partTime: 0,
    headcount: [1, 6],
    qualifications: ['현장 경험이 있는 분', '건설업 기초안전보건교육 이수자', '체력이 좋은 분'],
    preferred: ['관련 기능사 자격증 소지자', '차량 소지자', '팀 단위 지원 가능'],
    preferentials: [
      ['05', 0.3],
      ['B', 0.15],
    ],
  }),
  production: siteFamily({}),
  logistics: siteFamily({
    pay: [
      [daily(100_000, 130_000, [0, 20_000]), 2],
      [monthly(240, 300, 10, [20, 60]), 2],
      [hourly(10_320, 12_000, [0, 1_500]), 2],
    ],
    hours: [
      [{ hours: '주간 09:00~18:00', days: '1' }, 3],
      [{ hours: '야간 21:00~익일 06:00', days: '9', note: '주 5일 야간 (스케줄 근무)' }, 2],
      [{ hours: '새벽 05:00~10:00', days: '9', note: '주 5일 (요일 협의)' }, 1],
    ],
    partTime: 0.3,
    headcount: [3, 30],
  }),
  driver: siteFamily({
    career: [
      ['E', 5],
      ['Z', 5],
    ],
    pay: [
      [monthly(300, 400, 15, [30, 100]), 3],
      [daily(140_000, 180_000, [0, 30_000]), 1],
    ],
    hours: DRIVER_HOURS,
    partTime: 0,
    headcount: [1, 5],
    qualifications: [
      '운전면허 소지자(해당 차종)',
      '무사고 운전 경력자',
      '성실하고 시간을 잘 지키는 분',
    ],
    preferred: ['동종 업무 경력자', '해당 지역 지리에 밝은 분', '지게차 운전 가능자'],
    preferentials: [
      ['14', 0.6],
      ['05', 0.25],
      ['B', 0.1],
    ],
  }),
  medical: {
    career: [
      ['N', 3],
      ['E', 3],
      ['Z', 4],
    ],
    education: [
      ['04', 5],
      ['05', 4],
      ['03', 1],
    ],
    employment: [
      ['10', 8],
      ['20', 2],
    ],
    pay: [
      [yearly(3_300, 4_200, 200, [300, 1_500]), 2],
      [monthly(250, 330, 10, [20, 80]), 2],
    ],
    negotiable: 0.25,
    hours: CARE_SHIFTS,
    partTime: 0.05,
    headcount: [1, 5],
    qualifications: [
      '해당 면허 또는 자격 소지자',
      '환자를 친절하게 응대하는 분',
      '교대 근무가 가능한 분',
    ],
    preferred: ['동일 진료과 근무 경력자', '전자의무기록(EMR) 사용 경험', '인근 거주자'],
    process: [
      ['서류전형', '면접', '채용 검진', '최종 합격'],
      ['서류전형', '실무 면접', '최종 합격'],
    ],
    documents: [
      ['이력서', '자기소개서', '면허증 사본'],
      ['이력서', '면허증 사본'],
    ],
    welfare: [
      ['04', 0.8],
      ['01', 0.2],
      ['12', 0.4],
    ],
    benefits: MEDICAL_BENEFITS,
    preferentials: GENERAL_PREFS,
    intern: false,
  },
  care: {
    career: [
      ['N', 2],
      ['Z', 7],
      ['E', 1],
    ],
    education: [
      ['00', 6],
      ['03', 2],
      ['04', 2],
    ],
    employment: [
      ['10', 6],
      ['20', 4],
    ],
    pay: [
      [monthly(220, 260, 5, [10, 40]), 3],
      [hourly(10_320, 12_500, [0, 1_000]), 1],
    ],
    negotiable: 0.15,
    hours: CARE_SHIFTS,
    partTime: 0.2,
    headcount: [1, 6],
    qualifications: [
      '관련 자격증 소지자',
      '어르신·아동을 존중하고 배려하는 분',
      '장기 근무가 가능한 분',
    ],
    preferred: ['시설 근무 경력자', '인근 거주자', '운전 가능자'],
    process: SIMPLE_PROCESS,
    documents: [
      ['이력서', '자격증 사본'],
      ['이력서', '자기소개서', '자격증 사본'],
    ],
    welfare: [['04', 0.8]],
    benefits: [...COMMON_BENEFITS, '처우개선비 지급', '야간 근무 수당'],
    preferentials: [
      ['B', 0.35],
      ['S', 0.05],
      ['07', 0.05],
    ],
    intern: false,
  },
  cook: {
    career: [
      ['N', 2],
      ['E', 3],
      ['Z', 5],
    ],
    education: [
      ['00', 7],
      ['03', 3],
    ],
    employment: [
      ['10', 7],
      ['20', 3],
    ],
    pay: [[monthly(240, 320, 15, [20, 100]), 1]],
    negotiable: 0.15,
    hours: SERVICE_HOURS,
    partTime: 0.25,
    headcount: [1, 4],
    qualifications: ['위생 관념이 철저한 분', '체력이 좋고 성실한 분', '보건증 발급이 가능한 분'],
    preferred: ['관련 자격증 소지자', '단체급식·프랜차이즈 근무 경험', '인근 거주자'],
    process: SIMPLE_PROCESS,
    documents: [['이력서'], ['이력서', '보건증']],
    welfare: [
      ['04', 0.9],
      ['01', 0.1],
    ],
    benefits: SERVICE_BENEFITS,
    preferentials: [
      ['B', 0.1],
      ['07', 0.05],
    ],
    intern: false,
  },
  service: {
    career: [
      ['N', 3],
      ['Z', 7],
    ],
    education: [
      ['00', 8],
      ['03', 2],
    ],
    employment: [
      ['10', 5],
      ['20', 5],
    ],
    pay: [
      [monthly(220, 260, 5, [10, 40]), 2],
      [hourly(10_320, 12_000, [0, 1_500]), 2],
    ],
    negotiable: 0.1,
    hours: SERVICE_HOURS,
    partTime: 0.6,
    headcount: [1, 5],
    qualifications: [
      '밝은 표정으로 고객을 응대하는 분',
      '주말 근무가 가능한 분',
      '3개월 이상 근무 가능한 분',
    ],
    preferred: ['서비스업 경험자', '인근 거주자', '즉시 출근 가능한 분'],
    process: SIMPLE_PROCESS,
    documents: [['이력서']],
    welfare: [['04', 0.6]],
    benefits: SERVICE_BENEFITS,
    preferentials: [
      ['B', 0.08],
      ['S', 0.03],
    ],
    intern: false,
  },
  facility: {
    career: [
      ['Z', 7],
      ['E', 3],
    ],
    education: [
      ['00', 8],
      ['03', 2],
    ],
    employment: [
      ['20', 5],
      ['10', 5],
    ],
    pay: [[monthly(220, 290, 10, [10, 50]), 1]],
    negotiable: 0.1,
    hours: FACILITY_HOURS,
    partTime: 0.1,
    headcount: [1, 4],
    qualifications: [
      '성실하고 책임감 있는 분',
      '장기 근무가 가능한 분',
      '신임 교육 이수자 또는 이수 예정자',
    ],
    preferred: ['동종 업무 경력자', '관련 자격증 소지자', '인근 거주자'],
    process: SIMPLE_PROCESS,
    documents: [['이력서'], ['이력서', '자격증 사본']],
    welfare: [['04', 0.7]],
    benefits: [...COMMON_BENEFITS, '야간 근무 수당', '근무복 지급'],
    preferentials: [
      ['B', 0.45],
      ['09', 0.08],
      ['08', 0.05],
      ['S', 0.05],
    ],
    intern: false,
  },
  education: {
    career: [
      ['N', 3],
      ['E', 3],
      ['Z', 4],
    ],
    education: [
      ['05', 7],
      ['04', 3],
    ],
    employment: [
      ['10', 5],
      ['20', 5],
    ],
    pay: [
      [monthly(230, 320, 10, [20, 100]), 3],
      [hourly(15_000, 25_000, [0, 5_000]), 1],
    ],
    negotiable: 0.25,
    hours: TEACHING_HOURS,
    partTime: 0.3,
    headcount: [1, 3],
    qualifications: [
      '해당 과목 지도가 가능한 분',
      '학생과 학부모를 성실하게 응대하는 분',
      '시범 강의가 가능한 분',
    ],
    preferred: ['관련 전공자', '강의 경력자', '교원 자격 소지자'],
    process: [
      ['서류전형', '시범 강의', '면접', '최종 합격'],
      ['서류전형', '면접', '최종 합격'],
    ],
    documents: [
      ['이력서', '자기소개서'],
      ['이력서', '강의 계획서'],
    ],
    welfare: [
      ['04', 0.3],
      ['12', 0.3],
    ],
    benefits: [...COMMON_BENEFITS, '강의 교재 제공', '성과 인센티브'],
    preferentials: GENERAL_PREFS,
    intern: false,
  },
  public: office({
    career: [
      ['N', 6],
      ['Z', 3],
      ['E', 1],
    ],
    education: [
      ['00', 6],
      ['05', 3],
      ['03', 1],
    ],
    employment: [
      ['10', 6],
      ['20', 4],
    ],
    pay: [[yearly(3_000, 3_600, 150, [0, 800]), 1]],
    negotiable: 0.2,
    hours: [[{ hours: '09:00~18:00 (주 40시간)', days: '1' }, 1]],
    qualifications: [
      '기관 인사규정상 결격사유가 없는 분',
      '학력·연령·성별 제한 없음(블라인드 채용)',
      '최종 합격 후 즉시 근무가 가능한 분',
      '남성의 경우 병역필 또는 면제자',
    ],
    preferred: [
      '취업지원대상자(관련 법령에 따라 가점)',
      '장애인(관련 법령에 따라 가점)',
      '이전지역 인재',
      '관련 자격증 소지자(자격증 가점)',
    ],
    process: [
      ['서류전형', '필기전형(NCS)', '1차 면접', '2차 면접', '신원조회', '최종 합격'],
      ['서류전형', '필기전형', '면접전형', '최종 합격'],
    ],
    documents: [
      ['입사지원서(온라인)', '자기소개서', '직무능력소개서'],
      ['입사지원서(온라인)', '자기소개서', '자격증 사본'],
    ],
    welfare: [
      ['04', 0.7],
      ['12', 0.5],
      ['13', 0.4],
      ['06', 0.3],
    ],
    benefits: [...OFFICE_BENEFITS, '맞춤형 복지포인트', '육아휴직·유연근무 보장'],
    preferentials: [
      ['08', 0.85],
      ['S', 0.85],
      ['09', 0.6],
      ['10', 0.5],
      ['B', 0.1],
    ],
  }),
};
