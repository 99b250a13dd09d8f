import { CHAT_LIMITS } from '@ilteo/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { paths } from '@/shared/config/paths';
import { confirm } from '@/shared/ui/dialog';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { useCannedReplies, type CannedReply } from '../api/chat-canned';
import { useDeleteCannedReply } from '../api/chat-canned-delete';
import { useSaveCannedReply } from '../api/chat-canned-save';
import { NOT_COUNSELLOR } from '../components/chat-access';
import { isNotConsultant } from '../components/consultant-access';
import '../components/ops-chat.css';

function CannedForm({ editing, onDone }: { editing: CannedReply | null; onDone: () => void }) {
  const id = useId();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [body, setBody] = useState(editing?.body ?? '');
  const save = useSaveCannedReply();
  const error = save.isError && isApiError(save.error) ? save.error.message : null;

  return (
    <form
      className="ops-chat-canned-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { replyId: editing?.replyId ?? null, title: title.trim(), body: body.trim() },
          {
            onSuccess: () => {
              setTitle('');
              setBody('');
              onDone();
            },
          },
        );
      }}
    >
      <h2 id={`${id}-title`} className="ops-part__title">
        {editing ? '상용구 수정' : '상용구 추가'}
      </h2>
      <label htmlFor={`${id}-name`}>제목</label>
      <input
        id={`${id}-name`}
        value={title}
        maxLength={CHAT_LIMITS.cannedTitle}
        onChange={(event) => setTitle(event.target.value)}
      />
      <label htmlFor={`${id}-body`}>내용</label>
      <textarea
        id={`${id}-body`}
        rows={4}
        value={body}
        maxLength={CHAT_LIMITS.cannedBody}
        onChange={(event) => setBody(event.target.value)}
      />
      {error && (
        <p className="ops-error" role="alert">
          {error}
        </p>
      )}
      <div className="ops-actions">
        {editing && (
          <button type="button" className="button button--secondary" onClick={onDone}>
            취소
          </button>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={!title.trim() || !body.trim() || save.isPending}
        >
          저장
        </button>
      </div>
    </form>
  );
}

/**
 * /ops/chat/canned: the canned replies counsellors insert into a chat's
 * composer; add, edit and remove them.
 */
export function ChatCannedPage() {
  const canned = useCannedReplies();
  const remove = useDeleteCannedReply();
  const [editing, setEditing] = useState<CannedReply | null>(null);

  const onRemove = async (reply: CannedReply) => {
    if (!(await confirm(`'${reply.title}' 상용구를 삭제할까요?`, { destructive: true }))) return;
    remove.mutate(reply.replyId);
  };

  return (
    <section className="ops-card" aria-labelledby="ops-canned-title">
      <div className="ops-chat__head">
        <h1 id="ops-canned-title" className="ops-title">
          상담 상용구
        </h1>
        <Link to={paths.opsChat}>상담 채팅으로</Link>
      </div>
      {canned.isError && isNotConsultant(canned.error) && <p>{NOT_COUNSELLOR}</p>}
      {canned.isError && !isNotConsultant(canned.error) && (
        <ListError message="상용구를 불러오지 못했습니다." onRetry={() => void canned.refetch()} />
      )}
      {canned.isPending && <ListSkeleton rows={3} />}
      {canned.data && (
        <>
          {canned.data.length === 0 && <ListEmpty message="상용구가 없습니다." />}
          <ul className="ops-chat-canned-items">
            {canned.data.map((reply) => (
              <li key={reply.replyId}>
                <div>
                  <strong>{reply.title}</strong>
                  <p>{reply.body}</p>
                </div>
                <div className="ops-actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => setEditing(reply)}
                  >
                    수정<span className="sr-only"> ({reply.title})</span>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => void onRemove(reply)}
                  >
                    삭제<span className="sr-only"> ({reply.title})</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <CannedForm
            key={editing?.replyId ?? 'new'}
            editing={editing}
            onDone={() => setEditing(null)}
          />
        </>
      )}
    </section>
  );
}
