import { validationErrorDataSchema } from '@ilteo/contract';
import { get, type UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/shared/api/api-error';
import { showServerErrors } from '@/shared/ui/form';
import type { ResumeFieldPath, ResumeFormValues } from './resume-form';

/**
 * A refused save (202 with `fields`) names paths of the request body,
 * `content.education.0.end`: the form's field is that path without
 * `content.`. Messages go on the fields the form has (focusing the first);
 * anything else (an unknown certificate code the form no longer holds, the
 * 11th résumé) is shown as the shared helper shows it.
 */
export function showResumeSaveErrors(
  error: unknown,
  form: UseFormReturn<ResumeFormValues, unknown, unknown>,
): void {
  if (isApiError(error)) {
    const parsed = validationErrorDataSchema.safeParse(error.data);
    if (parsed.success) {
      const values = form.getValues();
      let placed = 0;
      for (const { field, message } of parsed.data.fields) {
        const path = field.replace(/^content\./, '');
        if (get(values, path) === undefined) continue;
        form.setError(
          path as ResumeFieldPath,
          { type: 'server', message },
          {
            shouldFocus: placed === 0,
          },
        );
        placed += 1;
      }
      if (placed > 0) return;
    }
  }
  showServerErrors(error, form.setError, []);
}
