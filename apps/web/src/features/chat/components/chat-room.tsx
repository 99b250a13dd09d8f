import { CHAT_STATES, type ChatSession } from '@ilteo/contract';
import { useEffect, useRef, useState } from 'react';
import { ChatComposer } from '@/shared/chat/chat-composer';
import { ChatTranscript } from '@/shared/chat/chat-transcript';
import { ConnectionBanner } from '@/shared/chat/connection-banner';
import { useChatConnection } from '@/shared/chat/use-chat-connection';
import { useReadReceipts } from '@/shared/chat/use-read-receipts';
import { confirm } from '@/shared/ui/dialog';
import { useEndChat } from '../api/end-chat';
import { ImageAttach, type AttachedImage } from './image-attach';

/**
 * The member's open conversation: who answers, the connection's state, the
 * messages and the composer; 상담 종료 ends it (the history stays). While
 * waiting, the queue position from the status call is shown.
 */
export function ChatRoom({
  session: initial,
  waiting,
  onEnded,
}: {
  session: ChatSession;
  waiting: number;
  onEnded: () => void;
}) {
  const { snapshot, connection } = useChatConnection({
    sessionId: initial.sessionId,
    role: 'member',
    live: true,
  });
  const session = snapshot.session ?? initial;
  const ended = snapshot.status === 'ended' || session.state === 'closed';
  const [text, setText] = useState('');
  const [image, setImage] = useState<AttachedImage | null>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const endChat = useEndChat();
  useReadReceipts(snapshot, 'member', connection);

  useEffect(() => composer.current?.focus(), []);

  const send = () => {
    connection.send(text.trim(), image);
    setText('');
    setImage(null);
    composer.current?.focus();
  };

  const end = async () => {
    const sure = await confirm('상담을 종료할까요? 대화 내용은 지난 상담에서 다시 볼 수 있습니다.');
    if (!sure) return;
    await endChat.mutateAsync(session.sessionId).catch(() => undefined);
  };

  return (
    <section className="chat-room" aria-labelledby="chat-room-title">
      <header className="chat-room__head">
        <div>
          <h2 id="chat-room-title" className="chat-room__title">
            {session.topic || '커리어 상담'}
          </h2>
          <p className="chat-room__state">
            {CHAT_STATES[session.state]}
            {session.state === 'active' && session.counsellorName
              ? ` · ${session.counsellorName} 상담사`
              : ''}
            {session.state === 'waiting' ? ` · 앞에 ${String(waiting)}명이 기다리고 있습니다` : ''}
          </p>
        </div>
        {!ended && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void end()}
          >
            상담 종료
          </button>
        )}
      </header>
      <ConnectionBanner snapshot={snapshot} />
      <ChatTranscript
        messages={snapshot.messages}
        pending={snapshot.pending}
        myRole="member"
        otherReadId={snapshot.counsellorReadId}
        otherLabel="상담사"
        label="상담 대화"
        onResend={(clientId) => connection.resend(clientId)}
        onDiscard={(clientId) => connection.discard(clientId)}
        empty={
          session.state === 'waiting'
            ? '상담사가 연결되면 대화가 시작됩니다. 먼저 궁금한 점을 남겨 두셔도 됩니다.'
            : '메시지를 보내 상담을 시작해 보세요.'
        }
      />
      {ended ? (
        <div className="chat-room__ended">
          <p>상담이 종료되었습니다.</p>
          {session.summary && (
            <div className="chat-room__summary">
              <h3>상담 요약</h3>
              <p>{session.summary}</p>
            </div>
          )}
          <button type="button" className="button button--primary" onClick={onEnded}>
            처음으로
          </button>
        </div>
      ) : (
        <ChatComposer
          ref={composer}
          value={text}
          onChange={setText}
          onSend={send}
          hasAttachment={image !== null}
          disabled={snapshot.status === 'denied'}
          tools={<ImageAttach attached={image} onAttach={setImage} />}
        />
      )}
    </section>
  );
}
