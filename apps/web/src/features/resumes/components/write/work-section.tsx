import { RESUME_LIMITS } from '@ilteo/contract';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { JobPicker, type JobOption } from '@/shared/ui/pickers/job-picker';
import {
  AddEntryButton,
  EntryFieldset,
  FormText,
  FormTextArea,
  GroupError,
  useFieldError,
  WriteSection,
  YearMonthField,
} from './form-kit';
import { keepDigits, NEW_ENTRY, numberOrNull, useResumeForm } from './resume-form';
import { CareerLookupButton, type LookedUpCareer } from './career-lookup-button';

const CAREER_TYPES = [
  { value: 'N', label: '신입' },
  { value: 'E', label: '경력' },
] as const;

/** 신입 or 경력, and the 경력 entries (typed, or brought in by 경력 불러오기). */
export function WorkSection({ jobs }: { jobs: readonly JobOption[] }) {
  const { control, register, setValue } = useResumeForm();
  const careerType = useWatch({ control, name: 'careerType' });
  const { fields, append, remove } = useFieldArray({ control, name: 'work' });
  const typeError = useFieldError('careerType');
  const listError = useFieldError('work');

  const addLookedUp = (records: readonly LookedUpCareer[]) => {
    const room = RESUME_LIMITS.work - fields.length;
    append(
      records.slice(0, Math.max(0, room)).map((r) => ({
        ...NEW_ENTRY.work(),
        company: r.company,
        start: r.start,
        end: r.current ? '' : r.end,
        current: r.current,
        fromLookup: true,
      })),
    );
  };

  return (
    <WriteSection section="work">
      <fieldset className="write-fieldset">
        <legend className="field__label">
          경력 구분<span className="field__required"> (필수)</span>
        </legend>
        <div className="write-choices">
          {CAREER_TYPES.map((c) => (
            <label key={c.value} className="check">
              <input
                type="radio"
                value={c.value}
                {...register('careerType', {
                  setValueAs: (v: unknown) => (v === 'N' || v === 'E' ? v : null),
                })}
              />
              <span className="check__text">{c.label}</span>
            </label>
          ))}
        </div>
        <GroupError message={typeError} />
      </fieldset>
      {careerType === 'E' && (
        <>
          <CareerLookupButton onPick={addLookedUp} />
          {fields.map((field, index) => (
            <EntryFieldset
              key={field.id}
              legend={`경력 ${index + 1}`}
              onRemove={() => remove(index)}
            >
              {field.fromLookup && (
                <p className="write-entry__badge">경력 불러오기로 가져온 경력입니다.</p>
              )}
              <div className="write-grid">
                <FormText name={`work.${index}.company`} label="회사명" maxLength={100} />
                <FormText name={`work.${index}.department`} label="부서" maxLength={50} />
                <FormText name={`work.${index}.position`} label="직급·직책" maxLength={50} />
                <FormText
                  name={`work.${index}.salary`}
                  label="연봉 (만원, 선택)"
                  inputMode="numeric"
                  onInput={keepDigits}
                  registerOptions={{ setValueAs: numberOrNull }}
                />
              </div>
              <WorkPeriod index={index} />
              <WorkJobs index={index} jobs={jobs} />
              <FormTextArea
                name={`work.${index}.duties`}
                label="담당업무"
                description={`${RESUME_LIMITS.duties}자까지 쓸 수 있습니다.`}
              />
            </EntryFieldset>
          ))}
          <GroupError message={listError} />
          <AddEntryButton
            label="경력"
            count={fields.length}
            max={RESUME_LIMITS.work}
            onAdd={() => append(NEW_ENTRY.work())}
          />
        </>
      )}
      {careerType === 'N' && fields.length > 0 && (
        <p className="field__description">
          신입으로 저장하면 입력한 경력 {fields.length}건은 이력서에 보이지 않습니다.
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setValue('work', [], { shouldDirty: true })}
          >
            경력 모두 지우기
          </button>
        </p>
      )}
    </WriteSection>
  );
}

/** 직무 of one 경력 entry, from the JOB tree. */
function WorkJobs({ index, jobs }: { index: number; jobs: readonly JobOption[] }) {
  const { control } = useResumeForm();
  const error = useFieldError(`work.${index}.jobs`);
  return (
    <div className="write-picker">
      <Controller
        control={control}
        name={`work.${index}.jobs`}
        render={({ field }) => (
          <JobPicker
            label="직무"
            jobs={jobs}
            value={field.value}
            onChange={field.onChange}
            max={RESUME_LIMITS.jobs}
          />
        )}
      />
      <GroupError message={error} />
    </div>
  );
}

/** 입사·퇴사 연월, or 재직중 (which empties and disables 퇴사). */
function WorkPeriod({ index }: { index: number }) {
  const { control, register, setValue } = useResumeForm();
  const current = useWatch({ control, name: `work.${index}.current` });
  return (
    <div className="write-grid">
      <YearMonthField name={`work.${index}.start`} label="입사 연월" />
      {current ? (
        <p className="write-period__current">재직중</p>
      ) : (
        <YearMonthField name={`work.${index}.end`} label="퇴사 연월" />
      )}
      <label className="check">
        <input
          type="checkbox"
          {...register(`work.${index}.current`, {
            onChange: (e: { target: { checked: boolean } }) => {
              if (e.target.checked) setValue(`work.${index}.end`, '', { shouldValidate: true });
            },
          })}
        />
        <span className="check__text">재직중</span>
      </label>
    </div>
  );
}
