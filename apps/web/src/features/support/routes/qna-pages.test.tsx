import { API, ROUTES, SUPPORT_API, type QnaDetail, type QnaItem } from '@ilteo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { QnaDetailPage } from './qna-detail-page';
import { QnaListPage } from './qna-list-page';

const item = (over: Partial<QnaItem> = {}): QnaItem => ({
  qnaId: 7,
  category: 'resume',
  title: '이력서 사진이 올라가지 않습니다',
  state: 'waiting',
  fileCount: 1,
  createdAt: '2026-03-01T00:30:00.000Z',
  answeredAt: null,
  ...over,
});

const detail = (over: Partial<QnaDetail> = {}): QnaDetail => ({
  ...item(),
  body: '<script>alert(1)</script>\n두 번째 줄입니다.',
  files: [{ saveName: 'a'.repeat(22) + '.png', originalName: '캡처.png', size: 2048, url: '/f' }],
  notifyByMail: true,
  fromChat: false,
  answer: null,
  updatedAt: '2026-03-01T00:30:00.000Z',
  ...over,
});

let posted: unknown[];
let current: QnaDetail;
let deleted: string[];

beforeEach(() => {
  posted = [];
  deleted = [];
  current = detail();
  window.history.replaceState(null, '');
  server.use(
    http.get(SUPPORT_API.qnaList, () =>
      HttpResponse.json(
        envelope('001', {
          items: [
            item(),
            item({
              qnaId: 8,
              title: '답변 받은 문의',
              state: 'answered',
              fileCount: 0,
              answeredAt: '2026-03-02T01:00:00.000Z',
            }),
          ],
          page: 1,
          size: 10,
          total: 2,
          totalPages: 1,
        }),
      ),
    ),
    http.get(SUPPORT_API.qnaDetail, ({ request }) => {
      const id = new URL(request.url).searchParams.get('qnaId');
      if (id !== '7') {
        return HttpResponse.json(envelope('102', null, '요청에 대한 권한이 없습니다.'), {
          status: 403,
        });
      }
      return HttpResponse.json(envelope('001', current));
    }),
    http.post(SUPPORT_API.qna, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(envelope('002', { qnaId: 7 }), { status: 201 });
    }),
    http.put(SUPPORT_API.qna, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(
        envelope('202', null, '답변이 등록된 문의는 수정할 수 없습니다. 새 문의를 남겨 주세요.'),
        { status: 409 },
      );
    }),
    http.delete(SUPPORT_API.qna, ({ request }) => {
      deleted.push(new URL(request.url).searchParams.get('qnaId') ?? '');
      return HttpResponse.json(envelope('004'));
    }),
  );
});

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('QnaListPage', () => {
  const PATH = ROUTES.supportQna.path;

  it('lists my inquiries with their state, and edit/delete only while waiting', async () => {
    renderRoute(QnaListPage, { path: PATH });
    expect(
      await screen.findByRole('link', { name: '이력서 사진이 올라가지 않습니다' }),
    ).toBeTruthy();
    expect(screen.getByText('답변 대기')).toBeTruthy();
    expect(screen.getByText('답변 완료')).toBeTruthy();
    expect(screen.getByRole('link', { name: '이력서 사진이 올라가지 않습니다 수정' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '답변 받은 문의 삭제' })).toBeNull();
    expect(screen.getByRole('link', { name: '1:1 문의' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await violations()).toEqual([]);
  });

  it('checks the form first, then asks with a file and opens the new inquiry', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(API.cmmn.uploadFile, () =>
        HttpResponse.json(
          envelope('001', [
            {
              link: '/f?saveName=',
              saveName: 'b'.repeat(22) + '.png',
              originalName: '화면.png',
              ext: 'png',
            },
          ]),
        ),
      ),
    );
    const { router } = renderRoute(QnaListPage, { path: PATH });
    await user.click(await screen.findByRole('button', { name: '문의 작성하기' }));
    await user.click(screen.getByRole('button', { name: '문의하기' }));
    expect(await screen.findByText('문의 유형을 골라 주세요.')).toBeTruthy();
    expect(posted).toEqual([]);
    expect(await violations()).toEqual([]);

    await user.selectOptions(screen.getByLabelText('문의 유형'), '이력서');
    await user.type(screen.getByLabelText(/제목/), '사진 업로드 오류');
    const body = screen.getByLabelText(/문의 내용/);
    await user.type(body, '사진을 올리면 오류가 납니다. 확인 부탁드립니다.');
    expect(screen.getByText('27/4000자')).toBeTruthy();
    await user.upload(screen.getByLabelText('파일 추가 (0/3)'), new File(['png'], '화면.png'));
    expect(await screen.findByText('화면.png')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: '답변을 메일로 받기' }));
    await user.click(screen.getByRole('button', { name: '문의하기' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          category: 'resume',
          title: '사진 업로드 오류',
          body: '사진을 올리면 오류가 납니다. 확인 부탁드립니다.',
          fileNames: ['b'.repeat(22) + '.png'],
          notifyByMail: false,
        },
      ]),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?qnaId=7'));
  });

  it('shows a 901 by the file and keeps it out of the form', async () => {
    const user = userEvent.setup({ applyAccept: false });
    server.use(
      http.post(API.cmmn.uploadFile, () =>
        HttpResponse.json(envelope('901', null, '허용되지 않거나 변조된 파일 형식입니다.'), {
          status: 415,
        }),
      ),
    );
    renderRoute(QnaListPage, { path: PATH });
    await user.click(await screen.findByRole('button', { name: '문의 작성하기' }));
    const input = screen.getByLabelText('파일 추가 (0/3)');
    await user.upload(input, new File(['MZ'], 'setup.exe'));
    expect(await screen.findByText(/setup\.exe: 올릴 수 없는 형식입니다/)).toBeTruthy();
    await user.upload(input, new File(['x'], 'fake.pdf'));
    expect(
      await screen.findByText('fake.pdf: 허용되지 않거나 변조된 파일 형식입니다.'),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: '첨부한 파일' })).toBeNull();
  });
});

