/** Every response body, success or failure: `{code, message, data}` (its zod schema: schemas/envelope.ts). */
export interface ApiEnvelope<T = unknown> {
  code: string;
  message: string;
  data: T;
}
