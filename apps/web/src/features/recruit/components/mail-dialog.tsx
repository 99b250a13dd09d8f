import { zodResolver } from '@hookform/resolvers/zod';
import { sendMailRequestSchema } from '@ilteo/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';
import { applyServerFieldErrors, TextField } from '@/shared/ui/form';
import { Modal } from '@/shared/ui/modal/modal';
import { toast } from '@/shared/ui/toast';
import { MAIL_FORM_CODES, useSendPostingMail } from '../api/send-posting-mail';

const mailFormSchema = sendMailRequestSchema.pick({ to: true, note: true });
type MailValues = z.input<typeof mailFormSchema>;

const NOTE_MAX = 500;

/** Sends the posting's link by mail (POST /api/v1/cmmn/send-mail); failures stay in the form. */
export function MailDialog({
  title,
  path,
  onClose,
}: {
  /** The posting title, used as the mail's subject. */
  title: string;
  /** The posting's path on this site. */
  path: string;
  onClose: () => void;
}) {
  const id = useId();
  const send = useSendPostingMail();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MailValues>({
    resolver: zodResolver(mailFormSchema),
    defaultValues: { to: '', note: '' },
  });

  const onSubmit = handleSubmit(async ({ to, note }) => {
    try {
      await send.mutateAsync({ to, title, path, ...(note ? { note } : {}) });
      toast('메일을 보냈습니다.');
      onClose();
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['to', 'note'])) return;
      // 007 (the mail could not be sent) and other refusals belong by the address;
      // any other failure the HTTP helper has already shown.
      if (isApiError(error) && MAIL_FORM_CODES.includes(error.code))
        setError('to', { type: 'server', message: error.message }, { shouldFocus: true });
    }
  });

  const noteError = errors.note?.message;

  return (
    <Modal labelledBy={`${id}-title`} onDismiss={onClose} className="recruit-dialog">
      <form className="recruit-dialog__form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <h2 id={`${id}-title`} className="recruit-dialog__title">
          메일로 공고 보내기
        </h2>
        <p className="recruit-dialog__lead">‘{title}’ 공고의 링크를 보냅니다.</p>
        <TextField
          label="받는 사람 이메일"
          type="email"
          autoComplete="email"
          inputMode="email"
          requiredMark
          error={errors.to?.message}
          {...register('to')}
        />
        <div className="field">
          <label htmlFor={`${id}-note`} className="field__label">
            함께 보낼 메시지 <span className="field__required">(선택)</span>
          </label>
          <textarea
            id={`${id}-note`}
            className="textarea"
            rows={3}
            maxLength={NOTE_MAX}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${id}-note-error` : undefined}
            {...register('note')}
          />
          {noteError && (
            <p id={`${id}-note-error`} className="field__error">
              {noteError}
            </p>
          )}
        </div>
        <div className="recruit-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            취소
          </button>
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            보내기
          </button>
        </div>
      </form>
    </Modal>
  );
}
