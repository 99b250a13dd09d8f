import { zodResolver } from '@hookform/resolvers/zod';
import {
  MODERATION_LIMITS,
  RESPONSE_CODES,
  reportBodySchema,
  reportReasonsFor,
  type ReportBody,
  type ReportKind,
  type ReportReason,
} from '@ilteo/contract';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isApiError } from '@/shared/api/api-error';
import { FormAlert, showServerErrors } from '@/shared/ui/form';
import { Modal } from '@/shared/ui/modal/modal';
import { toast } from '@/shared/ui/toast';
import { useReportContent } from './report-content';
import './report-dialog.css';

export interface ReportDialogProps {
  /** What is reported, as the report API names it. */
  kind: ReportKind;
  targetId: string;
  /** The dialog's heading, e.g. "이 공고 신고하기". */
  title: string;
  /** A line under the heading: what is reported and who will know. */
  lead: ReactNode;
  onClose: () => void;
}

/**
 * 신고하기 for anything the registry marks reportable: the reasons of its
 * kind (a posting's are not a post's), and details, which "기타" requires.
 * 601 closes the dialog with a toast; a second report of the same item
 * (302) and field messages stay in the form.
 */
export function ReportDialog({ kind, targetId, title, lead, onClose }: ReportDialogProps) {
  const id = useId();
  const report = useReportContent();
  const [refusal, setRefusal] = useState<string | null>(null);
  const reasons = Object.entries(reportReasonsFor(kind)) as [ReportReason, string][];
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ReportBody>({
    resolver: zodResolver(reportBodySchema),
    defaultValues: { targetType: kind, targetId, detail: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setRefusal(null);
    try {
      toast(await report.mutateAsync(body));
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === RESPONSE_CODES.DUPLICATE.code) {
        setRefusal(error.message);
        return;
      }
      showServerErrors(error, setError, ['reason', 'detail']);
    }
  });

  const reasonError = errors.reason?.message;
  const detailError = errors.detail?.message;
  const detailRequired = useWatch({ control, name: 'reason' }) === 'other';

  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={`${id}-lead`}
      onDismiss={onClose}
      className="report-dialog"
    >
      <form className="report-dialog__form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <h2 id={`${id}-title`} className="report-dialog__title">
          {title}
        </h2>
        <p id={`${id}-lead`} className="report-dialog__lead">
          {lead}
        </p>
        {refusal && <FormAlert>{refusal}</FormAlert>}
        <fieldset
          className="report-dialog__reasons"
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${id}-reason-error` : undefined}
        >
          <legend className="field__label">신고 사유</legend>
          {reasons.map(([value, label]) => (
            <label key={value} className="check">
              <input type="radio" value={value} {...register('reason')} />
              <span className="check__text">{label}</span>
            </label>
          ))}
          {reasonError && (
            <p id={`${id}-reason-error`} className="field__error">
              {reasonError}
            </p>
          )}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-detail`} className="field__label">
            자세한 내용{' '}
            <span className="field__required">{detailRequired ? '(필수)' : '(선택)'}</span>
          </label>
          <textarea
            id={`${id}-detail`}
            className="textarea"
            rows={4}
            maxLength={MODERATION_LIMITS.reportDetail}
            aria-required={detailRequired}
            aria-invalid={detailError ? true : undefined}
            aria-describedby={detailError ? `${id}-detail-error` : undefined}
            {...register('detail')}
          />
          {detailError && (
            <p id={`${id}-detail-error`} className="field__error">
              {detailError}
            </p>
          )}
        </div>
        <div className="report-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            취소
          </button>
          <button type="submit" className="button button--primary" disabled={report.isPending}>
            신고하기
          </button>
        </div>
      </form>
    </Modal>
  );
}
