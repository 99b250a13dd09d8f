import { groupDigits, withQuery, type CommunityPost } from '@ilteo/contract';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { absolutizeEditorHtml } from '@/shared/lib/editor-html';
import { RichTextView } from '@/shared/ui/rich-text';
import { authorName, formatPostDateTime } from '../lib/format';
import { CommentSection } from './comments/comment-section';
import { PostActions } from './post-actions';
import './community.css';

/**
 * One post: board, title, author, date, counts, the body (stored HTML the
 * server sanitised, its /api links made absolute for web views and mail),
 * the actions and the comments. `bare`: inside the app's web views and
 * pop-ups (/bare/commu/detail), without the way back to the list.
 */
export function PostView({ post, bare = false }: { post: CommunityPost; bare?: boolean }) {
  const boardHref = withQuery(paths.commuList, { boardId: String(post.board.boardId) });
  return (
    <article className="page commu-detail" aria-labelledby="commu-post-title">
      {!bare && (
        <p className="commu-detail__back">
          <Link to={paths.commuList}>커뮤니티 목록</Link>
        </p>
      )}
      <header className="commu-detail__head">
        <p className="commu-detail__board">
          {post.pinned && <span className="commu-badge commu-badge--notice">공지</span>}
          <Link to={boardHref}>{post.board.name}</Link>
        </p>
        <h1 id="commu-post-title" className="page__title commu-detail__title">
          {post.title}
        </h1>
        <p className="commu-detail__meta">
          <span className="commu-detail__author">{authorName(post.author)}</span>
          <time dateTime={post.createdAt}>{formatPostDateTime(post.createdAt)}</time>
          {post.updatedAt && (
            <span title={`수정: ${formatPostDateTime(post.updatedAt)}`}>(수정됨)</span>
          )}
        </p>
        <p className="commu-detail__counts">
          조회 {groupDigits(post.viewCount)} · 추천 {groupDigits(post.likeCount)} · 댓글{' '}
          {groupDigits(post.commentCount)}
        </p>
      </header>
      <RichTextView html={absolutizeEditorHtml(post.bodyHtml)} className="commu-body rich-text" />
      <PostActions post={post} />
      <CommentSection post={post} />
    </article>
  );
}
