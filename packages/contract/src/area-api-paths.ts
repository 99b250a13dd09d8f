/**
 * The areas' API paths, apart from API (api-paths.ts): API is one object in a
 * module every first visit loads, so each path in it ships in the entry (issue
 * 17's budget). This module travels with the screens that import it
 * (build/chunks.ts SCREEN_VOCABULARY), and each constant is tree-shaken on
 * its own. The server and the tests import them from the contract as usual.
 */

/**
 * Community (decision 0030): reads are public, writes need a member.
 * POST/PUT/DELETE on `post` and `comment` create, edit and delete (?postId=, ?commentId=).
 */
export const COMMUNITY_API = {
  boards: '/api/v1/person/certi-lang/commu/boards',
  list: '/api/v1/person/certi-lang/commu',
  detail: '/api/v1/person/certi-lang/commu/detail',
  comments: '/api/v1/person/certi-lang/commu/comments',
  view: '/api/v1/person/certi-lang/commu/view',
  me: '/api/v1/person/certi-lang/commu/me',
  nickname: '/api/v1/person/certi-lang/commu/nickname',
  post: '/api/v1/person/certi-lang/commu/post',
  editable: '/api/v1/person/certi-lang/commu/post/editable',
  like: '/api/v1/person/certi-lang/commu/post/like',
  comment: '/api/v1/person/certi-lang/commu/comment',
} as const;

/**
 * Applying and the member's applications (issue 19, decision 0034). The apply
 * calls sit under recrt-info (the apply screen's area), the rest under my home.
 */
export const APPLICATION_API = {
  form: '/api/v1/person/recrt-info/apply/form',
  apply: '/api/v1/person/recrt-info/apply',
  external: '/api/v1/person/recrt-info/apply/external',
  list: '/api/v1/person/myhome/applications',
  detail: '/api/v1/person/myhome/applications/detail',
  cancel: '/api/v1/person/myhome/applications/cancel',
  /** PUT: the member's own status of an external application. */
  externalStatus: '/api/v1/person/myhome/applications/external',
  returnRequest: '/api/v1/person/myhome/applications/return-request',
  /** POST issues a 취업활동 증명서; GET ?certNo= reads the member's own for printing. */
  certificate: '/api/v1/person/myhome/applications/certificate',
} as const;

/** 받은 제안 (issue 19). */
export const OFFER_API = {
  list: '/api/v1/person/myhome/offers',
  accept: '/api/v1/person/myhome/offers/accept',
  decline: '/api/v1/person/myhome/offers/decline',
} as const;

/** Career records (이력서) under my home; the spec leaves these paths open (decision 0027). */
export const RESUME_API = {
  list: '/api/v1/person/myhome/career/list',
  detail: '/api/v1/person/myhome/career/detail',
  /** GET: a new résumé's starting content (basics from the account). */
  blank: '/api/v1/person/myhome/career/blank',
  /** POST creates, PUT saves (resumeId in the body); DELETE ?resumeId= (004). */
  save: '/api/v1/person/myhome/career',
  copy: '/api/v1/person/myhome/career/copy',
  flags: '/api/v1/person/myhome/career/flags',
  /** GET ?resumeId= exports, POST imports as a new résumé (JSON Resume v1.0.0). */
  jsonResume: '/api/v1/person/myhome/career/json-resume',
} as const;

/** 경력 불러오기 (codes 1001, 1002). */
export const CAREER_LOOKUP_API = {
  start: '/api/v1/person/career-lookup/start',
  result: '/api/v1/person/career-lookup/result',
} as const;

/**
 * The employer's screening API (company members; issue 19, decision 0034).
 * Apart from API: the web app has no employer screens, so none of these
 * strings reach its bundles.
 */
