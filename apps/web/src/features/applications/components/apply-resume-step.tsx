import type { ApplyForm } from '@ilteo/contract';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { formatYmd } from '@/shared/lib/format-date';
import { FormAlert } from '@/shared/ui/form';
import { useApplyFormContext } from './apply-form-model';
import { ApplyStepSection } from './apply-steps';

type ResumeChoice = ApplyForm['resumes'][number];

export const RESUME_STEP_MESSAGES = {
  none: '아직 작성한 이력서가 없습니다. 새 이력서를 작성하면 이 화면으로 돌아와 이어서 지원할 수 있습니다.',
  incomplete:
    '미완성 이력서입니다. 필수 항목이 비어 있는 채로 회사에 전달됩니다. 이력서를 먼저 완성하는 것을 권합니다.',
} as const;

/** Complete résumés first, then the 대표 one, keeping the server's order otherwise. */
export function orderResumes(resumes: readonly ResumeChoice[]): ResumeChoice[] {
  const rank = (r: ResumeChoice) => (r.complete ? 0 : 2) + (r.primary ? 0 : 1);
  return [...resumes].sort((a, b) => rank(a) - rank(b));
}

/** Step 1: one of the member's résumés, or 새 이력서 작성 (the draft waits here). */
export function ApplyResumeStep({
  resumes,
  focusOnShow,
  onWriteNew,
}: {
  resumes: readonly ResumeChoice[];
  focusOnShow: boolean;
  onWriteNew: () => void;
}) {
  const { control, setValue, formState } = useApplyFormContext();
  const chosen = useWatch({ control, name: 'resumeId' });
  const error = formState.errors.resumeId?.message;
  const name = useId();
  const errorId = `${name}-error`;
  const picked = resumes.find((r) => r.resumeId === chosen);

  return (
    <ApplyStepSection
      step="resume"
      focusOnShow={focusOnShow}
      lead="회사에는 제출하는 순간의 이력서 내용이 그대로 전달됩니다. 제출 뒤에 이력서를 고쳐도 회사가 받은 내용은 바뀌지 않습니다."
    >
      {resumes.length === 0 ? (
        <p className="apply-empty">{RESUME_STEP_MESSAGES.none}</p>
      ) : (
        <fieldset className="apply-choices" aria-describedby={error ? errorId : undefined}>
          <legend className="sr-only">지원할 이력서</legend>
          <ul className="apply-choices__list">
            {orderResumes(resumes).map((r) => (
              <li key={r.resumeId}>
                <label className="apply-choice">
                  <input
                    type="radio"
                    name={name}
                    value={r.resumeId}
                    checked={chosen === r.resumeId}
                    onChange={() =>
                      setValue('resumeId', r.resumeId, { shouldDirty: true, shouldValidate: true })
                    }
                  />
                  <span className="apply-choice__body">
                    <span className="apply-choice__title">{r.title || '제목 없는 이력서'}</span>
                    <span className="apply-choice__meta">
                      {r.primary && <span className="apply-badge">대표</span>}
                      {!r.complete && <span className="apply-badge apply-badge--warn">미완성</span>}
                      <span>수정일 {formatYmd(r.updatedAt.slice(0, 10))}</span>
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      {picked && !picked.complete && (
        <FormAlert tone="info">
          <p>{RESUME_STEP_MESSAGES.incomplete}</p>
        </FormAlert>
      )}
      <p>
        <button type="button" className="button button--secondary" onClick={onWriteNew}>
          새 이력서 작성
        </button>
      </p>
    </ApplyStepSection>
  );
}
