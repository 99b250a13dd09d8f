import { describe, expect, it } from 'vitest';
import { checkImage } from './image-check';

describe('checkImage', () => {
  it('resolves with an image file', async () => {
    const file = new File([new Uint8Array([0x89, 0x50])], 'photo.png', { type: 'image/png' });
    await expect(checkImage(file)).resolves.toBe(file);
  });

  it('accepts a Blob of an image type', async () => {
    const blob = new Blob(['x'], { type: 'image/jpeg' });
    await expect(checkImage(blob)).resolves.toBe(blob);
  });

  it('rejects what is not a Blob or File', async () => {
    await expect(checkImage('photo.png')).rejects.toThrow(
      new Error('The file given is not an instance of Blob or File'),
    );
    await expect(checkImage(null)).rejects.toThrow(
      'The file given is not an instance of Blob or File',
    );
  });

  it('rejects a file that is not an image', async () => {
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    await expect(checkImage(pdf)).rejects.toThrow(new Error('The file given is not an image'));
  });
});
