/**
 * Resolves with the file when it is an image; rejects with the spec's
 * messages otherwise (spec §5).
 */
export function checkImage(file: unknown): Promise<Blob> {
  if (!(file instanceof Blob)) {
    return Promise.reject(new Error('The file given is not an instance of Blob or File'));
  }
  if (!file.type.startsWith('image/')) {
    return Promise.reject(new Error('The file given is not an image'));
  }
  return Promise.resolve(file);
}
