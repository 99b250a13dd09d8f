import {
  API,
  ROUTES,
  type CommunityBoard,
  type CommunityEditable,
  type CommunityMe,
  COMMUNITY_API,
} from '@ilteo/contract';
import type { Editor } from '@tiptap/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { IMAGE_MESSAGES, LINK_INVALID_MESSAGE } from '@/shared/ui/rich-text-editor';
import { BODY_MESSAGES, LEAVE_MESSAGE } from '../components/editor/post-write-form';
import { CommunityWritePage } from './write-page';

const WRITE = ROUTES.commuWrite.path;
const SAVE_NAME = 'abcdefghijklmnopqrstuv.png';

const board = (over: Partial<CommunityBoard>): CommunityBoard => ({
  boardId: 1,
  kind: 'general',
  refCode: null,
  slug: 'pass-review',
  name: '합격 후기',
  allowAnonymous: true,
  postCount: 3,
  ...over,
});

const BOARDS = [
  board({}),
  board({ boardId: 2, slug: 'study', name: '스터디 모집', allowAnonymous: false }),
  board({ boardId: 9, kind: 'certificate', refCode: '1320', slug: null, name: '정보처리기사' }),
];

let me: CommunityMe;
let posted: unknown[];
let put: unknown[];
let nicknames: unknown[];

function serve() {
  server.use(
    http.get(COMMUNITY_API.me, () => HttpResponse.json(envelope('001', me))),
    http.get(COMMUNITY_API.boards, () => HttpResponse.json(envelope('001', BOARDS))),
    http.post(COMMUNITY_API.nickname, async ({ request }) => {
      const body = (await request.json()) as { nickname: string };
      nicknames.push(body);
      if (body.nickname === '일터') {
        return HttpResponse.json(envelope('302', null, '이미 사용 중인 닉네임입니다.'), {
          status: 409,
        });
      }
      return HttpResponse.json(envelope('002', null, '등록되었습니다.'), { status: 201 });
    }),
    http.post(COMMUNITY_API.post, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(envelope('002', { postId: 41, boardId: 1 }, '등록되었습니다.'), {
        status: 201,
      });
    }),
    http.put(COMMUNITY_API.post, async ({ request }) => {
      put.push(await request.json());
      return HttpResponse.json(envelope('003', null, '변경되었습니다.'));
    }),
  );
}

