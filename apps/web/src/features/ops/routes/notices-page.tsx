import {
  NOTICE_CATEGORIES,
  SUPPORT_STATES,
  groupDigits,
  withQuery,
  type OpsNoticeItem,
} from '@ilteo/contract';
import { useState } from 'react';
import { paths } from '@/shared/config/paths';
import { confirm } from '@/shared/ui/dialog';
import {
  DetailError,
  DetailSkeleton,
  ListEmpty,
  ListError,
  ListSkeleton,
} from '@/shared/ui/list-states';
import { Pagination } from '@/shared/ui/pagination';
import { SearchBox } from '@/shared/ui/search-box';
import { toast } from '@/shared/ui/toast';
import { useDeleteNotice } from '../api/delete-notice';
import { useOpsNotice } from '../api/ops-notice';
import { useOpsNotices } from '../api/ops-notices';
import { NoticeForm } from '../components/notice-form';
import { OpsTable } from '../components/ops-table';
import '../components/ops-support.css';

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' });
const day = (iso: string) => DAY.format(new Date(iso)).replaceAll('-', '.');

type Editing = { noticeId: number } | 'new' | null;

/**
 * /ops/notices: every notice (hidden ones marked), searched and paged; 새
 * 공지 and 수정 open the form above the list; 삭제 asks first. Any
 * operator; every write is in 운영 기록.
 */
export function NoticesPage() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const query = useOpsNotices({ ...(q ? { q } : {}), page });
  const remove = useDeleteNotice();

  const onDelete = async (notice: OpsNoticeItem) => {
    const sure = await confirm(
      `‘${notice.title}’ 공지를 삭제하시겠습니까? 첨부 파일도 함께 지워집니다.`,
      {
        title: '공지 삭제',
        confirmLabel: '삭제',
        destructive: true,
      },
    );
    if (!sure) return;
    await remove.mutateAsync(notice.noticeId);
    toast('공지사항을 삭제했습니다.');
  };

  const data = query.data;
  return (
    <section className="ops-card" aria-labelledby="ops-notices-title">
      <h1 id="ops-notices-title" className="ops-title">
        공지사항 관리
      </h1>
      {editing === null ? (
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing('new')}
          >
            새 공지
          </button>
        </p>
      ) : editing === 'new' ? (
        <NoticeForm notice={null} onDone={() => setEditing(null)} />
      ) : (
        <EditNotice noticeId={editing.noticeId} onDone={() => setEditing(null)} />
      )}
      <SearchBox
        label="공지 검색"
        placeholder="제목이나 내용"
        value={q}
        onSearch={(value) => {
          setQ(value);
          setPage(1);
        }}
      />
      {query.isError && !data ? (
        <ListError
          message="공지 목록을 불러오지 못했습니다."
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <ListSkeleton />
      ) : data.items.length === 0 ? (
        <ListEmpty message="공지사항이 없습니다." />
      ) : (
        <OpsTable
          caption={`공지사항 ${groupDigits(data.total)}건`}
          columns={['분류', '제목', '상태', '등록일', '조회수', '관리']}
        >
          {data.items.map((n) => (
            <tr key={n.noticeId}>
              <td>{NOTICE_CATEGORIES[n.category]}</td>
              <td>
                {n.pinned && <strong>[고정] </strong>}
                {n.state === 'published' ? (
                  <a
                    href={withQuery(paths.noticeDetail, { noticeId: String(n.noticeId) })}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {n.title}
                  </a>
                ) : (
                  n.title
                )}
                {n.hasFiles && ' (첨부)'}
              </td>
              <td>{SUPPORT_STATES[n.state]}</td>
              <td>{day(n.publishedAt)}</td>
              <td>{groupDigits(n.viewCount)}</td>
              <td className="ops-support-row-actions">
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => setEditing({ noticeId: n.noticeId })}
                >
                  <span className="sr-only">{n.title} </span>수정
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={remove.isPending}
                  onClick={() => void onDelete(n)}
                >
                  <span className="sr-only">{n.title} </span>삭제
                </button>
              </td>
            </tr>
          ))}
        </OpsTable>
      )}
      {data && <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} />}
    </section>
  );
}

function EditNotice({ noticeId, onDone }: { noticeId: number; onDone: () => void }) {
  const query = useOpsNotice(noticeId);
  if (query.isError) {
    return (
      <DetailError message="공지를 불러오지 못했습니다." onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) return <DetailSkeleton />;
  return <NoticeForm key={noticeId} notice={query.data} onDone={onDone} />;
}
