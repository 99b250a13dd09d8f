/**
 * The route table of the spec (§2, §6): every screen's path, layout, meta,
 * Korean title and who may open it. The web app builds its router from this
 * table and the server answers /api/auth/verifyRouter from the same table.
 */

/** `ops`: the operator console's own layout, never part of a /person bundle (decision 0026). */
export type Layout = 'client' | 'login' | 'bare' | 'ops' | 'none';

/** Who may open a route: anyone, a logged-in member, or an operator (the console). */
export type RouteAccess = 'public' | 'user' | 'operator';

export type MobileHeader = 'MainHeader' | 'SubHeader' | 'MyHomeIndexHeader';

export interface RouteMeta {
  /** Which header the mobile layout shows. */
  readonly mobileHeader?: MobileHeader;
  /** The page draws no header at all. */
  readonly hideHeader?: boolean;
  /** Detail pages get a back button; applyState is the applicant-status page. */
  readonly type?: 'detail' | 'applyState';
}

export interface RouteDef {
  readonly path: string;
  readonly layout: Layout;
  /** Korean title of the screen; the browser title is `${title} | 일터`. */
  readonly title: string;
  readonly access: RouteAccess;
  readonly meta: RouteMeta;
  /** The client guard does not call verifyRouter before entering. */
  readonly notVerify?: boolean;
}

const client = (
  path: string,
  title: string,
  access: RouteAccess = 'public',
  meta: RouteMeta = { mobileHeader: 'SubHeader' },
): RouteDef => ({ path, title, access, meta, layout: 'client' });

const myHome = (path: string, title: string): RouteDef =>
  client(path, title, 'user', { mobileHeader: 'MyHomeIndexHeader' });

const detail = (path: string, title: string, access: RouteAccess = 'public'): RouteDef =>
  client(path, title, access, { mobileHeader: 'SubHeader', type: 'detail' });

const login = (path: string, title: string, notVerify = true): RouteDef => ({
  path,
  title,
  access: 'public',
  meta: { hideHeader: true },
  layout: 'login',
  notVerify,
});

const bare = (path: string, title: string): RouteDef => ({
  path,
  title,
  access: 'public',
  meta: { hideHeader: true },
  layout: 'bare',
});

const ops = (path: string, title: string, access: RouteAccess = 'operator'): RouteDef => ({
  path,
  title,
  access,
  meta: { hideHeader: true },
  layout: 'ops',
  ...(access === 'public' ? { notVerify: true } : {}),
});

