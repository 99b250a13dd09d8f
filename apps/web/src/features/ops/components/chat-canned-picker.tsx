import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useCannedReplies } from '../api/chat-canned';

/**
 * 상용구: a list of the canned replies; choosing one puts its text into the
 * composer (to edit before sending), never sends it by itself.
 */
export function ChatCannedPicker({ onPick }: { onPick: (body: string) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const canned = useCannedReplies();

  return (
    <div className="ops-chat-canned">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen(!open)}
      >
        상용구
      </button>
      {open && (
        <div id={`${id}-list`} className="ops-chat-canned__list">
          {canned.isPending && <p>불러오는 중…</p>}
          {canned.isError && <p className="ops-error">상용구를 불러오지 못했습니다.</p>}
          {canned.data?.length === 0 && (
            <p>
              상용구가 없습니다. <Link to={paths.opsChatCanned}>상용구 관리</Link>
            </p>
          )}
          {canned.data && canned.data.length > 0 && (
            <ul aria-label="상용구">
              {canned.data.map((reply) => (
                <li key={reply.replyId}>
                  <button
                    type="button"
                    className="ops-chat-canned__item"
                    onClick={() => {
                      onPick(reply.body);
                      setOpen(false);
                    }}
                  >
                    <strong>{reply.title}</strong>
                    <span>{reply.body}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
