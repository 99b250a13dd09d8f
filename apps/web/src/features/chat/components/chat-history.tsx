import { CHAT_STATES, type ChatSession } from '@ilteo/contract';
import { useId, useState } from 'react';
import { ChatTranscript } from '@/shared/chat/chat-transcript';
import { chatDateTime } from '@/shared/chat/format';
import { useChatConnection } from '@/shared/chat/use-chat-connection';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { useChatHistory } from '../api/get-chat-history';

/** One past conversation, read only (no live connection). */
function PastConversation({ session }: { session: ChatSession }) {
  const { snapshot } = useChatConnection({
    sessionId: session.sessionId,
    role: 'member',
    live: false,
  });
  return (
    <div className="chat-history__view">
      {session.summary && (
        <div className="chat-room__summary">
          <h4>상담 요약</h4>
          <p>{session.summary}</p>
        </div>
      )}
      <ChatTranscript
        messages={snapshot.messages}
        pending={[]}
        myRole="member"
        otherReadId={snapshot.counsellorReadId}
        otherLabel="상담사"
        label={`${chatDateTime(session.createdAt)} 상담 대화`}
        empty="대화 내용이 없습니다."
      />
    </div>
  );
}

/** 지난 상담: my ended conversations, each opened in place. */
export function ChatHistory({ exclude }: { exclude: number | null }) {
  const id = useId();
  const history = useChatHistory();
  const [open, setOpen] = useState<number | null>(null);
  const items = (history.data ?? []).filter((s) => s.sessionId !== exclude && s.state === 'closed');

  return (
    <section className="chat-history" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="chat-section-title">
        지난 상담
      </h2>
      {history.isPending && <ListSkeleton rows={2} />}
      {history.isError && (
        <ListError
          message="지난 상담을 불러오지 못했습니다."
          onRetry={() => void history.refetch()}
        />
      )}
      {history.data && items.length === 0 && <ListEmpty message="지난 상담이 없습니다." />}
      {items.length > 0 && (
        <ul className="chat-history__list">
          {items.map((s) => (
            <li key={s.sessionId}>
              <button
                type="button"
                className="chat-history__toggle"
                aria-expanded={open === s.sessionId}
                onClick={() => setOpen(open === s.sessionId ? null : s.sessionId)}
              >
                <span>{s.topic || '커리어 상담'}</span>
                <span className="chat-history__meta">
                  {chatDateTime(s.createdAt)} · {CHAT_STATES[s.state]}
                </span>
              </button>
              {open === s.sessionId && <PastConversation session={s} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
