import { z } from 'zod';
import { CHAT_LIMITS, CHAT_SENDER_ROLES, CHAT_STATES } from '../vocabulary/chat';
import { INT4_MAX } from '../ids';
import { idBodySchema, idSchema } from './common';
import { lineText, multilineText } from './text';

/**
 * 커리어 상담 채팅 (issue 22): what the WebSocket, the SSE fallback and the
 * HTTP calls carry. A message has the server's id (order, resume point) and
 * the sender's client id (a resend is the same message, never a second).
 */

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string];

/** A message id (bigint identity, safe as a JS number) in a query string. */
export const messageIdQuerySchema = z.coerce
  .number()
  .int('메시지 번호가 올바르지 않습니다.')
  .min(0, '메시지 번호가 올바르지 않습니다.')
  .max(Number.MAX_SAFE_INTEGER, '메시지 번호가 올바르지 않습니다.');

export const clientIdSchema = z
  .string()
  .min(1, '메시지 식별자가 올바르지 않습니다.')
  .max(CHAT_LIMITS.clientId, '메시지 식별자가 올바르지 않습니다.')
  .regex(/^[A-Za-z0-9_-]+$/, '메시지 식별자가 올바르지 않습니다.');

/** A stored upload's name (the upload helper's), as a message's image. */
const imageSaveNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22,64}\.[a-z0-9]{1,8}$/, '이미지가 올바르지 않습니다.');

/**
 * A message id a client reports as read. chat_message ids are bigint, but
 * like every id the API takes they are refused past int4 (the bad-input
 * sweep's rule): two billion messages are far beyond this service's scale.
 */
const readMessageIdSchema = z
  .number()
  .int('메시지 번호가 올바르지 않습니다.')
  .min(0, '메시지 번호가 올바르지 않습니다.')
  .max(INT4_MAX, '메시지 번호가 올바르지 않습니다.');

export const chatBodySchema = multilineText()
  .trim()
  .max(CHAT_LIMITS.body, `메시지는 ${String(CHAT_LIMITS.body)}자 이하로 입력해 주세요.`);

