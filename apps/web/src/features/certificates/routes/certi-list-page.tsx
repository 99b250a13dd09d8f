import { groupDigits, NCS_FIELDS, QUALIFICATION_KINDS, type CertSummary } from '@ilteo/contract';
import { useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useListState } from '@/shared/lib/use-list-state';
import { Select } from '@/shared/ui/select';
import { useCertificates } from '../api/get-certificates';
import { InterestButton } from '@/shared/ui/interest-button';
import { EmptyState, ErrorState, ListSkeleton, SampleNote } from '../components/list-status';
import { NextStepLine } from '../components/next-step-badge';
import { Pagination } from '@/shared/ui/pagination';
import { SearchBox } from '../components/search-box';
import { CERT_DEFAULTS, certFiltersFrom, certQueryOf, type CertFilters } from '../lib/cert-filters';
import {
  FIELD_ITEMS,
  GRADE_ITEMS,
  KIND_ITEMS,
  MONTH_ITEMS,
  SORT_ITEMS,
  isSort,
} from '../lib/filters';
import { nextRoundStep } from '../lib/next-step';
import '../components/certificates.css';

export const CERT_LIST_STATE_KEY = 'certi-list';

export const certDetailPath = (code: string) =>
  `${paths.certiDetail}?${new URLSearchParams({ code }).toString()}`;

/**
 * /person/certi-lang/certi/list: search (이름·약칭·초성), filters, sort and
 * pages. Filters and page live in the history entry, so Back from a detail
 * returns to the same page; a link may also carry them in its query string.
 */
export function CertiListPage() {
  const [searchParams] = useSearchParams();
  // Only the address the screen was opened with: read once, on first render.
  const [fromUrl] = useState(() => certFiltersFrom(Object.fromEntries(searchParams)));
  const [filters, setFilters] = useListState<CertFilters>(CERT_LIST_STATE_KEY, fromUrl);
  const query = useCertificates(certQueryOf(certFiltersFrom(filters)));
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const openNowId = useId();

  const update = (patch: Partial<CertFilters>) => setFilters((f) => ({ ...f, ...patch, page: 1 }));
  const reset = () => setFilters(CERT_DEFAULTS);
  const goTo = (page: number) => {
    setFilters((f) => ({ ...f, page }));
    resultsRef.current?.focus();
  };

  const data = query.data;

  return (
    <div className="certi-page">
      <header className="certi-page__head">
        <h1 className="certi-page__title">자격증 정보</h1>
        <p className="certi-page__lead">
          자격증의 시험 일정과 접수 기간을 확인하고 관심 자격증으로 모아 보세요.
        </p>
      </header>

      <section className="certi-filters" aria-labelledby="certi-filters-title">
        <h2 id="certi-filters-title" className="sr-only">
          검색 조건
        </h2>
        <SearchBox
          label="자격증 검색"
          placeholder="자격증 이름, 약칭, 초성 (예: 정처기, ㅈㅂㅊㄹ)"
          hint="이름·약칭·초성으로 찾을 수 있습니다."
          value={filters.keyword}
          onSearch={(keyword) => {
            if (keyword !== filters.keyword) update({ keyword });
          }}
        />
        <div className="certi-filters__grid">
          <Select
            label="자격 종류"
            items={KIND_ITEMS}
            value={filters.kind}
            onValueChange={(kind) => update({ kind })}
          />
          <Select
            label="등급"
            items={GRADE_ITEMS}
            value={filters.grade}
            onValueChange={(grade) => update({ grade })}
          />
          <Select
            label="분야"
            items={FIELD_ITEMS}
            value={filters.ncsField}
            onValueChange={(ncsField) => update({ ncsField })}
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

      <section className="certi-results" aria-labelledby="certi-results-title">
        <h2
          id="certi-results-title"
          ref={resultsRef}
          tabIndex={-1}
          className="certi-results__title"
        >
          검색 결과
          {data && <span className="certi-results__count"> {groupDigits(data.total)}개</span>}
        </h2>
        <div aria-busy={query.isFetching}>
          {query.isError ? (
            <ErrorState
              message="자격증 목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
              onRetry={() => void query.refetch()}
            />
          ) : !data ? (
            <ListSkeleton />
          ) : data.items.length === 0 ? (
            <EmptyState onReset={reset} />
          ) : (
            <ul className="certi-list">
              {data.items.map((item) => (
                <CertItem key={item.code} item={item} today={data.today} />
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

function CertItem({ item, today }: { item: CertSummary; today: string }) {
  const step = item.nextRound ? nextRoundStep(item.nextRound, today) : null;
  return (
    <li className="certi-card">
      <div className="certi-card__head">
        <h3 className="certi-card__name">
          <Link to={certDetailPath(item.code)}>{item.name}</Link>
        </h3>
        <InterestButton
          contentType="certificate"
          contentId={item.code}
          name={item.name}
          interested={item.interested}
        />
      </div>
      <p className="certi-card__badges">
        <span className="certi-badge">{QUALIFICATION_KINDS[item.kind]}</span>
        {item.grade && <span className="certi-badge certi-badge--grade">{item.grade}</span>}
        {item.ncsField in NCS_FIELDS && (
          <span className="certi-badge certi-badge--field">{NCS_FIELDS[item.ncsField]}</span>
        )}
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
      {item.nextRound?.sample && <SampleNote />}
    </li>
  );
}
