import { ROUTES, type CommunityCommentPage, COMMUNITY_API } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { CommunityDetailPage } from './detail-page';
import { comment, commentPage, post, reply } from './fixtures.test-data';

const DETAIL = ROUTES.commuDetail.path;
const AT = `${DETAIL}?postId=101`;

let page: CommunityCommentPage;
let sent: unknown[];

function serve(nickname: string | null = '합격가즈아') {
  server.use(
    http.get(COMMUNITY_API.detail, () =>
      HttpResponse.json(envelope('001', { state: 'published', post: post() })),
    ),
    http.post(COMMUNITY_API.view, () =>
      HttpResponse.json(envelope('001', { counted: false, viewCount: 1234 })),
    ),
    http.get(COMMUNITY_API.comments, () => HttpResponse.json(envelope('001', page))),
    http.get(COMMUNITY_API.me, () =>
      HttpResponse.json(envelope('001', { nickname, sanction: null })),
    ),
    http.post(COMMUNITY_API.comment, async ({ request }) => {
      sent.push(await request.json());
      page = commentPage([...page.items, comment({ commentId: 300, body: '저도 도전합니다' })]);
      return HttpResponse.json(envelope('002', { commentId: 300 }, '등록되었습니다.'), {
        status: 201,
      });
    }),
  );
}

const login = () => useAppStore.setState({ loginInfo: { loginId: 'jobseeker', name: '김일터' } });

beforeEach(() => {
  sent = [];
  page = commentPage([
    comment({ commentId: 201 }, [
      reply({
        commentId: 202,
        parentId: 201,
        body: '감사합니다',
        author: { nickname: '익명', anonymous: true, mine: false },
      }),
    ]),
    comment({ commentId: 203, state: 'deleted', body: '삭제된 댓글입니다.' }, [
      reply({ commentId: 204, parentId: 203, body: '무슨 말이었나요?' }),
    ]),
    comment({
      commentId: 205,
      state: 'blinded',
      body: '',
      reportedPath: '/reported-content?kind=comment&id=205',
    }),
  ]);
  login();
});

describe('Community comments', () => {
  it('shows replies under their comment and the markers of deleted and blinded ones', async () => {
    serve();
    renderRoute(CommunityDetailPage, { path: DETAIL, at: AT });
    const first = (await screen.findByText('축하합니다!')).closest('li')!;
    const replies = within(first).getByRole('list', { name: '답글' });
    expect(within(replies).getByText('감사합니다')).toBeTruthy();
    expect(within(replies).getByText('익명')).toBeTruthy();
    const deleted = screen.getByText('삭제된 댓글입니다.').closest('li')!;
    expect(within(deleted).getByText('무슨 말이었나요?')).toBeTruthy();
    // Only the reply keeps its actions; the deleted comment is its marker alone.
    expect(within(deleted).getAllByRole('button', { name: '신고' })).toHaveLength(1);
    expect(within(deleted).queryByRole('button', { name: '답글' })).toBeNull();
    expect(
      screen.getByRole('link', { name: '신고로 가려진 댓글입니다.' }).getAttribute('href'),
    ).toBe('/reported-content?kind=comment&id=205');
  });

  it('replies under a comment, with 익명 on a board that allows it', async () => {
    const user = userEvent.setup();
    serve();
    renderRoute(CommunityDetailPage, { path: DETAIL, at: AT });
    const first = (await screen.findByText('축하합니다!')).closest('li')!;
    await user.click(within(first).getByRole('button', { name: '답글' }));
    const box = within(first).getByRole('textbox', { name: '답글' });
    await user.type(box, '저도 도전합니다');
    expect(within(first).getByText('8 / 1,000자')).toBeTruthy();
    await user.click(within(first).getByRole('checkbox', { name: '익명' }));
    await user.click(within(first).getByRole('button', { name: '등록' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { postId: 101, parentId: 201, body: '저도 도전합니다', anonymous: true },
      ]),
    );
    await waitFor(() => expect(within(first).queryByRole('textbox', { name: '답글' })).toBeNull());
    expect(await screen.findByText('저도 도전합니다')).toBeTruthy();
    // 002 is the form's own success: no alert.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a nickname before a member’s first comment, and shows a taken one in the field', async () => {
    const user = userEvent.setup();
    serve(null);
    const chosen: unknown[] = [];
    server.use(
      http.post(COMMUNITY_API.nickname, async ({ request }) => {
        const body = (await request.json()) as { nickname: string };
        chosen.push(body);
        return body.nickname === '공부벌레'
          ? HttpResponse.json(envelope('302', null, '이미 사용 중인 닉네임입니다.'), {
              status: 409,
            })
          : HttpResponse.json(envelope('002', null, '등록되었습니다.'), { status: 201 });
      }),
    );
    renderRoute(CommunityDetailPage, { path: DETAIL, at: AT });
    await screen.findByText('축하합니다!');
    await user.type(screen.getByRole('textbox', { name: '댓글' }), '첫 댓글입니다');
    await user.click(screen.getByRole('button', { name: '등록' }));

    const dialog = await screen.findByRole('dialog', { name: '닉네임 정하기' });
    const field = within(dialog).getByRole('textbox', { name: '닉네임' });
    await user.type(field, '가');
    await user.click(within(dialog).getByRole('button', { name: '정하기' }));
    expect(within(dialog).getByText('닉네임은 2자 이상이어야 합니다.')).toBeTruthy();
    expect(chosen).toEqual([]);

    await user.clear(field);
    await user.type(field, '공부벌레');
    await user.click(within(dialog).getByRole('button', { name: '정하기' }));
    expect(await within(dialog).findByText('이미 사용 중인 닉네임입니다.')).toBeTruthy();

    await user.clear(field);
    await user.type(field, '새내기_01');
    await user.click(within(dialog).getByRole('button', { name: '정하기' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { postId: 101, parentId: null, body: '첫 댓글입니다', anonymous: false },
      ]),
    );
    expect(chosen).toEqual([{ nickname: '공부벌레' }, { nickname: '새내기_01' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
