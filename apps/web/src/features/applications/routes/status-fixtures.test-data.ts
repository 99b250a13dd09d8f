import type {
  ApplicationDetail,
  ApplicationSummary,
  EmploymentCertificate,
  Offer,
} from '@ilteo/contract';

/** Test data of 지원 현황, 받은 제안 and the certificate, shaped as the contract's schemas. */

export const summary = (over: Partial<ApplicationSummary> = {}): ApplicationSummary => ({
  applicationId: 1,
  kind: 'platform',
  postingId: 31,
  postingTitle: '백엔드 개발자 (Node.js) 신입 채용',
  companyName: '(주)일터테크',
  resumeTitle: '백엔드 개발자 김일터입니다',
  appliedAt: '2026-03-02T01:30:00.000Z',
  status: 'active',
  externalStatus: null,
  viewed: false,
  currentStage: 0,
  stages: ['서류전형', '1차 면접', '2차 면접'],
  statusLabel: '미열람',
  cancellable: true,
  ...over,
});

export const detail = (over: Partial<ApplicationDetail> = {}): ApplicationDetail => ({
  ...summary(),
  events: [{ kind: 'submitted', stageNo: null, at: '2026-03-02T01:30:00.000Z' }],
  stageCounts: [
    { stageNo: 0, name: '서류전형', count: 120 },
    { stageNo: 1, name: '1차 면접', count: 14 },
    { stageNo: 2, name: '2차 면접', count: 0 },
  ],
  reads: [],
  answers: [
    { question: '지원 동기를 적어 주세요.', answer: '일터의 채용 서비스를 만들고 싶습니다.' },
  ],
  files: [{ originalName: '포트폴리오.pdf', size: 2_400_000 }],
  note: null,
  returnRequest: null,
  returnRequestable: false,
  destroyed: false,
  ...over,
});

export const offer = (over: Partial<Offer> = {}): Offer => ({
  offerId: 5,
  kind: 'interview',
  companyName: '(주)바른채용',
  postingId: 44,
  postingTitle: '프론트엔드 개발자 경력 채용',
  message: '이력서를 인상 깊게 보았습니다.\n면접에 초대드립니다.',
  sentAt: '2026-03-01T00:00:00.000Z',
  expiresAt: '2099-03-15T14:59:59.000Z',
  status: 'sent',
  declineReason: null,
  respondedAt: null,
  ...over,
});

export const certificate = (over: Partial<EmploymentCertificate> = {}): EmploymentCertificate => ({
  certNo: 'ILT-20260310-AB12CD34',
  memberName: '김일터',
  birthDate: '1998-05-17',
  from: '2026-01-01',
  to: '2026-03-10',
  issuedAt: '2026-03-10T03:00:00.000Z',
  applications: [
    {
      appliedAt: '2026-03-02T01:30:00.000Z',
      companyName: '(주)일터테크',
      postingTitle: '백엔드 개발자 (Node.js) 신입 채용',
      statusLabel: '서류전형 불합격',
    },
  ],
  ...over,
});

/** A page envelope's data. */
export const pageOf = <T>(items: T[], page = 1, size = 10, total = items.length) => ({
  items,
  page,
  size,
  total,
  totalPages: Math.max(1, Math.ceil(total / size)),
});
