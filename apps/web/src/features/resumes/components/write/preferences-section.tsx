import {
  DISABILITY_DEGREE_LABELS,
  DISABILITY_DEGREES,
  MILITARY_STATUS_LABELS,
  MILITARY_STATUSES,
  type MilitaryStatus,
} from '@ilteo/contract';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { FormSelect, FormText, WriteSection, YearMonthField } from './form-kit';
import { useResumeForm } from './resume-form';

const DEGREE_OPTIONS = DISABILITY_DEGREES.map((v) => ({
  value: v,
  label: DISABILITY_DEGREE_LABELS[v],
}));

/**
 * 취업우대사항: each one the member chooses to state (보훈, 고용지원금 대상,
 * 장애, 병역); nothing is asked that the law keeps out of a résumé.
 */
export function PreferencesSection() {
  const { register } = useResumeForm();
  return (
    <WriteSection
      section="preferences"
      description="해당하는 항목만 밝히면 됩니다. 밝히지 않아도 불이익은 없습니다."
    >
      <fieldset className="write-fieldset">
        <legend className="field__label">대상 여부</legend>
        <label className="check">
          <input type="checkbox" {...register('preferences.veteran')} />
          <span className="check__text">보훈 대상</span>
        </label>
        <label className="check">
          <input type="checkbox" {...register('preferences.employmentSubsidy')} />
          <span className="check__text">고용지원금 대상</span>
        </label>
      </fieldset>
      <DisabilityFields />
      <MilitaryFields />
    </WriteSection>
  );
}

function DisabilityFields() {
  const { control, setValue } = useResumeForm();
  const disability = useWatch({ control, name: 'preferences.disability' });
  return (
    <fieldset className="write-fieldset">
      <legend className="field__label">장애</legend>
      <label className="check">
        <input
          type="checkbox"
          checked={disability !== null}
          onChange={(e) =>
            setValue(
              'preferences.disability',
              e.currentTarget.checked ? { kind: '', degree: DISABILITY_DEGREES[0] } : null,
              { shouldDirty: true },
            )
          }
        />
        <span className="check__text">장애가 있음을 밝힙니다</span>
      </label>
      {disability && (
        <div className="write-grid">
          <FormText name="preferences.disability.kind" label="장애 유형" maxLength={30} />
          <FormSelect
            name="preferences.disability.degree"
            label="장애 정도"
            options={DEGREE_OPTIONS}
          />
        </div>
      )}
    </fieldset>
  );
}

const hasService = (status: MilitaryStatus) => status === 'DONE' || status === 'SERVING';

function MilitaryFields() {
  const { control, setValue } = useResumeForm();
  const military = useWatch({ control, name: 'preferences.military' });
  const id = useId();
  const choose = (value: string) => {
    const status = value as MilitaryStatus;
    // Branch, rank and period are kept only for those who served or serve.
    const keep = hasService(status);
    setValue(
      'preferences.military',
      value === ''
        ? null
        : {
            status,
            branch: keep ? (military?.branch ?? '') : '',
            rank: keep ? (military?.rank ?? '') : '',
            start: keep ? (military?.start ?? '') : '',
            end: keep ? (military?.end ?? '') : '',
          },
      { shouldDirty: true },
    );
  };
  const served = military ? hasService(military.status) : false;
  return (
    <fieldset className="write-fieldset">
      <legend className="field__label">병역</legend>
      <div className="field">
        <label htmlFor={id} className="field__label">
          병역 사항
        </label>
        <select
          id={id}
          className="input"
          value={military?.status ?? ''}
          onChange={(e) => choose(e.currentTarget.value)}
        >
          <option value="">밝히지 않음</option>
          {MILITARY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {MILITARY_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      {served && (
        <div className="write-grid">
          <FormText name="preferences.military.branch" label="군별" maxLength={20} />
          <FormText name="preferences.military.rank" label="계급" maxLength={20} />
          <YearMonthField name="preferences.military.start" label="입대 연월" />
          <YearMonthField name="preferences.military.end" label="전역 연월" />
        </div>
      )}
    </fieldset>
  );
}
