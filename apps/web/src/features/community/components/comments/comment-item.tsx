import type { CommunityComment, CommunityReply } from '@ilteo/contract';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { lazyChunk } from '@/shared/lib/chunk-loading';
import { confirm } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toast';
import { useDeleteComment } from '../../api/delete-comment';
import { authorName, formatPostDateTime } from '../../lib/format';
import { useLoginGate } from '../use-login-gate';
import { CommentForm } from './comment-form';

const loadReportDialog = () => import('@/shared/ui/report-dialog/report-dialog');
const ReportDialog = lazyChunk(() => loadReportDialog().then((m) => ({ default: m.ReportDialog })));
const prefetchReportDialog = () => void loadReportDialog();

export const BLINDED_COMMENT_TEXT = '신고로 가려진 댓글입니다.';

interface CommentContext {
  postId: number;
  allowAnonymous: boolean;
  /** Whether the viewer may write (logged in, not sanctioned): 답글 shows only then. */
  canWrite: boolean;
}

/** A top-level comment with its replies (one level) and the reply form. */
export function CommentThread({
  comment,
  ...context
}: { comment: CommunityComment } & CommentContext) {
  const [replying, setReplying] = useState(false);
  return (
    <li className="commu-comment">
      <CommentBody
        comment={comment}
        {...context}
        onReply={
          context.canWrite && comment.state === 'published'
            ? () => setReplying((r) => !r)
            : undefined
        }
        replying={replying}
      />
      {(comment.replies.length > 0 || replying) && (
        <ul className="commu-replies" aria-label="답글">
          {comment.replies.map((reply) => (
            <li key={reply.commentId} className="commu-comment commu-comment--reply">
              <CommentBody comment={reply} {...context} />
            </li>
          ))}
          {replying && (
            <li className="commu-comment commu-comment--reply">
              <CommentForm
                postId={context.postId}
                mode={{
                  kind: 'new',
                  parentId: comment.commentId,
                  allowAnonymous: context.allowAnonymous,
                }}
                label="답글"
                onDone={() => setReplying(false)}
                onCancel={() => setReplying(false)}
              />
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

/** One comment or reply: deleted and blinded ones leave only their marker. */
function CommentBody({
  comment,
  postId,
  onReply,
  replying = false,
}: { comment: CommunityReply; onReply?: () => void; replying?: boolean } & CommentContext) {
  const [editing, setEditing] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const remove = useDeleteComment(postId);
  const loginGate = useLoginGate();

  if (comment.state === 'deleted') {
    return <p className="commu-comment__marker">{comment.body || '삭제된 댓글입니다.'}</p>;
  }
  if (comment.state !== 'published') {
    return (
      <p className="commu-comment__marker">
        {comment.reportedPath ? (
          <Link to={comment.reportedPath}>{BLINDED_COMMENT_TEXT}</Link>
        ) : (
          BLINDED_COMMENT_TEXT
        )}
      </p>
    );
  }

  const onDelete = async () => {
    const sure = await confirm('이 댓글을 삭제하시겠습니까?', {
      title: '댓글 삭제',
      confirmLabel: '삭제',
      destructive: true,
    });
    if (!sure) return;
    try {
      toast(await remove.mutateAsync(comment.commentId));
    } catch {
      // The HTTP helper has already said why.
    }
  };

  const mine = comment.author.mine;
  return (
    <div className="commu-comment__body">
      <p className="commu-comment__meta">
        <span className="commu-comment__author">{authorName(comment.author)}</span>
        {mine && <span className="commu-badge">내 댓글</span>}
        <time dateTime={comment.createdAt}>{formatPostDateTime(comment.createdAt)}</time>
        {comment.updatedAt && <span>(수정됨)</span>}
      </p>
      {editing ? (
        <CommentForm
          postId={postId}
          mode={{ kind: 'edit', commentId: comment.commentId, body: comment.body }}
          label="댓글 수정"
          onDone={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="commu-comment__text">{comment.body}</p>
      )}
      {!editing && (
        <p className="commu-comment__actions">
          {onReply && (
            <button
              type="button"
              className="commu-link-button"
              aria-expanded={replying}
              onClick={onReply}
            >
              답글
            </button>
          )}
          {mine ? (
            <>
              <button type="button" className="commu-link-button" onClick={() => setEditing(true)}>
                수정
              </button>
              <button
                type="button"
                className="commu-link-button"
                disabled={remove.isPending}
                onClick={() => void onDelete()}
              >
                삭제
              </button>
            </>
          ) : (
            <button
              type="button"
              className="commu-link-button"
              aria-haspopup="dialog"
              onPointerEnter={prefetchReportDialog}
              onFocus={prefetchReportDialog}
              onClick={() =>
                void loginGate().then((ok) => {
                  if (ok) setReportOpen(true);
                })
              }
            >
              신고
            </button>
          )}
        </p>
      )}
      {reportOpen && (
        <Suspense fallback={null}>
          <ReportDialog
            kind="comment"
            targetId={String(comment.commentId)}
            title="이 댓글 신고하기"
            lead="댓글에서 문제가 된 점을 알려 주세요. 신고한 분의 정보는 작성자에게 알리지 않습니다."
            onClose={() => setReportOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
