import { CHAT_LIMITS } from '@ilteo/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { paths } from '@/shared/config/paths';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { Tabs } from '@/shared/ui/tabs/tabs';
import { useChatQueue, type WaitingChat } from '../api/chat-queue';
import { useTakeChat } from '../api/chat-take';
import { NOT_COUNSELLOR } from '../components/chat-access';
import { isNotConsultant } from '../components/consultant-access';
import { ChatPane } from '../components/chat-pane';
import { useChatPresence } from '../components/chat-presence';
import { seoulDateTime } from '../components/format';
import '../components/ops-chat.css';

function PresenceToggle() {
  const { accepting, setAccepting, presence, failed } = useChatPresence();
  return (
    <div className="ops-chat-presence">
      <label className="ops-chat-presence__toggle">
        <input
          type="checkbox"
          checked={accepting}
          onChange={(event) => setAccepting(event.target.checked)}
        />
        상담 가능 (새 상담 받기)
      </label>
      <p className="ops-lead" role="status">
        {failed
          ? '상담 가능 상태를 알리지 못했습니다. 연결을 확인해 주세요.'
          : presence
            ? `진행 중 ${String(presence.active)} / 최대 ${String(presence.max)}건`
            : ''}
      </p>
    </div>
  );
}

function WaitingList({
  waiting,
  onTake,
}: {
  waiting: WaitingChat[];
  onTake: (id: number) => void;
}) {
  if (waiting.length === 0) return <ListEmpty message="기다리는 회원이 없습니다." />;
  return (
    <ul className="ops-chat-waiting">
      {waiting.map((w) => (
        <li key={w.sessionId}>
          <div>
            <strong>{w.memberName}</strong>
            <span>{w.topic || '주제 없음'}</span>
            <span className="ops-chat-waiting__since">
              {seoulDateTime(w.waitingSince)}부터 대기
            </span>
          </div>
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => onTake(w.sessionId)}
          >
            맡기
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * /ops/chat (issue 22): counsellors' live chats. 상담 가능 with its heartbeat,
 * the members waiting (맡기), my chats as tabs with unread counts (up to
 * CHAT_LIMITS.perCounsellor at once), and the chosen one's conversation.
 * Operators without the counsellor flag are told so in place.
 */
export function ChatConsolePage() {
  const queue = useChatQueue();
  const take = useTakeChat();
  const [selected, setSelected] = useState<number | null>(null);
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const mine = queue.data?.mine ?? [];
  const current = mine.find((c) => c.sessionId === selected) ?? mine[0] ?? null;

  const onTake = (sessionId: number) =>
    take.mutate(sessionId, { onSuccess: (session) => setSelected(session.sessionId) });

  if (queue.isError && isNotConsultant(queue.error)) {
    return (
      <section className="ops-card" aria-labelledby="ops-chat-title">
        <h1 id="ops-chat-title" className="ops-title">
          상담 채팅
        </h1>
        <p>{NOT_COUNSELLOR}</p>
      </section>
    );
  }

  return (
    <section className="ops-card ops-chat" aria-labelledby="ops-chat-title">
      <div className="ops-chat__head">
        <h1 id="ops-chat-title" className="ops-title">
          상담 채팅
        </h1>
        <Link to={paths.opsChatCanned}>상용구 관리</Link>
      </div>
      <PresenceToggle />
      {queue.isPending && <ListSkeleton rows={3} />}
      {queue.isError && (
        <ListError
          message="상담 목록을 불러오지 못했습니다."
          onRetry={() => void queue.refetch()}
        />
      )}
      {queue.data && (
        <div className="ops-chat__body">
          <section className="ops-chat__queue" aria-labelledby="ops-chat-waiting">
            <h2 id="ops-chat-waiting" className="ops-part__title">
              대기 중 {queue.data.waiting.length}명
            </h2>
            {take.isError && (
              <p className="ops-error" role="alert">
                {isApiError(take.error) ? take.error.message : '상담을 맡지 못했습니다.'}
              </p>
            )}
            <WaitingList waiting={queue.data.waiting} onTake={onTake} />
          </section>
          <section className="ops-chat__mine" aria-labelledby="ops-chat-mine">
            <h2 id="ops-chat-mine" className="ops-part__title">
              내 상담 {mine.length} / {CHAT_LIMITS.perCounsellor}
            </h2>
            {current ? (
              <Tabs
                tabs={mine.map((c) => ({
                  id: String(c.sessionId),
                  label:
                    c.unread > 0 ? `${c.memberName} (새 메시지 ${String(c.unread)})` : c.memberName,
                }))}
                active={String(current.sessionId)}
                onSelect={(id) => setSelected(Number(id))}
                label="내 상담"
                idPrefix="ops-chat"
              >
                <ChatPane
                  key={current.sessionId}
                  chat={current}
                  draft={drafts[current.sessionId] ?? ''}
                  onDraft={(text) => setDrafts((d) => ({ ...d, [current.sessionId]: text }))}
                />
              </Tabs>
            ) : (
              <ListEmpty message="진행 중인 상담이 없습니다. 대기 중인 회원을 맡아 주세요." />
            )}
          </section>
        </div>
      )}
    </section>
  );
}
