import {
  GRADE_SCALES,
  RESUME_LIMITS,
  SCHOOL_LEVEL_LABELS,
  SCHOOL_LEVELS,
  SCHOOL_STATUS_LABELS,
  SCHOOL_STATUSES,
} from '@ilteo/contract';
import { useId, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  AddEntryButton,
  EntryFieldset,
  FormSelect,
  FormText,
  GroupError,
  useFieldError,
  WriteSection,
  YearMonthField,
} from './form-kit';
import { NEW_ENTRY, useResumeForm } from './resume-form';

const LEVEL_OPTIONS = SCHOOL_LEVELS.map((v) => ({ value: v, label: SCHOOL_LEVEL_LABELS[v] }));
const STATUS_OPTIONS = SCHOOL_STATUSES.map((v) => ({ value: v, label: SCHOOL_STATUS_LABELS[v] }));

/** 학력: school level, school, major, period, status and an optional grade. */
export function EducationSection() {
  const { control } = useResumeForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'education' });
  const listError = useFieldError('education');
  return (
    <WriteSection section="education" description="최종 학력부터 입력해 주세요.">
      {fields.map((field, index) => (
        <EntryFieldset key={field.id} legend={`학력 ${index + 1}`} onRemove={() => remove(index)}>
          <div className="write-grid">
            <FormSelect
              name={`education.${index}.level`}
              label="학교 구분"
              options={LEVEL_OPTIONS}
            />
            <FormText name={`education.${index}.school`} label="학교명" maxLength={50} />
            <FormText name={`education.${index}.major`} label="전공" maxLength={50} />
            <FormSelect
              name={`education.${index}.status`}
              label="졸업 상태"
              options={STATUS_OPTIONS}
            />
            <YearMonthField name={`education.${index}.start`} label="입학 연월" />
            <YearMonthField name={`education.${index}.end`} label="졸업 연월" />
          </div>
          <GradeFields index={index} />
        </EntryFieldset>
      ))}
      <GroupError message={listError} />
      <AddEntryButton
        label="학력"
        count={fields.length}
        max={RESUME_LIMITS.education}
        onAdd={() => append(NEW_ENTRY.education())}
      />
    </WriteSection>
  );
}

/** 학점 (선택): an empty score means no grade at all, so the scale alone is never stored. */
function GradeFields({ index }: { index: number }) {
  const { control, setValue } = useResumeForm();
  const grade = useWatch({ control, name: `education.${index}.grade` });
  const error = useFieldError(`education.${index}.grade.score`);
  const id = useId();
  // Kept while the score is empty, so choosing the scale first is not lost.
  const [chosenScale, setChosenScale] = useState(grade?.scale ?? GRADE_SCALES[0]);
  const scale = grade?.scale ?? chosenScale;

  const change = (score: string, nextScale: (typeof GRADE_SCALES)[number]) => {
    setChosenScale(nextScale);
    setValue(`education.${index}.grade`, score === '' ? null : { score, scale: nextScale }, {
      shouldDirty: true,
      shouldValidate: true,
    });
  };

  return (
    <fieldset className="write-fieldset write-inline">
      <legend className="field__label">학점 (선택)</legend>
      <label htmlFor={`${id}-score`} className="sr-only">
        학점
      </label>
      <input
        id={`${id}-score`}
        className="input write-inline__short"
        inputMode="decimal"
        maxLength={6}
        placeholder="예: 3.8"
        value={grade?.score ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => change(e.currentTarget.value.replace(/[^\d.]/g, ''), scale)}
      />
      <span aria-hidden="true">/</span>
      <label htmlFor={`${id}-scale`} className="sr-only">
        만점
      </label>
      <select
        id={`${id}-scale`}
        className="input write-inline__short"
        value={scale}
        onChange={(e) =>
          change(grade?.score ?? '', e.currentTarget.value as (typeof GRADE_SCALES)[number])
        }
      >
        {GRADE_SCALES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
