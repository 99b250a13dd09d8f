/**
 * The open API (issue 24, decision 0041): key statuses as OpenDART documents
 * them (status and message in every answer), limits and the public fields.
 */

/** The status of a key check or an open API call. */
export const OPEN_API_STATUSES = {
  '000': '정상',
  '010': '등록되지 않은 키입니다.',
  '011': '사용할 수 없는 키입니다. 폐기된 키입니다.',
  '012': '접근할 수 없는 IP입니다.',
  '013': '조회된 데이터가 없습니다.',
  '020': '요청 제한을 초과하였습니다.',
  '100': '필드의 부적절한 값입니다.',
  '800': '시스템 점검 중입니다.',
  '900': '정의되지 않은 오류가 발생하였습니다.',
} as const;
export type OpenApiStatus = keyof typeof OPEN_API_STATUSES;

export const API_KEY_LENGTH = 40;
/** Keys a member may hold at once (revoked ones do not count). */
export const API_KEYS_PER_MEMBER = 5;
/** Allowed IP addresses per key. */
export const API_KEY_MAX_IPS = 10;
/** Results per page of the open postings search. */
export const OPEN_API_MAX_PAGE_SIZE = 100;
export const OPEN_API_DEFAULT_PAGE_SIZE = 20;

/** The posting fields an open API caller may select (`fields=`). */
export const OPEN_API_POSTING_FIELDS = [
  'postingId',
  'title',
  'companyName',
  'regionCodes',
  'jobCodes',
  'employmentType',
  'careerType',
  'education',
  'salaryType',
  'salaryMin',
  'salaryMax',
  'openDate',
  'closeDate',
  'closeType',
  'url',
] as const;
export type OpenApiPostingField = (typeof OPEN_API_POSTING_FIELDS)[number];
