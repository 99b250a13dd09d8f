import { emptyResumeContent, type ResumeContentInput } from '@ilteo/contract';
import type { Rng } from './postings';

/** The demo company member named in the README, beside the demo job seeker. */
export const DEMO_COMPANY_ACCOUNT = {
  loginId: 'demo-company',
  password: 'ilteo-company-2026',
  name: '박채용',
} as const;

/** 자기소개서 문항 the demo postings ask (2–3 each), with their character limits. */
export const DEMO_QUESTION_SETS: readonly (readonly [string, number])[][] = [
  [
    ['지원 동기와 입사 후 이루고 싶은 목표를 적어 주십시오.', 1000],
    ['가장 어려웠던 문제를 해결한 경험과 그 과정에서 배운 점을 적어 주십시오.', 1000],
  ],
  [
    ['우리 회사에 관심을 갖게 된 계기를 적어 주십시오.', 500],
    ['팀원과 의견이 달랐을 때 어떻게 조율했는지 사례를 들어 적어 주십시오.', 800],
    ['이 직무에 필요한 역량을 기르기 위해 해 온 노력을 적어 주십시오.', 800],
  ],
  [
    ['본인의 강점이 이 직무에서 어떻게 쓰일 수 있는지 적어 주십시오.', 700],
    ['최근 1년 동안 새로 배운 것과 그것을 일에 적용한 경험을 적어 주십시오.', 1000],
  ],
];

/** The demo member's answers, by question order (one for every set above). */
export const DEMO_ANSWERS: readonly string[] = [
  '사용자가 망설이지 않고 원하는 일을 끝낼 수 있는 화면을 만드는 것이 제 목표입니다. 예약 서비스에서 쌓은 성능 개선과 접근성 경험으로 더 많은 사람이 쓰는 서비스에 기여하고 싶습니다.',
  '예약 화면의 첫 로딩이 4초가 넘어 이탈이 많았습니다. 번들을 나누고 데이터 요청을 정리해 1.6초로 줄였고, 측정부터 시작해야 한다는 것을 배웠습니다.',
  '동료의 추천으로 서비스를 써 보고, 작은 화면에서도 정보가 잘 정리된 점이 인상 깊었습니다.',
];

/** Fictional applicants on the demo company's postings (names only; nobody signs in as them). */
export const DEMO_APPLICANT_NAMES = [
  '이서연',
  '박지훈',
  '최민준',
  '정하은',
  '강도윤',
  '조수아',
  '윤시우',
  '장예린',
  '임건우',
  '한지아',
] as const;

const SCHOOLS = ['한울대학교', '누리대학교', '가람대학교', '새빛대학교'] as const;
const MAJORS = ['컴퓨터공학과', '산업공학과', '경영학과', '정보통계학과'] as const;
const FORMER = ['(주)바른데이터', '(주)온길소프트', '다온커머스(주)', '(주)하늘모빌리티'] as const;

/** A complete résumé for a fictional applicant: 신입 or a few years of work, in the posting's job. */
export function applicantResume(
  rng: Rng,
  name: string,
  jobCode: string,
  regionCode: string,
): ResumeContentInput {
  const experienced = rng.chance(0.6);
  const graduated = 2014 + rng.int(0, 9);
  const years = experienced ? rng.int(1, 6) : 0;
  const startYear = 2025 - years;
  return {
    ...emptyResumeContent(),
    title: experienced
      ? `${String(years)}년 차, 바로 일할 수 있습니다`
      : '성실함으로 시작하는 신입 지원자',
    basics: {
      name,
      birthDate: `${String(graduated - 24)}0${String(rng.int(1, 9))}1${String(rng.int(0, 9))}`,
      mobile: `010${String(rng.int(2000, 9999))}${String(rng.int(1000, 9999))}`,
      email: `applicant${String(rng.int(100, 999))}@example.com`,
      zipCode: '04524',
      address: '서울특별시 중구 세종대로 110',
      addressDetail: '',
      photo: null,
    },
    education: [
      {
        level: 'UNIVERSITY',
        school: rng.pick(SCHOOLS),
        major: rng.pick(MAJORS),
        start: `${String(graduated - 4)}03`,
        end: `${String(graduated)}02`,
        status: 'GRADUATED',
        grade: { score: (3 + rng.int(0, 14) / 10).toFixed(1), scale: '4.5' },
      },
    ],
    careerType: experienced ? 'E' : 'N',
    work: experienced
      ? [
          {
            company: rng.pick(FORMER),
            department: '사업운영팀',
            position: years > 3 ? '대리' : '사원',
            jobs: [jobCode],
            start: `${String(startYear)}0${String(rng.int(1, 9))}`,
            end: '',
            current: true,
            duties: '담당 서비스의 운영 지표를 관리하고 개선 과제를 진행하고 있습니다.',
            salary: null,
            fromLookup: false,
          },
        ]
      : [],
    wish: {
      employmentTypes: ['10'],
      regions: [regionCode],
      jobs: [jobCode],
      salary: null,
      salaryByPolicy: true,
    },
    skills: ['문서 작성', '데이터 분석', '협업'],
    careerDescription: experienced
      ? '맡은 일을 끝까지 책임지고, 개선한 결과를 숫자로 확인하는 습관이 있습니다.'
      : '학부 프로젝트에서 팀장을 맡아 일정과 역할을 조율했습니다.',
  };
}

/** Answers a fictional applicant gives: short, plain, within every limit. */
export const applicantAnswer = (name: string, questionNo: number) =>
  questionNo === 1
    ? `${name}입니다. 지원한 직무에서 제가 가진 경험을 바로 쓸 수 있다고 생각해 지원했습니다.`
    : '맡은 일을 작게 나누어 매일 점검했고, 막히는 부분은 동료와 빨리 공유해 함께 풀었습니다.';

/** The offers the demo member finds in 받은 제안. */
export const DEMO_OFFER_MESSAGES = {
  position:
    '안녕하세요. 공개하신 이력서를 보고 연락드립니다.\n' +
    '프론트엔드 성능 개선과 웹 접근성 경험이 저희 팀에 꼭 필요합니다. 공고를 확인해 보시고 지원해 주시면 서류 전형 없이 면접으로 모시겠습니다.',
  interview:
    '안녕하세요. 디자인 시스템을 도입하신 경험에 관심이 있어 면접을 제안드립니다.\n' +
    '편하신 일정을 알려 주시면 맞추겠습니다.',
} as const;
