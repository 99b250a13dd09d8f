import {
  BTI_ITEM_COUNT,
  BTI_SHARE_STATES,
  RIASEC_TYPES,
  type BtiRequestItem,
} from '@ilteo/contract';
import { useId, useState } from 'react';
import { ListEmpty, ListError, ListSkeleton } from '@/shared/ui/list-states';
import { PageFrame, PageSection } from '@/shared/ui/page';
import { Pagination } from '@/shared/ui/pagination';
import { toast } from '@/shared/ui/toast';
import { useRequests } from '../api/get-requests';
import { useResults } from '../api/get-results';
import { useSittingStatus } from '../api/get-sitting';
import { useShareResult } from '../api/share-result';
import { btiTestHref, openBtiTest, seoulDay } from '../components/bti-links';
import '../components/bti.css';

const isType = (c: string): c is keyof typeof RIASEC_TYPES => c in RIASEC_TYPES;

const typeNames = (code: string) =>
  [code.charAt(0), code.charAt(1)].map((c) => (isType(c) ? RIASEC_TYPES[c] : c)).join('·');

/**
 * /person/myhome/bti: start or continue the test (in its pop-up), past
 * results (each opens in the pop-up, with its print), and companies'
 * requests with the member's choice to share each result.
 */
export function MyBtiPage() {
  const id = useId();
  return (
    <PageFrame
      title="직업 성향 검사"
      lead="좋아하는 활동으로 나의 직업 흥미 유형(RIASEC)을 알아보고, 어울리는 직무와 공고, 자격증을 확인합니다."
      className="bti-home"
    >
      <PageSection id={`${id}-start`} title="검사하기">
        <StartBlock />
      </PageSection>
      <PageSection id={`${id}-results`} title="지난 검사 결과">
        <ResultList />
      </PageSection>
      <PageSection id={`${id}-requests`} title="기업의 검사 요청">
        <RequestList />
      </PageSection>
    </PageFrame>
  );
}

function StartBlock() {
  const status = useSittingStatus();
  const answered = status.data ?? null;
  return (
    <div className="bti-home__start">
      <p>
        {answered === null
          ? '60문항, 10분쯤 걸립니다. 응답은 바로 저장되어 언제든 이어서 할 수 있습니다.'
          : `진행 중인 검사가 있습니다 (${String(BTI_ITEM_COUNT)}문항 중 ${String(answered)}문항 응답).`}
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => openBtiTest(btiTestHref())}
      >
        {answered === null ? '검사 시작하기' : '이어서 하기'}
      </button>
    </div>
  );
}

function ResultList() {
  const [page, setPage] = useState(1);
  const results = useResults(page);
  // One row: about the empty state's height, which most members see first (no layout shift).
  if (results.isPending) return <ListSkeleton rows={1} />;
  if (results.isError) {
    return (
      <ListError
        message="검사 결과를 불러오지 못했습니다."
        onRetry={() => void results.refetch()}
      />
    );
  }
  const data = results.data;
  if (data.items.length === 0) return <ListEmpty message="아직 마친 검사가 없습니다." />;
  return (
    <>
      <ul className="bti-home__list">
        {data.items.map((r) => (
          <li key={r.attemptId} className="bti-home__item">
            <p className="bti-home__code">
              <strong>{r.code}</strong> {typeNames(r.code)}
            </p>
            <p className="bti-home__meta">{seoulDay(r.completedAt)} 검사</p>
            <a
              className="button button--secondary button--small"
              href={btiTestHref({ attemptId: r.attemptId })}
              onClick={(e) => {
                e.preventDefault();
                openBtiTest(btiTestHref({ attemptId: r.attemptId }));
              }}
            >
              결과 보기<span className="sr-only"> ({seoulDay(r.completedAt)} 검사)</span>
            </a>
          </li>
        ))}
      </ul>
      <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} />
    </>
  );
}

function RequestRow({ item }: { item: BtiRequestItem }) {
  const share = useShareResult();
  const decide = async (value: 'shared' | 'declined') => {
    try {
      await share.mutateAsync({ requestId: item.requestId, share: value });
      toast(value === 'shared' ? '검사 결과를 공유했습니다.' : '검사 결과를 공유하지 않습니다.');
    } catch {
      // The request helper has said why.
    }
  };
  const done = item.completedAt !== null;
  const label = `${item.companyName} ${item.postingTitle}`;
  return (
    <li className="bti-home__item">
      <p className="bti-home__code">
        <strong>{item.companyName}</strong> · {item.postingTitle}
      </p>
      <p className="bti-home__meta">
        {seoulDay(item.requestedAt)} 요청 ·{' '}
        {done ? `${seoulDay(item.completedAt ?? item.requestedAt)} 검사 완료` : '검사 전'}
        {item.share && ` · ${BTI_SHARE_STATES[item.share]}`}
      </p>
      <p className="bti-home__actions">
        {!done && (
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => openBtiTest(btiTestHref({ requestId: item.requestId }))}
          >
            검사하기<span className="sr-only"> ({label})</span>
          </button>
        )}
        {done && item.share !== 'shared' && (
          <button
            type="button"
            className="button button--primary button--small"
            disabled={share.isPending}
            onClick={() => void decide('shared')}
          >
            결과 공유하기<span className="sr-only"> ({label})</span>
          </button>
        )}
        {done && item.share !== 'declined' && (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={share.isPending}
            onClick={() => void decide('declined')}
          >
            {item.share === 'shared' ? '공유 취소' : '공유하지 않기'}
            <span className="sr-only"> ({label})</span>
          </button>
        )}
      </p>
    </li>
  );
}

function RequestList() {
  const [page, setPage] = useState(1);
  const requests = useRequests(page);
  if (requests.isPending) return <ListSkeleton rows={1} />;
  if (requests.isError) {
    return (
      <ListError
        message="검사 요청을 불러오지 못했습니다."
        onRetry={() => void requests.refetch()}
      />
    );
  }
  const data = requests.data;
  if (data.items.length === 0) return <ListEmpty message="받은 검사 요청이 없습니다." />;
  return (
    <>
      <p className="bti-home__hint">
        지원한 기업이 검사를 요청하면 여기에 표시됩니다. 결과는 공유하기로 정한 기업만 볼 수
        있습니다.
      </p>
      <ul className="bti-home__list">
        {data.items.map((item) => (
          <RequestRow key={item.requestId} item={item} />
        ))}
      </ul>
      <Pagination page={data.page} totalPages={data.totalPages} onChange={setPage} />
    </>
  );
}
