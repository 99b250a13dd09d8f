import { zodResolver } from '@hookform/resolvers/zod';
import { REPORT_REASONS, reportBodySchema, type ReportReason } from '@ilteo/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showServerErrors } from '@/shared/ui/form';
import { Modal } from '@/shared/ui/modal/modal';
import { useReportPosting } from '../api/report-posting';

const reportFormSchema = reportBodySchema.pick({ reason: true, detail: true });
type ReportValues = z.input<typeof reportFormSchema>;

const DETAIL_MAX = 1000;
const REASONS = Object.entries(REPORT_REASONS) as [ReportReason, string][];

/**
 * "이 공고 신고하기": a reason and, if wanted, details. The server's answer
 * (601 신고가 접수되었습니다 …) is shown by the HTTP helper; the dialog closes.
 */
export function ReportDialog({
  postingId,
  title,
  onClose,
}: {
  postingId: number;
  title: string;
  onClose: () => void;
}) {
  const id = useId();
  const report = useReportPosting();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReportValues>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { detail: '' },
  });

  const onSubmit = handleSubmit(async ({ reason, detail }) => {
    try {
      await report.mutateAsync({
        targetType: 'posting',
        targetId: String(postingId),
        reason,
        detail: detail ?? '',
      });
      onClose();
    } catch (error) {
      showServerErrors(error, setError, ['reason', 'detail']);
    }
  });

  const reasonError = errors.reason?.message;
  const detailError = errors.detail?.message;

  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={`${id}-lead`}
      onDismiss={onClose}
      className="recruit-dialog"
    >
      <form className="recruit-dialog__form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <h2 id={`${id}-title`} className="recruit-dialog__title">
          이 공고 신고하기
        </h2>
        <p id={`${id}-lead`} className="recruit-dialog__lead">
          ‘{title}’ 공고에서 문제가 된 점을 알려 주세요. 신고한 분의 정보는 회사에 알리지 않습니다.
        </p>
        <fieldset
          className="recruit-dialog__reasons"
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${id}-reason-error` : undefined}
        >
          <legend className="field__label">신고 사유</legend>
          {REASONS.map(([value, label]) => (
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
            자세한 내용 <span className="field__required">(선택)</span>
          </label>
          <textarea
            id={`${id}-detail`}
            className="textarea"
            rows={4}
            maxLength={DETAIL_MAX}
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
        <div className="recruit-dialog__actions">
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
