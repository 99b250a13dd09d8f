import type { ResumeFile } from '@ilteo/contract';
import { useState } from 'react';
import { downloadFile } from '@/shared/lib/download-file';

type FileLinks = Readonly<Record<string, string>>;

/** The optional photo (the only picture a résumé may hold), from the detail's download links. */
export function ResumePhoto({
  photo,
  name,
  fileLinks,
}: {
  photo: ResumeFile;
  name: string;
  fileLinks: FileLinks;
}) {
  const src = fileLinks[photo.saveName];
  if (!src) return null;
  return (
    <img
      className="resume-doc__photo"
      src={src}
      alt={name ? `${name} 증명사진` : '증명사진'}
      width={120}
      height={160}
      decoding="async"
    />
  );
}

/**
 * Attached portfolio files: a download each (owner only, and later the
 * companies the résumé was sent to; the server decides). On paper the names
 * are listed; a button has nothing to click there.
 */
export function PortfolioFiles({
  files,
  fileLinks,
}: {
  files: readonly ResumeFile[];
  fileLinks: FileLinks;
}) {
  return (
    <ul className="resume-doc__files">
      {files.map((file) => (
        <li key={file.saveName}>
          <FileDownload file={file} link={fileLinks[file.saveName]} />
        </li>
      ))}
    </ul>
  );
}

function FileDownload({ file, link }: { file: ResumeFile; link: string | undefined }) {
  const [failed, setFailed] = useState(false);
  if (!link) return <span>{file.originalName}</span>;
  const download = async () => {
    // The link is the whole download address, so it goes in `link` with no saveName after it.
    const ok = await downloadFile({ link, saveName: '', originalName: file.originalName, ext: '' });
    setFailed(!ok);
  };
  return (
    <>
      <button
        type="button"
        className="resume-doc__file-button"
        onClick={() => void download()}
        aria-label={`${file.originalName} 내려받기`}
      >
        {file.originalName}
      </button>
      {failed && (
        <span className="resume-doc__file-error" role="alert">
          {' '}
          파일을 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.
        </span>
      )}
    </>
  );
}
