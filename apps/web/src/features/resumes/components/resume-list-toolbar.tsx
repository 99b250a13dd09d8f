import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/shared/ui/toast';
import { readJsonResumeFile, useImportJsonResume } from '../api/import-json-resume';
import { resumeWriteHref } from './resume-links';

/** Shown (and read with the disabled button) when the member already has the most résumés allowed. */
export const limitMessage = (limit: number) =>
  `이력서는 ${String(limit)}개까지 만들 수 있습니다. 새로 만들려면 이력서를 하나 삭제해 주세요.`;

/** Toast text after an import: the new résumé, then each note on what did not map. */
export function importToast(notes: readonly string[]): string {
  if (notes.length === 0) return 'JSON Resume를 가져왔습니다. 모든 항목을 옮겼습니다.';
  return `JSON Resume를 가져왔습니다. 확인할 점: ${notes.join(' / ')}`;
}

/** How long the import's toast stays: long enough to read its notes. */
const IMPORT_TOAST_MS = 10_000;

/**
 * 새 이력서 작성 (or why not), and JSON Resume 가져오기: a file is read,
 * sent, and the new résumé opens in the write screen.
 */
export function ResumeListToolbar({
  writeHref,
  atLimit,
  limit,
}: {
  writeHref: string;
  atLimit: boolean;
  limit: number;
}) {
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const importResume = useImportJsonResume();

  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again fires another change.
    input.value = '';
    if (!file) return;
    const document = await readJsonResumeFile(file);
    if (!document) return;
    const result = await importResume.mutateAsync(document).catch(() => null);
    if (!result) return; // the HTTP helper has told the member why
    toast(importToast(result.notes), { durationMs: IMPORT_TOAST_MS });
    await navigate(resumeWriteHref(result.resumeId));
  };

  return (
    <div className="resume-toolbar">
      {atLimit ? (
        <>
          <button
            type="button"
            className="button button--primary"
            disabled
            aria-describedby="resume-limit-message"
          >
            새 이력서 작성
          </button>
          <p id="resume-limit-message" className="resume-toolbar__limit">
            {limitMessage(limit)}
          </p>
        </>
      ) : (
        <Link className="button button--primary" to={writeHref}>
          새 이력서 작성
        </Link>
      )}
      <button
        type="button"
        className="button button--secondary"
        disabled={atLimit || importResume.isPending}
        onClick={() => fileInput.current?.click()}
      >
        JSON Resume 가져오기
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label="JSON Resume 파일 선택"
        data-testid="json-resume-file"
        onChange={(e) => void onFile(e.currentTarget)}
      />
    </div>
  );
}