export const chatMessageSchema = z.object({
  messageId: z.number().int(),
  sessionId: z.number().int(),
  senderRole: z.enum(CHAT_SENDER_ROLES),
  clientId: z.string(),
  body: z.string(),
  /** An image (a stored file's name; read through the file service). */
  image: z.object({ saveName: z.string(), url: z.string() }).nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSessionSchema = z.object({
  sessionId: z.number().int(),
  state: z.enum(keys(CHAT_STATES)),
  topic: z.string(),
  /** The counsellor's display name once taken (never their login id). */
  counsellorName: z.string().nullable(),
  summary: z.string().nullable(),
  lastMessageId: z.number().int(),
  memberReadId: z.number().int(),
  counsellorReadId: z.number().int(),
  createdAt: z.string(),
  takenAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

/** GET CHAT_API.status */
export const chatStatusSchema = z.object({
  /** Within opening hours now. */
  open: z.boolean(),
  /** The opening hours in words, e.g. '평일 09:00~18:00 (공휴일 제외)'. */
  hours: z.string(),
  /** A counsellor is signed in with room for another chat. */
  counsellorAvailable: z.boolean(),
  /** Members waiting ahead (the queue's length). */
  waiting: z.number().int(),
  /** My open conversation, if any. */
  session: chatSessionSchema.nullable(),
});
export type ChatStatus = z.infer<typeof chatStatusSchema>;

/** POST CHAT_API.start */
export const chatStartInputSchema = z.object({
  topic: lineText()
    .trim()
    .max(CHAT_LIMITS.topic, `상담 주제는 ${String(CHAT_LIMITS.topic)}자 이하로 입력해 주세요.`)
    .default(''),
});

/** GET CHAT_API.messages and the socket's query: messages after `after`. */
export const chatMessagesQuerySchema = z.object({
  sessionId: idSchema('상담'),
  after: messageIdQuerySchema.default(0),
});

export const chatMessagesSchema = z.object({
  session: chatSessionSchema,
  items: z.array(chatMessageSchema),
  /** More remain after the last item (call again with its id). */
  hasMore: z.boolean(),
});

/** POST CHAT_API.send, and the socket's `send` frame without sessionId. */
export const chatSendInputSchema = z
  .object({
    sessionId: idBodySchema('상담'),
    clientId: clientIdSchema,
    body: chatBodySchema.default(''),
    imageSaveName: imageSaveNameSchema.nullable().default(null),
  })
  .refine((v) => v.body.length > 0 || v.imageSaveName !== null, {
    message: '메시지를 입력해 주세요.',
    path: ['body'],
  });
export type ChatSendInput = z.input<typeof chatSendInputSchema>;

/** POST CHAT_API.read: everything up to messageId was read. */
export const chatReadInputSchema = z.object({
  sessionId: idBodySchema('상담'),
  messageId: readMessageIdSchema,
});

export const chatSessionInputSchema = z.object({ sessionId: idBodySchema('상담') });

/** Frames a client sends on the socket. */
export const chatClientFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('send'),
    clientId: clientIdSchema,
    body: chatBodySchema.default(''),
    imageSaveName: imageSaveNameSchema.nullable().default(null),
  }),
  z.object({ type: z.literal('read'), messageId: readMessageIdSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type ChatClientFrame = z.input<typeof chatClientFrameSchema>;

/**
 * Frames the server sends, on the socket and as SSE `data:` (an SSE
 * `message` event's id is its messageId, so Last-Event-ID resumes).
 */
export type ChatServerFrame =
  | { type: 'message'; message: ChatMessage }
  /** Stored: the client's message now has its server id. */
  | { type: 'ack'; clientId: string; messageId: number }
  /** The other side read up to messageId. */
  | { type: 'read'; role: 'member' | 'counsellor'; messageId: number }
  /** Taken, closed or otherwise changed. */
  | { type: 'session'; session: ChatSession }
  /** A refused frame (rate limit, bad input, closed chat): the connection stays. */
  | { type: 'error'; code: string; message: string; clientId?: string }
  | { type: 'pong' };

/** POST CHAT_API.autoAnswers */
export const chatAutoAnswersInputSchema = z.object({
  q: lineText()
    .trim()
    .min(1, '질문을 입력해 주세요.')
    .max(CHAT_LIMITS.question, `질문은 ${String(CHAT_LIMITS.question)}자 이하로 입력해 주세요.`),
});
export const chatAutoAnswersSchema = z.object({
  items: z.array(
    z.object({
      kind: z.enum(['faq', 'guide-article']),
      id: z.string(),
      title: z.string(),
      snippet: z.string(),
      path: z.string(),
    }),
  ),
});

/** POST CHAT_API.toInquiry: the question (or the conversation so far) becomes a 1:1 문의. */
export const chatToInquiryInputSchema = z.object({
  sessionId: idBodySchema('상담').nullable().default(null),
  question: multilineText()
    .trim()
    .min(5, '문의 내용을 5자 이상 입력해 주세요.')
    .max(2000, '문의 내용은 2000자 이하로 입력해 주세요.'),
});

/** The console: GET OPS_API.chatQueue */
export const opsChatQueueSchema = z.object({
  waiting: z.array(chatSessionSchema.extend({ memberName: z.string(), waitingSince: z.string() })),
  mine: z.array(chatSessionSchema.extend({ memberName: z.string(), unread: z.number().int() })),
});

/** POST OPS_API.chatClose */
export const opsChatCloseInputSchema = z.object({
  sessionId: idBodySchema('상담'),
  summary: multilineText()
    .trim()
    .min(1, '상담 요약을 입력해 주세요.')
    .max(CHAT_LIMITS.summary, `상담 요약은 ${String(CHAT_LIMITS.summary)}자 이하로 입력해 주세요.`),
});

export const chatCannedReplySchema = z.object({
  replyId: z.number().int(),
  title: z.string(),
  body: z.string(),
});
/** POST OPS_API.chatCanned (PUT ?replyId= edits, DELETE ?replyId= removes). */
export const chatCannedInputSchema = z.object({
  title: lineText()
    .trim()
    .min(1, '제목을 입력해 주세요.')
    .max(
      CHAT_LIMITS.cannedTitle,
      `제목은 ${String(CHAT_LIMITS.cannedTitle)}자 이하로 입력해 주세요.`,
    ),
  body: multilineText()
    .trim()
    .min(1, '내용을 입력해 주세요.')
    .max(
      CHAT_LIMITS.cannedBody,
      `내용은 ${String(CHAT_LIMITS.cannedBody)}자 이하로 입력해 주세요.`,
    ),
});

/* Added by the server (issue 22, H7): backwards-compatible additions. */

/** GET CHAT_API.history: my conversations, newest first. */
export const chatHistorySchema = z.object({ items: z.array(chatSessionSchema) });

/** POST CHAT_API.send (HTTP fallback): the stored message's server id. */
export const chatSendResultSchema = z.object({ clientId: z.string(), messageId: z.number().int() });

/** POST CHAT_API.toInquiry: the 1:1 문의 made, and where it is read. */
export const chatToInquiryResultSchema = z.object({
  inquiryId: z.number().int(),
  path: z.string(),
});

/** GET CHAT_API.image ?sessionId=&saveName= (a message's `image.url` names both). */
export const chatImageQuerySchema = z.object({
  sessionId: idSchema('상담'),
  saveName: imageSaveNameSchema,
});

/** PUT/DELETE OPS_API.chatCanned ?replyId= */
export const chatCannedIdQuerySchema = z.object({ replyId: idSchema('상용구') });

/** POST OPS_API.chatPresence: the console's heartbeat, and whether I take new chats. */
export const opsChatPresenceInputSchema = z.object({ accepting: z.boolean() });
export const opsChatPresenceSchema = z.object({
  accepting: z.boolean(),
  /** My active chats, and the most I may hold at once (CHAT_MAX_PER_COUNSELLOR). */
  active: z.number().int(),
  max: z.number().int(),
});
