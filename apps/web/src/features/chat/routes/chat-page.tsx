import { CHAT_LIMITS, type ChatSession, type ChatStatus } from '@ilteo/contract';
import { useId, useState } from 'react';
import { PageFrame } from '@/shared/ui/page';
import { DetailError, DetailSkeleton } from '@/shared/ui/list-states';
import { useChatStatus } from '../api/get-chat-status';
import { useStartChat } from '../api/start-chat';
import { AutoAnswersPanel } from '../components/auto-answers-panel';
import { ChatHistory } from '../components/chat-history';
import { ChatRoom } from '../components/chat-room';
import '../components/chat-page.css';

function StatusPanel({ status }: { status: ChatStatus }) {
  const id = useId();
  const [topic, setTopic] = useState('');
  const start = useStartChat();

  return (
    <section className="chat-status" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="chat-section-title">
        상담 안내
      </h2>
      <dl className="chat-status__facts">
        <div>
          <dt>운영 시간</dt>
          <dd>
            {status.hours} {status.open ? '(지금 운영 중)' : '(지금은 운영 시간이 아닙니다)'}
          </dd>
        </div>
        <div>
          <dt>상담사</dt>
          <dd>
            {status.counsellorAvailable ? '상담 가능' : '모든 상담사가 상담 중이거나 부재 중'}
          </dd>
        </div>
        <div>
          <dt>대기</dt>
          <dd>{status.waiting === 0 ? '대기 없음' : `${String(status.waiting)}명 대기 중`}</dd>
        </div>
      </dl>
      {status.open && (
        <form
          className="chat-status__start"
          onSubmit={(event) => {
            event.preventDefault();
            start.mutate(topic.trim());
          }}
        >
          <label htmlFor={`${id}-topic`} className="chat-label">
            상담 주제 (선택)
          </label>
          <input
            id={`${id}-topic`}
            className="chat-input"
            value={topic}
            maxLength={CHAT_LIMITS.topic}
            placeholder="예: 신입 개발자 이력서 방향"
            onChange={(event) => setTopic(event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={start.isPending}>
            상담 시작
          </button>
        </form>
      )}
    </section>
  );
}

/**
 * /person/guide/chat (issue 22): a member's live 1:1 conversation with a
 * counsellor. Without an open conversation: the hours, the queue and 상담
 * 시작; outside the hours or with no counsellor free, automatic answers and
 * 1:1 문의로 남기기 as well. Past conversations stay readable below.
 * Loaded only on this route (the socket client comes with it).
 */
export function ChatPage() {
  const status = useChatStatus();
  const data = status.data;
  const session = data?.session ?? null;
  // The conversation stays on screen after it ends (its summary, 처음으로) even
  // when the next status call no longer names it.
  const [kept, setKept] = useState<ChatSession | null>(null);
  if (session && kept?.sessionId !== session.sessionId) setKept(session);
  const room = session ?? kept;

  return (
    <PageFrame
      title="커리어 상담 채팅"
      lead="취업 전문 상담사와 1:1로 이야기합니다. 이력서, 면접, 진로 무엇이든 물어보세요."
      className="chat-page"
    >
      {status.isPending && <DetailSkeleton />}
      {status.isError && (
        <DetailError
          message="상담 정보를 불러오지 못했습니다."
          onRetry={() => void status.refetch()}
        />
      )}
      {data && room && (
        <ChatRoom
          key={room.sessionId}
          session={room}
          waiting={data.waiting}
          onEnded={() => {
            setKept(null);
            void status.refetch();
          }}
        />
      )}
      {data && !room && (
        <>
          <StatusPanel status={data} />
          {(!data.open || !data.counsellorAvailable) && (
            <AutoAnswersPanel
              reason={
                data.open
                  ? '지금은 모든 상담사가 상담 중입니다. 기다리는 동안 자동 답변을 확인하거나 1:1 문의로 남길 수 있습니다.'
                  : `지금은 상담 운영 시간이 아닙니다 (${data.hours}). 자동 답변을 확인하거나 1:1 문의로 남겨 주세요.`
              }
            />
          )}
        </>
      )}
      {data && <ChatHistory exclude={room?.sessionId ?? null} />}
    </PageFrame>
  );
}