export const EMPLOYER_API = {
  signUp: '/api/v1/cmmn/company/sign-up',
  postings: '/api/v1/company/postings',
  applicants: '/api/v1/company/applicants',
  applicant: '/api/v1/company/applicants/detail',
  applicantFile: '/api/v1/company/applicants/file',
  decide: '/api/v1/company/applicants/decision',
  /** GET ?postingId&stageNo; POST adds and DELETE removes an evaluator (at most 4, 804; 805 mid-evaluation). */
  committee: '/api/v1/company/committee',
  score: '/api/v1/company/committee/score',
  evaluation: '/api/v1/company/committee/evaluation',
  talent: '/api/v1/company/talent',
  offers: '/api/v1/company/offers',
  verifyCertificate: '/api/v1/company/employment-certificate/verify',
  /** The company's reviews (issue 21): one reply per review, and a 임시조치 of at most 30 days. */
  reviews: '/api/v1/company/reviews',
  reviewReply: '/api/v1/company/reviews/reply',
  reviewTakedown: '/api/v1/company/reviews/takedown',
  /** Paid services (issue 24): GET the company's promotions, POST books one (1101), DELETE ?promotionId= (1102). */
  promotions: '/api/v1/company/promotions',
  /** GET ?product=&from=&to=: each slot's booked periods, to choose a free one. */
  promotionSlots: '/api/v1/company/promotions/slots',
  /** GET the packages on sale; POST { packageId } buys one (an invoice). */
  packages: '/api/v1/company/packages',
  /** GET the company's invoices. */
  sales: '/api/v1/company/sales',
  /** GET the company's remaining credits by kind. */
  credits: '/api/v1/company/credits',
  /** GET ?postingId= the requests; POST { postingId, applicationIds } asks applicants to take the test (1104, 1105). */
  testRequests: '/api/v1/company/test-requests',
  /** GET ?requestId=: a result the applicant shared. */
  testResult: '/api/v1/company/test-requests/result',
  /** GET the partner schools; POST/DELETE { postingId, universityId }: a campus posting. */
  campusPostings: '/api/v1/company/campus-postings',
} as const;

/**
 * The operator console (decision 0026): operators only, each action audited.
 * Apart from API: only the console's own chunk needs these, never the entry.
 */
export const OPS_API = {
  login: '/api/v1/ops/login',
  me: '/api/v1/ops/me',
  members: '/api/v1/ops/members',
  lock: '/api/v1/ops/members/lock',
  unlock: '/api/v1/ops/members/unlock',
  approvals: '/api/v1/ops/company-approvals',
  approve: '/api/v1/ops/company-approvals/approve',
  reject: '/api/v1/ops/company-approvals/reject',
  audit: '/api/v1/ops/audit',
  /** The moderation queue (decision 0031). */
  moderation: '/api/v1/ops/moderation',
  moderationItem: '/api/v1/ops/moderation/item',
  moderationDecide: '/api/v1/ops/moderation/decide',
  /** Review screening (issue 21): pending reviews and objected 임시조치. */
  reviewScreening: '/api/v1/ops/review-screening',
  reviewDecide: '/api/v1/ops/review-screening/decide',
  /** 기업 컨설팅 answers (operators with the consultant flag). */
  consulting: '/api/v1/ops/consulting',
  consultingItem: '/api/v1/ops/consulting/item',
  consultingTake: '/api/v1/ops/consulting/take',
  consultingAnswer: '/api/v1/ops/consulting/answer',
  /** 취업 가이드 articles (issue 22): GET list; POST creates, PUT ?articleId= edits, DELETE hides. */
  guideArticles: '/api/v1/ops/guide/articles',
  guideArticle: '/api/v1/ops/guide/article',
  /** 공지사항: GET list; POST/PUT ?noticeId=/DELETE. */
  notices: '/api/v1/ops/support/notices',
  notice: '/api/v1/ops/support/notice',
  /** FAQ with their helpful counts: GET list; POST/PUT ?faqId=/DELETE. */
  faqs: '/api/v1/ops/support/faqs',
  faq: '/api/v1/ops/support/faq',
  /** 1:1 문의: the queue, one inquiry, POST an answer. */
  qna: '/api/v1/ops/support/qna',
  qnaItem: '/api/v1/ops/support/qna/item',
  qnaAnswer: '/api/v1/ops/support/qna/answer',
  /** Counsellor chat: the waiting queue and my chats, take, close with a summary, canned replies. */
  chatQueue: '/api/v1/ops/chat/queue',
  chatTake: '/api/v1/ops/chat/take',
  chatClose: '/api/v1/ops/chat/close',
  chatCanned: '/api/v1/ops/chat/canned',
  /** POST { accepting }: the console's heartbeat (every ~20 s) and the accepting toggle. */
  chatPresence: '/api/v1/ops/chat/presence',
  /** Paid services (issue 24): every promotion; DELETE ?promotionId= (1102). */
  promotions: '/api/v1/ops/promotions',
  /** GET list; POST creates, PUT ?packageId= edits, DELETE ?packageId= (1103). */
  packages: '/api/v1/ops/packages',
  /** GET invoices; POST ?saleId= marks paid or cancels ({ action }). */
  sales: '/api/v1/ops/sales',
  salesAction: '/api/v1/ops/sales/action',
  /** GET list; POST creates, PUT ?bannerId= edits, DELETE ?bannerId=. */
  banners: '/api/v1/ops/banners',
  /** GET list; POST registers (1201); DELETE ?universityId= ends the partnership (roster deleted). */
  partners: '/api/v1/ops/partners',
  /** POST ?universityId= a roster CSV (name, birth date, student number), replacing the last. */
  partnerRoster: '/api/v1/ops/partners/roster',
} as const;

