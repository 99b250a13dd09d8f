import type { PreferenceCondition } from '@ilteo/contract';

/** The form before the first save: nothing chosen, 경력 무관. */
export const EMPTY_CONDITION: PreferenceCondition = {
  jobs: [],
  regions: [],
  employmentTypes: [],
  salaryMin: null,
  careerType: 'Z',
  careerYears: null,
  preferentials: [],
  dailyAlert: false,
  alertMail: false,
};

/** Digits typed into a number box as the value: '' → null. */
export const wholeNumberOrNull = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const digits = typeof value === 'string' ? value.replace(/\D/g, '') : '';
  return digits === '' ? null : Number(digits);
};

/**
 * What is sent: years only go with 경력 (the other career types have none to
 * give), and a mail only with the daily alarm.
 */
export const conditionToSave = (values: PreferenceCondition): PreferenceCondition => ({
  ...values,
  careerYears: values.careerType === 'E' ? values.careerYears : null,
  alertMail: values.dailyAlert && values.alertMail,
});
