/**
 * Support (issue 22): 공지사항, 자주 묻는 질문 and 1:1 문의. Plain values
 * (decision 0020); `schemas/support.ts` and `schemas/qna.ts` build on them.
 */

export const NOTICE_CATEGORIES = {
  service: '서비스 안내',
  update: '업데이트',
  event: '이벤트',
  policy: '약관·정책',
  maintenance: '점검',
} as const;
export type NoticeCategory = keyof typeof NOTICE_CATEGORIES;

/** FAQ and 1:1 문의 categories, as Korean portals group them. */
export const SUPPORT_CATEGORIES = {
  join: '회원가입/탈퇴',
  account: '회원정보·아이디·비밀번호',
  resume: '이력서',
  apply: '입사지원',
  search: '채용정보 검색',
  company: '기업정보·리뷰',
  community: '커뮤니티',
  etc: '기타',
} as const;
export type SupportCategory = keyof typeof SUPPORT_CATEGORIES;

export const QNA_STATES = {
  waiting: '답변 대기',
  answered: '답변 완료',
} as const;
export type QnaState = keyof typeof QNA_STATES;

export const SUPPORT_LIMITS = {
  noticeTitle: 120,
  noticeFiles: 5,
  noticeBodyHtml: 100_000,
  faqQuestion: 200,
  faqAnswerHtml: 20_000,
  qnaTitle: 100,
  qnaBody: 4000,
  qnaFiles: 3,
  qnaAnswer: 4000,
} as const;
