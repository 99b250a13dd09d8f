import { zodResolver } from '@hookform/resolvers/zod';
import {
  PREFERENCE_LIMITS,
  preferenceConditionSchema,
  type PreferenceCondition,
} from '@ilteo/contract';
import { useId, type SyntheticEvent } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/shared/ui/form';
import { JobPicker, type JobOption } from '@/shared/ui/pickers/job-picker';
import { RegionPicker, type RegionOption } from '@/shared/ui/pickers/region-picker';
import { useSavePrefCondition } from '../api/save-pref-condition';
import { conditionToSave, EMPTY_CONDITION, wholeNumberOrNull } from '../lib/condition-defaults';
import { CheckboxGroup, type ChoiceOption } from '@/shared/ui/checkbox-group/checkbox-group';

const CAREER_CHOICES = [
  { value: 'N', label: '신입' },
  { value: 'E', label: '경력' },
  { value: 'Z', label: '경력 무관' },
] as const;

/** The form's values before parsing: the alert switches may still be missing (defaults apply). */
type ConditionValues = z.input<typeof preferenceConditionSchema>;

/** Sections in page order, so an invalid submit can move focus to the first problem. */
const SECTION_ORDER: readonly (keyof PreferenceCondition)[] = [
  'jobs',
  'regions',
  'employmentTypes',
  'salaryMin',
  'careerType',
  'careerYears',
  'preferentials',
];

/** A common code as the server sends it. */
interface CodeOption {
  cd: string;
  name: string;
}

const choicesOf = (codes: readonly CodeOption[]): ChoiceOption[] =>
  codes.map((c) => ({ value: c.cd, label: c.name }));

interface PrefConditionFormProps {
  initial: PreferenceCondition | null;
  jobs: readonly JobOption[];
  regions: readonly RegionOption[];
  employmentTypes: readonly CodeOption[];
  preferentials: readonly CodeOption[];
  onSaved: () => void;
}

const digitsOnly = (event: SyntheticEvent<HTMLInputElement>) => {
  const input = event.currentTarget;
  const digits = input.value.replace(/\D/g, '');
  if (digits !== input.value) input.value = digits;
};

