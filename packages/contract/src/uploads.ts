/**
 * Which files may be uploaded: the extension a user gives and what the bytes
 * must look like. The server sniffs the content (magic numbers) and refuses a
 * file whose content is not one of the kinds allowed for its extension (901).
 *
 * `sniffed` names the kind that content sniffing reports: office formats of
 * the 97–2003 family and HWP 5 are OLE compound files (cfb); OOXML and HWPX
 * are ZIP containers, which sniffing reports either as the OOXML type or as
 * zip. `text` means no magic number exists and the bytes must be valid UTF-8
 * text without control characters.
 */
export const UPLOAD_TYPES = {
  pdf: { mime: 'application/pdf', sniffed: ['pdf'] },
  jpg: { mime: 'image/jpeg', sniffed: ['jpg'] },
  jpeg: { mime: 'image/jpeg', sniffed: ['jpg'] },
  png: { mime: 'image/png', sniffed: ['png'] },
  gif: { mime: 'image/gif', sniffed: ['gif'] },
  webp: { mime: 'image/webp', sniffed: ['webp'] },
  hwp: { mime: 'application/x-hwp', sniffed: ['cfb'] },
  hwpx: { mime: 'application/hwp+zip', sniffed: ['zip'] },
  doc: { mime: 'application/msword', sniffed: ['cfb'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    sniffed: ['docx', 'zip'],
  },
  xls: { mime: 'application/vnd.ms-excel', sniffed: ['cfb'] },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    sniffed: ['xlsx', 'zip'],
  },
  ppt: { mime: 'application/vnd.ms-powerpoint', sniffed: ['cfb'] },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    sniffed: ['pptx', 'zip'],
  },
  zip: { mime: 'application/zip', sniffed: ['zip'] },
  txt: { mime: 'text/plain; charset=utf-8', sniffed: ['text'] },
} as const satisfies Record<string, { mime: string; sniffed: readonly string[] }>;

export type UploadExtension = keyof typeof UPLOAD_TYPES;

export const UPLOAD_EXTENSIONS = Object.keys(UPLOAD_TYPES) as UploadExtension[];

/** Value for an `<input type="file" accept>` attribute. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export function isUploadExtension(ext: string): ext is UploadExtension {
  return Object.hasOwn(UPLOAD_TYPES, ext);
}
