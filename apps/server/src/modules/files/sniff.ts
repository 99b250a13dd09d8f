import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_TYPES, isUploadExtension, type UploadExtension } from '@ilteo/contract';

/** ASCII control characters other than tab, line feed, form feed and carriage return. */
const CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

function looksLikeText(bytes: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return !CONTROL.test(text);
  } catch {
    return false;
  }
}

/**
 * Checks a file by its content: the extension must be allowed and the magic
 * number must be one of the kinds allowed for that extension. Returns the
 * normalised extension, or undefined when the file must be refused (901).
 */
export async function checkFileContent(
  ext: string,
  bytes: Buffer,
): Promise<UploadExtension | undefined> {
  const normalised = ext.toLowerCase();
  if (!isUploadExtension(normalised) || bytes.length === 0) return undefined;
  const allowed: readonly string[] = UPLOAD_TYPES[normalised].sniffed;
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return allowed.includes(detected.ext) ? normalised : undefined;
  return allowed.includes('text') && looksLikeText(bytes) ? normalised : undefined;
}
