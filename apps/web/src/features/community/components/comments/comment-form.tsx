import { COMMUNITY_LIMITS, groupDigits, RESPONSE_CODES } from '@ilteo/contract';
import { Suspense, useId, useState, type SyntheticEvent } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { lazyChunk } from '@/shared/lib/chunk-loading';
import { useCommunityMe } from '../../api/get-community-me';
import { useCreateComment } from '../../api/create-comment';
import { useUpdateComment } from '../../api/update-comment';
import { failureMessage, fieldMessage } from '../../lib/field-errors';
import '@/shared/ui/form/form.css';

// The nickname step (with the form kit) is fetched only for a member's first comment.
const NicknameDialog = lazyChunk(() =>
  import('../nickname-dialog').then((m) => ({ default: m.NicknameDialog })),
);

const MAX = COMMUNITY_LIMITS.comment;

export type CommentFormMode =
  | { kind: 'new'; parentId: number | null; allowAnonymous: boolean }
  | { kind: 'edit'; commentId: number; body: string };

/**
 * Writing a comment, a reply or an edit: the text with its count (1,000),
 * 익명 where the board allows it. A member without a nickname picks one
 * first (the dialog), then the comment goes on its way.
 */
export function CommentForm({
  postId,
  mode,
  label,
  onDone,
  onCancel,
}: {
  postId: number;
  mode: CommentFormMode;
  /** The text box's name: 댓글, 답글, 댓글 수정. */
  label: string;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [body, setBody] = useState(mode.kind === 'edit' ? mode.body : '');
  const [anonymous, setAnonymous] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [askNickname, setAskNickname] = useState(false);
  const me = useCommunityMe();
  const create = useCreateComment(postId);
  const update = useUpdateComment(postId);
  const pending = create.isPending || update.isPending;

  const send = async () => {
    setError(null);
    try {
      if (mode.kind === 'edit') {
        await update.mutateAsync({ commentId: mode.commentId, body: body.trim() });
      } else {
        await create.mutateAsync({
          postId,
          parentId: mode.parentId,
          body: body.trim(),
          anonymous: mode.allowAnonymous && anonymous,
        });
        setBody('');
        setAnonymous(false);
      }
      onDone?.();
    } catch (failure) {
      if (fieldMessage(failure, 'nickname')) {
        setAskNickname(true);
        return;
      }
      // Other codes (a sanction, a lost session) were the HTTP helper's to handle.
      if (isApiError(failure) && failure.code === RESPONSE_CODES.REQUEST_REJECTED.code) {
        setError(fieldMessage(failure, 'body') ?? failureMessage(failure, 'body'));
      }
    }
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (body.trim().length === 0) {
      setError('댓글 내용을 입력해 주세요.');
      return;
    }
    if (mode.kind === 'new' && me.data?.nickname === null) {
      setAskNickname(true);
      return;
    }
    void send();
  };

  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  // The dialog stays outside the form: React events cross portals, and its submit would be this one's.
  return (
    <>
      <form className="commu-comment-form" noValidate onSubmit={onSubmit}>
        <label htmlFor={`${id}-body`} className="sr-only">
          {label}
        </label>
        <textarea
          id={`${id}-body`}
          className="textarea"
          rows={3}
          maxLength={MAX}
          placeholder={
            mode.kind === 'new' && mode.parentId !== null
              ? '답글을 남겨 주세요.'
              : '댓글을 남겨 주세요.'
          }
          value={body}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${countId} ${errorId}` : countId}
          onChange={(e) => setBody(e.target.value)}
        />
        {error && (
          <p id={errorId} className="field__error">
            {error}
          </p>
        )}
        <div className="commu-comment-form__bar">
          <span id={countId} className="commu-comment-form__count">
            {groupDigits(body.length)} / {groupDigits(MAX)}자
          </span>
          {mode.kind === 'new' && mode.allowAnonymous && (
            <label className="check">
              <input
                type="checkbox"
                checked={anonymous}
                onChange={(e) => setAnonymous(e.target.checked)}
              />
              <span className="check__text">익명</span>
            </label>
          )}
          {onCancel && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={onCancel}
            >
              취소
            </button>
          )}
          <button type="submit" className="button button--primary button--small" disabled={pending}>
            {mode.kind === 'edit' ? '수정' : '등록'}
          </button>
        </div>
      </form>
      {askNickname && (
        <Suspense fallback={null}>
          <NicknameDialog
            onClose={() => setAskNickname(false)}
            onChosen={() => {
              setAskNickname(false);
              void send();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
