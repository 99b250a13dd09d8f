/**
 * Query keys of 공지사항 and 자주 묻는 질문, under `support` beside 1:1
 * 문의's (qna-keys.ts): a vote refreshes the FAQ lists only.
 */
export const supportKeys = {
  notices: ['support', 'notices'] as const,
  noticeList: (params: object) => ['support', 'notices', 'list', params] as const,
  notice: (noticeId: number) => ['support', 'notices', 'detail', noticeId] as const,
  faqs: ['support', 'faq'] as const,
  faq: (params: object) => ['support', 'faq', params] as const,
};