beforeEach(() => {
  me = { nickname: '합격하자', sanction: null };
  posted = [];
  put = [];
  nicknames = [];
  serve();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const open = (at = WRITE) => renderRoute(CommunityWritePage, { path: WRITE, at });

/** The editor behind the editable area (TipTap keeps it on the element). */
async function editorOf(): Promise<Editor> {
  const box = await screen.findByRole('textbox', { name: /내용/ });
  return (box as HTMLElement & { editor: Editor }).editor;
}

const type = async (editor: Editor, html: string) => {
  await act(async () => {
    editor.commands.insertContent(html);
    await Promise.resolve();
  });
};

describe('CommunityWritePage', () => {
  it('shows a sanction in force instead of the form', async () => {
    me = {
      nickname: '합격하자',
      sanction: {
        level: 2,
        startsAt: '2025-03-01T00:00:00Z',
        endsAt: '2025-03-15T15:00:00Z',
        reason: '광고성 게시글',
      },
    };
    open();
    expect(
      await screen.findByText(
        '커뮤니티 글쓰기가 2025년 3월 16일까지 제한되었습니다 (2차 제재). 사유: 광고성 게시글',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /제목/ })).toBeNull();
  });

  it('says a permanent sanction is permanent', async () => {
    me = {
      nickname: null,
      sanction: { level: 5, startsAt: '2025-03-01T00:00:00Z', endsAt: null, reason: '반복된 욕설' },
    };
    open();
    expect(
      await screen.findByText(
        '커뮤니티 글쓰기가 영구 제한되었습니다 (5차 제재). 사유: 반복된 욕설',
      ),
    ).toBeTruthy();
  });

  it('asks for a nickname first, shows a taken one on the field, then shows the form', async () => {
    const user = userEvent.setup();
    me = { nickname: null, sanction: null };
    open();
    const field = await screen.findByRole('textbox', { name: /닉네임/ });
    await user.type(field, '일터');
    await user.click(screen.getByRole('button', { name: '닉네임 정하기' }));
    expect(await screen.findByText('이미 사용 중인 닉네임입니다.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(field);
    await user.type(field, '합격하자');
    await user.click(screen.getByRole('button', { name: '닉네임 정하기' }));
    expect(await screen.findByRole('textbox', { name: /제목/ })).toBeTruthy();
    expect(nicknames).toEqual([{ nickname: '일터' }, { nickname: '합격하자' }]);
  });

  it('writes a post on the preselected board and opens it in place of the form', async () => {
    const user = userEvent.setup();
    const { router } = open(`${WRITE}?boardId=1`);
    const title = await screen.findByRole('textbox', { name: /제목/ });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: '게시판' }).value).toBe(
      'board:1',
    );
    await user.type(title, '정보처리기사 합격 후기');
    const editor = await editorOf();
    await type(editor, '<h2>공부 방법</h2><p>기출문제를 세 번 풀었습니다.</p>');
    expect(screen.getByText(/22 \/ 10,000자/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /익명으로 쓰기/ }));
    await user.click(screen.getByRole('button', { name: '등록' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      boardId: 1,
      title: '정보처리기사 합격 후기',
      bodyHtml: '<h2>공부 방법</h2><p>기출문제를 세 번 풀었습니다.</p>',
      anonymous: true,
      images: [],
    });
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `${ROUTES.commuDetail.path}?postId=41`,
      ),
    );
    // Replaced: 뒤로 does not return to the sent form.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('offers 익명 only on boards that allow it, and refuses a body too short', async () => {
    const user = userEvent.setup();
    open(`${WRITE}?boardId=2`);
    await user.type(await screen.findByRole('textbox', { name: /제목/ }), '스터디원 모집');
    expect(screen.queryByRole('checkbox', { name: /익명/ })).toBeNull();
    await type(await editorOf(), '<p>네</p>');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText(BODY_MESSAGES.tooShort)).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it("creates a certificate's board with its first post (refKind + refCode)", async () => {
    const user = userEvent.setup();
    server.use(
      http.get(COMMUNITY_API.list, () =>
        HttpResponse.json(
          envelope('001', {
            items: [],
            total: 0,
            page: 1,
            size: 20,
            totalPages: 0,
            notices: [],
            board: null,
            refName: '한국사능력검정시험',
          }),
        ),
      ),
    );
    open(`${WRITE}?refKind=certificate&refCode=9999`);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: '게시판' });
    expect(select.value).toBe('ref:certificate:9999');
    expect(within(select).getByRole('option', { selected: true }).textContent).toBe(
      '한국사능력검정시험 (자격증)',
    );
    await user.type(screen.getByRole('textbox', { name: /제목/ }), '첫 글입니다');
    await type(await editorOf(), '<p>같이 공부하실 분 계신가요?</p>');
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ refKind: 'certificate', refCode: '9999' });
    expect(posted[0]).not.toHaveProperty('boardId');
  });

  it('uploads an image through the image helper, shows 901 and sends the saveNames', async () => {
    const user = userEvent.setup({ applyAccept: false });
    // The canvas path is the browser's (e2e); here the image already fits, so it goes as it is.
    vi.stubGlobal('createImageBitmap', () =>
      Promise.resolve({ width: 300, height: 200, close: () => undefined }),
    );
    let uploads = 0;
    server.use(
      http.post(API.cmmn.uploadFile, () => {
        uploads += 1;
        return uploads === 1
          ? HttpResponse.json(envelope('901', null, '허용되지 않거나 변조된 파일 형식입니다.'), {
              status: 415,
            })
          : HttpResponse.json(
              envelope('001', [
                { link: API.cmmn.file, saveName: SAVE_NAME, originalName: 'a.png', ext: 'png' },
              ]),
            );
      }),
    );
    open(`${WRITE}?boardId=1`);
    await user.type(await screen.findByRole('textbox', { name: /제목/ }), '사진 첨부');
    await type(await editorOf(), '<p>합격 인증합니다.</p>');
    const input = screen.getByLabelText('넣을 이미지 파일');
    const png = () => new File(['png'], 'a.png', { type: 'image/png' });

    await user.upload(input, new File(['text'], 'note.txt', { type: 'text/plain' }));
    expect(await screen.findByText(IMAGE_MESSAGES.notImage)).toBeTruthy();
    expect(uploads).toBe(0);

    await user.upload(input, png());
    expect(await screen.findByText('허용되지 않거나 변조된 파일 형식입니다.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.upload(input, png());
    await waitFor(() => expect(uploads).toBe(2));
    await waitFor(() =>
      expect(
        document.querySelector(`img[src="${API.cmmn.file}?saveName=${SAVE_NAME}"]`),
      ).not.toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ images: [SAVE_NAME] });
    expect((posted[0] as { bodyHtml: string }).bodyHtml).toContain(
      `<img src="${API.cmmn.file}?saveName=${SAVE_NAME}" alt="">`,
    );
  });

  it('edits the author’s post on its own board', async () => {
    const user = userEvent.setup();
    const editable: CommunityEditable = {
      postId: 7,
      board: BOARDS[0] as CommunityBoard,
      title: '예전 제목',
      bodyHtml: '<p>예전 내용입니다.</p>',
      anonymous: false,
      images: [],
    };
    server.use(
      http.get(COMMUNITY_API.editable, () => HttpResponse.json(envelope('001', editable))),
    );
    const { router } = open(`${WRITE}?postId=7`);
    const title = await screen.findByRole<HTMLInputElement>('textbox', { name: /제목/ });
    expect(title.value).toBe('예전 제목');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: '게시판' }).disabled).toBe(true);
    await user.clear(title);
    await user.type(title, '새 제목');
    await user.click(screen.getByRole('button', { name: '수정' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]).toEqual({
      postId: 7,
      title: '새 제목',
      bodyHtml: '<p>예전 내용입니다.</p>',
      anonymous: false,
      images: [],
    });
    await waitFor(() => expect(router.state.location.search).toBe('?postId=7'));
    expect(router.state.location.pathname).toBe(ROUTES.commuDetail.path);
  });

  it('asks before leaving with unsaved text', async () => {
    const user = userEvent.setup();
    const { router } = open(`${WRITE}?boardId=1`);
    await user.type(await screen.findByRole('textbox', { name: /제목/ }), '쓰다 만 글');
    await act(() => router.navigate(ROUTES.commuList.path));
    expect(await screen.findByText(LEAVE_MESSAGE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '계속 작성' }));
    expect(router.state.location.pathname).toBe(WRITE);
  });

  it('refuses a link that is not a web address', async () => {
    const user = userEvent.setup();
    open(`${WRITE}?boardId=1`);
    await screen.findByRole('textbox', { name: /제목/ });
    await user.click(screen.getByRole('button', { name: '링크' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /주소/ }), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await within(dialog).findByText(LINK_INVALID_MESSAGE)).toBeTruthy();
  });

  it('has a toolbar of named toggles and no axe violations', async () => {
    open(`${WRITE}?boardId=1`);
    await screen.findByRole('textbox', { name: /제목/ });
    const toolbar = screen.getByRole('toolbar', { name: '서식' });
    const bold = within(toolbar).getByRole('button', { name: '굵게' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    expect(
      within(toolbar)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toHaveLength(1);
    // Contrast needs real layout; landmarks come with the site layout, not rendered here.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
    ).toEqual([]);
  });
});
