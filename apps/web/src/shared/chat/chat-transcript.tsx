import type { ChatMessage } from '@ilteo/contract';
import { useLayoutEffect, useRef } from 'react';
import type { PendingSend } from './chat-state';
import { chatTime } from './format';
import './chat.css';

export interface ChatTranscriptProps {
  messages: readonly ChatMessage[];
  pending: readonly PendingSend[];
  /** Whose messages are mine (shown on the right). */
  myRole: 'member' | 'counsellor';
  /** The other side read everything up to this id (읽음). */
  otherReadId: number;
  /** The other side's name as the list announces it: 상담사, 회원 … */
  otherLabel: string;
  label: string;
  onResend?: (clientId: string) => void;
  onDiscard?: (clientId: string) => void;
  /** Shown when there is nothing yet. */
  empty?: string;
}

function Bubble({ body, imageUrl }: { body: string; imageUrl: string | null }) {
  return (
    <div className="chat-bubble">
      {imageUrl && <img className="chat-bubble__image" src={imageUrl} alt="첨부한 이미지" />}
      {/* Plain text as typed: React escapes it, never HTML. */}
      {body && <p className="chat-bubble__text">{body}</p>}
    </div>
  );
}

/**
 * The conversation (both sides' screens): mine on the right, the other's on
 * the left, system notes centred, each with its time, 읽음 once the other
 * side read it, and my unsent messages last (전송 중, or 다시 보내기).
 * A log region: screen readers announce new messages politely; it keeps
 * to the bottom while the reader is there.
 */
export function ChatTranscript({
  messages,
  pending,
  myRole,
  otherReadId,
  otherLabel,
  label,
  onResend,
  onDiscard,
  empty,
}: ChatTranscriptProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const count = messages.length + pending.length;

  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && atBottom.current) list.scrollTop = list.scrollHeight;
  }, [count]);

  return (
    // The log region wraps the list: a list element may not take the log role.
    <div
      ref={listRef}
      className="chat-log"
      role="log"
      aria-live="polite"
      aria-label={label}
      // Scrollable, so reachable by keyboard.
      tabIndex={0}
      onScroll={(event) => {
        const list = event.currentTarget;
        atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 48;
      }}
    >
      <ol className="chat-log__list">
        {count === 0 && empty && <li className="chat-log__empty">{empty}</li>}
        {messages.map((m) => {
          if (m.senderRole === 'system') {
            return (
              <li key={m.messageId} className="chat-line chat-line--system">
                <p>{m.body}</p>
              </li>
            );
          }
          const mine = m.senderRole === myRole;
          return (
            <li key={m.messageId} className={mine ? 'chat-line chat-line--mine' : 'chat-line'}>
              <span className="sr-only">{mine ? '나' : otherLabel}: </span>
              <Bubble body={m.body} imageUrl={m.image?.url ?? null} />
              <span className="chat-line__meta">
                {mine && m.messageId <= otherReadId && (
                  <span className="chat-line__read">읽음</span>
                )}
                <time dateTime={m.createdAt}>{chatTime(m.createdAt)}</time>
              </span>
            </li>
          );
        })}
        {pending.map((p) => (
          <li key={p.clientId} className="chat-line chat-line--mine chat-line--pending">
            <span className="sr-only">나: </span>
            <Bubble body={p.body} imageUrl={p.imageUrl} />
            <span className="chat-line__meta">
              {p.state === 'sending' ? (
                <span>전송 중…</span>
              ) : (
                <span className="chat-line__failed">
                  <span role="alert">{p.error ?? '보내지 못했습니다.'}</span>
                  {onResend && (
                    <button
                      type="button"
                      className="chat-link-button"
                      onClick={() => onResend(p.clientId)}
                    >
                      다시 보내기
                    </button>
                  )}
                  {onDiscard && (
                    <button
                      type="button"
                      className="chat-link-button"
                      onClick={() => onDiscard(p.clientId)}
                    >
                      삭제
                    </button>
                  )}
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
