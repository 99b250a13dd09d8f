import {
  applySubmitSchema,
  countCharacters,
  groupDigits,
  type PostingQuestion,
} from '@ilteo/contract';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import type { ApplyStep } from './apply-draft';

export const APPLY_MESSAGES = {
  resumeRequired: '지원할 이력서를 골라 주세요.',
  answerRequired: '답변을 입력해 주세요.',
  answerTooLong: (limit: number, count: number) =>
    `답변은 공백 포함 ${groupDigits(limit)}자까지 쓸 수 있습니다. (지금 ${groupDigits(count)}자)`,
} as const;

/**
 * The contract's applySubmitSchema as the form holds it: no résumé chosen
 * yet is null (its own message), the consent box is a plain boolean until it
 * must be true, and each answer is checked against its own question's limit
 * (counted with spaces, by code points as the résumé's essays are) — the
 * server checks the same and would answer 202.
 */
export function applyValuesSchema(questions: readonly PostingQuestion[]) {
  const limits = new Map(questions.map((q) => [q.questionNo, q.maxChars]));
  return applySubmitSchema.extend({
    resumeId: z
      .number()
      .nullable()
      .transform((id, ctx) => {
        if (id !== null) return id;
        ctx.addIssue({ code: 'custom', message: APPLY_MESSAGES.resumeRequired });
        return z.NEVER;
      })
      .pipe(applySubmitSchema.shape.resumeId),
    answers: applySubmitSchema.shape.answers.superRefine((answers, ctx) => {
      answers.forEach((a, index) => {
        const limit = limits.get(a.questionNo);
        const count = countCharacters(a.answer).withSpaces;
        if (a.answer.trim() === '') {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'answer'],
            message: APPLY_MESSAGES.answerRequired,
          });
        } else if (limit !== undefined && count > limit) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'answer'],
            message: APPLY_MESSAGES.answerTooLong(limit, count),
          });
        }
      });
    }),
    consentAgreed: z.boolean().pipe(applySubmitSchema.shape.consentAgreed),
  });
}

type ApplySchema = ReturnType<typeof applyValuesSchema>;
export type ApplyValues = z.input<ApplySchema>;
export type ApplyParsed = z.output<ApplySchema>;

export const useApplyFormContext = () => useFormContext<ApplyValues, unknown, ApplyParsed>();

/** The fields each step owns: 다음 checks only these, and a server error sends the member back to its step. */
export const STEP_FIELDS: Record<ApplyStep, readonly FieldPath<ApplyValues>[]> = {
  resume: ['resumeId'],
  questions: ['answers'],
  files: ['files'],
  consent: ['consentAgreed', 'consentVersion'],
  review: [],
};

export const APPLY_STEP_LABELS: Record<ApplyStep, string> = {
  resume: '이력서 선택',
  questions: '질문 답변',
  files: '파일 첨부',
  consent: '개인정보 제공 동의',
  review: '확인 및 제출',
};

/** Which step a field (say `answers.1.answer` from a 202) belongs to. */
export function stepOfField(field: string): ApplyStep {
  const head = field.split('.')[0] ?? '';
  const found = (Object.keys(STEP_FIELDS) as ApplyStep[]).find((step) =>
    STEP_FIELDS[step].some((f) => f === head),
  );
  return found ?? 'review';
}
