import {
  NOTICE_CATEGORIES,
  SUPPORT_LIMITS,
  SUPPORT_STATES,
  type NoticeCategory,
  type NoticeFile,
  type OpsNotice,
  type SupportState,
} from '@ilteo/contract';
import { Suspense, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { uploadFile } from '@/shared/api/upload-file';
import { isApiError } from '@/shared/api/api-error';
import { lazyChunk } from '@/shared/lib/chunk-loading';
import { showServerErrors, SubmitButton, TextField } from '@/shared/ui/form';
import type { EditorLimits } from '@/shared/ui/rich-text-editor/limits';
import { Select } from '@/shared/ui/select';
import { toast } from '@/shared/ui/toast';
import { useSaveNotice } from '../api/save-notice';
import type { SupportBodyHandle } from './support-body-editor';

const SupportBodyEditor = lazyChunk(() => import('./support-body-editor'));

export const NOTICE_EDITOR_LIMITS: EditorLimits = {
  bodyText: Math.floor(SUPPORT_LIMITS.noticeBodyHtml / 2),
  bodyTextMin: 1,
  bodyHtml: SUPPORT_LIMITS.noticeBodyHtml,
  images: 10,
};

interface NoticeFormValues {
  category: NoticeCategory;
  title: string;
  pinned: boolean;
  state: SupportState;
  bodyHtml: string;
  files: string;
}
const FIELDS: readonly Path<NoticeFormValues>[] = [
  'category',
  'title',
  'state',
  'bodyHtml',
  'files',
];

const CATEGORY_ITEMS = (Object.keys(NOTICE_CATEGORIES) as NoticeCategory[]).map((value) => ({
  value,
  label: NOTICE_CATEGORIES[value],
}));
const STATE_ITEMS = (Object.keys(SUPPORT_STATES) as SupportState[]).map((value) => ({
  value,
  label: SUPPORT_STATES[value],
}));

type Attachment = Pick<NoticeFile, 'saveName' | 'originalName'>;

/**
 * Writing or editing a notice: category, title, 상단 고정, state (숨김
 * hides it from members), the body in the shared editor (loaded lazily),
 * and up to SUPPORT_LIMITS.noticeFiles attachments, uploaded at once and
 * attached for everyone when the notice is saved.
 */
export function NoticeForm({ notice, onDone }: { notice: OpsNotice | null; onDone: () => void }) {
  const id = useId();
  const save = useSaveNotice();
  const body = useRef<SupportBodyHandle>(null);
  const [files, setFiles] = useState<Attachment[]>(notice?.files ?? []);
  const [uploading, setUploading] = useState(false);
  const form = useForm<NoticeFormValues>({
    defaultValues: {
      category: notice?.category ?? 'service',
      title: notice?.title ?? '',
      pinned: notice?.pinned ?? false,
      state: notice?.state ?? 'published',
    },
  });
  const { register, handleSubmit, setError, clearErrors, formState, setValue, control } = form;
  const category = useWatch({ control, name: 'category' });
  const state = useWatch({ control, name: 'state' });
  const errors = formState.errors;
  const bodyLabelId = `${id}-body`;
  const full = files.length >= SUPPORT_LIMITS.noticeFiles;

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    const room = SUPPORT_LIMITS.noticeFiles - files.length;
    if (chosen.length > room) {
      setError('files', {
        message: `첨부 파일은 ${String(SUPPORT_LIMITS.noticeFiles)}개까지 올릴 수 있습니다.`,
      });
    }
    setUploading(true);
    try {
      for (const file of chosen.slice(0, room)) {
        const stored = await uploadFile(file, file.name);
        setFiles((list) => [
          ...list,
          { saveName: stored.saveName, originalName: stored.originalName },
        ]);
      }
    } catch (error) {
      setError('files', {
        message: isApiError(error) ? error.message : '파일을 올리지 못했습니다.',
      });
    } finally {
      setUploading(false);
    }
  };

  // Read at submit, not during render: the body lives in the editor (a ref).
  const submit = async (values: NoticeFormValues) => {
    if (!body.current?.text()) {
      setError('bodyHtml', { message: '내용을 입력해 주세요.' });
      return;
    }
    try {
      await save.mutateAsync({
        noticeId: notice?.noticeId ?? null,
        body: {
          category: values.category,
          title: values.title,
          bodyHtml: body.current.html(),
          pinned: values.pinned,
          state: values.state,
          files: files.map((f) => f.saveName),
        },
      });
      toast(notice ? '공지사항을 수정했습니다.' : '공지사항을 등록했습니다.');
      onDone();
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  };

  return (
    <form
      className="form ops-support-form"
      noValidate
      onSubmit={(e) => void handleSubmit(submit)(e)}
    >
      <Select
        label="분류"
        items={CATEGORY_ITEMS}
        value={category}
        onValueChange={(v) => setValue('category', v as NoticeCategory)}
        description={errors.category?.message}
        invalid={Boolean(errors.category)}
      />
      <TextField
        label="제목"
        requiredMark
        maxLength={SUPPORT_LIMITS.noticeTitle}
        error={errors.title?.message}
        {...register('title', { required: '제목을 입력해 주세요.' })}
      />
      <div className="field">
        <span id={bodyLabelId} className="field__label">
          내용<span className="field__required"> (필수)</span>
        </span>
        <Suspense fallback={<p role="status">편집기를 불러오는 중입니다.</p>}>
          <SupportBodyEditor
            handle={body}
            initialHtml={notice?.bodyHtml ?? ''}
            limits={NOTICE_EDITOR_LIMITS}
            labelId={bodyLabelId}
            placeholder="공지 내용을 입력해 주세요."
            error={errors.bodyHtml?.message}
            disabled={save.isPending}
            onChange={() => clearErrors('bodyHtml')}
          />
        </Suspense>
      </div>
      <div className="field">
        <label htmlFor={`${id}-files`} className="field__label">
          첨부 파일 ({files.length}/{SUPPORT_LIMITS.noticeFiles})
        </label>
        {files.length > 0 && (
          <ul className="ops-support-files">
            {files.map((file) => (
              <li key={file.saveName}>
                {file.originalName}{' '}
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() =>
                    setFiles((list) => list.filter((f) => f.saveName !== file.saveName))
                  }
                >
                  <span className="sr-only">{file.originalName} </span>빼기
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={`${id}-files`}
          type="file"
          multiple
          disabled={uploading || full}
          onChange={(e) => void addFiles(e)}
        />
        {uploading && <p role="status">파일을 올리는 중입니다.</p>}
        {errors.files && (
          <p className="field__error" role="alert">
            {errors.files.message}
          </p>
        )}
      </div>
      <label className="ops-support-check">
        <input type="checkbox" {...register('pinned')} /> 목록 맨 위에 고정 (공지)
      </label>
      <Select
        label="게시 상태"
        items={STATE_ITEMS}
        value={state}
        onValueChange={(v) => setValue('state', v as SupportState)}
        description="숨긴 공지는 회원에게 보이지 않습니다."
      />
      <div className="ops-support-actions">
        <SubmitButton pending={save.isPending}>{notice ? '수정' : '등록'}</SubmitButton>
        <button type="button" className="button button--secondary" onClick={onDone}>
          취소
        </button>
      </div>
    </form>
  );
}
