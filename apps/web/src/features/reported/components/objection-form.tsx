import { zodResolver } from '@hookform/resolvers/zod';
import {
  groupDigits,
  MODERATION_LIMITS,
  objectionBodySchema,
  RESPONSE_CODES,
} from '@ilteo/contract';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isApiError } from '@/shared/api/api-error';
import { applyServerFieldErrors, FormAlert } from '@/shared/ui/form';
import { useSendObjection } from '../api/send-objection';
import type { ContentRef } from '../api/get-reported-content';

const textSchema = objectionBodySchema.pick({ text: true });
type ObjectionValues = { text: string };

const ALREADY_OBJECTED = '이미 이의 신청을 했습니다. 이의 신청은 한 번만 할 수 있습니다.';

/**
 * The author's one objection: why the item should be shown again
 * (10–1,000 characters, counted as typed). A refusal is shown beside the
 * form; success is the page's to announce, as the form then goes away.
 */
export function ObjectionForm({ target, onSent }: { target: ContentRef; onSent: () => void }) {
  const id = useId();
  const send = useSendObjection();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ObjectionValues>({ resolver: zodResolver(textSchema), defaultValues: { text: '' } });
  const length = useWatch({ control, name: 'text' }).length;
  const error = errors.text?.message;

  const onSubmit = handleSubmit(async ({ text }) => {
    setFailure(null);
    try {
      await send.mutateAsync({ kind: target.kind, id: target.id, text });
      onSent();
    } catch (cause) {
      if (!isApiError(cause)) return;
      if (cause.code === RESPONSE_CODES.DUPLICATE.code) setFailure(ALREADY_OBJECTED);
      else if (!applyServerFieldErrors(cause, setError, ['text'])) setFailure(cause.message);
    }
  });

  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <form className="reported__form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div className="field">
        <label htmlFor={`${id}-text`} className="field__label">
          이의 신청 내용 <span className="field__required">(필수)</span>
        </label>
        <p id={`${id}-hint`} className="field__description">
          다시 검토해야 하는 이유를 10자 이상 적어 주세요. 이의 신청은 한 번만 할 수 있습니다.
        </p>
        <textarea
          id={`${id}-text`}
          className="textarea"
          rows={5}
          maxLength={MODERATION_LIMITS.objection}
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={describedBy}
          {...register('text')}
        />
        <p className="reported__count">
          {groupDigits(length)} / {groupDigits(MODERATION_LIMITS.objection)}자
        </p>
        {error && (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
      {failure && (
        <FormAlert>
          <p>{failure}</p>
        </FormAlert>
      )}
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        이의 신청하기
      </button>
    </form>
  );
}
