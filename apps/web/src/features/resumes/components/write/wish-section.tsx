import { RESUME_LIMITS } from '@ilteo/contract';
import { Controller, useWatch } from 'react-hook-form';
import { CheckboxGroup, type ChoiceOption } from '@/shared/ui/checkbox-group/checkbox-group';
import { JobPicker, type JobOption } from '@/shared/ui/pickers/job-picker';
import { RegionPicker, type RegionOption } from '@/shared/ui/pickers/region-picker';
import { FormText, GroupError, useFieldError, WriteSection } from './form-kit';
import { keepDigits, numberOrNull, useResumeForm } from './resume-form';

/** 희망근무조건: employment types (EMP_TP), regions, jobs, and a salary or 회사내규. */
export function WishSection({
  employmentTypes,
  regions,
  jobs,
}: {
  employmentTypes: readonly ChoiceOption[];
  regions: readonly RegionOption[];
  jobs: readonly JobOption[];
}) {
  const { control, register, setValue } = useResumeForm();
  const byPolicy = useWatch({ control, name: 'wish.salaryByPolicy' });
  const typesError = useFieldError('wish.employmentTypes');
  const regionsError = useFieldError('wish.regions');
  const jobsError = useFieldError('wish.jobs');

  return (
    <WriteSection section="wish">
      <Controller
        control={control}
        name="wish.employmentTypes"
        render={({ field }) => (
          <CheckboxGroup
            appearance="chips"
            legend="희망 고용형태"
            options={employmentTypes}
            value={field.value}
            onChange={field.onChange}
            error={typesError}
          />
        )}
      />
      <div className="write-picker">
        <Controller
          control={control}
          name="wish.regions"
          render={({ field }) => (
            <RegionPicker
              label="희망 근무지역"
              regions={regions}
              value={field.value}
              onChange={field.onChange}
              max={RESUME_LIMITS.regions}
            />
          )}
        />
        <GroupError message={regionsError} />
      </div>
      <div className="write-picker">
        <Controller
          control={control}
          name="wish.jobs"
          render={({ field }) => (
            <JobPicker
              label="희망 직무"
              jobs={jobs}
              value={field.value}
              onChange={field.onChange}
              max={RESUME_LIMITS.jobs}
            />
          )}
        />
        <GroupError message={jobsError} />
      </div>
      <fieldset className="write-fieldset">
        <legend className="field__label">희망 연봉</legend>
        <label className="check">
          <input
            type="checkbox"
            {...register('wish.salaryByPolicy', {
              onChange: (e: { target: { checked: boolean } }) => {
                if (e.target.checked) setValue('wish.salary', null, { shouldValidate: true });
              },
            })}
          />
          <span className="check__text">회사내규에 따름</span>
        </label>
        {!byPolicy && (
          <FormText
            name="wish.salary"
            label="희망 연봉 (만원)"
            inputMode="numeric"
            placeholder="예: 4000"
            onInput={keepDigits}
            registerOptions={{ setValueAs: numberOrNull }}
          />
        )}
      </fieldset>
    </WriteSection>
  );
}
