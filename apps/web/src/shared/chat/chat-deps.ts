import {
  CHAT_API,
  RESPONSE_CODES,
  type ChatMessage,
  type ChatSendInput,
  type ChatSession,
} from '@ilteo/contract';
import { CLIENT_ERROR_CODES, isApiError } from '@/shared/api/api-error';
import { csrfToken } from '@/shared/api/csrf';
import { request } from '@/shared/api/http';
import type { EventSourceLike, SocketLike } from './transports';

/**
 * Everything ChatConnection needs from the outside: the browser's sockets,
 * the HTTP calls, time and the network's state. `browserChatDeps` wires the
 * real ones; tests pass fakes (no network, no real timers).
 */

export interface ChatPage {
  session: ChatSession;
  items: ChatMessage[];
  hasMore: boolean;
}

/** POST CHAT_API.send answers the stored message (or at least its id). */
export type SendResult = ChatMessage | { messageId: number };

export interface ChatTimer {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface ChatNetwork {
  online(): boolean;
  /** Calls back on the browser's online/offline events; answers the unsubscribe. */
  subscribe(listener: (online: boolean) => void): () => void;
}

export interface ChatDeps {
  /** `path` is the socket's path with its query; the scheme and host are added here. */
  openSocket(path: string): SocketLike;
  openEventSource(path: string): EventSourceLike;
  loadMessages(sessionId: number, after: number): Promise<ChatPage>;
  postSend(input: ChatSendInput): Promise<SendResult>;
  postRead(sessionId: number, messageId: number): Promise<void>;
  /** Any call: it brings a fresh CSRF token (and notices a session that ended). */
  refreshToken(): Promise<void>;
  csrf(): string | null;
  timer: ChatTimer;
  network: ChatNetwork;
  newClientId(): string;
  now(): Date;
  isNetworkError(error: unknown): boolean;
  /** Not this member's or counsellor's conversation. */
  isDenied(error: unknown): boolean;
}

const DENIED = [RESPONSE_CODES.PERMISSION_DENIED.code, RESPONSE_CODES.MOVE_DENIED.code];

/** A client id the server accepts ([A-Za-z0-9_-], ≤ 40): a UUID where the browser has one. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function socketUrl(path: string): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${path}`;
}

export function browserChatDeps(): ChatDeps {
  return {
    openSocket: (path) => new WebSocket(socketUrl(path)),
    openEventSource: (path) => new EventSource(path, { withCredentials: true }),
    async loadMessages(sessionId, after) {
      const envelope = await request<ChatPage>({
        url: CHAT_API.messages,
        params: { sessionId, after },
        silent: true,
        handledCodes: DENIED,
      });
      return envelope.data;
    },
    async postSend(input) {
      const envelope = await request<SendResult>({
        method: 'POST',
        url: CHAT_API.send,
        data: input,
        silent: true,
        handledCodes: DENIED,
      });
      return envelope.data;
    },
    async postRead(sessionId, messageId) {
      await request({
        method: 'POST',
        url: CHAT_API.read,
        data: { sessionId, messageId },
        silent: true,
        handledCodes: DENIED,
      });
    },
    async refreshToken() {
      await request({ url: CHAT_API.status, silent: true, handledCodes: DENIED });
    },
    csrf: csrfToken,
    timer: {
      set: (run, ms) => window.setTimeout(run, ms),
      clear: (handle) => window.clearTimeout(handle as number),
    },
    network: {
      online: () => navigator.onLine,
      subscribe(listener) {
        const on = () => listener(true);
        const off = () => listener(false);
        window.addEventListener('online', on);
        window.addEventListener('offline', off);
        return () => {
          window.removeEventListener('online', on);
          window.removeEventListener('offline', off);
        };
      },
    },
    newClientId,
    now: () => new Date(),
    isNetworkError: (error) => isApiError(error) && error.code === CLIENT_ERROR_CODES.network,
    isDenied: (error) => isApiError(error) && DENIED.includes(error.code),
  };
}
