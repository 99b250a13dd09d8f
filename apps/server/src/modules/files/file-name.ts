import { UPLOAD } from '@ilteo/contract';

/** C0 control characters and DEL. */
export const isControl = (ch: string): boolean => {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
};

/**
 * A user's file name made safe to keep and show: NFC (macOS sends NFD, which
 * splits 한글 into jamo), no directory part, no control characters, bounded
 * length with the extension kept.
 */
export function cleanFileName(raw: string): string {
  const base = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  let kept = '';
  for (const ch of base) if (!isControl(ch) && ch !== '"') kept += ch;
  const cleaned = kept.trim();
  if (cleaned.length <= UPLOAD.maxNameLength) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, UPLOAD.maxNameLength - ext.length) + ext;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Content-Disposition per RFC 6266: an ASCII fallback in `filename` for old
 * clients and the exact UTF-8 name in `filename*` (RFC 8187 encoding).
 */
export function contentDisposition(
  name: string,
  type: 'attachment' | 'inline' = 'attachment',
): string {
  const ext = extensionOf(name);
  const asciiBase = name
    .slice(0, ext ? -(ext.length + 1) : undefined)
    .replace(/[^\x20-\x7E]/g, '_')
    .replace(/["\\%]/g, '_');
  const fallback = `${asciiBase || 'file'}${ext ? `.${ext}` : ''}`;
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