/** The wished conditions: 직무, 지역, 고용형태, 연봉, 경력, 우대 조건. */
export function PrefConditionForm({
  initial,
  jobs,
  regions,
  employmentTypes,
  preferentials,
  onSaved,
}: PrefConditionFormProps) {
  const baseId = useId();
  const sectionId = (name: keyof PreferenceCondition) => `${baseId}-${name}`;
  const save = useSavePrefCondition();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ConditionValues, unknown, PreferenceCondition>({
    resolver: zodResolver(preferenceConditionSchema),
    defaultValues: initial ?? EMPTY_CONDITION,
  });
  const careerType = useWatch({ control, name: 'careerType' });
  const dailyAlert = useWatch({ control, name: 'dailyAlert' });

  const onInvalid = (invalid: FieldErrors<PreferenceCondition>) => {
    const first = SECTION_ORDER.find((name) => invalid[name]);
    if (first) document.getElementById(sectionId(first))?.focus();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(conditionToSave(values));
    } catch {
      // The HTTP helper has said why; the form keeps what was entered.
      return;
    }
    onSaved();
  }, onInvalid);

  return (
    <form className="pref-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <section id={sectionId('jobs')} tabIndex={-1} className="pref-field">
        <Controller
          control={control}
          name="jobs"
          render={({ field }) => (
            <JobPicker
              label="희망 직무"
              jobs={jobs}
              value={field.value}
              onChange={field.onChange}
              max={PREFERENCE_LIMITS.jobs}
            />
          )}
        />
        <p className="field__description">
          {PREFERENCE_LIMITS.jobs}개까지 고를 수 있습니다. 분류 전체를 고르면 그 아래 직무가 모두
          포함됩니다.
        </p>
        {errors.jobs?.message && (
          <p className="field__error" role="alert">
            {errors.jobs.message}
          </p>
        )}
      </section>

      <section id={sectionId('regions')} tabIndex={-1} className="pref-field">
        <Controller
          control={control}
          name="regions"
          render={({ field }) => (
            <RegionPicker
              label="희망 근무지역"
              regions={regions}
              value={field.value}
              onChange={field.onChange}
              max={PREFERENCE_LIMITS.regions}
            />
          )}
        />
        <p className="field__description">
          {PREFERENCE_LIMITS.regions}곳까지 고를 수 있습니다. 희망 직무나 희망 근무지역 가운데
          하나는 꼭 골라 주세요.
        </p>
        {errors.regions?.message && (
          <p className="field__error" role="alert">
            {errors.regions.message}
          </p>
        )}
      </section>

      <div id={sectionId('employmentTypes')} tabIndex={-1}>
        <Controller
          control={control}
          name="employmentTypes"
          render={({ field }) => (
            <CheckboxGroup
              appearance="chips"
              legend="고용형태"
              options={choicesOf(employmentTypes)}
              value={field.value}
              onChange={field.onChange}
              description="고르지 않으면 모든 고용형태의 공고를 찾습니다."
              error={errors.employmentTypes?.message}
            />
          )}
        />
      </div>

      <TextField
        id={sectionId('salaryMin')}
        label="최소 희망 연봉 (만원)"
        inputMode="numeric"
        autoComplete="off"
        placeholder="예: 3500"
        description="선택 사항입니다. 입력하면 연봉이 이보다 낮은 공고는 순위가 내려갑니다."
        error={errors.salaryMin?.message}
        onInput={digitsOnly}
        {...register('salaryMin', { setValueAs: wholeNumberOrNull })}
      />

      {/* Radios registered with the form, drawn as the shared group's chips. */}
      <fieldset
        id={sectionId('careerType')}
        tabIndex={-1}
        className="checkbox-group checkbox-group--chips"
      >
        <legend className="checkbox-group__legend">경력</legend>
        <div className="checkbox-group__list">
          {CAREER_CHOICES.map((choice) => (
            <label key={choice.value} className="checkbox-group__option">
              <input type="radio" value={choice.value} {...register('careerType')} />
              <span>{choice.label}</span>
            </label>
          ))}
        </div>
        {errors.careerType?.message && (
          <p className="field__error" role="alert">
            {errors.careerType.message}
          </p>
        )}
      </fieldset>

      {careerType === 'E' && (
        <TextField
          id={sectionId('careerYears')}
          label="경력 연수 (년)"
          inputMode="numeric"
          autoComplete="off"
          placeholder="예: 3"
          description="비워 두면 연수와 상관없이 경력 공고를 찾습니다."
          error={errors.careerYears?.message}
          onInput={digitsOnly}
          {...register('careerYears', { setValueAs: wholeNumberOrNull })}
        />
      )}

      <div id={sectionId('preferentials')} tabIndex={-1}>
        <Controller
          control={control}
          name="preferentials"
          render={({ field }) => (
            <CheckboxGroup
              appearance="chips"
              legend="우대 조건 (해당하는 경우)"
              options={choicesOf(preferentials)}
              value={field.value}
              onChange={field.onChange}
              description="선택 사항입니다. 장애인·보훈 대상자처럼 우대 채용 대상이면 골라 주세요. 그 조건을 우대하는 공고를 더 앞에 보여 드리는 데 쓰입니다."
              error={errors.preferentials?.message}
            />
          )}
        />
      </div>

      <fieldset className="pref-alerts">
        <legend className="checkbox-group__legend">새 공고 알림</legend>
        <p className="field__description" id={`${baseId}-alerts`}>
          조건에 맞는 새 공고가 있으면 하루에 한 번, 건수와 함께 알려 드립니다.
        </p>
        <label className="check">
          <input
            type="checkbox"
            aria-describedby={`${baseId}-alerts`}
            {...register('dailyAlert', {
              // A mail goes only with the daily alarm: turning the alarm off clears it too.
              onChange: (event: { target: { checked: boolean } }) => {
                if (!event.target.checked) setValue('alertMail', false);
              },
            })}
          />
          <span className="check__text">매일 새 맞춤 공고 알림 받기</span>
        </label>
        <label className="check">
          <input type="checkbox" disabled={!dailyAlert} {...register('alertMail')} />
          <span className="check__text">메일로도 받기</span>
        </label>
      </fieldset>

      <div className="pref-form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          조건 저장
        </button>
      </div>
    </form>
  );
}
