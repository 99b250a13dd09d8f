import {
  NOTICE_CATEGORIES,
  groupDigits,
  type NoticeCategory,
  type NoticePage,
} from '@ilteo/contract';
import { useListScreen } from '@/shared/lib/use-list-state';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { PageFrame } from '@/shared/ui/page';
import { Pagination } from '@/shared/ui/pagination';
import { SearchBox } from '@/shared/ui/search-box';
import { Tabs } from '@/shared/ui/tabs/tabs';
import { tabsWithAll } from '@/shared/ui/tabs/tabs-with-all';
import { useNotices } from '../api/get-notices';
import { NoticeRow } from '../components/notice-row';
import { SupportNav } from '../components/support-nav';
import { noticeFiltersFrom, noticeQueryOf, type NoticeFilters } from '../lib/notice-filters';
import '../components/support.css';

type TabId = NoticeCategory | 'all';

const TABS: { id: TabId; label: string }[] = tabsWithAll(NOTICE_CATEGORIES);

/**
 * /person/support/notice: notices by category tab and search, pinned ones
 * first with a 공지 badge, then the newest, with 등록일 and 조회수. Tab,
 * search and page live in the history entry (Back from a notice returns to
 * the same page); a link may carry them in its query string.
 */
export function NoticeListPage() {
  const { filters, update, goTo, resultsRef } = useListScreen<NoticeFilters>(
    'support-notice',
    noticeFiltersFrom,
  );
  const query = useNotices(noticeQueryOf(filters));
  const data = query.data;
  const active: TabId = filters.category || 'all';

  return (
    <PageFrame
      title="공지사항"
      lead="서비스 소식과 점검, 약관 변경을 알려 드립니다."
      className="support-page"
    >
      <SupportNav current="notice" />
      <SearchBox
        className="support-search"
        label="공지사항 검색"
        placeholder="제목이나 내용으로 찾기"
        value={filters.q}
        onSearch={(q) => {
          if (q !== filters.q) update({ q });
        }}
      />
      <section className="support-results" aria-labelledby="notice-results-title">
        <h2
          id="notice-results-title"
          ref={resultsRef}
          tabIndex={-1}
          className="support-results__title"
        >
          {filters.q ? `‘${filters.q}’ 검색 결과` : '공지 목록'}
          {data && <span className="support-results__count"> {groupDigits(data.total)}건</span>}
        </h2>
        <Tabs
          tabs={TABS}
          active={active}
          onSelect={(id) => {
            const category = id === 'all' ? '' : id;
            if (category !== filters.category) update({ category });
          }}
          label="공지 분류"
          idPrefix="notice-category"
        >
          <div aria-busy={query.isFetching}>
            {query.isError && !data ? (
              <ListError
                message="공지사항을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
                onRetry={() => void query.refetch()}
              />
            ) : !data ? (
              <ListSkeleton />
            ) : (
              <NoticeList data={data} searching={filters.q !== ''} />
            )}
          </div>
        </Tabs>
        {data && data.items.length > 0 && (
          <Pagination page={data.page} totalPages={data.totalPages} onChange={goTo} />
        )}
      </section>
    </PageFrame>
  );
}

function NoticeList({ data, searching }: { data: NoticePage; searching: boolean }) {
  if (data.items.length === 0) {
    return (
      <ListEmpty
        message={searching ? '검색 결과가 없습니다.' : '등록된 공지사항이 없습니다.'}
        hint={searching ? '다른 검색어로 찾아 보세요.' : undefined}
      />
    );
  }
  return (
    <ul className="notice-list" aria-label="공지사항 목록">
      {data.items.map((notice) => (
        <li key={notice.noticeId}>
          <NoticeRow notice={notice} />
        </li>
      ))}
    </ul>
  );
}
