/**
 * Every API path the web app calls, once. The spec (§7) fixes these strings;
 * server routes and client fetchers both import them from here.
 */
export const API = {
  auth: {
    verifyRouter: '/api/auth/verifyRouter',
    accessToken: '/api/auth/a-token',
    userInfo: '/api/v1/auth/getUserInfo',
    pushToken: '/api/v1/auth/app/push-token',
  },
  session: {
    verifyToken: '/api/cmmn/verifyToken',
    login: '/api/cmmn/login',
    logOut: '/api/cmmn/logOut',
    reAccessToken: '/api/cmmn/getReAccessToken',
  },
  cmmn: {
    codes: '/api/v1/cmmn/getCmmnCd',
    file: '/api/v1/cmmn/file',
    uploadFile: '/api/v1/cmmn/uploadFile',
    sideMenu: '/api/v1/cmmn/getSideMenuList',
    certi: '/api/v1/cmmn/certi',
    lang: '/api/v1/cmmn/lang',
    address: '/api/v1/cmmn/getAddress',
    personUserInfo: '/api/v1/cmmn/person/user-info',
    externalApiValidKey: '/api/v1/cmmn/person/external-api/valid-key',
    snsLogin: '/api/v1/cmmn/app/sns-login',
    sendMail: '/api/v1/cmmn/send-mail',
  },
  /** Accounts beyond the spec's named calls (the spec leaves sign-up and recovery paths open). */
  account: {
    consents: '/api/v1/cmmn/sign-up/consents',
    checkLoginId: '/api/v1/cmmn/sign-up/check-id',
    signUp: '/api/v1/cmmn/sign-up',
    identityRequest: '/api/v1/cmmn/identity/request',
    identityResult: '/api/v1/cmmn/identity/result',
    /** The local identity provider's own page (development and tests). */
    identityLocalForm: '/api/v1/cmmn/identity/local',
    /** Where NICE returns the browser. */
    identityNiceReturn: '/api/v1/cmmn/identity/nice/return',
    findId: '/api/v1/cmmn/find-account/id',
    passwordResetRequest: '/api/v1/cmmn/find-account/password',
    passwordReset: '/api/v1/cmmn/find-account/password/reset',
    updateContact: '/api/v1/cmmn/person/user-info/contact',
    updateAddress: '/api/v1/cmmn/person/user-info/address',
    changePassword: '/api/v1/cmmn/person/user-info/password',
    updateConsents: '/api/v1/cmmn/person/user-info/consents',
    withdraw: '/api/v1/cmmn/person/withdraw',
    /** SNS login, web redirect flow (decision 0012): `:provider` is one of SNS_PROVIDERS. */
    snsProviders: '/api/v1/cmmn/oauth/providers',
    snsStart: '/api/v1/cmmn/oauth/:provider/start',
    snsCallback: '/api/v1/cmmn/oauth/:provider/callback',
  },
  /** Certificates and language tests (the spec leaves these paths open). */
  certiLang: {
    certList: '/api/v1/person/certi-lang/certi',
    certDetail: '/api/v1/person/certi-lang/certi/detail',
    langList: '/api/v1/person/certi-lang/lang',
    langDetail: '/api/v1/person/certi-lang/lang/detail',
  },
  main: {
    certToday: '/api/v1/cmmn/person/main/cert-today',
    postingsByTheme: '/api/v1/cmmn/person/main/job-posting/by-theme',
    postingsByPaidService: '/api/v1/cmmn/person/main/job-posting/by-paid-service',
    themes: '/api/v1/cmmn/person/main/theme',
    alarms: '/api/v1/person/main/alarm',
    alarmsMarkRead: '/api/v1/person/main/alarm/update-read-yn',
    alarmsHasUnread: '/api/v1/person/main/alarm/has-unread',
    /** PUT: the logged-in seeker's theme choice (our own path; at most 5, else 008). */
    themeSelection: '/api/v1/person/main/theme',
  },
  /** Recruitment lists and details (the spec leaves these paths open). */
  recruit: {
    list: '/api/v1/person/recrt-info/list',
    facets: '/api/v1/person/recrt-info/facets',
    detail: '/api/v1/person/recrt-info/detail',
    view: '/api/v1/person/recrt-info/view',
    applyState: '/api/v1/person/recrt-info/apply-state',
    prefCondition: '/api/v1/person/recrt-info/preference/condition',
    prefSeen: '/api/v1/person/recrt-info/preference/seen',
  },
  search: {
    all: '/api/v1/cmmn/search',
    suggest: '/api/v1/cmmn/search/suggest',
  },
  person: {
    contentInterestChange: '/api/v1/person/content-interest-his/change',
    /** 관심 목록: the member's marks of one kind, newest first (the content registry names them). */
    contentInterestList: '/api/v1/person/content-interest-his/list',
    report: '/api/v1/report',
    recrtPreference: '/api/v1/person/recrt-info/preference',
    recrtPrefStatus: '/api/v1/person/recrt-info/pref-status',
    recrtAddr: '/api/v1/person/recrt-info/addr',
  },
  /** My home: the dashboard, the calendar and its subscription feed. */
  myHome: {
    dashboard: '/api/v1/person/myhome/dashboard',
    calendar: '/api/v1/person/myhome/calendar',
    /** POST makes (or replaces) the member's secret feed link; DELETE revokes it. */
    calendarFeed: '/api/v1/person/myhome/calendar/feed',
    /** GET /api/v1/cmmn/calendar/<secret>.ics: no session; the secret is the key. */
    calendarIcsPrefix: '/api/v1/cmmn/calendar/',
  },
  /** /reported-content and the author's objection (decision 0031). */
  moderation: {
    reportedContent: '/api/v1/cmmn/reported-content',
    objection: '/api/v1/person/reported-content/objection',
  },
  /** 작성 이력 (/person/myhome/:tab): what the member wrote, per kind through the registry. */
  writtenHistory: {
    tabs: '/api/v1/person/myhome/written/tabs',
    list: '/api/v1/person/myhome/written',
    remove: '/api/v1/person/myhome/written/delete',
  },
  system: {
    health: '/healthz',
    docs: '/api/docs',
  },
} as const;

/** Prefix shared by every API path; anything else is the web app. */
export const API_PREFIX = '/api/';
