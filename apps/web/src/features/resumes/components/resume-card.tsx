import { RESUME_SECTION_LABELS, type ResumeSummary } from '@ilteo/contract';
import { Link } from 'react-router';
import { formatYmd } from '@/shared/lib/format-date';
import { seoulToday } from '@/shared/lib/seoul-date';
import { NewWindowLink } from './new-window-link';
import { resumePrintHref, resumeViewHref, resumeWriteHref } from './resume-links';

export interface ResumeCardActions {
  onToggle: (flags: { public?: boolean; acceptOffers?: boolean }) => void;
  onCopy: () => void;
  onDelete: () => void;
  onMakePrimary: () => void;
  onExport: () => void;
}

/** The day of an ISO timestamp in Seoul, as the list shows a last edit. */
const editedOn = (iso: string) => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : formatYmd(seoulToday(new Date(time)));
};

/**
 * One résumé on the list: title, 대표, how complete it is (or the first
 * section it still needs), last edit, 공개 and 제안 받을래요, and what can be
 * done with it. Every control names the résumé for screen readers, since
 * each card has the same buttons.
 */
export function ResumeCard({
  resume,
  canCopy,
  busy,
  actions,
}: {
  resume: ResumeSummary;
  canCopy: boolean;
  busy: boolean;
  actions: ResumeCardActions;
}) {
  const id = resume.resumeId;
  const titleId = `resume-card-title-${String(id)}`;
  const title = resume.title || '제목 없는 이력서';
  const firstMissing = resume.missing?.[0];
  const named = <span className="sr-only"> ({title})</span>;

  return (
    <li className="resume-card">
      <article aria-labelledby={titleId}>
        <p className="resume-card__badges">
          {resume.primary && <span className="resume-badge resume-badge--primary">대표</span>}
          {resume.complete ? (
            <span className="resume-badge">완성도 {resume.percent}%</span>
          ) : (
            <span className="resume-badge resume-badge--incomplete">
              미완성 · 완성도 {resume.percent}%
            </span>
          )}
        </p>
        <h2 id={titleId} className="resume-card__title">
          <Link to={resumeViewHref(id)}>{title}</Link>
        </h2>
        {!resume.complete && firstMissing && (
          <p className="resume-card__missing">
            {RESUME_SECTION_LABELS[firstMissing]} 항목을 채우면 완성됩니다.
          </p>
        )}
        <p className="resume-card__date">최종 수정 {editedOn(resume.updatedAt)}</p>

        <div className="resume-card__switches">
          <Switch
            id={`resume-public-${String(id)}`}
            label="공개"
            hint={`${title}: 공개하면 기업이 이력서를 열람할 수 있습니다.`}
            checked={resume.public}
            disabled={busy}
            onChange={(checked) => actions.onToggle({ public: checked })}
          />
          {resume.public && (
            <Switch
              id={`resume-offers-${String(id)}`}
              label="제안 받을래요"
              hint={`${title}: 기업의 입사 제안을 받습니다.`}
              checked={resume.acceptOffers}
              disabled={busy}
              onChange={(checked) => actions.onToggle({ acceptOffers: checked })}
            />
          )}
        </div>

        <div className="resume-card__actions">
          <Link className="button button--secondary button--small" to={resumeWriteHref(id)}>
            수정{named}
          </Link>
          <Link className="button button--secondary button--small" to={resumeViewHref(id)}>
            보기{named}
          </Link>
          <NewWindowLink
            className="button button--secondary button--small"
            to={resumePrintHref(id)}
          >
            인쇄{named}
          </NewWindowLink>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={actions.onCopy}
            disabled={busy || !canCopy}
          >
            복사{named}
          </button>
          {!resume.primary && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={actions.onMakePrimary}
              disabled={busy}
            >
              대표로 설정{named}
            </button>
          )}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={actions.onExport}
            disabled={busy}
          >
            JSON 내보내기{named}
          </button>
          <button
            type="button"
            className="button button--secondary button--small resume-card__delete"
            onClick={actions.onDelete}
            disabled={busy}
          >
            삭제{named}
          </button>
        </div>
      </article>
    </li>
  );
}

/** A checkbox shown as a switch (role switch), its state read aloud as 켜짐/꺼짐. */
function Switch({
  id,
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <span className="resume-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="resume-switch__input"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <label htmlFor={id} className="resume-switch__label">
        {label}
      </label>
      <span id={`${id}-hint`} className="sr-only">
        {hint}
      </span>
    </span>
  );
}
