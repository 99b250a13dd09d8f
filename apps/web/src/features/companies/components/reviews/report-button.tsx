import { Suspense, useState } from 'react';
import { lazyChunk } from '@/shared/lib/chunk-loading';
import { useLoginGate } from './use-login-gate';

// The report form (react-hook-form and its schema) is fetched when someone
// heads for the button, not with the page.
const loadReportDialog = () => import('@/shared/ui/report-dialog/report-dialog');
const ReportDialog = lazyChunk(() => loadReportDialog().then((m) => ({ default: m.ReportDialog })));
const prefetchReportDialog = () => void loadReportDialog();

/** 신고 of a review or interview review, through the shared report dialog (registry kinds). */
export function ReportButton({
  kind,
  id,
  name,
}: {
  kind: 'company-review' | 'interview-review';
  id: number;
  name: string;
}) {
  const [open, setOpen] = useState(false);
  const loginGate = useLoginGate();
  const noun = kind === 'company-review' ? '리뷰' : '면접 후기';
  return (
    <>
      <button
        type="button"
        className="review-link-button"
        aria-haspopup="dialog"
        onPointerEnter={prefetchReportDialog}
        onFocus={prefetchReportDialog}
        onClick={() =>
          void loginGate().then((ok) => {
            if (ok) setOpen(true);
          })
        }
      >
        신고<span className="sr-only">: {name}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            kind={kind}
            targetId={String(id)}
            title={`이 ${noun} 신고하기`}
            lead={`‘${name}’ ${noun}에서 문제가 된 점을 알려 주세요. 신고한 분의 정보는 작성자에게 알리지 않습니다.`}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
