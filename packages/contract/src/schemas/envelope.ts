import { z } from 'zod';

/** Zod schema of an envelope whose data is `data`; used for OpenAPI and by the client. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.string().describe('응답 코드 (001 = 성공)'),
    message: z.string().describe('사용자에게 보여 줄 한국어 메시지'),
    data,
  });
}

/** Data of a 202 validation failure: which fields were wrong, in Korean. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const validationErrorDataSchema = z.object({
  fields: z.array(fieldErrorSchema),
});
export type ValidationErrorData = z.infer<typeof validationErrorDataSchema>;
