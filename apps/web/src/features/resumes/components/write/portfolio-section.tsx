import { RESUME_LIMITS, UPLOAD, UPLOAD_ACCEPT } from '@ilteo/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { uploadFile } from '@/shared/api/upload-file';
import { uploadChosen } from '@/shared/lib/upload-chosen';
import {
  AddEntryButton,
  EntryFieldset,
  FormText,
  GroupError,
  useFieldError,
  WriteSection,
} from './form-kit';
import { NEW_ENTRY, useResumeForm } from './resume-form';

const MB = 1024 * 1024;

export const PORTFOLIO_MESSAGES = {
  tooMany: `첨부파일은 ${RESUME_LIMITS.portfolioFiles}개까지 넣을 수 있습니다.`,
  tooLargeTotal: `첨부파일은 모두 합쳐 ${RESUME_LIMITS.portfolioBytes / MB}MB까지 넣을 수 있습니다.`,
  tooLargeFile: (name: string) =>
    `${name}: 파일 하나는 ${UPLOAD.maxFileBytes / MB}MB까지 올릴 수 있습니다.`,
  wrongType: (name: string) =>
    `${name}: 올릴 수 없는 형식입니다. PDF, 이미지, 한글·오피스 문서, ZIP 파일을 올려 주세요.`,
  failed: (name: string) => `${name}: 파일을 올리지 못했습니다. 잠시 후 다시 시도해 주세요.`,
} as const;

/**
 * 포트폴리오: links and attached files. Files are checked here (count, kind,
 * size) before they travel, then uploaded one by one; the server checks
 * again and refuses a disguised file with 901, shown here.
 */
export function PortfolioSection() {
  const { control, setValue } = useResumeForm();
  const links = useFieldArray({ control, name: 'portfolio.links' });
  const files = useWatch({ control, name: 'portfolio.files' });
  const linksError = useFieldError('portfolio.links');
  const filesError = useFieldError('portfolio.files');
  // Sizes of the files added in this visit; saved ones were within the limit when they were added.
  const [sizes, setSizes] = useState<Readonly<Record<string, number>>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    input.value = '';
    if (chosen.length === 0) return;
    const problems: string[] = [];
    if (files.length + chosen.length > RESUME_LIMITS.portfolioFiles) {
      setMessages([PORTFOLIO_MESSAGES.tooMany]);
      return;
    }
    const known = Object.values(sizes).reduce((a, b) => a + b, 0);
    if (known + chosen.reduce((a, f) => a + f.size, 0) > RESUME_LIMITS.portfolioBytes) {
      setMessages([PORTFOLIO_MESSAGES.tooLargeTotal]);
      return;
    }
    setBusy(true);
    const { uploaded, problems: found } = await uploadChosen(
      chosen,
      uploadFile,
      PORTFOLIO_MESSAGES,
    );
    problems.push(...found);
    const next = [
      ...files,
      ...uploaded.map(({ saveName, originalName }) => ({ saveName, originalName })),
    ];
    const nextSizes = { ...sizes };
    for (const file of uploaded) nextSizes[file.saveName] = file.size;
    setValue('portfolio.files', next, { shouldDirty: true, shouldValidate: true });
    setSizes(nextSizes);
    setMessages(problems);
    setBusy(false);
  };

  const removeFile = (saveName: string) => {
    setValue(
      'portfolio.files',
      files.filter((f) => f.saveName !== saveName),
      { shouldDirty: true, shouldValidate: true },
    );
    setSizes(({ [saveName]: _removed, ...rest }) => rest);
  };

  return (
    <WriteSection section="portfolio">
      <h3 className="write-subtitle">링크</h3>
      {links.fields.map((field, index) => (
        <EntryFieldset
          key={field.id}
          legend={`링크 ${index + 1}`}
          onRemove={() => links.remove(index)}
        >
          <div className="write-grid">
            <FormText
              name={`portfolio.links.${index}.label`}
              label="링크 이름"
              maxLength={50}
              placeholder="예: GitHub"
            />
            <FormText
              name={`portfolio.links.${index}.url`}
              label="주소"
              type="url"
              inputMode="url"
              placeholder="https://"
            />
          </div>
        </EntryFieldset>
      ))}
      <GroupError message={linksError} />
      <AddEntryButton
        label="링크"
        count={links.fields.length}
        max={RESUME_LIMITS.portfolioLinks}
        onAdd={() => links.append(NEW_ENTRY.link())}
      />

      <h3 className="write-subtitle">첨부파일</h3>
      <p id={`${id}-rules`} className="field__description">
        PDF, 이미지, 한글·오피스 문서, ZIP 파일을 {RESUME_LIMITS.portfolioFiles}개까지, 모두 합쳐{' '}
        {RESUME_LIMITS.portfolioBytes / MB}MB까지 올릴 수 있습니다 (파일 하나는{' '}
        {UPLOAD.maxFileBytes / MB}MB까지).
      </p>
      {files.length > 0 && (
        <ul className="write-files" aria-label="첨부한 파일">
          {files.map((file) => (
            <li key={file.saveName} className="write-files__item">
              <span className="write-files__name">{file.originalName}</span>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={`${file.originalName} 삭제`}
                onClick={() => removeFile(file.saveName)}
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
        disabled={busy || files.length >= RESUME_LIMITS.portfolioFiles}
        aria-describedby={`${id}-rules`}
        onChange={(e) => void choose(e)}
      />
      <label htmlFor={id} className="button button--secondary button--small write-file-choose">
        파일 첨부
      </label>
      {busy && <p role="status">파일을 올리는 중입니다.</p>}
      {messages.length > 0 && (
        <ul className="write-files__problems" role="alert">
          {messages.map((m) => (
            <li key={m} className="field__error">
              {m}
            </li>
          ))}
        </ul>
      )}
      <GroupError message={filesError} />
    </WriteSection>
  );
}
