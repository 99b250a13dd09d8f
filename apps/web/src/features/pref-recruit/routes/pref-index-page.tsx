import { groupDigits } from '@ilteo/contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useListState } from '@/shared/lib/use-list-state';
import { Pagination } from '@/shared/ui/pagination';
import { usePreference } from '../api/get-preference';
import { usePrefStatus } from '../api/get-pref-status';
import { markPrefSeen } from '../api/mark-pref-seen';
import { MatchItem } from '../components/match-item';
import { PrefEmpty, PrefError, PrefLoading } from '../components/pref-status';
import '@/shared/ui/page/page.css';
import '../components/pref.css';

export const PREF_LIST_STATE_KEY = 'pref-index';
const PAGE_SIZE = 20;

/**
 * /person/pref-recrt/index: postings that fit the member's conditions, best
 * first, each with its score and the reasons. Opening the list marks the
 * matches seen (after it has shown which are new). Without conditions, the
 * way to set them.
 */
export function PrefIndexPage() {
  const [state, setState] = useListState(PREF_LIST_STATE_KEY, { page: 1 });
  const status = usePrefStatus();
  const result = usePreference(state.page, PAGE_SIZE);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const data = result.data;
  const configured = data?.configured;

  // Once per visit, after the first page has come back with its NEW marks.
  const seenSent = useRef(false);
  useEffect(() => {
    if (configured !== true || seenSent.current) return;
    seenSent.current = true;
    void markPrefSeen();
  }, [configured]);

  const goTo = (page: number) => {
    setState({ page });
    resultsRef.current?.focus();
  };

  return (
    <div className="page">
      <header className="page__head">
        <h1 className="page__title">맞춤 채용</h1>
        <p className="page__lead">저장한 희망 조건에 맞는 공고를 잘 맞는 순서대로 보여 드립니다.</p>
        {status.data?.configured && (
          <p className="pref-summary">
            조건에 맞는 공고 <strong>{groupDigits(status.data.total)}건</strong>
            {status.data.newCount > 0 && (
              <span className="pref-summary__new">
                새 공고 {groupDigits(status.data.newCount)}건
              </span>
            )}
          </p>
        )}
        {configured && (
          <Link to={paths.prefRecruitDetail} className="button button--secondary button--small">
            희망 조건 바꾸기
          </Link>
        )}
      </header>

      {result.isError ? (
        <PrefError
          message="맞춤 공고를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
          onRetry={() => void result.refetch()}
        />
      ) : !data ? (
        <PrefLoading label="맞춤 공고를 불러오는 중입니다." />
      ) : !data.configured ? (
        <PrefEmpty
          title="아직 희망 조건이 없습니다"
          action={
            <Link to={paths.prefRecruitDetail} className="button button--primary">
              희망 조건 설정하기
            </Link>
          }
        >
          희망 직무와 지역, 고용형태 같은 조건을 저장하면 조건에 맞는 공고를 모아 보여 드립니다.
        </PrefEmpty>
      ) : (
        <section className="pref-results" aria-labelledby="pref-results-title">
          <h2
            id="pref-results-title"
            ref={resultsRef}
            tabIndex={-1}
            className="pref-results__title"
          >
            추천 공고
            <span className="pref-results__count"> {groupDigits(data.total)}건</span>
          </h2>
          {data.items.length === 0 ? (
            <PrefEmpty
              title="지금은 조건에 맞는 공고가 없습니다"
              action={
                <Link to={paths.prefRecruitDetail} className="button button--primary">
                  조건 넓히기
                </Link>
              }
            >
              희망 지역이나 직무를 넓히거나 연봉 조건을 낮추면 더 많은 공고를 볼 수 있습니다.
            </PrefEmpty>
          ) : (
            <ul className="match-list" aria-busy={result.isFetching}>
              {data.items.map((match) => (
                <MatchItem key={match.postingId} match={match} today={data.today} />
              ))}
            </ul>
          )}
          <Pagination page={data.page} totalPages={data.totalPages} onChange={goTo} />
        </section>
      )}
    </div>
  );
}
