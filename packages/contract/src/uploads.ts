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

/**
 * The spec's image resize helper (§9): default maximum size, iterations and
 * quality steps. Kept with the upload kinds, not in limits.ts, so only the
 * screens that upload load it (issue 18).
 */
export const IMAGE_RESIZE = {
  defaultMaxBytes: 2 * 1024 * 1024,
  maxIterations: 10,
  qualityStep: 0.95,
  pngQualityStep: 0.85,
} as const;

/** Upload limits (the server's multipart settings and quotas; the web's messages). */
export const UPLOAD = {
  /** Largest single file (bytes). */
  maxFileBytes: 20 * 1024 * 1024,
  /** Files per request. */
  maxFiles: 5,
  /** Non-file form fields per request. */
  maxFields: 10,
  /** Longest original file name we keep (characters). */
  maxNameLength: 200,
  /** Files one member may upload per Seoul calendar day (decision 0021). */
  maxFilesPerDay: 100,
  /** Bytes one member may upload per Seoul calendar day. */
  maxBytesPerDay: 300 * 1024 * 1024,
  /** An upload never attached to a record (résumé, post, application) is deleted after this. */
  unattachedHours: 24,
} as const;
