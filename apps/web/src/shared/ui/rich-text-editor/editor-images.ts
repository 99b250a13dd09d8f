import { API } from '@ilteo/contract';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

/**
 * Images in a body are the writer's own uploads, referenced by the relative
 * file link the server serves them at. The server attaches exactly the
 * saveNames the request lists (and refuses any that are not the member's),
 * so the list is read from the document at submit: an image deleted in the
 * editor is not sent, and the server releases it on edit.
 */
export const imageSrc = (saveName: string): string =>
  `${API.cmmn.file}?saveName=${encodeURIComponent(saveName)}`;

/** The saveName of one of our file links, or null for anything else. */
export function saveNameOf(src: unknown): string | null {
  if (typeof src !== 'string') return null;
  let url: URL;
  try {
    url = new URL(src, 'http://local.invalid');
  } catch {
    return null;
  }
  if (url.pathname !== API.cmmn.file) return null;
  const name = url.searchParams.get('saveName');
  return name === null || name === '' ? null : name;
}

/** The saveNames of the document's images, in order, each once. */
export function imageSaveNames(doc: ProseMirrorNode): string[] {
  const names: string[] = [];
  doc.descendants((node) => {
    if (node.type.name !== 'image') return true;
    const name = saveNameOf(node.attrs.src);
    if (name !== null && !names.includes(name)) names.push(name);
    return false;
  });
  return names;
}

export const IMAGE_MESSAGES = {
  notFile: '파일을 읽지 못했습니다. 다시 골라 주세요.',
  notImage: '이미지 파일(JPG, PNG, GIF, WEBP)만 넣을 수 있습니다.',
  failed: '이미지를 올리지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

export const tooManyImagesMessage = (max: number): string =>
  `이미지는 ${String(max)}개까지 넣을 수 있습니다.`;

/**
 * The spec's image check rejects with two English messages ('The file given
 * is not an instance of Blob or File', 'The file given is not an image');
 * the member reads them in Korean, as the résumé photo shows them.
 */
export function imageCheckMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  return text.includes('not an image') ? IMAGE_MESSAGES.notImage : IMAGE_MESSAGES.notFile;
}
