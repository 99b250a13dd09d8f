/**
 * Certificates (자격증) and language tests (어학시험) as reference data, in
 * the style of Q-Net (국가기술자격) and the test bodies' own notices.
 */

/** 국가기술, 국가전문, 국가공인민간, 민간 */
export type QualificationKind =
  'national-technical' | 'national-professional' | 'accredited-private' | 'private';

/** Q-Net grade codes (grdCd) where they apply; others have none. */
export type Grade =
  '기술사' | '기능장' | '기사' | '산업기사' | '기능사' | '1급' | '2급' | '3급' | '단일';

export interface ExamRound {
  year: number;
  /** 회차 within the year (1, 2, 3 …). */
  round: number;
  /** YYYY-MM-DD; null when that stage does not exist for this certificate. */
  writtenRegStart: string | null;
  writtenRegEnd: string | null;
  writtenExamStart: string | null;
  writtenExamEnd: string | null;
  writtenResult: string | null;
  practicalRegStart: string | null;
  practicalRegEnd: string | null;
  practicalExamStart: string | null;
  practicalExamEnd: string | null;
  finalResult: string | null;
  /** True when the dates are generated plausibly, not the body's published schedule. */
  sample: boolean;
}

export interface CertificateRow {
  /** Stable code: the Q-Net 종목코드 (jmcd) when known, else our own 'P'-prefixed code. */
  code: string;
  name: string;
  /** Common abbreviations and nicknames job seekers type (정처기, 컴활 …). */
  aliases: string[];
  kind: QualificationKind;
  grade: Grade | null;
  /** NCS 대분류 code '01'…'24' (see korean-job-data.md). */
  ncsField: string;
  /** 시행기관, e.g. 한국산업인력공단, 대한상공회의소, 한국데이터산업진흥원. */
  issuer: string;
  /** 주무부처 where it is a national qualification. */
  ministry: string | null;
  eligibility: string;
  /** 필기 subjects; empty when there is no written exam. */
  writtenSubjects: string[];
  /** 실기 (or 면접) description; null when none. */
  practical: string | null;
  /** Pass criteria in Korean, e.g. '필기: 100점 만점에 과목당 40점 이상, 전 과목 평균 60점 이상'. */
  passCriteria: string;
  /** Fees in won; null when unknown. */
  feeWritten: number | null;
  feePractical: number | null;
  /** Related jobs (직무) in Korean. */
  relatedJobs: string[];
  /** Rough popularity for sorting (annual applicants, thousands; a public order of magnitude is enough). */
  popularity: number;
  rounds: ExamRound[];
}

export interface LanguageTestRow {
  code: string;
  name: string;
  aliases: string[];
  language: '영어' | '일본어' | '중국어' | '프랑스어' | '독일어' | '스페인어' | '한국어' | '기타';
  issuer: string;
  /** Score scale or levels, e.g. '10~990점' or 'IM1~AL'. */
  scale: string;
  /** Validity of a score, in Korean, e.g. '응시일로부터 2년'. */
  validity: string;
  format: string;
  fee: number | null;
  popularity: number;
  /** Test dates with their registration windows. */
  sessions: LanguageTestSession[];
}

export interface LanguageTestSession {
  /** YYYY-MM-DD */
  testDate: string;
  regStart: string;
  regEnd: string;
  /** Special/late registration end, when the test has one. */
  lateRegEnd: string | null;
  resultDate: string | null;
  sample: boolean;
}
