/**
 * Applying, application status, offers and the employer's screening
 * (issue 19, decision 0034). Plain values without zod (decision 0020): the
 * list screens load these without the validators; `schemas/applications.ts`,
 * `schemas/employer.ts` and `schemas/offers.ts` import them.
 */

export const APPLICATION_LIMITS = {
  /** Files attached to one application and their total size (issue 19). */
  files: 10,
  fileBytes: 50 * 1024 * 1024,
  /** Questions a posting may ask, and the bounds of each answer's character limit. */
  questions: 10,
  question: 300,
  answerLimitMin: 100,
  answerLimitMax: 5000,
  /** 취업활동 증명서: the longest period one certificate covers. */
  certificateDays: 90,
  /** Free text the member keeps on an external application (where, how). */
  externalNote: 300,
  /** Snapshots a company member may open per hour (a stolen login cannot bulk-download résumés). */
  snapshotOpensPerHour: 120,
  /** 채용절차법 Art. 11: how long non-hired applicants' documents are kept after the final decision. */
  retentionDaysMin: 14,
  retentionDaysMax: 180,
  retentionDaysDefault: 180,
  evaluatorComment: 1000,
} as const;

/** `platform`: applied through 일터 (a snapshot is kept); `external`: recorded by the member by hand. */
export const APPLICATION_KINDS = ['platform', 'external'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];
export const APPLICATION_KIND_LABELS: Record<ApplicationKind, string> = {
  platform: '일터 지원',
  external: '외부 지원',
};

/**
 * Where an application stands. `active`: in the current stage, undecided;
 * `failed`: not passed at the current stage (불합격); `hired`: passed the final
 * stage (최종 합격); `cancelled`: withdrawn by the member (지원취소).
 */
export const APPLICATION_STATUSES = ['active', 'failed', 'hired', 'cancelled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The member's list filter (a superset of the stored status: 열람 and 미열람 are views of `active`). */
export const APPLICATION_FILTERS = [
  'all',
  'unviewed',
  'viewed',
  'in-progress',
  'passed',
  'failed',
  'hired',
  'cancelled',
] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];
export const APPLICATION_FILTER_LABELS: Record<ApplicationFilter, string> = {
  all: '전체',
  unviewed: '미열람',
  viewed: '열람',
  'in-progress': '전형 진행 중',
  passed: '서류 합격',
  failed: '불합격',
  hired: '최종 합격',
  cancelled: '지원취소',
};

/** The member's period filter: applications made in the last N months, or all. */
export const APPLICATION_PERIODS = ['1m', '3m', '6m', '12m', 'all'] as const;
export type ApplicationPeriod = (typeof APPLICATION_PERIODS)[number];
export const APPLICATION_PERIOD_LABELS: Record<ApplicationPeriod, string> = {
  '1m': '1개월',
  '3m': '3개월',
  '6m': '6개월',
  '12m': '1년',
  all: '전체',
};

/**
 * One line of an application's timeline (what the member sees). `stageNo`
 * names the stage for passed/failed/hired; `reopened` is a company's
 * correction of a result back to undecided (still shown, so nothing is hidden).
 */
export const APPLICATION_EVENT_KINDS = [
  'submitted',
  'viewed',
  'passed',
  'failed',
  'hired',
  'reopened',
  'cancelled',
  'return-requested',
  'destroyed',
] as const;
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number];

/**
 * A company's decision on an application at a stage (the spec's 801–803):
 * `pass` moves it to the next stage (801 at the final stage), `hire` is 최종 합격
 * (802 when the stage is not final), `fail` is 불합격, `pending` takes a
 * result back; any change at a stage earlier than the application's current
 * one is 803.
 */
export const STAGE_RESULTS = ['pass', 'fail', 'hire', 'pending'] as const;
export type StageResult = (typeof STAGE_RESULTS)[number];

