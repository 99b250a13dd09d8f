import { fileTypeFromBuffer } from 'file-type';
import { isControl } from './file-name';
import { UPLOAD_TYPES, isUploadExtension, type UploadExtension } from '@ilteo/contract';

/** Whitespace controls that plain text may hold: tab, line feed, form feed, carriage return. */
const TEXT_CONTROLS = new Set(['\t', '\n', '\f', '\r']);

function looksLikeText(bytes: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    for (const ch of text) if (isControl(ch) && !TEXT_CONTROLS.has(ch)) return false;
    return true;
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
