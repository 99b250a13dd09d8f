import { useResult } from '../api/get-result';
import { BtiResultView } from '../components/result-view';

/** A result in the pop-up (its own chunk with the chart). */
export function BtiResultScreen({
  attemptId,
  onRestart,
}: {
  attemptId: number;
  onRestart: () => void;
}) {
  const result = useResult(attemptId);
  if (result.isPending) return <p className="bti-page__loading">결과를 불러오는 중입니다.</p>;
  if (result.isError) {
    return (
      <p className="bti-page__loading" role="alert">
        검사 결과를 불러오지 못했습니다.{' '}
        <button
          type="button"
          className="button button--small"
          onClick={() => void result.refetch()}
        >
          다시 시도
        </button>
      </p>
    );
  }
  return <BtiResultView result={result.data} onRestart={onRestart} />;
}
