import { INT4_MAX } from '@ilteo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { loadChunk } from '@/shared/lib/chunk-loading';
import { DetailSkeleton, ListError } from '@/shared/ui/list-states';
import { useSitting } from '../api/get-sitting';
import { btiKeys } from '../api/keys';
import { BtiTestView } from '../components/test-view';
import '../components/bti.css';

/** The result with its chart: a chunk of its own, loaded once a result is shown. */
const ResultScreen = lazy(async () => ({
  default: await loadChunk(() => import('./result-screen').then((m) => m.BtiResultScreen)),
}));

const idParam = (value: string | null): number | null => {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= INT4_MAX ? n : null;
};

/**
 * /bare/pbcg/bti/test: the test pop-up, opened from the guide list, my home
 * and a company's request (?requestId=). With ?attemptId= it shows that
 * result; finishing the test replaces the address with it, so a reload
 * keeps the result on screen. The API asks a visitor to log in.
 */
export function BtiTestPage() {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const attemptId = idParam(params.get('attemptId'));
  const requestId = idParam(params.get('requestId'));
  return (
    <div className="bti-page">
      <div className="bti-page__head">
        <h1 className="bti-page__title">직업 성향 검사</h1>
        {attemptId === null && (
          <p className="bti-page__lead">
            60개의 활동을 얼마나 좋아하는지 5단계로 골라 주세요. 정답은 없으며, 고르는 즉시 저장되어
            언제든 이어서 할 수 있습니다. 10분쯤 걸립니다.
          </p>
        )}
      </div>
      {attemptId === null ? (
        <Sitting
          requestId={requestId}
          onDone={(id) => {
            // The sitting is over: a new one starts empty, and my home's lists change.
            client.removeQueries({ queryKey: [...btiKeys.all, 'sitting'] });
            void client.invalidateQueries({ queryKey: btiKeys.all });
            setParams({ attemptId: String(id) }, { replace: true });
          }}
        />
      ) : (
        <Suspense fallback={<DetailSkeleton />}>
          <ResultScreen
            attemptId={attemptId}
            onRestart={() => {
              client.removeQueries({ queryKey: [...btiKeys.all, 'sitting'] });
              setParams({});
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

function Sitting({
  requestId,
  onDone,
}: {
  requestId: number | null;
  onDone: (attemptId: number) => void;
}) {
  const sitting = useSitting(requestId);
  if (sitting.isPending) return <DetailSkeleton />;
  if (sitting.isError) {
    return (
      <ListError
        message="검사 문항을 불러오지 못했습니다."
        onRetry={() => void sitting.refetch()}
      />
    );
  }
  const request = sitting.data.request;
  return (
    <>
      {request && (
        <p className="bti-page__request">
          <strong>{request.companyName}</strong>에서 &lsquo;{request.postingTitle}&rsquo; 공고
          지원자에게 요청한 검사입니다. 검사를 마친 뒤 결과를 기업에 공유할지 직접 정할 수 있습니다.
        </p>
      )}
      <BtiTestView sitting={sitting.data} requestId={requestId} onDone={onDone} />
    </>
  );
}
