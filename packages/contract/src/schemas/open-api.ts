import { z } from 'zod';
import {
  API_KEY_LENGTH,
  API_KEY_MAX_IPS,
  OPEN_API_DEFAULT_PAGE_SIZE,
  OPEN_API_MAX_PAGE_SIZE,
  OPEN_API_STATUSES,
  OPEN_API_POSTING_FIELDS,
  type OpenApiPostingField,
  type OpenApiStatus,
} from '../vocabulary/open-api';
import { idSchema } from './common';
import { postingListQuerySchema } from './postings';
import { lineText } from './text';

/**
 * The open API (issue 24, decision 0041): the member's keys in my home, the
 * valid-key check, and the public postings search's query.
 */

/** The characters a key is made of: no 0/O, 1/l/I, so a key read aloud or retyped survives. */
export const API_KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** A well-formed key (anything else is status 100 without a database look-up). */
export const API_KEY_PATTERN = new RegExp(`^[${API_KEY_ALPHABET}]{${API_KEY_LENGTH}}$`);
/** Key names as the issue form takes them. */
export const API_KEY_NAME_MAX = 50;

export const apiKeyInputSchema = z.object({
  name: lineText()
    .trim()
    .min(1, '키 이름을 입력해 주세요.')
    .max(API_KEY_NAME_MAX, `키 이름은 ${API_KEY_NAME_MAX}자 이하로 입력해 주세요.`),
  /** Checked as addresses on the server (node:net); blank lines are dropped. */
  allowedIps: z
    .array(lineText().trim().max(45, 'IP 주소가 올바르지 않습니다.'))
    .max(API_KEY_MAX_IPS, `허용 IP는 ${API_KEY_MAX_IPS}개까지 등록할 수 있습니다.`)
    .default([])
    .transform((ips) => [...new Set(ips.filter(Boolean))]),
});
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;

export const apiKeyIdQuerySchema = z.object({ keyId: idSchema('API 키') });

/** A key in my home's list: never the key itself, only its first characters. */
export const apiKeyItemSchema = z.object({
  keyId: z.number().int(),
  name: z.string(),
  /** The key's first 8 characters. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revoked: z.boolean(),
  /** Calls counted today (Asia/Seoul). */
  todayCalls: z.number().int(),
  dailyQuota: z.number().int(),
  allowedIps: z.array(z.string()),
});
export type ApiKeyItem = z.infer<typeof apiKeyItemSchema>;

