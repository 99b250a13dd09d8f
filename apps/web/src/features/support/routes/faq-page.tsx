import { SUPPORT_CATEGORIES, type SupportCategory } from '@ilteo/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useListState } from '@/shared/lib/use-list-state';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { PageFrame } from '@/shared/ui/page';
import { SearchBox } from '@/shared/ui/search-box';
import { Tabs } from '@/shared/ui/tabs/tabs';
import { tabsWithAll } from '@/shared/ui/tabs/tabs-with-all';
import { useFaq } from '../api/get-faq';
import { FaqAccordion } from '../components/faq-accordion';
import { SupportNav } from '../components/support-nav';
import { faqFiltersFrom, faqQueryOf, inCategoryOrder, type FaqFilters } from '../lib/faq-filters';
import '../components/support.css';

type TabId = SupportCategory | 'all';

const TABS: { id: TabId; label: string }[] = tabsWithAll(SUPPORT_CATEGORIES);

/**
 * /person/support/faq: questions by category tab and search, answered in
 * an accordion with "도움이 되었나요?"; `?faqId=` opens one entry and
 * brings it into view; 1:1 문의 below for what the FAQ does not answer.
 */
export function FaqPage() {
  const [searchParams] = useSearchParams();
  const [fromUrl] = useState(() => faqFiltersFrom(Object.fromEntries(searchParams)));
  const linked = useRef(searchParams.has('faqId') ? (fromUrl.open[0] ?? null) : null);
  const [filters, setFilters] = useListState<FaqFilters>('support-faq', fromUrl);
  const query = useFaq(useMemo(() => faqQueryOf(filters), [filters]));
  const items = useMemo(() => inCategoryOrder(query.data ?? []), [query.data]);

  useEffect(() => {
    // A linked entry is brought into view once, when the list first has it.
    const id = linked.current;
    if (id === null || !query.data) return;
    linked.current = null;
    const row = document.querySelector<HTMLElement>(`[data-faq-id="${String(id)}"] button`);
    row?.scrollIntoView({ block: 'start' });
    row?.focus({ preventScroll: true });
  }, [query.data]);

  const update = (patch: Partial<FaqFilters>) => setFilters((f) => ({ ...f, ...patch, open: [] }));
  const toggle = (faqId: number) =>
    setFilters((f) => ({
      ...f,
      open: f.open.includes(faqId) ? f.open.filter((id) => id !== faqId) : [...f.open, faqId],
    }));
  const active: TabId = filters.category || 'all';

  return (
    <PageFrame
      title="자주 묻는 질문"
      lead="회원가입부터 입사지원까지, 많이 묻는 질문의 답을 모았습니다."
      className="support-page"
    >
      <SupportNav current="faq" />
      <SearchBox
        className="support-search"
        label="자주 묻는 질문 검색"
        placeholder="궁금한 내용을 입력해 주세요"
        value={filters.q}
        onSearch={(q) => {
          if (q !== filters.q) update({ q });
        }}
      />
      <section className="support-results" aria-labelledby="faq-results-title">
        <h2 id="faq-results-title" className="support-results__title">
          {filters.q ? `‘${filters.q}’ 검색 결과` : '질문 목록'}
          {query.data && <span className="support-results__count"> {query.data.length}건</span>}
        </h2>
        <Tabs
          tabs={TABS}
          active={active}
          onSelect={(id) => {
            const category = id === 'all' ? '' : id;
            if (category !== filters.category) update({ category });
          }}
          label="질문 분류"
          idPrefix="faq-category"
        >
          <div aria-busy={query.isFetching}>
            {query.isError && !query.data ? (
              <ListError
                message="자주 묻는 질문을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
                onRetry={() => void query.refetch()}
              />
            ) : !query.data ? (
              <ListSkeleton />
            ) : items.length === 0 ? (
              <ListEmpty
                message={filters.q ? '검색 결과가 없습니다.' : '등록된 질문이 없습니다.'}
                hint={filters.q ? '다른 검색어로 찾거나 1:1 문의를 남겨 주세요.' : undefined}
              />
            ) : (
              <FaqAccordion
                items={items}
                open={filters.open}
                showCategory={active === 'all'}
                onToggle={toggle}
              />
            )}
          </div>
        </Tabs>
      </section>
      <aside className="support-more" aria-labelledby="faq-more-title">
        <h2 id="faq-more-title" className="support-more__title">
          원하는 답을 찾지 못하셨나요?
        </h2>
        <p>1:1 문의를 남겨 주시면 운영자가 답변해 드립니다.</p>
        <Link className="button button--primary" to={paths.supportQna}>
          1:1 문의하기
        </Link>
      </aside>
    </PageFrame>
  );
}
