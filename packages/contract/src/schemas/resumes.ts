import { z } from 'zod';
import { JOB_CODE, REGION_CODE } from '../vocabulary/postings';
import {
  ACTIVITY_KINDS,
  DISABILITY_DEGREES,
  GRADE_SCALES,
  MILITARY_STATUSES,
  RESUME_CAREER_TYPES,
  RESUME_LIMITS as L,
  RESUME_SECTIONS,
  SCHOOL_LEVELS,
  SCHOOL_STATUSES,
  countCharacters,
} from '../vocabulary/resumes';
import { idBodySchema, idSchema } from './common';
import { lineText, multilineText } from './text';

/**
 * Career records (이력서). A résumé is one document the member edits as a
 * whole: it may be saved incomplete (미완성), so fields a complete résumé
 * needs may be empty strings here, while every value that is given must be
 * well formed (a date is a date, an end is not before its start, an answer
 * is within its limit). `resumeProgress` says what is still missing.
 *
 * 채용절차법 Art. 4-3: there is no field for height, weight, appearance
 * (beyond an optional photo), birthplace (출신지역), marital status, assets,
 * or family members' education, jobs or assets; nor a resident registration
 * number. `resumes.test.ts` keeps it so.
 */

const text = (max: number, label: string) =>
  lineText().trim().max(max, `${label}은(는) ${max}자 이하여야 합니다.`);
const longText = (max: number, label: string) =>
  multilineText().max(max, `${label}은(는) ${max}자 이하여야 합니다.`);

/** YYYYMM, or '' while not filled in. */
const yearMonth = (label: string) =>
  z
    .string()
    .regex(
      /^(|(19|20)\d{2}(0[1-9]|1[0-2]))$/,
      `${label}을(를) 연월 6자리(예: 202403)로 입력해 주세요.`,
    );
/** YYYYMMDD (the spec's 8-digit dates), or ''. */
const ymd = (label: string) =>
  z
    .string()
    .regex(
      /^(|(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01]))$/,
      `${label}을(를) 날짜 8자리(예: 20240315)로 입력해 주세요.`,
    );

const codeList = (pattern: RegExp, max: number, label: string) =>
  z
    .array(z.string().regex(pattern, `${label} 코드가 올바르지 않습니다.`))
    .max(max, `${label}은(는) ${max}개까지 고를 수 있습니다.`)
    .refine((v) => new Set(v).size === v.length, `${label}이(가) 중복되었습니다.`);

/** A period whose end (when given) is not before its start: 301's rule as a field message. */
function periodRule(v: { start: string; end: string }) {
  return v.start === '' || v.end === '' || v.end >= v.start;
}
const PERIOD_MESSAGE = '종료일이 시작일보다 빠릅니다.';

/** An uploaded file (saveName from POST /api/v1/cmmn/uploadFile), attached to this résumé on save. */
export const resumeFileSchema = z.object({
  saveName: lineText().min(1).max(100),
  originalName: text(255, '파일 이름'),
});
export type ResumeFile = z.infer<typeof resumeFileSchema>;

export const resumeBasicsSchema = z.object({
  name: text(30, '이름'),
  birthDate: ymd('생년월일'),
  /** Digits only; '' while not filled in. */
  // A codec rather than a transform, so the server can also send it (responses are encoded).
  mobile: z.codec(
    z.string(),
    z.string().regex(/^(|01[016789]\d{7,8})$/, '휴대전화 번호를 확인해 주세요.'),
    { decode: (s) => s.replace(/\D/g, ''), encode: (s) => s },
  ),
  email: z
    .string()
    .trim()
    .max(254, '이메일은 254자 이하여야 합니다.')
    .refine(
      (s) => s === '' || z.email().safeParse(s).success,
      '이메일 주소 형식이 올바르지 않습니다.',
    ),
  zipCode: z.string().regex(/^(|\d{5})$/, '우편번호는 숫자 5자리입니다.'),
  address: text(200, '주소'),
  addressDetail: text(200, '상세 주소'),
  /** Optional photo (the image helper resizes it before upload); the only picture a résumé may hold. */
  photo: resumeFileSchema.nullable(),
});

export const educationSchema = z
  .object({
    level: z.enum(SCHOOL_LEVELS, { error: '학교 구분을 선택해 주세요.' }),
    school: text(50, '학교명'),
    major: text(50, '전공'),
    start: yearMonth('입학 연월'),
    end: yearMonth('졸업 연월'),
    status: z.enum(SCHOOL_STATUSES, { error: '졸업 상태를 선택해 주세요.' }),
    /** Optional grade: '3.8' on a 4.5 scale. */
    grade: z
      .object({
        score: z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, '학점을 숫자로 입력해 주세요.'),
        scale: z.enum(GRADE_SCALES),
      })
      .refine((g) => Number(g.score) <= Number(g.scale), {
        message: '학점이 만점보다 큽니다.',
        path: ['score'],
      })
      .nullable(),
  })
  .refine(periodRule, { message: PERIOD_MESSAGE, path: ['end'] });