/**
 * 직업 성향 검사 (issue 24): the member's sitting (items, saved answers),
 * one answer at a time, the submission, results and company requests.
 */
export const BTI_API = {
  /** GET: the items and the open sitting (started on first answer). */
  sitting: '/api/v1/person/pbcg/bti/sitting',
  /** PUT { itemNo, value }: saves one answer. */
  answer: '/api/v1/person/pbcg/bti/answer',
  /** POST: scores the sitting (422-style 400 listing missing items when incomplete). */
  submit: '/api/v1/person/pbcg/bti/submit',
  /** POST: discards the open sitting and starts over. */
  restart: '/api/v1/person/pbcg/bti/restart',
  /** GET: past results, newest first. */
  results: '/api/v1/person/pbcg/bti/results',
  /** GET ?attemptId=: one result with its matching jobs, postings and certificates. */
  result: '/api/v1/person/pbcg/bti/result',
  /** GET: companies' requests; POST { requestId, share } decides sharing. */
  requests: '/api/v1/person/pbcg/bti/requests',
  share: '/api/v1/person/pbcg/bti/requests/share',
} as const;

/** The member's open API keys (my home); the valid-key check is API.cmmn.externalApiValidKey. */
export const API_KEY_API = {
  /** GET list; POST issues one (the key is in this answer only); DELETE ?keyId= revokes. */
  keys: '/api/v1/person/myhome/api-keys',
} as const;

/**
 * The public open API (read-only postings), keyed by the `X-API-Key` header or
 * `apiKey` query parameter, CORS open, quota per key and Seoul day.
 */
export const OPEN_API = {
  postings: '/api/open/v1/postings',
  posting: '/api/open/v1/postings/:postingId',
  openapi: '/api/open/v1/openapi.json',
} as const;

/** Campus verification (issue 24): verify against a partner's roster (1202), and its postings. */
export const CAMPUS_API = {
  /** GET: partner schools and my verification. */
  status: '/api/v1/person/myhome/campus',
  /** POST { universityId, name, birthDate, studentNo }; DELETE ends my verification. */
  verify: '/api/v1/person/myhome/campus/verify',
  /** GET ?page=: my school's campus postings (verified students only). */
  postings: '/api/v1/person/myhome/campus/postings',
} as const;

/** Banners (issue 24): the active ones of a target, for the main page's lazy carousel. */
export const BANNER_API = {
  list: '/api/v1/cmmn/person/main/banner',
} as const;

/**
 * 취업 가이드 (issue 22): public reads; related postings and certificates
 * come with the detail.
 */
export const GUIDE_API = {
  list: '/api/v1/person/guide',
  detail: '/api/v1/person/guide/detail',
  view: '/api/v1/person/guide/view',
} as const;

