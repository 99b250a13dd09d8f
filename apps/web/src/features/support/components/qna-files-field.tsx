import { SUPPORT_LIMITS, UPLOAD, UPLOAD_ACCEPT } from '@ilteo/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { uploadFile } from '@/shared/api/upload-file';
import { uploadChosen } from '@/shared/lib/upload-chosen';
import { qnaFileSize } from './qna-format';

/** An attachment the form holds: uploaded, not yet saved with the inquiry (or already saved). */
export interface QnaAttachedFile {
  saveName: string;
  originalName: string;
  size: number;
}

const MB = 1024 * 1024;

export const QNA_FILE_MESSAGES = {
  tooMany: `첨부파일은 ${String(SUPPORT_LIMITS.qnaFiles)}개까지 올릴 수 있습니다.`,
  tooLargeFile: (name: string) =>
    `${name}: 파일 하나는 ${String(UPLOAD.maxFileBytes / MB)}MB까지 올릴 수 있습니다.`,
  wrongType: (name: string) =>
    `${name}: 올릴 수 없는 형식입니다. 이미지, PDF, 한글·오피스 문서, ZIP, 텍스트 파일을 올려 주세요.`,
  failed: (name: string) => `${name}: 파일을 올리지 못했습니다. 잠시 후 다시 시도해 주세요.`,
} as const;

/**
 * Up to three attachments (a screenshot of the problem, a document). Checked
 * here first (count, kind, size) so nothing travels in vain, then uploaded
 * one by one; the server checks the bytes again and refuses a disguised
 * file with 901, whose message is shown by the file.
 */
export function QnaFilesField({
  files,
  onChange,
  error,
}: {
  files: readonly QnaAttachedFile[];
  onChange: (files: QnaAttachedFile[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const room = SUPPORT_LIMITS.qnaFiles - files.length;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    input.value = '';
    if (chosen.length === 0) return;
    if (chosen.length > room) {
      setProblems([QNA_FILE_MESSAGES.tooMany]);
      return;
    }
    setBusy(true);
    const { uploaded, problems: found } = await uploadChosen(chosen, uploadFile, QNA_FILE_MESSAGES);
    const next = [...files, ...uploaded];
    onChange(next);
    setProblems(found);
    setBusy(false);
  };

  const shown = error ? [error, ...problems] : problems;
  return (
    <fieldset className="qna-form__files">
      <legend className="field__label">첨부파일 (선택)</legend>
      <p id={`${id}-rules`} className="field__description">
        이미지, PDF, 한글·오피스 문서 등을 {SUPPORT_LIMITS.qnaFiles}개까지 올릴 수 있습니다 (파일
        하나는 {UPLOAD.maxFileBytes / MB}MB까지). 첨부파일은 운영자만 볼 수 있습니다.
      </p>
      {files.length > 0 && (
        <ul className="qna-files" aria-label="첨부한 파일">
          {files.map((file) => (
            <li key={file.saveName} className="qna-files__item">
              <span className="qna-files__name">{file.originalName}</span>
              <span className="qna-files__size">{qnaFileSize(file.size)}</span>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={`${file.originalName} 삭제`}
                onClick={() => onChange(files.filter((f) => f.saveName !== file.saveName))}
              >
                삭제
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        className="sr-only"
        disabled={busy || room <= 0}
        aria-describedby={`${id}-rules`}
        onChange={(e) => void choose(e)}
      />
      <label htmlFor={id} className="button button--secondary button--small qna-form__choose">
        파일 추가 ({files.length}/{SUPPORT_LIMITS.qnaFiles})
      </label>
      {busy && <p role="status">파일을 올리는 중입니다.</p>}
      {shown.length > 0 && (
        <ul className="qna-files__problems" role="alert">
          {shown.map((m) => (
            <li key={m} className="field__error">
              {m}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
