import type { InterviewReviewForm } from '@ilteo/contract';
import { useId } from 'react';
import { Select } from '@/shared/ui/select';
import { formatKoreanDate } from './stars';

/** What the interview review is about: one of my applications, a posting, or just a job. */
export type InterviewSource =
  | { kind: 'application'; applicationId: number; postingId: number }
  | { kind: 'posting'; postingId: number | null }
  | { kind: 'job' };

export const sourceKey = (s: InterviewSource): string =>
  s.kind === 'application' ? `application:${String(s.applicationId)}` : s.kind;

/**
 * The choice of what was interviewed for. An application already reviewed
 * is shown but cannot be chosen (one interview review per application);
 * without an application a posting of the last year may be named, or none.
 */
export function InterviewSourceField({
  form,
  value,
  onChange,
  error,
  editingApplicationId,
}: {
  form: InterviewReviewForm;
  value: InterviewSource;
  onChange: (next: InterviewSource) => void;
  error: string | undefined;
  /** The application the review being edited names (it is "reviewed" by itself). */
  editingApplicationId: number | null;
}) {
  const id = useId();
  const name = `${id}-source`;
  const current = sourceKey(value);
  return (
    <fieldset className="review-choice" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>면접 본 채용</legend>
      <div className="review-choice__options review-choice__options--column">
        {form.applications.map((app) => {
          const key = `application:${String(app.applicationId)}`;
          const taken = app.reviewed && app.applicationId !== editingApplicationId;
          return (
            <label key={app.applicationId} className="check">
              <input
                type="radio"
                name={name}
                checked={current === key}
                disabled={taken}
                onChange={() =>
                  onChange({
                    kind: 'application',
                    applicationId: app.applicationId,
                    postingId: app.postingId,
                  })
                }
              />
              <span>
                {app.postingTitle} ({formatKoreanDate(app.appliedAt)} 지원)
                {taken && ' · 이미 후기를 작성했습니다'}
              </span>
            </label>
          );
        })}
        <label className="check">
          <input
            type="radio"
            name={name}
            checked={current === 'posting'}
            disabled={form.postings.length === 0}
            onChange={() => onChange({ kind: 'posting', postingId: null })}
          />
          일터 공고 고르기 (일터로 지원하지 않은 경우)
        </label>
        <label className="check">
          <input
            type="radio"
            name={name}
            checked={current === 'job'}
            onChange={() => onChange({ kind: 'job' })}
          />
          공고 없이 직무만 적기
        </label>
      </div>
      {value.kind === 'posting' && (
        <Select
          label="공고"
          items={form.postings.map((p) => ({ value: String(p.postingId), label: p.title }))}
          placeholder="공고를 골라 주세요"
          value={value.postingId === null ? '' : String(value.postingId)}
          onValueChange={(v) => onChange({ kind: 'posting', postingId: v ? Number(v) : null })}
          invalid={Boolean(error)}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
