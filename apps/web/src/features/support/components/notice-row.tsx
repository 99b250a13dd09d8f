import { NOTICE_CATEGORIES, groupDigits, type NoticeItem } from '@ilteo/contract';
import { Link } from 'react-router';
import { seoulDay } from '../lib/support-format';
import { FROM_LIST, noticeHref } from '../lib/notice-links';

/** One notice in the list: 공지 badge when pinned, category, title, 등록일, 조회수. */
export function NoticeRow({ notice }: { notice: NoticeItem }) {
  return (
    <article className={notice.pinned ? 'notice-row notice-row--pinned' : 'notice-row'}>
      <p className="notice-row__badges">
        {notice.pinned && <span className="support-badge support-badge--pinned">공지</span>}
        <span className="support-badge">{NOTICE_CATEGORIES[notice.category]}</span>
      </p>
      <h3 className="notice-row__title">
        <Link to={noticeHref(notice.noticeId)} state={FROM_LIST}>
          {notice.title}
        </Link>
        {notice.hasFiles && <span className="notice-row__files">첨부 파일 있음</span>}
      </h3>
      <dl className="notice-row__meta">
        <div>
          <dt>등록일</dt>
          <dd>{seoulDay(notice.publishedAt)}</dd>
        </div>
        <div>
          <dt>조회수</dt>
          <dd>{groupDigits(notice.viewCount)}</dd>
        </div>
      </dl>
    </article>
  );
}
