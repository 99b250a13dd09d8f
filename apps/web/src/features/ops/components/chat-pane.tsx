import { useRef, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { ChatComposer } from '@/shared/chat/chat-composer';
import { ChatTranscript } from '@/shared/chat/chat-transcript';
import { ConnectionBanner } from '@/shared/chat/connection-banner';
import { useChatConnection } from '@/shared/chat/use-chat-connection';
import { useReadReceipts } from '@/shared/chat/use-read-receipts';
import { useCloseChat } from '../api/chat-close';
import type { MyChat } from '../api/chat-queue';
import { ChatCannedPicker } from './chat-canned-picker';
import { ChatCloseDialog } from './chat-close-dialog';

/**
 * One of my chats in the console: the member's conversation through the
 * same connection as the member's screen (shared/chat), canned replies put
 * into the composer, and 상담 종료 with a summary. The draft lives in the
 * console page, so switching chats keeps it.
 */
export function ChatPane({
  chat,
  draft,
  onDraft,
}: {
  chat: MyChat;
  draft: string;
  onDraft: (text: string) => void;
}) {
  const { snapshot, connection } = useChatConnection({
    sessionId: chat.sessionId,
    role: 'counsellor',
    live: true,
  });
  const composer = useRef<HTMLTextAreaElement>(null);
  const [closing, setClosing] = useState(false);
  const close = useCloseChat();
  useReadReceipts(snapshot, 'counsellor', connection);
  const ended = snapshot.status === 'ended';

  const send = () => {
    connection.send(draft.trim());
    onDraft('');
    composer.current?.focus();
  };

  const insert = (body: string) => {
    onDraft(draft ? `${draft}\n${body}` : body);
    composer.current?.focus();
  };

  return (
    <div className="ops-chat-pane">
      <div className="ops-chat-pane__head">
        <p>
          <strong>{chat.memberName}</strong>
          {chat.topic ? ` · ${chat.topic}` : ''}
        </p>
        {!ended && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              close.reset();
              setClosing(true);
            }}
          >
            상담 종료
          </button>
        )}
      </div>
      <ConnectionBanner snapshot={snapshot} />
      <ChatTranscript
        messages={snapshot.messages}
        pending={snapshot.pending}
        myRole="counsellor"
        otherReadId={snapshot.memberReadId}
        otherLabel={chat.memberName}
        label={`${chat.memberName} 님과의 대화`}
        onResend={(clientId) => connection.resend(clientId)}
        onDiscard={(clientId) => connection.discard(clientId)}
        empty="아직 메시지가 없습니다. 인사를 건네 보세요."
      />
      {ended ? (
        <p className="ops-chat-pane__ended">
          상담이 종료되었습니다.
          {snapshot.session?.summary ? ` 요약: ${snapshot.session.summary}` : ''}
        </p>
      ) : (
        <ChatComposer
          ref={composer}
          value={draft}
          onChange={onDraft}
          onSend={send}
          disabled={snapshot.status === 'denied'}
          label={`${chat.memberName} 님에게 보낼 메시지`}
          tools={<ChatCannedPicker onPick={insert} />}
        />
      )}
      {closing && (
        <ChatCloseDialog
          memberName={chat.memberName}
          busy={close.isPending}
          error={close.isError && isApiError(close.error) ? close.error.message : null}
          onDismiss={() => setClosing(false)}
          onClose={(summary) =>
            close.mutate(
              { sessionId: chat.sessionId, summary },
              { onSuccess: () => setClosing(false) },
            )
          }
        />
      )}
    </div>
  );
}
