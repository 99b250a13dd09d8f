import { groupDigits, type LangSummary } from '@ilteo/contract';
import { useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useListState } from '@/shared/lib/use-list-state';
import { Select } from '@/shared/ui/select';
import { useLanguageTests } from '../api/get-language-tests';
import { InterestButton } from '@/shared/ui/interest-button';
import { EmptyState, ErrorState, ListSkeleton, SampleNote } from '../components/list-status';
import { NextStepLine } from '../components/next-step-badge';
import { Pagination } from '@/shared/ui/pagination';
import { SearchBox } from '../components/search-box';
import { LANGUAGE_ITEMS, MONTH_ITEMS, SORT_ITEMS, isSort } from '../lib/filters';
import { LANG_DEFAULTS, langFiltersFrom, langQueryOf, type LangFilters } from '../lib/lang-filters';
import { nextSessionStep } from '../lib/next-step';
import '../components/certificates.css';

export const LANG_LIST_STATE_KEY = 'lang-list';

export const langDetailPath = (code: string) =>
  `${paths.langDetail}?${new URLSearchParams({ code }).toString()}`;

/** /person/certi-lang/lang/list: language tests with search, filters, sort and pages. */
export function LangListPage() {
  const [searchParams] = useSearchParams();
  // Only the address the screen was opened with: read once, on first render.
  const [fromUrl] = useState(() => langFiltersFrom(Object.fromEntries(searchParams)));
  const [filters, setFilters] = useListState<LangFilters>(LANG_LIST_STATE_KEY, fromUrl);
  const query = useLanguageTests(langQueryOf(langFiltersFrom(filters)));
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const openNowId = useId();

  const update = (patch: Partial<LangFilters>) => setFilters((f) => ({ ...f, ...patch, page: 1 }));
  const reset = () => setFilters(LANG_DEFAULTS);
  const goTo = (page: number) => {
    setFilters((f) => ({ ...f, page }));
    resultsRef.current?.focus();
  };

  const data = query.data;

  return (
    <div className="certi-page">
      <header className="certi-page__head">
        <h1 className="certi-page__title">어학시험 정보</h1>
        <p className="certi-page__lead">
          어학시험의 시험일과 접수 기간을 확인하고 관심 어학시험으로 모아 보세요.
        </p>
      </header>

      <section className="certi-filters" aria-labelledby="lang-filters-title">
        <h2 id="lang-filters-title" className="sr-only">
          검색 조건
        </h2>
        <SearchBox
          label="어학시험 검색"
          placeholder="시험 이름, 약칭, 초성 (예: 토익, ㅌㅇ)"
          hint="이름·약칭·초성으로 찾을 수 있습니다."
          value={filters.keyword}
          onSearch={(keyword) => {
            if (keyword !== filters.keyword) update({ keyword });
          }}
        />
        <div className="certi-filters__grid">
          <Select
            label="언어"
            items={LANGUAGE_ITEMS}
            value={filters.language}
            onValueChange={(language) => update({ language })}
          />
          <Select
            label="시험 월"
            items={MONTH_ITEMS}
            value={filters.examMonth}
            onValueChange={(examMonth) => update({ examMonth })}
          />
        </div>
        <div className="certi-filters__row">
          <label className="toggle" htmlFor={openNowId}>
            <input
              id={openNowId}
              type="checkbox"
              className="toggle__input"
              checked={filters.openNow}
              onChange={(e) => update({ openNow: e.target.checked })}
            />
            <span className="toggle__label">지금 접수 중</span>
          </label>
          <Select
            className="certi-filters__sort"
            label="정렬"
            items={SORT_ITEMS}
            value={filters.sortBy}
            onValueChange={(sortBy) => {
              if (isSort(sortBy) && sortBy !== filters.sortBy) update({ sortBy });
            }}
          />
        </div>
      </section>

      <section className="certi-results" aria-labelledby="lang-results-title">
        <h2 id="lang-results-title" ref={resultsRef} tabIndex={-1} className="certi-results__title">
          검색 결과
          {data && <span className="certi-results__count"> {groupDigits(data.total)}개</span>}
        </h2>
        <div aria-busy={query.isFetching}>
          {query.isError ? (
            <ErrorState
              message="어학시험 목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
              onRetry={() => void query.refetch()}
            />
          ) : !data ? (
            <ListSkeleton />
          ) : data.items.length === 0 ? (
            <EmptyState onReset={reset} />
          ) : (
            <ul className="certi-list">
              {data.items.map((item) => (
                <LangItem key={item.code} item={item} today={data.today} />
              ))}
            </ul>
          )}
        </div>
        {data && data.items.length > 0 && (
          <Pagination page={data.page} totalPages={data.totalPages} onChange={goTo} />
        )}
      </section>
    </div>
  );
}

function LangItem({ item, today }: { item: LangSummary; today: string }) {
  const step = item.nextSession ? nextSessionStep(item.nextSession, today) : null;
  return (
    <li className="certi-card">
      <div className="certi-card__head">
        <h3 className="certi-card__name">
          <Link to={langDetailPath(item.code)}>{item.name}</Link>
        </h3>
        <InterestButton
          contentType="language-test"
          contentId={item.code}
          name={item.name}
          interested={item.interested}
        />
      </div>
      <p className="certi-card__badges">
        <span className="certi-badge">{item.language}</span>
        <span className="certi-badge certi-badge--grade">{item.scale}</span>
      </p>
      <p className="certi-card__issuer">
        <span className="sr-only">시행 기관: </span>
        {item.issuer}
      </p>
      {step ? (
        <NextStepLine step={step} />
      ) : (
        <p className="next-step next-step--none">예정된 일정이 없습니다.</p>
      )}
      {item.nextSession?.sample && <SampleNote />}
    </li>
  );
}
