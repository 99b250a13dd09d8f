import { API, UPLOAD } from '@ilteo/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { uploadFile } from '@/shared/api/upload-file';
import { server } from '@/shared/testing/msw-server';
import { envelope } from '@/shared/testing/render-route';
import { extensionOf, uploadChosen } from './upload-chosen';

const WORDS = {
  wrongType: (name: string) => `${name}: 형식`,
  tooLargeFile: (name: string) => `${name}: 크기`,
  failed: (name: string) => `${name}: 실패`,
};

describe('uploadChosen', () => {
  it('uploads the files it may, in order, and says why for each one it skips', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent: string[] = [];
    server.use(
      http.post(API.cmmn.uploadFile, async ({ request }) => {
        const file = (await request.formData()).get('files') as File;
        sent.push(file.name);
        if (file.name === 'fake.pdf') {
          return HttpResponse.json(envelope('901', null, '변조된 파일입니다.'), { status: 415 });
        }
        if (file.name === 'down.pdf') return HttpResponse.json(envelope('999'), { status: 500 });
        return HttpResponse.json(
          envelope('001', [
            { link: '/f', saveName: `${'a'.repeat(22)}.pdf`, originalName: file.name, ext: 'pdf' },
          ]),
        );
      }),
    );
    const big = new File(['x'], 'big.pdf');
    Object.defineProperty(big, 'size', { value: UPLOAD.maxFileBytes + 1 });
    const chosen = [
      new File(['%PDF'], 'resume.pdf'),
      new File(['MZ'], 'setup.exe'),
      big,
      new File(['x'], 'fake.pdf'),
      new File(['x'], 'down.pdf'),
    ];

    const { uploaded, problems } = await uploadChosen(chosen, uploadFile, WORDS);

    // Nothing travels that is refused here: the wrong kind and the big file were never sent.
    expect(sent).toEqual(['resume.pdf', 'fake.pdf', 'down.pdf']);
    expect(uploaded).toEqual([
      { saveName: `${'a'.repeat(22)}.pdf`, originalName: 'resume.pdf', size: 4 },
    ]);
    expect(problems).toEqual([
      'setup.exe: 형식',
      'big.pdf: 크기',
      'fake.pdf: 변조된 파일입니다.',
      'down.pdf: 실패',
    ]);
  });

  it('reads an extension in lower case, and none without a dot', () => {
    expect(extensionOf('사진.JPG')).toBe('jpg');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('README')).toBe('');
  });
});
