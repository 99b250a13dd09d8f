import type { ChatMessage, ChatSession } from '@ilteo/contract';

/**
 * The conversation as a screen shows it, kept by ChatConnection and read
 * through useSyncExternalStore: every change makes a new snapshot, so React
 * compares by reference. Pure functions only; the connection does the I/O.
 */

/** connecting: the first connection; reconnecting: lost, trying again; ended: closed for good. */
export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'ended' | 'denied';
/** socket: the WebSocket; sse: Server-Sent Events plus POST, when the socket cannot connect. */
export type ChatTransportKind = 'socket' | 'sse';

export interface PendingSend {
  clientId: string;
  body: string;
  imageSaveName: string | null;
  /** A preview of the attached image while it has no server message yet. */
  imageUrl: string | null;
  /** sending: not acknowledged (resent after a reconnect); failed: refused, 다시 보내기. */
  state: 'sending' | 'failed';
  /** The server's id once acknowledged, until the message itself arrives. */
  messageId: number | null;
  error: string | null;
  createdAt: string;
}

export interface ChatSnapshot {
  session: ChatSession | null;
  /** Ascending by messageId, each id once. */
  messages: readonly ChatMessage[];
  pending: readonly PendingSend[];
  memberReadId: number;
  counsellorReadId: number;
  status: ConnectionStatus;
  transport: ChatTransportKind;
  /** A refusal not tied to one message (rate limit without clientId, a closed chat …). */
  notice: string | null;
}

export const initialSnapshot = (): ChatSnapshot => ({
  session: null,
  messages: [],
  pending: [],
  memberReadId: 0,
  counsellorReadId: 0,
  status: 'connecting',
  transport: 'socket',
  notice: null,
});

/**
 * Adds messages, each id once (a later copy replaces an earlier one, as a
 * resend or a replay after a reconnect brings the same message again), in
 * ascending id order. The common case, newer messages at the end, appends.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): readonly ChatMessage[] {
  if (incoming.length === 0) return current;
  const last = current.at(-1)?.messageId ?? 0;
  const ascending = incoming.every(
    (m, i) => m.messageId > last && (i === 0 || m.messageId > (incoming[i - 1]?.messageId ?? 0)),
  );
  if (ascending) return [...current, ...incoming];
  const byId = new Map(current.map((m) => [m.messageId, m]));
  for (const m of incoming) byId.set(m.messageId, m);
  return [...byId.values()].sort((a, b) => a.messageId - b.messageId);
}

/** Messages arrived: their pending copies (same client id, or acknowledged with their id) go. */
export function settlePending(
  pending: readonly PendingSend[],
  arrived: readonly ChatMessage[],
): readonly PendingSend[] {
  if (pending.length === 0 || arrived.length === 0) return pending;
  const clientIds = new Set(arrived.map((m) => m.clientId));
  const ids = new Set(arrived.map((m) => m.messageId));
  const left = pending.filter(
    (p) => !clientIds.has(p.clientId) && (p.messageId === null || !ids.has(p.messageId)),
  );
  return left.length === pending.length ? pending : left;
}

/** The session's read marks, never moving backwards. */
export function withSession(snapshot: ChatSnapshot, session: ChatSession): ChatSnapshot {
  return {
    ...snapshot,
    session,
    memberReadId: Math.max(snapshot.memberReadId, session.memberReadId),
    counsellorReadId: Math.max(snapshot.counsellorReadId, session.counsellorReadId),
    status: session.state === 'closed' ? 'ended' : snapshot.status,
  };
}

export function withMessages(
  snapshot: ChatSnapshot,
  arrived: readonly ChatMessage[],
): ChatSnapshot {
  if (arrived.length === 0) return snapshot;
  return {
    ...snapshot,
    messages: mergeMessages(snapshot.messages, arrived),
    pending: settlePending(snapshot.pending, arrived),
  };
}

export function withAck(snapshot: ChatSnapshot, clientId: string, messageId: number): ChatSnapshot {
  const arrived = snapshot.messages.some((m) => m.messageId === messageId);
  const pending = arrived
    ? snapshot.pending.filter((p) => p.clientId !== clientId)
    : snapshot.pending.map((p) =>
        p.clientId === clientId ? { ...p, messageId, state: 'sending' as const, error: null } : p,
      );
  return { ...snapshot, pending };
}

export function withRead(
  snapshot: ChatSnapshot,
  role: 'member' | 'counsellor',
  messageId: number,
): ChatSnapshot {
  return role === 'member'
    ? { ...snapshot, memberReadId: Math.max(snapshot.memberReadId, messageId) }
    : { ...snapshot, counsellorReadId: Math.max(snapshot.counsellorReadId, messageId) };
}

export function withPendingState(
  snapshot: ChatSnapshot,
  clientId: string,
  state: PendingSend['state'],
  error: string | null,
): ChatSnapshot {
  return {
    ...snapshot,
    pending: snapshot.pending.map((p) => (p.clientId === clientId ? { ...p, state, error } : p)),
  };
}

/** Sends the server has not acknowledged: what a reconnect sends again. */
export const unacknowledged = (snapshot: ChatSnapshot): PendingSend[] =>
  snapshot.pending.filter((p) => p.state === 'sending' && p.messageId === null);
