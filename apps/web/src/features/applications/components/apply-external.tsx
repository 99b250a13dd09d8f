import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPLICATION_LIMITS,
  APPLY_METHOD_LABELS,
  applyResultSchema,
  externalApplySchema,
  RESPONSE_CODES,
  type ApplyForm,
} from '@ilteo/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';
import { postingDetailHref } from '@/shared/postings/posting-links';
import { applyServerFieldErrors, FormAlert, TextField } from '@/shared/ui/form';
import { PageFrame } from '@/shared/ui/page';
import { useRecordExternalApplication } from '../api/external-apply';
import { applicationHref, PostingLine } from './apply-outcomes';

type ExternalInput = z.input<typeof externalApplySchema>;
type ExternalBody = z.output<typeof externalApplySchema>;

/** The company's page (http/https only: never a javascript: link) or a mail draft to its address. */
export function externalHref(
  form: Pick<ApplyForm, 'applyMethod' | 'applyUrl' | 'applyEmail' | 'title'>,
): string | null {
  if (form.applyMethod === 'homepage' && form.applyUrl) {
    try {
      const url = new URL(form.applyUrl);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
    } catch {
      return null;
    }
  }
  if (form.applyMethod === 'email' && form.applyEmail) {
    const address = form.applyEmail.replace(/^mailto:/i, '').trim();
    if (!/^[^\s@?&]+@[^\s@?&]+\.[^\s@?&]+$/.test(address)) return null;
    return `mailto:${address}?subject=${encodeURIComponent(`[입사 지원] ${form.title}`)}`;
  }
  return null;
}

export const EXTERNAL_MESSAGES = {
  recorded: '외부 지원으로 기록했습니다. 진행 상황은 지원 현황에서 직접 바꿀 수 있습니다.',
} as const;

/**
 * 홈페이지 지원 / 이메일 지원 postings: the way to the company's page or a
 * mail draft, then 외부 지원으로 기록 so 지원 현황 can follow it (marked as
 * 외부 지원; 일터 sends nothing to the company).
 */
export function ApplyExternal({ form }: { form: ApplyForm }) {
  const href = externalHref(form);
  const record = useRecordExternalApplication();
  const [recorded, setRecorded] = useState<number | null>(null);
  const [already, setAlready] = useState<{ applicationId: number | null; message: string } | null>(
    null,
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ExternalInput, unknown, ExternalBody>({
    resolver: zodResolver(externalApplySchema),
    defaultValues: { postingId: form.postingId, note: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const result = await record.mutateAsync(body);
      setRecorded(result.applicationId);
    } catch (error) {
      if (!isApiError(error)) return;
      if (error.code === RESPONSE_CODES.DUPLICATE.code) {
        const parsed = applyResultSchema.safeParse(error.data);
        setAlready({
          applicationId: parsed.success ? parsed.data.applicationId : null,
          message: error.message,
        });
        return;
      }
      if (!applyServerFieldErrors(error, setError, ['note'])) {
        setError('root', { message: error.message });
      }
    }
  });

  const label = APPLY_METHOD_LABELS[form.applyMethod];
  return (
    <PageFrame title="입사 지원" className="apply-page" head={<PostingLine posting={form} />}>
      <section className="apply-step" aria-labelledby="apply-external-title">
        <h2 id="apply-external-title" className="apply-step__title">
          {label} 공고입니다
        </h2>
        <p>
          {form.applyMethod === 'homepage'
            ? '이 공고는 회사 채용 페이지에서 지원을 받습니다. 회사 페이지에서 지원을 마친 뒤 일터에 기록해 두면 지원 현황에서 함께 관리할 수 있습니다.'
            : '이 공고는 이메일로 지원을 받습니다. 메일을 보낸 뒤 일터에 기록해 두면 지원 현황에서 함께 관리할 수 있습니다.'}
        </p>
        {href ? (
          <p>
            <a
              className="button button--primary"
              href={href}
              target={form.applyMethod === 'homepage' ? '_blank' : undefined}
              rel="noopener noreferrer"
            >
              {form.applyMethod === 'homepage' ? '회사 채용 페이지 열기' : '지원 메일 쓰기'}
              {form.applyMethod === 'homepage' && <span className="sr-only"> (새 창)</span>}
            </a>
          </p>
        ) : (
          <p>지원 방법은 공고 내용을 확인해 주세요.</p>
        )}
        {form.applyMethod === 'email' && form.applyEmail && (
          <p className="field__description">보낼 곳: {form.applyEmail}</p>
        )}
      </section>

      <section className="apply-step" aria-labelledby="apply-external-record">
        <h2 id="apply-external-record" className="apply-step__title">
          외부 지원으로 기록
        </h2>
        {recorded !== null ? (
          <FormAlert tone="success">
            <p>{EXTERNAL_MESSAGES.recorded}</p>
            <p>
              <Link to={applicationHref(recorded)}>지원 현황 보기</Link>
            </p>
          </FormAlert>
        ) : already ? (
          <FormAlert tone="info">
            <p>{already.message}</p>
            <p>
              <Link to={applicationHref(already.applicationId)}>내 지원 보기</Link>
            </p>
          </FormAlert>
        ) : (
          <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
            <TextField
              label="메모 (선택)"
              description={`지원한 곳이나 방법을 ${APPLICATION_LIMITS.externalNote}자까지 남길 수 있습니다. 회사에는 전달되지 않습니다.`}
              maxLength={APPLICATION_LIMITS.externalNote}
              error={errors.note?.message}
              {...register('note')}
            />
            {errors.root?.message && (
              <FormAlert>
                <p>{errors.root.message}</p>
              </FormAlert>
            )}
            <div className="apply-actions">
              <button type="submit" className="button button--primary" disabled={isSubmitting}>
                외부 지원으로 기록
              </button>
              <Link className="button button--secondary" to={postingDetailHref(form.postingId)}>
                공고로 돌아가기
              </Link>
            </div>
          </form>
        )}
      </section>
    </PageFrame>
  );
}