export const apiKeyListSchema = z.object({
  items: z.array(apiKeyItemSchema),
  /** Live keys a member may hold, and allowed IPs per key. */
  maxKeys: z.number().int(),
  maxIps: z.number().int(),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The answer to an issue: the whole key, in this answer only. */
export const apiKeyIssuedSchema = apiKeyItemSchema.extend({ apiKey: z.string() });
export type ApiKeyIssued = z.infer<typeof apiKeyIssuedSchema>;

const STATUS_KEYS = Object.keys(OPEN_API_STATUSES) as [OpenApiStatus, ...OpenApiStatus[]];
export const openApiStatusSchema = z.enum(STATUS_KEYS);

/** POST valid-key: any text up to 200 characters; a wrong shape is status 100, not a 400. */
export const validKeyBodySchema = z.object({
  apiKey: lineText()
    .trim()
    .min(1, 'API 인증키를 입력해 주세요.')
    .max(200, 'API 인증키가 너무 깁니다.'),
});

export const validKeyResultSchema = z.object({
  usable: z.boolean(),
  status: openApiStatusSchema,
  message: z.string(),
  /** The key's first characters, when it is registered. */
  prefix: z.string().nullable(),
  dailyQuota: z.number().int().nullable(),
  /** Calls left today; null when the key is not usable for another reason. */
  remaining: z.number().int().nullable(),
});
export type ValidKeyResult = z.infer<typeof validKeyResultSchema>;

/** `fields=a,b`: known posting fields only; none means all of them. */
const fieldsSchema = lineText()
  .max(400)
  .optional()
  .transform((s) =>
    s === undefined
      ? []
      : [
          ...new Set(
            s
              .split(',')
              .map((v) => v.trim())
              .filter(Boolean),
          ),
        ],
  )
  .pipe(
    z.array(
      z.enum(OPEN_API_POSTING_FIELDS, {
        error: `fields에는 ${OPEN_API_POSTING_FIELDS.join(', ')}만 쓸 수 있습니다.`,
      }),
    ),
  )
  .transform((list): readonly OpenApiPostingField[] =>
    list.length === 0 ? OPEN_API_POSTING_FIELDS : list,
  );

/** The public search: the recruitment list's filters, sorts and paging (size ≤ 100), and fields. */
export const openPostingQuerySchema = postingListQuerySchema.extend({
  size: z.coerce
    .number()
    .int()
    .min(1, '페이지 크기는 1 이상이어야 합니다.')
    .max(OPEN_API_MAX_PAGE_SIZE, `페이지 크기는 ${OPEN_API_MAX_PAGE_SIZE} 이하여야 합니다.`)
    .default(OPEN_API_DEFAULT_PAGE_SIZE),
  fields: fieldsSchema,
});
export type OpenPostingQuery = z.output<typeof openPostingQuerySchema>;

export const openPostingDetailQuerySchema = z.object({ fields: fieldsSchema });
export const openPostingParamsSchema = z.object({ postingId: idSchema('공고') });

/** One parameter of the public search, as the guide and the OpenAPI document describe it. */
export interface OpenApiParameterDoc {
  name: string;
  type: 'string' | 'integer';
  description: string;
  example?: string;
  enum?: readonly string[];
}

/** Every parameter of GET /api/open/v1/postings (the recruitment list's filters, decision 0041). */
export const OPEN_API_PARAMETERS: readonly OpenApiParameterDoc[] = [
  {
    name: 'keyword',
    type: 'string',
    description: '검색어 (공고 제목·기업명, 100자 이하)',
    example: '백엔드',
  },
  {
    name: 'regions',
    type: 'string',
    description: '지역 코드 (쉼표로 구분, 10개까지; getCmmnCd REGION)',
    example: '11680,11650',
  },
  {
    name: 'jobs',
    type: 'string',
    description: '직무 코드 (쉼표로 구분, 10개까지; getCmmnCd JOB)',
    example: '024001',
  },
  {
    name: 'careers',
    type: 'string',
    description: '경력 구분: N 신입(경력무관 포함), E 경력(경력무관 포함)',
    example: 'N',
  },
  {
    name: 'careerYears',
    type: 'integer',
    description: '경력 연수 (careers=E와 함께; 공고의 경력 범위 안)',
    example: '3',
  },
  {
    name: 'educations',
    type: 'string',
    description: '학력 코드 (쉼표로 구분; getCmmnCd EDU)',
    example: '05',
  },
  {
    name: 'employmentTypes',
    type: 'string',
    description: '고용형태 코드 (쉼표로 구분; getCmmnCd EMP_TP)',
    example: '10',
  },
  {
    name: 'salaryMin',
    type: 'integer',
    description: '연봉 하한 (만원; 회사내규 공고는 제외)',
    example: '4000',
  },
  {
    name: 'companyTypes',
    type: 'string',
    description: '기업형태 코드 (쉼표로 구분; getCmmnCd CO_TP)',
  },
  {
    name: 'preferentials',
    type: 'string',
    description: '우대조건 코드 (쉼표로 구분; getCmmnCd PREF)',
  },
  {
    name: 'deadline',
    type: 'string',
    description: '마감 조건',
    enum: ['today', 'within3', 'within7', 'always'],
  },
  { name: 'companyId', type: 'integer', description: '기업 번호 (그 기업의 공고만)' },
  {
    name: 'intern',
    type: 'string',
    description: 'Y 인턴 공고만, N 인턴 제외 (없으면 모두)',
    enum: ['Y', 'N'],
  },
  {
    name: 'sortBy',
    type: 'string',
    description: '정렬 기준 (기본 latest)',
    enum: ['latest', 'deadline', 'views', 'salary'],
  },
  {
    name: 'sortType',
    type: 'string',
    description: '정렬 방향 (없으면 기준마다 기본 방향)',
    enum: ['asc', 'desc'],
  },
  { name: 'page', type: 'integer', description: '페이지 (1부터, 기본 1)', example: '1' },
  { name: 'size', type: 'integer', description: '페이지 크기 (1~100, 기본 20)', example: '20' },
  {
    name: 'fields',
    type: 'string',
    description: '받을 필드 (쉼표로 구분; 없으면 모든 필드)',
    example: 'postingId,title,closeDate',
  },
];

/** What each selectable field holds. */
export const OPEN_API_FIELD_DOCS: Record<OpenApiPostingField, string> = {
  postingId: '공고 번호 (정수)',
  title: '공고 제목',
  companyName: '기업명',
  regionCodes: '근무지역 코드 목록 (REGION)',
  jobCodes: '직무 코드 목록 (JOB)',
  employmentType: '고용형태 코드 (EMP_TP)',
  careerType: '경력 구분: N 신입, E 경력, Z 경력무관',
  education: '학력 코드 (EDU)',
  salaryType: '급여 형태 코드 (D 일급, H 시급, M 월급, Y 연봉; 회사내규면 null)',
  salaryMin: '급여 하한 (원; 없으면 null)',
  salaryMax: '급여 상한 (원; 없으면 null)',
  openDate: '게시일 (YYYY-MM-DD, 한국 시간)',
  closeDate: '마감일 (YYYY-MM-DD; 상시채용·채용시 마감이면 null)',
  closeType: '마감 방식: date 마감일, always 상시채용, until-filled 채용시 마감',
  url: '일터의 공고 상세 주소',
};

/** The HTTP status each open API status comes with. */
export const OPEN_API_HTTP_STATUS: Record<OpenApiStatus, number> = {
  '000': 200,
  '010': 401,
  '011': 401,
  '012': 403,
  '013': 200,
  '020': 429,
  '100': 400,
  '800': 503,
  '900': 500,
};
