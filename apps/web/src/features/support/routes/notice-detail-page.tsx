import { NOTICE_CATEGORIES, groupDigits, idFromText, type NoticeDetail } from '@ilteo/contract';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { absoluteApiLinks } from '@/shared/lib/editor-html';
import { DetailError, DetailNotFound, DetailSkeleton, isNotFound } from '@/shared/ui/list-states';
import { PageFrame } from '@/shared/ui/page';
import { RichTextView } from '@/shared/ui/rich-text';
import { useNotice } from '../api/get-notice';
import { SupportNav } from '../components/support-nav';
import { FROM_LIST, isFromList, noticeHref } from '../lib/notice-links';
import { fileSize, seoulDay } from '../lib/support-format';
import '../components/support.css';

/**
 * /person/notice/detail?noticeId=: a notice with its attachments and the
 * notices before and after it in the list's order. 목록 goes Back when the
 * list opened it (the list returns as it was), else to the list.
 */
export function NoticeDetailPage() {
  const [searchParams] = useSearchParams();
  const noticeId = idFromText(searchParams.get('noticeId') ?? '') ?? null;
  const query = useNotice(noticeId);

  if (noticeId === null || (query.isError && isNotFound(query.error))) {
    return (
      <DetailNotFound
        title="공지사항을 찾을 수 없습니다"
        reason="삭제되었거나 주소가 올바르지 않습니다."
        backTo={paths.supportNotice}
        backLabel="공지사항 목록"
      />
    );
  }
  if (query.isError) {
    return (
      <DetailError
        message="공지사항을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <DetailSkeleton />;
  return <NoticeView notice={query.data} />;
}

function NoticeView({ notice }: { notice: NoticeDetail }) {
  const location = useLocation();
  const navigate = useNavigate();
  const fromList = isFromList(location.state);

  return (
    <PageFrame
      title={notice.title}
      className="support-page notice-detail"
      head={
        <dl className="notice-detail__meta">
          <div>
            <dt>분류</dt>
            <dd>{NOTICE_CATEGORIES[notice.category]}</dd>
          </div>
          <div>
            <dt>등록일</dt>
            <dd>{seoulDay(notice.publishedAt)}</dd>
          </div>
          <div>
            <dt>조회수</dt>
            <dd>{groupDigits(notice.viewCount)}</dd>
          </div>
        </dl>
      }
    >
      <SupportNav current="notice" />
      <RichTextView className="support-body rich-text" html={absoluteApiLinks(notice.bodyHtml)} />
      {notice.files.length > 0 && (
        <section className="notice-files" aria-labelledby="notice-files-title">
          <h2 id="notice-files-title" className="notice-files__title">
            첨부 파일 {notice.files.length}개
          </h2>
          <ul className="notice-files__list">
            {notice.files.map((file) => (
              <li key={file.saveName}>
                <a href={file.url} download={file.originalName}>
                  {file.originalName}
                </a>{' '}
                <span className="notice-files__size">({fileSize(file.size)})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <nav className="notice-nav" aria-label="이전글과 다음글">
        <dl className="notice-nav__list">
          <div className="notice-nav__item">
            <dt>이전글</dt>
            <dd>
              {notice.prev ? (
                <Link
                  to={noticeHref(notice.prev.noticeId)}
                  state={fromList ? FROM_LIST : undefined}
                  replace
                >
                  {notice.prev.title}
                </Link>
              ) : (
                '이전글이 없습니다.'
              )}
            </dd>
          </div>
          <div className="notice-nav__item">
            <dt>다음글</dt>
            <dd>
              {notice.next ? (
                <Link
                  to={noticeHref(notice.next.noticeId)}
                  state={fromList ? FROM_LIST : undefined}
                  replace
                >
                  {notice.next.title}
                </Link>
              ) : (
                '다음글이 없습니다.'
              )}
            </dd>
          </div>
        </dl>
      </nav>
      <p className="notice-detail__actions">
        {fromList ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void navigate(-1)}
          >
            목록
          </button>
        ) : (
          <Link className="button button--secondary" to={paths.supportNotice}>
            목록
          </Link>
        )}
      </p>
    </PageFrame>
  );
}
