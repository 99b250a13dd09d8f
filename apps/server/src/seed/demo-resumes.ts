import { emptyResumeContent, type ResumeContentInput } from '@ilteo/contract';
import { userRepository } from '../modules/auth';
import { insertResume } from '../modules/resumes';
import { DEMO_ACCOUNT } from './demo-account';
import type { DemoSeed } from './demo-seed';

/** The demo member's 기본정보, as their account has it (demo-account.ts). */
const BASICS = {
  name: DEMO_ACCOUNT.name,
  birthDate: '19980315',
  mobile: '01000000000',
  email: 'demo@example.com',
  zipCode: '04039',
  address: '서울특별시 마포구 양화로 45',
  addressDetail: '7층',
  photo: null,
};

/** A complete 대표 résumé: 경력 3년 차 프론트엔드 개발자 at a fictional company. */
export const DEMO_COMPLETE_RESUME: ResumeContentInput = {
  ...emptyResumeContent(),
  title: '사용자 경험을 끝까지 챙기는 프론트엔드 개발자',
  basics: BASICS,
  education: [
    {
      level: 'UNIVERSITY',
      school: '한울대학교',
      major: '컴퓨터공학과',
      start: '201703',
      end: '202102',
      status: 'GRADUATED',
      grade: { score: '3.9', scale: '4.5' },
    },
  ],
  careerType: 'E',
  work: [
    {
      company: '(주)모아데이터랩',
      department: '서비스개발팀',
      position: '주임',
      jobs: ['024002'],
      start: '202103',
      end: '',
      current: true,
      duties:
        '예약 관리 웹 서비스의 프런트엔드 개발을 맡고 있습니다.\n' +
        '- React와 TypeScript로 관리자 화면 40여 개를 새로 만들었습니다.\n' +
        '- 첫 화면 로딩 시간을 4.1초에서 1.6초로 줄였습니다.\n' +
        '- 디자인 시스템을 도입해 화면 개발 기간을 평균 30% 단축했습니다.',
      salary: null,
      fromLookup: false,
    },
  ],
  wish: {
    employmentTypes: ['10'],
    regions: ['11440', '11680'],
    jobs: ['024002', '024003'],
    salary: null,
    salaryByPolicy: true,
  },
  skills: ['TypeScript', 'React', 'Next.js', 'TanStack Query', '웹 접근성', 'Figma'],
  certificates: [
    { code: '1320', issuer: '한국산업인력공단', acquiredOn: '20200821' },
    { code: 'P9406', issuer: '한국데이터산업진흥원', acquiredOn: '20220917' },
  ],
  languages: [{ code: 'OPIC', score: 'IM2', takenOn: '20240323' }],
  awards: [
    {
      title: '교내 소프트웨어 경진대회 우수상',
      issuer: '한울대학교',
      awardedOn: '20191129',
      description: '시각장애인을 위한 음성 안내 지도 앱을 만들었습니다.',
    },
  ],
  activities: [
    {
      kind: 'EDUCATION',
      organization: '웹 접근성 전문가 과정',
      start: '202305',
      end: '202306',
      description: 'WCAG 2.2 기준 진단과 개선 실습 40시간을 이수했습니다.',
    },
  ],
  portfolio: { links: [{ label: 'GitHub', url: 'https://github.com/ilteo-demo' }], files: [] },
  careerDescription:
    '(주)모아데이터랩에서 3년 넘게 예약 관리 서비스의 화면을 만들고 있습니다. ' +
    '기획자, 디자이너와 함께 사용자 인터뷰를 진행하고, 그 결과를 화면 개선으로 연결해 ' +
    '예약 완료율을 12% 높였습니다.',
  essays: [
    {
      question: '지원 동기와 입사 후 포부를 적어 주십시오.',
      answer:
        '사용자가 망설이지 않고 원하는 일을 끝낼 수 있는 화면을 만드는 것이 제 목표입니다. ' +
        '지금까지 예약 서비스에서 쌓은 성능 개선과 접근성 경험을 바탕으로, ' +
        '더 많은 사람이 쓰는 서비스에서 누구나 편하게 쓸 수 있는 화면을 만들고 싶습니다.',
      limit: 1000,
    },
  ],
};

/** A draft (미완성): 학력 and 희망근무조건 still to fill in. */
export const DEMO_DRAFT_RESUME: ResumeContentInput = {
  ...emptyResumeContent(),
  title: '풀스택 개발자 지원용 (작성 중)',
  basics: BASICS,
  careerType: 'E',
  work: DEMO_COMPLETE_RESUME.work,
  skills: ['TypeScript', 'Node.js', 'PostgreSQL'],
};

/** The demo member's two résumés, with fixed dates so every fresh database looks the same. */
export const demoResumesSeed: DemoSeed = {
  name: 'demo-resumes',
  async run(tx) {
    const member = await userRepository.findByLoginId(tx, DEMO_ACCOUNT.loginId);
    if (!member) return;
    await insertResume(tx, member.userId, DEMO_COMPLETE_RESUME, {
      primary: true,
      public: true,
      acceptOffers: true,
      at: new Date('2026-11-02T01:30:00Z'),
    });
    await insertResume(tx, member.userId, DEMO_DRAFT_RESUME, {
      primary: false,
      public: false,
      acceptOffers: false,
      at: new Date('2026-11-18T10:05:00Z'),
    });
  },
};
