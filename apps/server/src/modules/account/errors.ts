import { rejected } from '../../http/errors';

/** A 202 naming one field, shaped like a validation error so forms can show it inline. */
export const fieldRejected = (field: string, message: string) =>
  rejected.badRequest(`${field}: ${message}`, { fields: [{ field, message }] });
