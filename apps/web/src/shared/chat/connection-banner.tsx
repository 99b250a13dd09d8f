import type { ChatSnapshot } from './chat-state';

export const BANNER_TEXT = {
  connecting: '연결 중입니다…',
  reconnecting: '연결이 끊겨 재연결 중입니다. 보내는 메시지는 연결되면 전송됩니다.',
  fallback: '실시간 연결이 어려워 보조 연결을 사용합니다.',
} as const;

/**
 * The connection's state in words, above the conversation (a status region:
 * read when it changes). Nothing while the socket is simply open.
 */
export function ConnectionBanner({ snapshot }: { snapshot: ChatSnapshot }) {
  const { status, transport, notice } = snapshot;
  const text =
    status === 'connecting'
      ? BANNER_TEXT.connecting
      : status === 'reconnecting'
        ? BANNER_TEXT.reconnecting
        : status === 'open' && transport === 'sse'
          ? BANNER_TEXT.fallback
          : status === 'denied'
            ? (notice ?? '이 상담에 참여할 수 없습니다.')
            : null;
  return (
    <div role="status" className="chat-banner-slot">
      {text && <p className={`chat-banner chat-banner--${status}`}>{text}</p>}
      {notice && status !== 'denied' && <p className="chat-banner chat-banner--notice">{notice}</p>}
    </div>
  );
}
