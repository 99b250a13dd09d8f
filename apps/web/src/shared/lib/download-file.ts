import type { UploadedFile } from '@ilteo/contract';
import { request } from '@/shared/api/http';

export type DownloadableFile = Pick<UploadedFile, 'link' | 'saveName' | 'originalName' | 'ext'>;

/** The name to save under: the original name with its extension, never doubled. */
export function downloadFileName({
  originalName,
  ext,
}: Pick<UploadedFile, 'originalName' | 'ext'>): string {
  const extension = ext.replace(/^\./, '');
  if (!extension) return originalName;
  return originalName.toLowerCase().endsWith(`.${extension.toLowerCase()}`)
    ? originalName
    : `${originalName}.${extension}`;
}

// Some browsers (Safari) cancel a download whose object URL is revoked at once.
const REVOKE_DELAY_MS = 10_000;

/** Hands a blob to the browser as a download through a temporary <a download>. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}

/**
 * Downloads an uploaded file (spec §7): GET link + saveName as a blob, saved
 * under the original name. Failures are only logged (spec §8); the result
 * says whether it worked, for callers that want to react.
 */
export async function downloadFile(file: DownloadableFile): Promise<boolean> {
  try {
    const blob = await request({
      url: `${file.link}${file.saveName}`,
      responseType: 'blob',
      silent: true,
    });
    saveBlob(blob, downloadFileName(file));
    return true;
  } catch (error) {
    console.error('[download] Could not download file', file.saveName, error);
    return false;
  }
}