describe('QnaDetailPage', () => {
  const PATH = ROUTES.supportQnaDetail.path;

  it('shows the question as text, its files and the waiting note; deletes after asking', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(QnaDetailPage, { path: PATH, at: `${PATH}?qnaId=7` });
    expect(
      await screen.findByRole('heading', { name: '이력서 사진이 올라가지 않습니다' }),
    ).toBeTruthy();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: '캡처.png' }).getAttribute('href')).toBe('/f');
    expect(screen.getByText(/평일 기준 1일 이내에 답변합니다/).textContent).toContain(
      '알림과 메일로',
    );
    expect(await violations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '삭제' }));
    await user.click(await screen.findByRole('button', { name: '확인' }));
    await waitFor(() => expect(deleted).toEqual(['7']));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.supportQna.path));
  });

  it('shows the answer, without edit or delete, once answered', async () => {
    current = detail({
      state: 'answered',
      answer: '안녕하세요.\n사진은 5MB 이하로 올려 주세요.',
      answeredAt: '2026-03-02T01:00:00.000Z',
    });
    renderRoute(QnaDetailPage, { path: PATH, at: `${PATH}?qnaId=7` });
    expect(await screen.findByText(/사진은 5MB 이하로 올려 주세요/)).toBeTruthy();
    expect(screen.getByText('답변일 2026.03.02 10:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '수정' })).toBeNull();
    expect(screen.queryByRole('button', { name: '삭제' })).toBeNull();
  });

  it('edits in place and shows the refusal when it was answered meanwhile', async () => {
    const user = userEvent.setup();
    renderRoute(QnaDetailPage, { path: PATH, at: `${PATH}?qnaId=7&mode=edit` });
    const title = await screen.findByLabelText(/제목/);
    expect((title as HTMLInputElement).value).toBe('이력서 사진이 올라가지 않습니다');
    await user.clear(title);
    await user.type(title, '고친 제목');
    await user.click(screen.getByRole('button', { name: '수정하기' }));
    expect(
      await screen.findByText('답변이 등록된 문의는 수정할 수 없습니다. 새 문의를 남겨 주세요.'),
    ).toBeTruthy();
    expect(posted).toMatchObject([{ title: '고친 제목', fileNames: ['a'.repeat(22) + '.png'] }]);
  });

  it("says another member's or a missing inquiry was not found, revealing nothing", async () => {
    renderRoute(QnaDetailPage, { path: PATH, at: `${PATH}?qnaId=99` });
    expect(await screen.findByRole('heading', { name: '문의를 찾을 수 없습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '문의 목록으로' })).toBeTruthy();
  });
});
