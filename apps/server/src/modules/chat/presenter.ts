import {
  CHAT_API,
  withQuery,
  type ChatMessage,
  type ChatSenderRole,
  type ChatSession,
} from '@ilteo/contract';
import type { MessageRow, SessionRow } from './repository';

const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : iso(value);

/**
 * A conversation as both sides see it: the counsellor by display name,
 * never their login id.
 */
export function presentSession(row: SessionRow): ChatSession {
  return {
    sessionId: row.sessionId,
    state: row.state,
    topic: row.topic,
    counsellorName: row.counsellorName,
    summary: row.summary,
    lastMessageId: row.lastMessageId,
    memberReadId: row.memberReadId,
    counsellorReadId: row.counsellorReadId,
    createdAt: iso(row.createdAt),
    takenAt: isoOrNull(row.takenAt),
    closedAt: isoOrNull(row.closedAt),
  };
}

/**
 * A message. The body is plain text as typed (clients render it as text,
 * never HTML); an image is read through the chat's own image route, which
 * lets only the two people of the conversation in.
 */
export function presentMessage(row: MessageRow): ChatMessage {
  return {
    messageId: row.messageId,
    sessionId: row.sessionId,
    senderRole: row.senderRole as ChatSenderRole,
    clientId: row.clientId,
    body: row.body,
    image:
      row.imageSaveName === null
        ? null
        : {
            saveName: row.imageSaveName,
            url: withQuery(CHAT_API.image, {
              sessionId: String(row.sessionId),
              saveName: row.imageSaveName,
            }),
          },
    createdAt: iso(row.createdAt),
  };
}