/**
 * Support (issue 22): notices and FAQ are public; 1:1 문의 needs a member.
 * POST/PUT ?qnaId=/DELETE ?qnaId= on `qna` create, edit and delete an unanswered inquiry.
 */
export const SUPPORT_API = {
  notices: '/api/v1/person/support/notice',
  noticeDetail: '/api/v1/person/support/notice/detail',
  faq: '/api/v1/person/support/faq',
  /** POST { faqId, helpful }: one vote per member or visitor. */
  faqVote: '/api/v1/person/support/faq/vote',
  qnaList: '/api/v1/person/support/qna/list',
  qna: '/api/v1/person/support/qna',
  qnaDetail: '/api/v1/person/support/qna/detail',
} as const;

/**
 * 커리어 상담 채팅 (issue 22): the WebSocket, and the same conversation over
 * Server-Sent Events plus POST when a socket cannot connect. Members and
 * counsellors use the same calls; the session cookie decides the side.
 */
export const CHAT_API = {
  /** GET: open hours, whether a counsellor is free, my open conversation. */
  status: '/api/v1/person/guide/chat/status',
  /** POST: start (or return) my open conversation. */
  start: '/api/v1/person/guide/chat/start',
  /** GET ?sessionId=&after=: messages after a server id (history, resume). */
  messages: '/api/v1/person/guide/chat/messages',
  /** POST { sessionId, clientId, body | imageSaveName }. */
  send: '/api/v1/person/guide/chat/send',
  /** POST { sessionId, messageId }: read receipt. */
  read: '/api/v1/person/guide/chat/read',
  /** GET ?sessionId= (Last-Event-ID resumes): the fallback stream. */
  events: '/api/v1/person/guide/chat/events',
  /** The WebSocket (GET upgrade ?sessionId=&after=). */
  socket: '/api/v1/person/guide/chat/socket',
  /** GET: my past conversations. */
  history: '/api/v1/person/guide/chat/history',
  /** POST { sessionId }: the member ends the conversation. */
  end: '/api/v1/person/guide/chat/end',
  /** POST { q }: automatic answers from the FAQ and the guide. */
  autoAnswers: '/api/v1/person/guide/chat/auto-answers',
  /** POST: leave the question as a 1:1 inquiry (one click). */
  toInquiry: '/api/v1/person/guide/chat/to-inquiry',
  /** GET ?sessionId=&saveName=: a message's image, for the two people of that conversation only. */
  image: '/api/v1/person/guide/chat/image',
} as const;

/**
 * Company information (issue 21, decision 0035): reads are public; reviews
 * in full follow the give-to-get rule. POST/PUT/DELETE on `review` and
 * `recruitReview` create, edit and delete (?reviewId=, ?recruitReviewId=).
 */
export const COMPANY_API = {
  list: '/api/v1/person/company/info',
  detail: '/api/v1/person/company/info/detail',
  process: '/api/v1/person/company/info/process',
  reviews: '/api/v1/person/company/info/review',
  reviewForm: '/api/v1/person/company/info/review/form',
  review: '/api/v1/person/company/info/review/write',
  reviewHelpful: '/api/v1/person/company/info/review/helpful',
  reviewObjection: '/api/v1/person/company/info/review/objection',
  recruitReviews: '/api/v1/person/company/info/recrt-review',
  recruitReviewForm: '/api/v1/person/company/info/recrt-review/form',
  recruitReview: '/api/v1/person/company/info/recrt-review/write',
} as const;

/** 기업 컨설팅 (issue 21): the member's requests and the anonymised samples. */
export const CONSULTING_API = {
  form: '/api/v1/person/company/info/consulting/form',
  /** POST a request; DELETE ?consultingId= cancels one not yet taken. */
  request: '/api/v1/person/company/info/consulting',
  mine: '/api/v1/person/company/info/consulting/mine',
  samples: '/api/v1/person/company/info/consulting/samples',
  /** The member's own request or a sample, with the answer when done. */
  detail: '/api/v1/person/company/info/consulting/detail',
} as const;