export const workSchema = z
  .object({
    company: text(100, '회사명'),
    department: text(50, '부서'),
    position: text(50, '직급·직책'),
    jobs: codeList(JOB_CODE, L.jobs, '직무'),
    start: yearMonth('입사 연월'),
    /** '' with `current` true: 재직중. */
    end: yearMonth('퇴사 연월'),
    current: z.boolean(),
    duties: longText(L.duties, '담당업무'),
    /** Annual, 만원; optional. */
    salary: z.number().int().min(0).max(100_000, '연봉이 올바르지 않습니다.').nullable(),
    /** Filled by the career look-up (경력 불러오기) rather than typed. */
    fromLookup: z.boolean().default(false),
  })
  .refine(periodRule, { message: PERIOD_MESSAGE, path: ['end'] })
  .refine((w) => !(w.current && w.end !== ''), {
    message: '재직중이면 퇴사 연월을 비워 주세요.',
    path: ['end'],
  });

export const wishSchema = z.object({
  employmentTypes: codeList(/^[0-9A-Z]{1,4}$/, L.employmentTypes, '고용형태'),
  regions: codeList(REGION_CODE, L.regions, '희망 지역'),
  jobs: codeList(JOB_CODE, L.jobs, '희망 직무'),
  /** Annual 만원; null with `salaryByPolicy` false: not chosen yet. */
  salary: z.number().int().min(0).max(100_000, '희망 연봉이 올바르지 않습니다.').nullable(),
  /** 회사내규에 따름. */
  salaryByPolicy: z.boolean(),
});

export const resumeCertificateSchema = z.object({
  /** A code of the certificate catalogue (GET /api/v1/cmmn/certi); unknown codes are refused. */
  code: lineText().min(1, '자격증을 선택해 주세요.').max(20),
  issuer: text(100, '발행처'),
  acquiredOn: ymd('취득일'),
});

export const resumeLanguageSchema = z.object({
  /** A code of the language-test catalogue (GET /api/v1/cmmn/lang). */
  code: lineText().min(1, '어학시험을 선택해 주세요.').max(20),
  /** Score or grade as the test gives it: '905', 'IH', 'N2', '6.5'. */
  score: text(20, '점수·등급'),
  takenOn: ymd('응시일'),
});

export const awardSchema = z.object({
  title: text(100, '수상명'),
  issuer: text(100, '수여기관'),
  awardedOn: ymd('수상일'),
  description: longText(L.description, '내용'),
});

export const activitySchema = z
  .object({
    kind: z.enum(ACTIVITY_KINDS, { error: '활동 구분을 선택해 주세요.' }),
    organization: text(100, '기관·단체명'),
    start: yearMonth('시작 연월'),
    end: yearMonth('종료 연월'),
    description: longText(L.description, '활동 내용'),
  })
  .refine(periodRule, { message: PERIOD_MESSAGE, path: ['end'] });

export const overseasSchema = z
  .object({
    country: text(50, '국가'),
    start: yearMonth('시작 연월'),
    end: yearMonth('종료 연월'),
    description: longText(L.description, '내용'),
  })
  .refine(periodRule, { message: PERIOD_MESSAGE, path: ['end'] });

/** 취업우대사항: each optional; the member chooses to state them. */
export const resumePreferencesSchema = z.object({
  veteran: z.boolean(),
  employmentSubsidy: z.boolean(),
  disability: z
    .object({ kind: text(30, '장애 유형'), degree: z.enum(DISABILITY_DEGREES) })
    .nullable(),
  military: z
    .object({
      status: z.enum(MILITARY_STATUSES),
      branch: text(20, '군별'),
      rank: text(20, '계급'),
      start: yearMonth('입대 연월'),
      end: yearMonth('전역 연월'),
    })
    .refine(periodRule, { message: PERIOD_MESSAGE, path: ['end'] })
    .nullable(),
});

export const portfolioSchema = z.object({
  links: z
    .array(
      z.object({
        label: text(50, '링크 이름'),
        url: lineText()
          .trim()
          .max(500)
          .refine(
            (s) => /^https?:\/\/\S+$/.test(s),
            '링크는 http:// 또는 https://로 시작해야 합니다.',
          ),
      }),
    )
    .max(L.portfolioLinks, `링크는 ${L.portfolioLinks}개까지 넣을 수 있습니다.`),
  files: z
    .array(resumeFileSchema)
    .max(L.portfolioFiles, `첨부파일은 ${L.portfolioFiles}개까지 넣을 수 있습니다.`),
});

