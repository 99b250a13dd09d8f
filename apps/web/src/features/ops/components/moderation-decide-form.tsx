import { zodResolver } from '@hookform/resolvers/zod';
import {
  MODERATION_DECISION_LABELS,
  MODERATION_DECISIONS,
  MODERATION_LIMITS,
  moderationDecideSchema,
} from '@ilteo/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';
import { applyServerFieldErrors } from '@/shared/ui/form/server-errors';
import { useDecideModeration } from '../api/decide-moderation';

const formSchema = moderationDecideSchema.pick({ decision: true, reason: true });
type DecideValues = z.input<typeof formSchema>;

/**
 * The operator's decision on one item: keep, remove or blind, always with
 * a reason (the audit log and the author's notice keep it). A refusal (the
 * item was decided meanwhile, say) is shown here; `onDone` after success.
 */
export function ModerationDecideForm({ itemId, onDone }: { itemId: number; onDone: () => void }) {
  const id = useId();
  const decide = useDecideModeration();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DecideValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await decide.mutateAsync({ itemId, ...values });
      onDone();
    } catch (cause) {
      if (!isApiError(cause)) return;
      if (!applyServerFieldErrors(cause, setError, ['decision', 'reason'])) {
        setFailure(cause.message);
      }
    }
  });

  const decisionError = errors.decision?.message;
  const reasonError = errors.reason?.message;
  return (
    <form className="ops-moderation-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <fieldset
        aria-invalid={decisionError ? true : undefined}
        aria-describedby={decisionError ? `${id}-decision-error` : undefined}
      >
        <legend>처리 방법</legend>
        {MODERATION_DECISIONS.map((decision) => (
          <label key={decision} className="ops-moderation-form__choice">
            <input type="radio" value={decision} {...register('decision')} />
            {MODERATION_DECISION_LABELS[decision]}
          </label>
        ))}
        {decisionError && (
          <p id={`${id}-decision-error`} className="ops-error">
            {decisionError}
          </p>
        )}
      </fieldset>
      <label htmlFor={`${id}-reason`} className="ops-moderation-form__reason">
        처리 사유 (필수)
        <input
          id={`${id}-reason`}
          maxLength={MODERATION_LIMITS.reason}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${id}-reason-error` : undefined}
          {...register('reason')}
        />
      </label>
      {reasonError && (
        <p id={`${id}-reason-error`} className="ops-error">
          {reasonError}
        </p>
      )}
      {failure && (
        <p className="ops-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={decide.isPending}>
        처리하기
      </button>
    </form>
  );
}
