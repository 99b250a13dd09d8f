/**
 * Company information, reviews, interview reviews and consulting (issue 21,
 * decision 0035): limits and labels. Plain values without zod (decision
 * 0020): list and detail screens load these without the validators;
 * `schemas/companies.ts`, `schemas/company-reviews.ts` and
 * `schemas/consulting.ts` build on them.
 */

/** Industry groups the company list filters by (each company's KSIC line belongs to one). */
export const COMPANY_INDUSTRIES = {
  software: 'IT·소프트웨어',
  game: '게임',
  electronics: '전자·반도체',
  machinery: '기계·제조',
  bio: '바이오·제약',
  food: '식품',
  restaurant: '외식',
  retail: '유통·소매',
  logistics: '물류·운송',
  construction: '건설',
  energy: '에너지',
  finance: '금융',
  media: '미디어·콘텐츠',
  trading: '무역',
  hospital: '병원·의료',
  care: '돌봄·복지',
  facility: '시설관리',
  education: '교육',
  hotel: '호텔·관광',
  public: '공공기관',
} as const;
export type CompanyIndustry = keyof typeof COMPANY_INDUSTRIES;

export const COMPANY_SORTS = {
  rating: '평점순',
  reviews: '리뷰 많은순',
  postings: '채용 중 공고순',
  name: '이름순',
} as const;
export type CompanySort = keyof typeof COMPANY_SORTS;

export const COMPANY_LIMITS = {
  searchLength: 50,
  pageSize: 20,
  /** OFFSET paging reads every row it skips; deeper pages are refused (400). */
  maxPage: 500,
  /** Years of financial statements and months of headcount kept per company. */
  financialYears: 5,
  headcountMonths: 36,
  /** A per-stage pass ratio is shown only when at least this many applicants reached the stage. */
  minStageApplicants: 5,
  /** Open postings shown on a detail page. */
  detailPostings: 10,
} as const;

/** Listed (상장) or not, as OpenDART's corp_cls gives it. */
export const LISTING_KINDS = {
  kospi: '유가증권시장 상장',
  kosdaq: '코스닥 상장',
  konex: '코넥스 상장',
  unlisted: '비상장',
} as const;
export type ListingKind = keyof typeof LISTING_KINDS;

// ---- reviews ---------------------------------------------------------------

/** The five category ratings every review gives (JobPlanet's set), in display order. */
export const REVIEW_CATEGORIES = {
  promotion: '승진 기회 및 가능성',
  payWelfare: '복지 및 급여',
  workLife: '업무와 삶의 균형',
  culture: '사내 문화',
  management: '경영진',
} as const;
export type ReviewCategory = keyof typeof REVIEW_CATEGORIES;

export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  prosMin: 30,
  prosMax: 1000,
  consMin: 30,
  consMax: 1000,
  advice: 500,
  title: 60,
  /** One review per member per company within this many months (302 for a second). */
  onceInMonths: 12,
  /** Give-to-get: a review written within this many months opens every review in full. */
  giveToGetMonths: 12,
  /** Characters of pros and cons a reader without access sees. */
  previewChars: 40,
  pageSize: 10,
  maxPage: 500,
  /** A company may ask for a 임시조치 of at most this many days (정보통신망법 44-2). */
  takedownMaxDays: 30,
  reply: 1000,
  reason: 200,
  /** Half-life, in days, of a review's weight in the recency-weighted score. */
  recencyHalfLifeDays: 365,
  /** Reviews a member may submit per day (every kind together, across every node). */
  perDay: 5,
  /** Years a former employee may name as the last year worked. */
  yearsBack: 30,
} as const;

/**
 * A review's life: screened before publication, text never edited by
 * operators. `held` is a company's 임시조치 (until `heldUntil`), `blinded` and
 * `removed` are moderation's after reports.
 */
export const REVIEW_STATES = {
  pending: '심사 중',
  published: '게시됨',
  rejected: '반려됨',
  held: '임시조치',
  blinded: '블라인드',
  removed: '삭제 조치',
  deleted: '삭제됨',
} as const;
export type ReviewState = keyof typeof REVIEW_STATES;

export const CEO_APPROVALS = {
  approve: '지지',
  neutral: '보통',
  disapprove: '지지하지 않음',
} as const;
export type CeoApproval = keyof typeof CEO_APPROVALS;

export const EMPLOYMENT_STATUSES = {
  current: '현직원',
  former: '전직원',
} as const;
export type EmploymentStatus = keyof typeof EMPLOYMENT_STATUSES;

// ---- interview reviews -----------------------------------------------------

export const INTERVIEW_ROUTES = {
  open: '공채',
  rolling: '수시채용',
  referral: '추천',
  headhunt: '헤드헌팅',
  intern: '인턴 전환',
  other: '기타',
} as const;
export type InterviewRoute = keyof typeof INTERVIEW_ROUTES;

export const INTERVIEW_EXPERIENCES = {
  positive: '긍정적',
  neutral: '보통',
  negative: '부정적',
} as const;
export type InterviewExperience = keyof typeof INTERVIEW_EXPERIENCES;

export const INTERVIEW_RESULTS = {
  pass: '합격',
  fail: '불합격',
  waiting: '대기 중',
} as const;
export type InterviewResult = keyof typeof INTERVIEW_RESULTS;

export const INTERVIEW_DIFFICULTY = {
  1: '매우 쉬움',
  2: '쉬움',
  3: '보통',
  4: '어려움',
  5: '매우 어려움',
} as const;

export const INTERVIEW_LIMITS = {
  questions: 2000,
  questionsMin: 10,
  tips: 1000,
  /** Interview questions shown on the process page (newest published first). */
  processQuestions: 10,
} as const;

// ---- consulting ------------------------------------------------------------

export const CONSULTING_KINDS = {
  essay: '자기소개서 첨삭',
  interview: '면접 첨삭',
} as const;
export type ConsultingKind = keyof typeof CONSULTING_KINDS;

export const CONSULTING_STATES = {
  received: '접수',
  'in-progress': '진행 중',
  done: '완료',
  cancelled: '취소',
} as const;
export type ConsultingState = keyof typeof CONSULTING_STATES;

export const CONSULTING_LIMITS = {
  /** Questions (자기소개서 문항 or expected interview questions) per request. */
  items: 5,
  question: 300,
  answer: 3000,
  answerMin: 50,
  note: 500,
  /** What the consultant writes. */
  comment: 500,
  annotations: 30,
  summary: 3000,
  summaryMin: 20,
  /** The stated answer time, in hours, from the request. */
  answerHours: 72,
  pageSize: 10,
} as const;
