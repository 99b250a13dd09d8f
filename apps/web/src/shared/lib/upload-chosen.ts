import { isUploadExtension, RESPONSE_CODES, UPLOAD } from '@ilteo/contract';
import { isApiError } from '@/shared/api/api-error';

/** A file the server stored for this member, with its size, as a form keeps it. */
export interface StoredUpload {
  saveName: string;
  originalName: string;
  size: number;
}

/** A form's words for one file it could not take. */
export interface UploadWords {
  wrongType: (name: string) => string;
  tooLargeFile: (name: string) => string;
  failed: (name: string) => string;
}

/** The name's extension in lower case; '' when it has none. */
export const extensionOf = (name: string): string =>
  name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '';

const FILE_TYPE_REJECTED = RESPONSE_CODES.FILE_TYPE_REJECTED.code;

/**
 * Uploads the chosen files one by one. A kind the server would refuse and a
 * file over the one-file limit are skipped here, so nothing travels in vain;
 * the server checks the bytes again and its 901 keeps its own message. Each
 * skipped file leaves one message. Checks across files (how many, all
 * together) are the form's, made before this.
 */
export async function uploadChosen(
  chosen: readonly File[],
  upload: (file: File, name: string) => Promise<{ saveName: string; originalName: string }>,
  words: UploadWords,
): Promise<{ uploaded: StoredUpload[]; problems: string[] }> {
  const uploaded: StoredUpload[] = [];
  const problems: string[] = [];
  for (const file of chosen) {
    if (!isUploadExtension(extensionOf(file.name))) {
      problems.push(words.wrongType(file.name));
      continue;
    }
    if (file.size > UPLOAD.maxFileBytes) {
      problems.push(words.tooLargeFile(file.name));
      continue;
    }
    try {
      const stored = await upload(file, file.name);
      uploaded.push({
        saveName: stored.saveName,
        originalName: stored.originalName,
        size: file.size,
      });
    } catch (error) {
      problems.push(
        isApiError(error) && error.code === FILE_TYPE_REJECTED
          ? `${file.name}: ${error.message}`
          : words.failed(file.name),
      );
    }
  }
  return { uploaded, problems };
}
