import { RESPONSE_CODES, validationErrorDataSchema } from '@ilteo/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/shared/api/api-error';
import { alert, isAlertPending } from '@/shared/ui/dialog/dialog-store';

/**
 * Server-side field errors (code 202 with `data.fields`, e.g. a wrong current
 * password or a password found in breach lists) belong next to the field.
 * Forms send their calls with `handledCodes: FIELD_ERROR_CODES` and hand the
 * failure to `showServerErrors`.
 */
export const FIELD_ERROR_CODES: readonly string[] = [RESPONSE_CODES.REQUEST_REJECTED.code];

/**
 * Puts the server's messages on the form's fields and focuses the first;
 * false when the error names none of `fields`.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) return false;
  const parsed = validationErrorDataSchema.safeParse(error.data);
  if (!parsed.success) return false;
  let focused = false;
  for (const { field, message } of parsed.data.fields) {
    const name = fields.find((f) => f === field);
    if (!name) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return focused;
}

/**
 * For a call made with `handledCodes: FIELD_ERROR_CODES`: field messages on
 * the fields, any other 202 (too many requests, an expired link) in the alert
 * the helper would have shown. Other codes the helper has already reported.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!isApiError(error)) return;
  if (applyServerFieldErrors(error, setError, fields)) return;
  if (FIELD_ERROR_CODES.includes(error.code) && !isAlertPending(error.message))
    void alert(error.message);
}
