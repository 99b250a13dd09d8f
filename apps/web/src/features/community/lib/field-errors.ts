import { isApiError } from '@/shared/api/api-error';

/**
 * The server's message for one field of a refused call (202 with
 * `data.fields`), read without zod: the detail screen's forms are plain
 * inputs, so the form kit and its validators stay off the detail's load.
 */
export function fieldMessage(error: unknown, field: string): string | null {
  if (!isApiError(error)) return null;
  const fields = (error.data as { fields?: unknown } | null | undefined)?.fields;
  if (!Array.isArray(fields)) return null;
  for (const item of fields as unknown[]) {
    const entry = item as { field?: unknown; message?: unknown } | null;
    if (entry?.field === field && typeof entry.message === 'string') return entry.message;
  }
  return null;
}

/** A refused call's message for the form: the field's, else the server's own. */
export function failureMessage(error: unknown, field: string): string | null {
  if (!isApiError(error)) return null;
  return fieldMessage(error, field) ?? error.message;
}
