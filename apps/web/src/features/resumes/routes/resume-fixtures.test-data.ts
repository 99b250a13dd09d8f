import {
  emptyResumeContent,
  type ResumeContent,
  type ResumeDetail,
  type ResumeSummary,
} from '@ilteo/contract';

/** Résumés in the contract's shapes (resumeSummarySchema, resumeDetailSchema). */

export const summary = (patch: Partial<ResumeSummary> = {}): ResumeSummary => ({
  resumeId: 7,
  title: '백엔드 개발자 김일터입니다',
  primary: true,
  public: false,
  acceptOffers: false,
  complete: true,
  percent: 86,
  updatedAt: '2025-03-03T16:30:00.000Z',
  missing: ['awards'],
  ...patch,
});

export const completeContent = (): ResumeContent => ({
  ...emptyResumeContent(),
  title: '백엔드 개발자 김일터입니다',
  basics: {
    name: '김일터',
    birthDate: '19960412',
    mobile: '01012345678',
    email: 'ilteo@example.com',
    zipCode: '06236',
    address: '서울특별시 강남구 테헤란로 152',
    addressDetail: '12층',
    photo: { saveName: 'photo-1.jpg', originalName: '증명사진.jpg' },
  },
  education: [
    {
      level: 'UNIVERSITY',
      school: '한국대학교',
      major: '컴퓨터공학',
      start: '201503',
      end: '202102',
      status: 'GRADUATED',
      grade: { score: '3.8', scale: '4.5' },
    },
  ],
  careerType: 'E',
  work: [
    {
      company: '가람소프트',
      department: '플랫폼개발팀',
      position: '선임',
      jobs: ['201001'],
      start: '202103',
      end: '202305',
      current: false,
      duties: '주문 API 설계와 운영\n결제 모듈 개선',
      salary: 4200,
      fromLookup: true,
    },
  ],
  wish: {
    employmentTypes: ['1'],
    regions: ['11000'],
    jobs: ['201001'],
    salary: null,
    salaryByPolicy: true,
  },
  skills: ['TypeScript', 'PostgreSQL'],
  certificates: [{ code: '1320', issuer: '한국산업인력공단', acquiredOn: '20200820' }],
  languages: [{ code: 'TOEIC', score: '905', takenOn: '20240105' }],
  portfolio: {
    links: [{ label: '깃허브', url: 'https://github.com/ilteo' }],
    files: [{ saveName: 'file-2.pdf', originalName: '포트폴리오.pdf' }],
  },
  essays: [{ question: '지원 동기', answer: '사용자 가까이에서 일하고 싶습니다.', limit: 1000 }],
});

export const detail = (patch: Partial<ResumeDetail> = {}): ResumeDetail => ({
  ...summary(),
  content: completeContent(),
  missing: ['awards', 'activities', 'overseas', 'preferences', 'careerDescription'],
  labels: {
    '201001': '백엔드개발자',
    '1': '정규직',
    '11000': '서울',
    '1320': '정보처리기사',
    TOEIC: 'TOEIC',
  },
  fileLinks: {
    'photo-1.jpg': '/api/v1/person/myhome/career/file/photo-1.jpg',
    'file-2.pdf': '/api/v1/person/myhome/career/file/file-2.pdf',
  },
  ...patch,
});