export const ROUTES = {
  main: client('/person/main', '메인', 'public', { mobileHeader: 'MainHeader' }),
  globalSearch: client('/global-search', '통합검색'),

  guideList: client('/person/guide/list', '취업 가이드'),
  guideDetail: detail('/person/guide/detail', '취업 가이드 상세'),
  guideChat: client('/person/guide/chat', '커리어 상담 채팅', 'user'),

  certiList: client('/person/certi-lang/certi/list', '자격증 정보'),
  certiDetail: detail('/person/certi-lang/certi/detail', '자격증 상세'),
  langList: client('/person/certi-lang/lang/list', '어학시험 정보'),
  langDetail: detail('/person/certi-lang/lang/detail', '어학시험 상세'),
  commuList: client('/person/certi-lang/commu/list', '커뮤니티'),
  commuDetail: detail('/person/certi-lang/commu/detail', '커뮤니티 글'),
  commuWrite: client('/person/certi-lang/commu/write', '커뮤니티 글쓰기', 'user'),

  companyInfo: client('/person/company/info', '기업정보'),
  companyDetail: detail('/person/company/info/detail', '기업 상세'),
  /** The spec's guard names it; the detail's 재무 정보 section on a page of its own. */
  companyFinancial: detail('/person/company/info/financial', '재무 정보'),
  companyProcess: client('/person/company/info/process', '채용 절차'),
  companyReview: client('/person/company/info/review', '기업 리뷰'),
  companyReviewForm: client('/person/company/info/review/form', '기업 리뷰 작성', 'user'),
  recruitReviewForm: client(
    '/person/company/info/recrt-review/form',
    '채용·면접 후기 작성',
    'user',
  ),
  companyConsulting: client('/person/company/info/consulting', '기업 컨설팅'),
  companyConsultingPreview: client('/person/company/info/consulting/preview', '컨설팅 미리보기'),

  myOffers: myHome('/person/myhome/offers', '받은 제안'),
  myCareerWrite: myHome('/person/myhome/career/write', '경력 기록 작성'),
  myCareerView: myHome('/person/myhome/career/view', '경력 기록 보기'),
  myCareerList: myHome('/person/myhome/career/list', '경력 기록'),
  myUserInfo: myHome('/person/myhome/user-info', '회원정보 수정'),
  myCancelUser: myHome('/person/myhome/cancel-user', '회원 탈퇴'),
  myApplications: myHome('/person/myhome/applications', '지원 현황'),
  myHome: myHome('/person/myhome/home', '마이홈'),
  myWatchList: myHome('/person/myhome/watch-list', '관심 목록'),
  /** 작성이력: what the user wrote (posts, comments, reviews, questions), one tab per kind. */
  myWrittenHistory: myHome('/person/myhome/:tab', '작성 이력'),
  /** Issue 24: past test results and requests, API keys, campus verification. */
  myBti: myHome('/person/myhome/bti', '직업 성향 검사'),
  myApiKeys: myHome('/person/myhome/api-key', 'API 인증키'),
  myCampus: myHome('/person/myhome/campus', '캠퍼스 인증'),

  supportNotice: client('/person/support/notice', '공지사항'),
  noticeDetail: detail('/person/notice/detail', '공지사항 상세'),
  supportFaq: client('/person/support/faq', '자주 묻는 질문'),
  supportQna: client('/person/support/qna', '1:1 문의', 'user'),
  supportQnaDetail: detail('/person/support/qna/detail', '1:1 문의 상세', 'user'),

  recruitDetail: detail('/person/recrtinfo/detail', '채용공고 상세'),
  recruitApplyState: client('/person/recrtinfo/apply-state', '지원자 현황', 'public', {
    mobileHeader: 'SubHeader',
    type: 'applyState',
  }),
  recruitList: client('/person/recrtInfo/list', '채용정보'),
  recruitApply: client('/person/recrtInfo/apply', '입사 지원', 'user'),
  recruitIntern: client('/person/recrtInfo/intern', '인턴 채용'),

  prefRecruitDetail: detail('/person/pref-recrt/detail', '맞춤 채용 조건', 'user'),
  prefRecruitIndex: client('/person/pref-recrt/index', '맞춤 채용', 'user'),

  login: login('/login', '로그인', false),
  signUpType: login('/signUpType', '회원가입 유형 선택', false),
  signUp: login('/signUp', '회원가입'),
  signedUp: login('/signedUp', '회원가입 완료'),
  niceAuthResult: login('/nice/auth-result', '본인인증 결과'),
  findAccount: login('/findAccount', '아이디·비밀번호 찾기'),
  apiGuide: login('/bare/api/guide', 'API 이용 안내'),
  privacyConsent: login('/bare/consent/prv', '개인정보 수집·이용 동의'),

  print: bare('/bare/print', '인쇄 미리보기'),
  bareCommuDetail: bare('/bare/commu/detail', '커뮤니티 글'),
  // Every answer is saved to the member's sitting, so the pop-up needs a login (the spec leaves access open).
  btiTest: { ...bare('/bare/pbcg/bti/test', '직업 성향 검사'), access: 'user' },

  reportedContent: client('/reported-content', '신고된 콘텐츠'),

  /** The operator console (not in the spec, which shows the job-seeker side only). */
  opsLogin: ops('/ops/login', '운영자 로그인', 'public'),
  opsMembers: ops('/ops/members', '회원 관리'),
  opsApprovals: ops('/ops/company-approvals', '기업회원 승인'),
  opsAudit: ops('/ops/audit', '운영 기록'),
  opsModeration: ops('/ops/moderation', '신고 검토'),
  opsModerationItem: ops('/ops/moderation/item', '신고 검토 상세'),
  opsReviewScreening: ops('/ops/review-screening', '리뷰 심사'),
  opsConsulting: ops('/ops/consulting', '기업 컨설팅'),
  opsConsultingItem: ops('/ops/consulting/item', '컨설팅 답변'),
  opsChat: ops('/ops/chat', '상담 채팅'),
  opsChatCanned: ops('/ops/chat/canned', '상담 상용구'),
  opsQna: ops('/ops/qna', '1:1 문의'),
  opsQnaItem: ops('/ops/qna/item', '1:1 문의 답변'),
  opsGuide: ops('/ops/guide', '취업 가이드'),
  opsGuideEdit: ops('/ops/guide/edit', '취업 가이드 편집'),
  opsNotices: ops('/ops/notices', '공지사항 관리'),
  opsFaq: ops('/ops/faq', '자주 묻는 질문 관리'),
  /** Paid and partner services (issue 24). */
  opsPromotions: ops('/ops/promotions', '유료 노출 관리'),
  opsPackages: ops('/ops/packages', '상품 패키지'),
  opsSales: ops('/ops/sales', '매출 관리'),
  opsBanners: ops('/ops/banners', '배너 관리'),
  opsPartners: ops('/ops/partners', '제휴 학교'),
  invalidPath: {
    path: '/invalid-path',
    title: '페이지를 찾을 수 없습니다',
    access: 'public',
    meta: { hideHeader: true },
    layout: 'none',
  },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;

/** Paths that only send the user elsewhere (§2). */
export const REDIRECTS: readonly { readonly from: string; readonly to: string }[] = [
  { from: '/', to: ROUTES.main.path },
  { from: '/person', to: ROUTES.main.path },
  { from: '/main', to: ROUTES.main.path },
  // The spec gives /company the meta auth false: anyone may follow it.
  { from: '/company', to: ROUTES.companyInfo.path },
  { from: '/ops', to: ROUTES.opsMembers.path },
];

/**
 * The fixed list of paths the client guard never verifies (§6), besides the
 * routes flagged notVerify.
 */
export const VERIFY_SKIP_PATHS: readonly string[] = [
  '/login',
  '/signUpType',
  '/main',
  ROUTES.main.path,
  ROUTES.certiList.path,
  ROUTES.certiDetail.path,
  ROUTES.langList.path,
  ROUTES.langDetail.path,
  ROUTES.commuList.path,
  ROUTES.commuDetail.path,
  ROUTES.companyInfo.path,
  ROUTES.companyDetail.path,
  ROUTES.companyFinancial.path,
  ROUTES.companyProcess.path,
  ROUTES.companyReview.path,
  ROUTES.companyConsulting.path,
  ROUTES.globalSearch.path,
  ROUTES.reportedContent.path,
  ROUTES.invalidPath.path,
  ROUTES.bareCommuDetail.path,
];

export const ROUTE_LIST: readonly (RouteDef & { readonly id: RouteId })[] = (
  Object.keys(ROUTES) as RouteId[]
).map((id) => ({ id, ...ROUTES[id] }));

const normalise = (path: string): string => {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed.toLowerCase();
};

function matches(pattern: string, path: string): boolean {
  const a = normalise(pattern).split('/');
  const b = normalise(path).split('/');
  if (a.length !== b.length) return false;
  return a.every((seg, i) => (seg.startsWith(':') ? (b[i] ?? '') !== '' : seg === b[i]));
}

/**
 * The route a path opens, as the router would pick it (case-insensitive,
 * static segments before parameters), or undefined for an unknown path.
 */
export function findRoute(path: string): (RouteDef & { readonly id: RouteId }) | undefined {
  const candidates = ROUTE_LIST.filter((r) => matches(r.path, path));
  return candidates.find((r) => !r.path.includes(':')) ?? candidates[0];
}

/** Whether the client guard skips server verification for this path (§6). */
export function skipsVerification(path: string): boolean {
  const target = normalise(path);
  if (VERIFY_SKIP_PATHS.some((p) => normalise(p) === target)) return true;
  return findRoute(path)?.notVerify === true;
}

/** The browser title of a screen. */
export const documentTitle = (title: string): string => `${title} | 일터`;
