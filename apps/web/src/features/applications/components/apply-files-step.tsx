import { APPLICATION_LIMITS, UPLOAD, UPLOAD_ACCEPT } from '@ilteo/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { uploadFile } from '@/shared/api/upload-file';
import { uploadChosen } from '@/shared/lib/upload-chosen';
import type { AttachedFile } from './apply-draft';
import { useApplyFormContext } from './apply-form-model';
import { ApplyStepSection } from './apply-steps';

const MB = 1024 * 1024;

export const FILE_MESSAGES = {
  tooMany: `파일은 ${APPLICATION_LIMITS.files}개까지 첨부할 수 있습니다.`,
  tooLargeTotal: `파일은 모두 합쳐 ${APPLICATION_LIMITS.fileBytes / MB}MB까지 첨부할 수 있습니다.`,
  tooLargeFile: (name: string) =>
    `${name}: 파일 하나는 ${UPLOAD.maxFileBytes / MB}MB까지 올릴 수 있습니다.`,
  wrongType: (name: string) =>
    `${name}: 올릴 수 없는 형식입니다. PDF, 이미지, 한글·오피스 문서, ZIP, 텍스트 파일을 올려 주세요.`,
  failed: (name: string) => `${name}: 파일을 올리지 못했습니다. 잠시 후 다시 시도해 주세요.`,
} as const;

/** '1.2MB' or '340KB': sizes as a member reads them. */
export function formatSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)}MB`;
  return `${Math.max(1, Math.round(bytes / 1024))}KB`;
}

/**
 * Step 3: files (포트폴리오, 자격증 사본 …). Checked here first (count, total,
 * kind, size) so nothing travels in vain, then uploaded one by one; the
 * server checks the bytes again and refuses a disguised file with 901, whose
 * message is shown by the file. `serverMessage` is a 901 from the submit.
 */
export function ApplyFilesStep({
  attached,
  onAttached,
  serverMessage,
  focusOnShow,
}: {
  attached: readonly AttachedFile[];
  onAttached: (files: AttachedFile[]) => void;
  serverMessage: string | null;
  focusOnShow: boolean;
}) {
  const { setValue } = useApplyFormContext();
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const total = attached.reduce((sum, f) => sum + f.size, 0);

  const commit = (next: AttachedFile[]) => {
    onAttached(next);
    setValue(
      'files',
      next.map((f) => f.saveName),
      { shouldDirty: true, shouldValidate: true },
    );
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    input.value = '';
    if (chosen.length === 0) return;
    if (attached.length + chosen.length > APPLICATION_LIMITS.files) {
      setMessages([FILE_MESSAGES.tooMany]);
      return;
    }
    if (total + chosen.reduce((sum, f) => sum + f.size, 0) > APPLICATION_LIMITS.fileBytes) {
      setMessages([FILE_MESSAGES.tooLargeTotal]);
      return;
    }
    setBusy(true);
    const { uploaded, problems } = await uploadChosen(chosen, uploadFile, FILE_MESSAGES);
    const next = [...attached, ...uploaded];
    commit(next);
    setMessages(problems);
    setBusy(false);
  };

  const shown = serverMessage ? [serverMessage, ...messages] : messages;

  return (
    <ApplyStepSection
      step="files"
      focusOnShow={focusOnShow}
      lead="필요한 파일이 없으면 첨부하지 않고 넘어가도 됩니다."
    >
      <p id={`${id}-rules`} className="field__description">
        PDF, 이미지, 한글·오피스 문서, ZIP, 텍스트 파일을 {APPLICATION_LIMITS.files}개까지, 모두
        합쳐 {APPLICATION_LIMITS.fileBytes / MB}MB까지 올릴 수 있습니다 (파일 하나는{' '}
        {UPLOAD.maxFileBytes / MB}MB까지).
      </p>
      <p className="apply-files__total">
        첨부 {attached.length}/{APPLICATION_LIMITS.files}개 · {formatSize(total)} /{' '}
        {APPLICATION_LIMITS.fileBytes / MB}MB
      </p>
      {attached.length > 0 && (
        <ul className="apply-files" aria-label="첨부한 파일">
          {attached.map((file) => (
            <li key={file.saveName} className="apply-files__item">
              <span className="apply-files__name">{file.originalName}</span>
              <span className="apply-files__size">{formatSize(file.size)}</span>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={`${file.originalName} 삭제`}
                onClick={() => commit(attached.filter((f) => f.saveName !== file.saveName))}
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
        disabled={busy || attached.length >= APPLICATION_LIMITS.files}
        aria-describedby={`${id}-rules`}
        onChange={(e) => void choose(e)}
      />
      <label htmlFor={id} className="button button--secondary apply-files__choose">
        파일 추가
      </label>
      {busy && <p role="status">파일을 올리는 중입니다.</p>}
      {shown.length > 0 && (
        <ul className="apply-files__problems" role="alert">
          {shown.map((m) => (
            <li key={m} className="field__error">
              {m}
            </li>
          ))}
        </ul>
      )}
    </ApplyStepSection>
  );
}
