/**
 * Career records (이력서, /person/myhome/career): limits and labels.
 * Plain values without zod (decision 0020): the list and view screens load
 * these without the validators; the schemas in `schemas/resumes.ts` import them.
 */

export const RESUME_LIMITS = {
  /** Résumés per member (Saramin's limit; the 11th is refused with a message). */
  perMember: 10,
  title: 100,
  education: 10,
  work: 30,
  /** 직무 codes per 경력 entry and per wish. */
  jobs: 5,
  regions: 5,
  employmentTypes: 6,
  skills: 30,
  skill: 30,
  certificates: 30,
  languages: 20,
  awards: 20,
  activities: 30,
  overseas: 10,
  portfolioLinks: 5,
  /** Attached portfolio files per résumé, and their total size. */
  portfolioFiles: 10,
  portfolioBytes: 50 * 1024 * 1024,
  duties: 2000,
  description: 1000,
  careerDescription: 10_000,
  essays: 10,
  essayQuestion: 300,
  /** Per-item character limit a writer may set for a 자기소개서 answer (counted with spaces). */
  essayLimitMin: 100,
  essayLimitMax: 5000,
  essayLimitDefault: 1000,
} as const;

export const SCHOOL_LEVELS = ['HIGH', 'COLLEGE', 'UNIVERSITY', 'MASTER', 'DOCTOR'] as const;
export type SchoolLevel = (typeof SCHOOL_LEVELS)[number];
export const SCHOOL_LEVEL_LABELS: Record<SchoolLevel, string> = {
  HIGH: '고등학교',
  COLLEGE: '대학(2·3년)',
  UNIVERSITY: '대학교(4년)',
  MASTER: '대학원(석사)',
  DOCTOR: '대학원(박사)',
};

export const SCHOOL_STATUSES = [
  'GRADUATED',
  'EXPECTED',
  'ENROLLED',
  'LEAVE',
  'DROPPED',
  'COMPLETED',
] as const;
export type SchoolStatus = (typeof SCHOOL_STATUSES)[number];
export const SCHOOL_STATUS_LABELS: Record<SchoolStatus, string> = {
  GRADUATED: '졸업',
  EXPECTED: '졸업예정',
  ENROLLED: '재학',
  LEAVE: '휴학',
  DROPPED: '중퇴',
  COMPLETED: '수료',
};

/** 학점 만점. */
export const GRADE_SCALES = ['4.5', '4.3', '4.0', '100'] as const;

/** 신입 or 경력 (the posting filter's N/E, without 무관). */
export const RESUME_CAREER_TYPES = ['N', 'E'] as const;
export type ResumeCareerType = (typeof RESUME_CAREER_TYPES)[number];

export const ACTIVITY_KINDS = ['CLUB', 'EXTERNAL', 'INTERN', 'VOLUNTEER', 'EDUCATION'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  CLUB: '교내활동',
  EXTERNAL: '대외활동',
  INTERN: '인턴',
  VOLUNTEER: '봉사활동',
  EDUCATION: '교육이수',
};

export const MILITARY_STATUSES = [
  'DONE',
  'SERVING',
  'NOT_YET',
  'EXEMPT',
  'NOT_APPLICABLE',
] as const;
export type MilitaryStatus = (typeof MILITARY_STATUSES)[number];
export const MILITARY_STATUS_LABELS: Record<MilitaryStatus, string> = {
  DONE: '군필',
  SERVING: '복무중',
  NOT_YET: '미필',
  EXEMPT: '면제',
  NOT_APPLICABLE: '해당없음',
};

/** 장애 정도 (the 1–6 grades were replaced by two degrees in 2019). */
export const DISABILITY_DEGREES = ['SEVERE', 'MILD'] as const;
export type DisabilityDegree = (typeof DISABILITY_DEGREES)[number];
export const DISABILITY_DEGREE_LABELS: Record<DisabilityDegree, string> = {
  SEVERE: '장애의 정도가 심한 장애인',
  MILD: '장애의 정도가 심하지 않은 장애인',
};

/**
 * The sections of a résumé, in the order the write screen and the print show
 * them. The first five are required for a complete résumé; the rest are optional.
 */
export const RESUME_SECTIONS = [
  'title',
  'basics',
  'education',
  'work',
  'wish',
  'skills',
  'certificates',
  'languages',
  'awards',
  'activities',
  'overseas',
  'preferences',
  'portfolio',
  'careerDescription',
  'essays',
] as const;
export type ResumeSection = (typeof RESUME_SECTIONS)[number];
export const REQUIRED_RESUME_SECTIONS = ['title', 'basics', 'education', 'work', 'wish'] as const;

export const RESUME_SECTION_LABELS: Record<ResumeSection, string> = {
  title: '이력서 제목',
  basics: '기본정보',
  education: '학력',
  work: '경력',
  wish: '희망근무조건',
  skills: '보유기술',
  certificates: '자격증',
  languages: '어학',
  awards: '수상',
  activities: '대외활동·교육',
  overseas: '해외경험',
  preferences: '취업우대사항',
  portfolio: '포트폴리오',
  careerDescription: '경력기술서',
  essays: '자기소개서',
};

/** Characters of a 자기소개서 answer, with and without spaces, as Korean portals show them. */
export function countCharacters(text: string): { withSpaces: number; withoutSpaces: number } {
  const chars = Array.from(text.replace(/\r\n/g, '\n'));
  return {
    withSpaces: chars.length,
    withoutSpaces: chars.filter((c) => !/\s/.test(c)).length,
  };
}