export const essaySchema = z
  .object({
    question: text(L.essayQuestion, '문항'),
    answer: multilineText(),
    /** The writer's own limit for this answer, counted with spaces. */
    limit: z.number().int().min(L.essayLimitMin).max(L.essayLimitMax),
  })
  .refine((e) => countCharacters(e.answer).withSpaces <= e.limit, {
    message: '답변이 글자 수 제한을 넘었습니다.',
    path: ['answer'],
  });

const many = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z.array(item).max(max, `${label}은(는) ${max}개까지 넣을 수 있습니다.`);

/** The résumé as written: PUT/POST body and what GET returns inside `resume.content`. */
export const resumeContentSchema = z.object({
  title: text(L.title, '이력서 제목'),
  basics: resumeBasicsSchema,
  education: many(educationSchema, L.education, '학력'),
  careerType: z.enum(RESUME_CAREER_TYPES).nullable(),
  work: many(workSchema, L.work, '경력'),
  wish: wishSchema,
  skills: z
    .array(text(L.skill, '기술').min(1))
    .max(L.skills, `보유기술은 ${L.skills}개까지 넣을 수 있습니다.`),
  certificates: many(resumeCertificateSchema, L.certificates, '자격증'),
  languages: many(resumeLanguageSchema, L.languages, '어학'),
  awards: many(awardSchema, L.awards, '수상'),
  activities: many(activitySchema, L.activities, '대외활동·교육'),
  overseas: many(overseasSchema, L.overseas, '해외경험'),
  preferences: resumePreferencesSchema,
  portfolio: portfolioSchema,
  careerDescription: longText(L.careerDescription, '경력기술서'),
  essays: many(essaySchema, L.essays, '자기소개서 문항'),
});
export type ResumeContent = z.infer<typeof resumeContentSchema>;
export type ResumeContentInput = z.input<typeof resumeContentSchema>;

// ---- calls -----------------------------------------------------------------

export const resumeIdQuerySchema = z.object({ resumeId: idSchema('이력서') });
export const resumeIdBodySchema = z.object({ resumeId: idBodySchema('이력서') });

/** POST …/resume (create) and PUT …/resume (edit, with resumeId): one transaction. */
export const resumeSaveSchema = z.object({
  resumeId: idBodySchema('이력서').optional(),
  content: resumeContentSchema,
});

/** PATCH …/resume/flags: 대표, 공개, 제안 받을래요 (offers need a public résumé). */
export const resumeFlagsSchema = z.object({
  resumeId: idBodySchema('이력서'),
  primary: z.literal(true).optional(),
  public: z.boolean().optional(),
  acceptOffers: z.boolean().optional(),
});

export const resumeSummarySchema = z.object({
  resumeId: z.number().int(),
  title: z.string(),
  primary: z.boolean(),
  public: z.boolean(),
  acceptOffers: z.boolean(),
  complete: z.boolean(),
  percent: z.number().int(),
  /** ISO timestamp of the last save. */
  updatedAt: z.string(),
  /**
   * What is still missing (resumeProgress().missing); the list names the
   * first. Optional in the summary (the detail always has it).
   */
  missing: z.array(z.enum(RESUME_SECTIONS)).optional(),
});
export type ResumeSummary = z.infer<typeof resumeSummarySchema>;

export const resumeListSchema = z.object({
  items: z.array(resumeSummarySchema),
  limit: z.number().int(),
});
export type ResumeList = z.infer<typeof resumeListSchema>;

/** GET …/resume/detail: the document plus names the view needs (codes resolved). */
export const resumeDetailSchema = resumeSummarySchema.extend({
  content: resumeContentSchema,
  missing: z.array(z.enum(RESUME_SECTIONS)),
  /** Code → Korean name for every job, region, employment type, certificate and test the content names. */
  labels: z.record(z.string(), z.string()),
  /** Download link of each attached file (photo and portfolio), by saveName. */
  fileLinks: z.record(z.string(), z.string()),
});
export type ResumeDetail = z.infer<typeof resumeDetailSchema>;

/** JSON Resume v1.0.0 import: the document, and what could not be mapped (never dropped silently). */
export const jsonResumeImportSchema = z.object({
  /** A JSON Resume document (parsed and mapped on the server; at most the body limit). */
  document: z.record(z.string(), z.unknown()),
});
export const jsonResumeImportResultSchema = z.object({
  resumeId: z.number().int(),
  /** Korean notes on what did not map ('volunteer 2건: 대외활동(봉사)으로 옮겼습니다' …). */
  notes: z.array(z.string()),
});
