import { EXTERNAL_STATUS_LABELS, type ApplicationSummary } from '@ilteo/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { postingDetailHref } from '@/shared/postings/posting-links';
import { formatDay } from '../lib/format';
import { ApplicationDetailPanel } from './application-detail';

/** The row's status phrase: the member's own record for an external application. */
export function rowStatus(a: ApplicationSummary): string {
  if (a.kind === 'external' && a.externalStatus) return EXTERNAL_STATUS_LABELS[a.externalStatus];
  return a.statusLabel;
}

const statusTone = (a: ApplicationSummary): string => {
  if (a.status === 'cancelled') return 'app-badge--muted';
  if (a.status === 'failed' || a.externalStatus === 'failed') return 'app-badge--failed';
  return 'app-badge--status';
};

/** One application in the list; 상세 보기 opens its timeline and the rest below it. */
export function ApplicationRow({
  application,
  initiallyOpen = false,
}: {
  application: ApplicationSummary;
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = `${useId()}-detail`;
  const status = rowStatus(application);
  const viewLabel = application.viewed ? '열람' : '미열람';
  // The status phrase of an undecided first stage is already 열람/미열람.
  const showViewed =
    application.kind === 'platform' && application.status !== 'cancelled' && status !== viewLabel;

  return (
    <li className="app-row">
      <p className="app-row__company">{application.companyName}</p>
      <h3 className="app-row__title">
        <Link to={postingDetailHref(application.postingId)}>{application.postingTitle}</Link>
      </h3>
      <p className="app-row__meta">
        {application.resumeTitle ? `이력서: ${application.resumeTitle} · ` : ''}지원일{' '}
        {formatDay(application.appliedAt)}
      </p>
      <p className="app-row__badges">
        <span className={`app-badge ${statusTone(application)}`}>{status}</span>
        {showViewed && (
          <span
            className={`app-badge ${application.viewed ? 'app-badge--status' : 'app-badge--muted'}`}
          >
            {viewLabel}
          </span>
        )}
        {application.kind === 'external' && (
          <span className="app-badge app-badge--external">외부 지원</span>
        )}
      </p>
      <button
        type="button"
        className="button button--secondary button--small app-row__toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? '상세 닫기' : '상세 보기'}
        <span className="sr-only">: {application.postingTitle}</span>
      </button>
      {open && <ApplicationDetailPanel id={panelId} applicationId={application.applicationId} />}
    </li>
  );
}
