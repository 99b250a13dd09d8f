import { groupDigits } from '@ilteo/contract';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { Pagination } from '@/shared/ui/pagination';
import type { ApplicationListFilters } from '../api/application-keys';
import { useApplications } from '../api/list-applications';
import { ApplicationRow } from './application-row';

const isUnfiltered = (f: ApplicationListFilters) =>
  f.period === 'all' && f.status === 'all' && f.kind === 'all';

/** One page of applications under the filters, with the count and pages. */
export function ApplicationList({
  filters,
  page,
  onPage,
}: {
  filters: ApplicationListFilters;
  page: number;
  onPage: (page: number) => void;
}) {
  const current = Math.max(1, Math.floor(page) || 1);
  const list = useApplications(filters, current);
  const headingRef = useRef<HTMLParagraphElement>(null);
  const data = list.data;
  // ?applicationId= (the apply receipt's and a 302's link): that row opens with its detail.
  const [searchParams] = useSearchParams();
  const named = Number(searchParams.get('applicationId'));

  // A page from history may be past the end (applications cancelled meanwhile): go to the last one.
  const lastPage = Math.max(1, data?.totalPages ?? 1);
  const pastTheEnd = data !== undefined && !list.isPlaceholderData && current > lastPage;
  useEffect(() => {
    if (pastTheEnd) onPage(lastPage);
  }, [pastTheEnd, lastPage, onPage]);

  if (list.isError) {
    return (
      <ListError message="지원 내역을 불러오지 못했습니다." onRetry={() => void list.refetch()} />
    );
  }
  if (!data || pastTheEnd) return <ListSkeleton rows={4} />;

  if (data.total === 0) {
    return isUnfiltered(filters) ? (
      <ListEmpty
        message="아직 지원한 공고가 없습니다."
        hint="채용공고에서 마음에 드는 공고에 지원해 보세요."
      >
        <Link to={paths.recruitList} className="button button--secondary">
          채용공고 보기
        </Link>
      </ListEmpty>
    ) : (
      <ListEmpty message="조건에 맞는 지원 내역이 없습니다." hint="필터를 바꿔 다시 찾아보세요." />
    );
  }

  return (
    <div className="app-list">
      <p ref={headingRef} tabIndex={-1} className="app-list__count">
        전체 <strong>{groupDigits(data.total)}건</strong>
      </p>
      <ul className="app-list__items" aria-busy={list.isFetching}>
        {data.items.map((application) => (
          <ApplicationRow
            key={application.applicationId}
            application={application}
            initiallyOpen={application.applicationId === named}
          />
        ))}
      </ul>
      <Pagination
        page={current}
        totalPages={data.totalPages}
        onChange={(next) => {
          onPage(next);
          headingRef.current?.focus();
        }}
      />
    </div>
  );
}
