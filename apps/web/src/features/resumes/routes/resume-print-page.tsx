import type { ResumeDetail } from '@ilteo/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { campusBadgeQueryOptions } from '../api/get-campus-badge';
import { resumeQueryOptions } from '../api/get-resume';
import { ResumeDocument } from '../components/resume-document';
import { resumeViewHref, useResumeIdParam } from '../components/resume-links';
import { ResumeQueryGate } from '../components/resume-query-gate';
import '@/shared/ui/page/page.css';
import '../components/resume-print.css';

/**
 * /bare/print?kind=resume&resumeId=: the résumé on an A4 sheet. The sheet on
 * screen has the paper's width, margins, font and size, so the preview is
 * what prints; 인쇄 opens the browser's print dialog, where PDF로 저장 saves
 * a PDF (`save=pdf`: opened from the view's PDF로 저장, so the hint leads).
 */
export function ResumePrintPage() {
  const resumeId = useResumeIdParam();
  const query = useQuery({ ...resumeQueryOptions(resumeId ?? 0), enabled: resumeId !== null });
  return (
    <ResumeQueryGate resumeId={resumeId} query={query}>
      {(resume) => <ResumePrintView resume={resume} />}
    </ResumeQueryGate>
  );
}

function ResumePrintView({ resume }: { resume: ResumeDetail }) {
  const navigate = useNavigate();
  const badge = useQuery(campusBadgeQueryOptions());
  const [params] = useSearchParams();
  const forPdf = params.get('save') === 'pdf';

  // Opened in its own window from the list or the view: close it. Reached by
  // navigation inside the app: go back; neither: go to the view.
  const close = () => {
    if (window.history.length > 1) {
      void navigate(-1);
      return;
    }
    window.close();
    void navigate(resumeViewHref(resume.resumeId), { replace: true });
  };

  return (
    <div className="resume-print">
      <div className="resume-print__toolbar">
        <div className="resume-print__hint">
          {forPdf ? (
            <p>
              <strong>PDF로 저장하려면</strong> 인쇄 버튼을 누른 뒤 인쇄 창의 대상(프린터)에서
              &lsquo;PDF로 저장&rsquo;을 고르세요.
            </p>
          ) : (
            <p>
              인쇄 미리보기입니다. 화면에 보이는 그대로 A4 용지에 인쇄됩니다. PDF 파일이 필요하면
              인쇄 창에서 &lsquo;PDF로 저장&rsquo;을 고르세요.
            </p>
          )}
        </div>
        <div className="resume-print__buttons">
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => window.print()}
          >
            인쇄
          </button>
          <button type="button" className="button button--secondary button--small" onClick={close}>
            닫기
          </button>
        </div>
      </div>
      <div className="resume-print__sheet">
        <ResumeDocument resume={resume} badge={badge.data ?? null} />
      </div>
    </div>
  );
}
