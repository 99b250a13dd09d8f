/**
 * Certificates and interests: qualification kinds, grades, NCS fields, sorts, and what can be marked.
 * Plain values without zod (decision 0020): a screen that needs only these
 * does not load the validators; the schemas import them from here.
 */

export const QUALIFICATION_KINDS = {
  'national-technical': '국가기술자격',
  'national-professional': '국가전문자격',
  'accredited-private': '국가공인 민간자격',
  private: '민간자격',
} as const;
export type QualificationKind = keyof typeof QUALIFICATION_KINDS;

export const CERT_GRADES = [
  '기술사',
  '기능장',
  '기사',
  '산업기사',
  '기능사',
  '1급',
  '2급',
  '3급',
  '단일',
] as const;

/** NCS 대분류 (National Competency Standards), the field of a certificate. */
export const NCS_FIELDS: Record<string, string> = {
  '01': '사업관리',
  '02': '경영·회계·사무',
  '03': '금융·보험',
  '04': '교육·자연·사회과학',
  '05': '법률·경찰·소방·교도·국방',
  '06': '보건·의료',
  '07': '사회복지·종교',
  '08': '문화·예술·디자인·방송',
  '09': '운전·운송',
  '10': '영업판매',
  '11': '경비·청소',
  '12': '이용·숙박·여행·오락·스포츠',
  '13': '음식서비스',
  '14': '건설',
  '15': '기계',
  '16': '재료',
  '17': '화학·바이오',
  '18': '섬유·의복',
  '19': '전기·전자',
  '20': '정보통신',
  '21': '식품가공',
  '22': '인쇄·목재·가구·공예',
  '23': '환경·에너지·안전',
  '24': '농림어업',
};

/**
 * NCS_FIELDS in code order. Object keys such as '10' are integer-like and
 * JavaScript lists them before '01', so lists for people use this.
 */
export const NCS_FIELD_LIST: readonly { code: string; name: string }[] = Object.keys(NCS_FIELDS)
  .sort()
  .map((code) => ({ code, name: NCS_FIELDS[code] ?? code }));

export const CERT_SORTS = ['popularity', 'name', 'nextExam'] as const;

/** What can be marked as interesting; every kind of content the product has. */
export const CONTENT_TYPES = [
  'posting',
  'company',
  'certificate',
  'language-test',
  'community-post',
  'company-review',
  'interview-review',
  'guide-article',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
