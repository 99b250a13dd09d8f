import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { campusBadgeQueryOptions } from '../api/get-campus-badge';
import { resumeQueryOptions } from '../api/get-resume';
import { NewWindowLink } from '../components/new-window-link';
import { ResumeDocument } from '../components/resume-document';
import { resumePrintHref, resumeWriteHref, useResumeIdParam } from '../components/resume-links';
import { ResumeQueryGate } from '../components/resume-query-gate';
import '@/shared/ui/page/page.css';
import '../components/resumes.css';

/**
 * /person/myhome/career/view?resumeId=: the résumé as a company reads it,
 * with 수정, 인쇄 and PDF로 저장 (both open the print page in a new window).
 */
export function ResumeViewPage() {
  const resumeId = useResumeIdParam();
  // A null id fetches nothing: the gate shows the not-found state instead.
  const query = useQuery({ ...resumeQueryOptions(resumeId ?? 0), enabled: resumeId !== null });
  const badge = useQuery(campusBadgeQueryOptions());
  return (
    <ResumeQueryGate resumeId={resumeId} query={query}>
      {(resume) => (
        <div className="page resume-view-page">
          <nav className="resume-view__actions" aria-label="이력서 작업">
            <Link className="button button--secondary button--small" to={paths.myCareerList}>
              목록
            </Link>
            <Link
              className="button button--secondary button--small"
              to={resumeWriteHref(resume.resumeId)}
            >
              수정
            </Link>
            <NewWindowLink
              className="button button--secondary button--small"
              to={resumePrintHref(resume.resumeId)}
            >
              인쇄
            </NewWindowLink>
            <NewWindowLink
              className="button button--primary button--small"
              to={resumePrintHref(resume.resumeId, true)}
            >
              PDF로 저장
            </NewWindowLink>
          </nav>
          <div className="resume-view__sheet">
            <ResumeDocument resume={resume} badge={badge.data ?? null} />
          </div>
        </div>
      )}
    </ResumeQueryGate>
  );
}
