import type { CertDetail, CertSummary, ExamRound, LangSummary } from '@ilteo/contract';

/** Test data of the certificate screens. Today is 2025-03-01 in Seoul. */

export const TODAY = '2025-03-01';

export const round = (patch: Partial<ExamRound> = {}): ExamRound => ({
  year: 2025,
  round: 1,
  writtenRegStart: '2025-03-04',
  writtenRegEnd: '2025-03-07',
  writtenExamStart: '2025-03-22',
  writtenExamEnd: '2025-03-22',
  writtenResult: '2025-04-11',
  practicalRegStart: '2025-04-14',
  practicalRegEnd: '2025-04-17',
  practicalExamStart: '2025-05-10',
  practicalExamEnd: '2025-05-23',
  finalResult: '2025-06-13',
  sample: false,
  ...patch,
});

export const cert = (patch: Partial<CertSummary> = {}): CertSummary => ({
  code: '1320',
  name: '정보처리기사',
  kind: 'national-technical',
  grade: '기사',
  ncsField: '20',
  issuer: '한국산업인력공단',
  popularity: 100,
  nextRound: round(),
  registrationOpen: false,
  interested: false,
  ...patch,
});

export const certDetail = (patch: Partial<CertDetail> = {}): CertDetail => ({
  ...cert(),
  aliases: ['정처기'],
  ministry: '과학기술정보통신부',
  eligibility: '관련 학과 졸업(예정)자',
  writtenSubjects: ['소프트웨어 설계', '소프트웨어 개발'],
  practical: '정보처리 실무 (필답형)',
  passCriteria: '100점 만점에 60점 이상',
  feeWritten: 19400,
  feePractical: 22600,
  relatedJobs: ['소프트웨어 개발자'],
  rounds: [
    round(),
    round({ round: 2, writtenRegStart: '2025-05-27', writtenRegEnd: '2025-05-30' }),
  ],
  interestCount: 7,
  today: TODAY,
  ...patch,
});

export const page = <T>(items: T[], p = 1, totalPages = 1) => ({
  items,
  page: p,
  size: 10,
  total: items.length + (totalPages - 1) * 10,
  totalPages,
});

export const langTest = (patch: Partial<LangSummary> = {}): LangSummary => ({
  code: 'TOEIC',
  name: 'TOEIC',
  language: '영어',
  issuer: 'YBM',
  scale: '10~990점',
  popularity: 100,
  nextSession: {
    testDate: '2025-03-16',
    regStart: '2025-02-10',
    regEnd: '2025-03-03',
    lateRegEnd: '2025-03-06',
    resultDate: '2025-03-27',
    sample: true,
  },
  registrationOpen: true,
  interested: false,
  ...patch,
});
