import {
  qnaInputSchema,
  RESPONSE_CODES,
  SUPPORT_CATEGORIES,
  SUPPORT_LIMITS,
  type QnaDetail,
  type SupportCategory,
} from '@ilteo/contract';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { isApiError } from '@/shared/api/api-error';
import { FormAlert, TextField, applyServerFieldErrors } from '@/shared/ui/form';
import { Select } from '@/shared/ui/select';
import { toast } from '@/shared/ui/toast';
import { useCreateQna } from '../api/qna-create';
import { useUpdateQna } from '../api/qna-update';
import { QnaFilesField, type QnaAttachedFile } from './qna-files-field';

export interface QnaFormValues {
  category: SupportCategory | '';
  title: string;
  body: string;
  files: QnaAttachedFile[];
  notifyByMail: boolean;
}

const CATEGORY_ITEMS = (Object.keys(SUPPORT_CATEGORIES) as SupportCategory[]).map((value) => ({
  value,
  label: SUPPORT_CATEGORIES[value],
}));

/** The form's fields as the contract names them (fileNames is the files' field). */
const FIELD_OF: Record<string, FieldPath<QnaFormValues>> = {
  category: 'category',
  title: 'title',
  body: 'body',
  fileNames: 'files',
  notifyByMail: 'notifyByMail',
};

const valuesOf = (detail: QnaDetail | undefined): QnaFormValues => ({
  category: detail?.category ?? '',
  title: detail?.title ?? '',
  body: detail?.body ?? '',
  files: detail?.files.map((f) => ({ ...f })) ?? [],
  notifyByMail: detail?.notifyByMail ?? true,
});

/**
 * 문의하기, and the same form to edit a waiting inquiry (`editing`): the
 * category, title, body with its counter, up to three files and whether
 * the answer should come by mail. The contract's schema checks it first;
 * the server's refusals (a field, the hourly limit, an inquiry answered
 * meanwhile, a refused file) are shown here.
 */
export function QnaForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing?: QnaDetail;
  onSaved: (qnaId: number) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const create = useCreateQna();
  const update = useUpdateQna();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<QnaFormValues>({ defaultValues: valuesOf(editing) });
  const [category, body, files] = useWatch({ control, name: ['category', 'body', 'files'] });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const parsed = qnaInputSchema.safeParse({
      category: values.category || undefined,
      title: values.title,
      body: values.body,
      fileNames: values.files.map((f) => f.saveName),
      notifyByMail: values.notifyByMail,
    });
    if (!parsed.success) {
      let focused = false;
      for (const issue of parsed.error.issues) {
        const name = FIELD_OF[String(issue.path[0])] ?? 'title';
        setError(name, { message: issue.message }, { shouldFocus: !focused });
        focused = true;
      }
      return;
    }
    try {
      if (editing) {
        await update.mutateAsync({ qnaId: editing.qnaId, body: parsed.data });
        toast('문의를 수정했습니다.');
        onSaved(editing.qnaId);
      } else {
        const qnaId = await create.mutateAsync(parsed.data);
        toast('문의를 등록했습니다. 답변이 등록되면 알림으로 알려 드립니다.');
        onSaved(qnaId);
      }
    } catch (cause) {
      if (!isApiError(cause)) return;
      if (cause.code === RESPONSE_CODES.FILE_TYPE_REJECTED.code) {
        setError('files', { message: cause.message });
        return;
      }
      if (!applyServerFieldErrors(cause, setError, Object.values(FIELD_OF))) {
        setFailure(cause.message);
      }
    }
  });

  const bodyLength = body.trim().length;
  return (
    <form className="form qna-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {failure && <FormAlert>{failure}</FormAlert>}
      <Select
        label="문의 유형"
        items={CATEGORY_ITEMS}
        value={category}
        placeholder="문의 유형을 골라 주세요"
        onValueChange={(value) => {
          setValue('category', value as SupportCategory);
          clearErrors('category');
        }}
        invalid={Boolean(errors.category)}
        description={errors.category?.message}
      />
      <TextField
        label="제목"
        requiredMark
        maxLength={SUPPORT_LIMITS.qnaTitle}
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="field">
        <label htmlFor={`${id}-body`} className="field__label">
          문의 내용<span className="field__required"> (필수)</span>
        </label>
        <textarea
          id={`${id}-body`}
          className="textarea qna-form__body"
          rows={8}
          maxLength={SUPPORT_LIMITS.qnaBody}
          aria-required
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={[`${id}-counter`, errors.body ? `${id}-body-error` : '']
            .filter(Boolean)
            .join(' ')}
          placeholder="겪고 계신 문제나 궁금한 점을 자세히 적어 주세요. 주민등록번호 등 민감한 개인정보는 적지 말아 주세요."
          {...register('body')}
        />
        <p id={`${id}-counter`} className="qna-form__counter">
          {bodyLength}/{SUPPORT_LIMITS.qnaBody}자
        </p>
        {errors.body && (
          <p id={`${id}-body-error`} className="field__error">
            {errors.body.message}
          </p>
        )}
      </div>
      <QnaFilesField
        files={files}
        error={errors.files?.message}
        onChange={(next) => {
          setValue('files', next, { shouldDirty: true });
          clearErrors('files');
        }}
      />
      <label className="check qna-form__mail">
        <input type="checkbox" {...register('notifyByMail')} />
        <span className="check__text">답변을 메일로 받기</span>
      </label>
      <p className="qna-form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {editing ? '수정하기' : '문의하기'}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            취소
          </button>
        )}
      </p>
    </form>
  );
}