/** Statuses a member sets by hand on an external application. */
export const EXTERNAL_STATUSES = [
  'applied',
  'document-passed',
  'interview',
  'hired',
  'failed',
] as const;
export type ExternalStatus = (typeof EXTERNAL_STATUSES)[number];
export const EXTERNAL_STATUS_LABELS: Record<ExternalStatus, string> = {
  applied: '지원완료',
  'document-passed': '서류 합격',
  interview: '면접 진행',
  hired: '최종 합격',
  failed: '불합격',
};

/** 채용절차법 Art. 11: what a non-hired applicant may ask for after the final decision. */
export const RETURN_REQUEST_KINDS = ['return', 'destroy'] as const;
export type ReturnRequestKind = (typeof RETURN_REQUEST_KINDS)[number];
export const RETURN_REQUEST_LABELS: Record<ReturnRequestKind, string> = {
  return: '채용서류 반환',
  destroy: '채용서류 파기',
};

/** The last process step when it names the outcome, not a screening stage. */
const OUTCOME_STEP = /^(최종\s*합격|합격자?\s*발표|입사|처우\s*협의)/;

/**
 * The screening stages of a posting from its 전형 절차 (`processSteps`): the
 * steps without the trailing outcome ('최종 합격' is where the last stage leads,
 * not a stage of its own). A posting without steps has one stage, 서류전형.
 * Stored on the application when it is made, so later edits of the posting
 * never rename a stage the member has passed.
 */
export function screeningStages(processSteps: readonly string[]): string[] {
  const steps = processSteps.map((s) => s.trim()).filter((s) => s.length > 0);
  while (steps.length > 0 && OUTCOME_STEP.test(steps[steps.length - 1] ?? '')) steps.pop();
  return steps.length > 0 ? steps : ['서류전형'];
}

/** How a member sees where an application stands, in one short phrase. */
export function applicationStatusLabel(a: {
  status: ApplicationStatus;
  viewed: boolean;
  currentStage: number;
  stages: readonly string[];
}): string {
  const stage = a.stages[a.currentStage] ?? '';
  switch (a.status) {
    case 'cancelled':
      return '지원취소';
    case 'hired':
      return '최종 합격';
    case 'failed':
      return a.currentStage === 0 ? '서류 불합격' : `${stage} 불합격`;
    case 'active':
      if (a.currentStage > 0) return `${stage} 진행 중`;
      return a.viewed ? '열람' : '미열람';
  }
}

// ---- offers (받은 제안) ---------------------------------------------------------

export const OFFER_KINDS = ['position', 'interview'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
export const OFFER_KIND_LABELS: Record<OfferKind, string> = {
  position: '입사 제안',
  interview: '면접 제안',
};

/** `sent` until the member answers or it expires (expired is read from expiresAt as well). */
export const OFFER_STATUSES = ['sent', 'accepted', 'declined', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  sent: '응답 대기',
  accepted: '수락',
  declined: '거절',
  expired: '기간 만료',
};

export const OFFER_LIMITS = {
  message: 2000,
  declineReason: 300,
  expiryDaysMin: 1,
  expiryDaysMax: 30,
  expiryDaysDefault: 14,
  /** Offers one company member may send per day (spam guard). */
  perSenderPerDay: 100,
} as const;

/** Preset reasons a member may pick when declining (or write their own). */
export const OFFER_DECLINE_REASONS = [
  '희망 직무와 맞지 않습니다.',
  '희망 근무지와 맞지 않습니다.',
  '희망 연봉과 맞지 않습니다.',
  '이미 다른 곳에 취업했습니다.',
] as const;

// ---- company members ------------------------------------------------------

/** 사업자등록번호 check digit (국세청 weights 1,3,7,1,3,7,1,3,5, plus the tens digit of the 9th × 5). */
export function bizNoCheckDigit(first9: string): number {
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (weights[i] as number);
  sum += Math.floor((Number(first9[8]) * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

/** A 사업자등록번호: 10 digits whose last is the check digit. */
export function isValidBizNo(bizNo: string): boolean {
  return /^\d{10}$/.test(bizNo) && bizNoCheckDigit(bizNo.slice(0, 9)) === Number(bizNo[9]);
}
