import { INT4_MAX } from '@ilteo/contract';
import { useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { DetailError, DetailNotFound, DetailSkeleton } from '@/shared/ui/list-states';
import { useResult } from '../api/get-result';
import { BtiResultView } from '../components/result-view';
import '../components/bti.css';

/**
 * /bare/print?kind=bti&attemptId=: the member's result on A4, without the
 * buttons; 인쇄 opens the browser's print dialog (PDF로 저장 is there).
 */
export function BtiPrintPage() {
  const [params] = useSearchParams();
  const raw = Number(params.get('attemptId'));
  const attemptId = Number.isInteger(raw) && raw >= 1 && raw <= INT4_MAX ? raw : 0;
  const result = useResult(attemptId, attemptId > 0);
  if (attemptId === 0) {
    return (
      <DetailNotFound
        title="검사 결과를 찾을 수 없습니다"
        reason="인쇄할 검사 결과의 주소가 올바르지 않습니다."
        backTo={paths.myBti}
        backLabel="직업 성향 검사로"
      />
    );
  }
  if (result.isPending) return <DetailSkeleton />;
  if (result.isError) {
    return (
      <DetailError
        message="검사 결과를 불러오지 못했습니다."
        onRetry={() => void result.refetch()}
      />
    );
  }
  return (
    <div className="bti-print">
      <div className="bti-print__toolbar">
        <p>
          인쇄 미리보기입니다. PDF 파일이 필요하면 인쇄 창에서 &lsquo;PDF로 저장&rsquo;을 고르세요.
        </p>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          인쇄
        </button>
      </div>
      <div className="bti-print__sheet">
        <h1 className="bti-page__title">직업 성향 검사 결과</h1>
        <BtiResultView result={result.data} printing />
      </div>
    </div>
  );
}
