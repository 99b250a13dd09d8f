import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { useDialogStore } from '@/shared/ui/dialog/dialog-store';
import { downloadFile, downloadFileName } from './download-file';

const file = {
  link: '/api/v1/cmmn/file?saveName=',
  saveName: 'k3J9aZ2mQ8xW1vR7tY5uB0.pdf',
  originalName: '이력서',
  ext: 'pdf',
};

describe('downloadFileName', () => {
  it('adds the extension to the original name once', () => {
    expect(downloadFileName({ originalName: '이력서', ext: 'pdf' })).toBe('이력서.pdf');
    expect(downloadFileName({ originalName: '이력서.PDF', ext: 'pdf' })).toBe('이력서.PDF');
    expect(downloadFileName({ originalName: 'a', ext: '.hwp' })).toBe('a.hwp');
    expect(downloadFileName({ originalName: 'a', ext: '' })).toBe('a');
  });
});

describe('downloadFile', () => {
  const clicked: { href: string; download: string }[] = [];
  let createObjectURL: MockInstance<typeof URL.createObjectURL>;

  beforeEach(() => {
    clicked.length = 0;
    createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/123');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('GETs link + saveName as a blob and saves it under the original name', async () => {
    let requested = '';
    server.use(
      http.get('/api/v1/cmmn/file', ({ request }) => {
        requested = new URL(request.url).searchParams.get('saveName') ?? '';
        return new HttpResponse(new Blob(['%PDF-1.7']), {
          headers: { 'Content-Type': 'application/pdf' },
        });
      }),
    );
    await expect(downloadFile(file)).resolves.toBe(true);
    expect(requested).toBe(file.saveName);
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(clicked).toEqual([{ href: 'blob:http://localhost/123', download: '이력서.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('only logs a failure: no alert, no throw', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('/api/v1/cmmn/file', () =>
        HttpResponse.json(
          { code: '202', message: '파일을 찾을 수 없습니다.', data: null },
          { status: 404 },
        ),
      ),
    );
    await expect(downloadFile(file)).resolves.toBe(false);
    expect(clicked).toEqual([]);
    expect(useDialogStore.getState().queue).toEqual([]);
    expect(error).toHaveBeenCalled();
  });
});
