import {
  GUIDE_CATEGORIES,
  GUIDE_LIMITS,
  groupDigits,
  type GuideCategory,
  type GuidePage,
} from '@ilteo/contract';
import { paths } from '@/shared/config/paths';
import { useListScreen } from '@/shared/lib/use-list-state';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { PageFrame } from '@/shared/ui/page';
import { Pagination } from '@/shared/ui/pagination';
import { SearchBox } from '@/shared/ui/search-box';
import { Tabs } from '@/shared/ui/tabs/tabs';
import { tabsWithAll } from '@/shared/ui/tabs/tabs-with-all';
import { useGuideList } from '../api/get-guide-list';
import { GuideCard } from '../components/guide-card';
import { guideFiltersFrom, guideQueryOf, type GuideFilters } from '../lib/list-filters';
import '../components/guide.css';

type CategoryTab = GuideCategory | 'all';

const CATEGORY_TABS: { id: CategoryTab; label: string }[] = tabsWithAll(GUIDE_CATEGORIES);

/**
 * /person/guide/list: 취업 가이드 articles with category tabs, search and
 * pages. Filters and page live in the history entry (Back from an article
 * returns to the same page); a link may carry them in its query string.
 */
export function GuideListPage() {
  const { filters, update, goTo, resultsRef } = useListScreen<GuideFilters>(
    'guide-list',
    guideFiltersFrom,
  );
  const query = useGuideList(guideQueryOf(filters));
  const data = query.data;
  const active: CategoryTab = filters.category || 'all';

  return (
    <PageFrame
      title="취업 가이드"
      lead="이력서부터 면접, 직무와 자격증까지 취업 준비에 필요한 내용을 정리했습니다."
      className="guide-page"
    >
      <BtiTestCard />
      <SearchBox
        label="취업 가이드 검색"
        placeholder="제목이나 내용으로 찾기"
        maxLength={GUIDE_LIMITS.searchLength}
        value={filters.q}
        onSearch={(q) => {
          if (q !== filters.q) update({ q });
        }}
      />
      <section className="guide-results" aria-labelledby="guide-results-title">
        <h2
          id="guide-results-title"
          ref={resultsRef}
          tabIndex={-1}
          className="guide-results__title"
        >
          {filters.category ? GUIDE_CATEGORIES[filters.category] : '전체 가이드'}
          {data && <span className="guide-results__count"> {groupDigits(data.total)}개</span>}
        </h2>
        <Tabs
          tabs={CATEGORY_TABS}
          active={active}
          onSelect={(id) => {
            if (id !== active) update({ category: id === 'all' ? '' : id });
          }}
          label="가이드 분류"
          idPrefix="guide-category"
        >
          <div aria-busy={query.isFetching}>
            {query.isError ? (
              <ListError
                message="가이드 목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
                onRetry={() => void query.refetch()}
              />
            ) : !data ? (
              <ListSkeleton />
            ) : (
              <GuideGrid data={data} searched={filters.q !== ''} />
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

/** 직업 성향 검사 (decision 0039): opens the test in its pop-up; a phone or a blocked pop-up opens it in place. */
function BtiTestCard() {
  return (
    <aside className="guide-bti" aria-labelledby="guide-bti-title">
      <h2 id="guide-bti-title" className="guide-bti__title">
        직업 성향 검사
      </h2>
      <p className="guide-bti__text">
        좋아하는 활동 60가지로 나의 직업 흥미 유형을 알아보고 어울리는 직무를 찾아보세요.
      </p>
      <a
        className="button button--primary button--small"
        href={paths.btiTest}
        onClick={(event) => {
          if (!window.matchMedia('(min-width: 768px)').matches) return;
          const popup = window.open(paths.btiTest, 'ilteo-bti-test', 'width=760,height=900');
          if (popup) event.preventDefault();
        }}
      >
        검사하기
      </a>
    </aside>
  );
}

function GuideGrid({ data, searched }: { data: GuidePage; searched: boolean }) {
  if (data.items.length === 0) {
    return (
      <ListEmpty
        message={
          searched
            ? '검색 결과가 없습니다. 다른 검색어로 찾아 보세요.'
            : '이 분류에는 아직 가이드가 없습니다.'
        }
      />
    );
  }
  return (
    <ul className="guide-grid" aria-label="가이드 목록">
      {data.items.map((item) => (
        <li key={item.articleId}>
          <GuideCard item={item} />
        </li>
      ))}
    </ul>
  );
}
