import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { FILE_TYPE_REJECTED, uploadFile } from '@/shared/api/upload-file';
import { isApiError } from '@/shared/api/api-error';
import { checkImage } from '@/shared/lib/image-check';
import { resizeImage } from '@/shared/lib/image-resize';
import { useResumeForm } from './resume-form';

/** Large enough for print at 3×4 cm, small enough to stay well under 2 MB. */
const PHOTO_BOX = { maxWidth: 900, maxHeight: 1200 } as const;

export const PHOTO_MESSAGES = {
  notFile: '파일을 읽지 못했습니다. 다시 골라 주세요.',
  notImage: '사진은 이미지 파일(JPG, PNG, GIF, WEBP)만 올릴 수 있습니다.',
  failed: '사진을 올리지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

/** The spec's image check rejects with two messages; the member reads them in Korean. */
function checkMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  return text.includes('not an image') ? PHOTO_MESSAGES.notImage : PHOTO_MESSAGES.notFile;
}

/**
 * The optional photo: checked as an image, resized (≤ 2 MB, the spec's
 * quality steps) in the browser, then uploaded; a 901 refusal is shown here.
 */
export function PhotoField({ fileLinks }: { fileLinks: Readonly<Record<string, string>> }) {
  const { control, setValue } = useResumeForm();
  const photo = useWatch({ control, name: 'basics.photo' });
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string>();
  const id = useId();

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setMessage(undefined);
    try {
      await checkImage(file);
    } catch (error) {
      setMessage(checkMessage(error));
      return;
    }
    setBusy(true);
    try {
      const resized = await resizeImage(file, PHOTO_BOX);
      const name = resized instanceof File ? resized.name : file.name;
      const stored = await uploadFile(resized, name);
      setValue(
        'basics.photo',
        { saveName: stored.saveName, originalName: stored.originalName },
        { shouldDirty: true },
      );
      setPreview(
        typeof URL.createObjectURL === 'function' ? URL.createObjectURL(resized) : undefined,
      );
    } catch (error) {
      setMessage(
        isApiError(error) && error.code === FILE_TYPE_REJECTED
          ? error.message
          : PHOTO_MESSAGES.failed,
      );
    } finally {
      setBusy(false);
    }
  };

  const remove = () => {
    setValue('basics.photo', null, { shouldDirty: true });
    setPreview(undefined);
    setMessage(undefined);
  };

  const src = preview ?? (photo ? fileLinks[photo.saveName] : undefined);

  return (
    <fieldset className="write-fieldset write-photo">
      <legend className="field__label">사진 (선택)</legend>
      <p id={`${id}-note`} className="field__description">
        사진은 선택입니다. 채용절차법에 따라 회사는 직무와 관계없는 용모 정보를 요구할 수 없으며,
        사진이 없어도 지원할 수 있습니다.
      </p>
      {photo && (
        <div className="write-photo__current">
          {src ? (
            <img src={src} alt="이력서 사진" className="write-photo__image" />
          ) : (
            <p className="write-photo__name">{photo.originalName}</p>
          )}
          <button type="button" className="button button--secondary button--small" onClick={remove}>
            사진 삭제
          </button>
        </div>
      )}
      <input
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={busy}
        aria-describedby={[`${id}-note`, message ? `${id}-error` : ''].join(' ').trim()}
        onChange={(e) => void choose(e)}
      />
      <label htmlFor={id} className="button button--secondary button--small write-file-choose">
        {photo ? '사진 바꾸기' : '사진 올리기'}
      </label>
      {busy && <p role="status">사진을 올리는 중입니다.</p>}
      {message && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
