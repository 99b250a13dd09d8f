/**
 * 커리어 상담 채팅 (issue 22): states, limits and the socket's close codes.
 * Plain values (decision 0020); `schemas/chat.ts` builds on them.
 */

export const CHAT_STATES = {
  waiting: '상담 대기',
  active: '상담 중',
  closed: '상담 종료',
} as const;
export type ChatState = keyof typeof CHAT_STATES;

export const CHAT_SENDER_ROLES = ['member', 'counsellor', 'system'] as const;
export type ChatSenderRole = (typeof CHAT_SENDER_ROLES)[number];

export const CHAT_LIMITS = {
  /** Characters of one message. */
  body: 1000,
  /** A client's own id for a message: [A-Za-z0-9_-], at most this long. */
  clientId: 40,
  /** Messages one member (or counsellor) may send per minute, across nodes. */
  perMinute: 30,
  topic: 100,
  summary: 2000,
  /** Messages one history or resume call returns at most. */
  page: 200,
  cannedTitle: 40,
  cannedBody: 1000,
  /** Chats one counsellor may hold at once. */
  perCounsellor: 5,
  /** Characters of the automatic-answer question. */
  question: 200,
} as const;

/**
 * WebSocket close codes. 1008 (policy violation) for a socket without a
 * valid session or CSRF token, as RFC 6455 names it; the rest are the
 * application's own (4000–4999).
 */
export const CHAT_CLOSE_CODES = {
  policy: 1008,
  /** Not this member's or counsellor's conversation (102). */
  forbidden: 4403,
  /** The conversation is not there. */
  notFound: 4404,
  /** The conversation ended; history stays readable over HTTP. */
  closed: 4410,
} as const;
