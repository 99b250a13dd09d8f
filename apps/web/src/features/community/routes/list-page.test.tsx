import { ROUTES, COMMUNITY_API } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { BOARDS, board, postPage, summary } from './fixtures.test-data';
import { CommunityListPage } from './list-page';

const LIST = ROUTES.commuList.path;

/** Every list request's query, in order. */
let asked: URLSearchParams[];

function serve(respond: (q: URLSearchParams) => unknown = () => postPage()) {
  server.use(
    http.get(COMMUNITY_API.boards, () => HttpResponse.json(envelope('001', BOARDS))),
    http.get(COMMUNITY_API.list, ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      return HttpResponse.json(envelope('001', respond(q)));
    }),
  );
}

beforeEach(() => {
  asked = [];
  window.history.replaceState(null, '');
});

describe('CommunityListPage', () => {
  it('lists posts with their board, author, counts, and the notices above page 1', async () => {
    serve((q) =>
      postPage({
        page: Number(q.get('page')),
        totalPages: 3,
        notices: [summary({ postId: 7, title: '커뮤니티 이용 안내', pinned: true })],
      }),
    );
    renderRoute(CommunityListPage, { path: LIST });

    const row = (
      await screen.findByRole('link', { name: '정보처리기사 필기 한 번에 붙었습니다' })
    ).closest('article')!;
    expect(within(row).getByText('합격 후기')).toBeTruthy();
    expect(within(row).getByText('합격가즈아')).toBeTruthy();
    expect(within(row).getByText('조회 1,234')).toBeTruthy();
    expect(within(row).getByText('댓글 2')).toBeTruthy();
    expect(
      within(
        screen.getByRole('link', { name: '실기 준비 질문 있습니다' }).closest('article')!,
      ).getByText('익명'),
    ).toBeTruthy();
    const notices = screen.getByRole('list', { name: '공지' });
    expect(within(notices).getByText('공지')).toBeTruthy();
    expect(within(notices).getByRole('link', { name: '커뮤니티 이용 안내' })).toBeTruthy();
    expect(asked.at(-1)?.toString()).toBe('sort=latest&page=1');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^2\s?페이지$/ }));
    await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('2'));
    await waitFor(() => expect(screen.queryByRole('list', { name: '공지' })).toBeNull());
  });

  it('keeps board, sort and page in history and restores them on Back', async () => {
    const user = userEvent.setup();
    serve((q) => postPage({ page: Number(q.get('page')), totalPages: 3 }));
    const { router } = renderRoute(CommunityListPage, { path: LIST });
    await screen.findByRole('link', { name: '정보처리기사 필기 한 번에 붙었습니다' });

    await user.selectOptions(await screen.findByRole('combobox', { name: '게시판' }), '2');
    await user.click(screen.getByRole('tab', { name: '추천순' }));
    await user.click(await screen.findByRole('button', { name: /^2\s?페이지$/ }));
    await waitFor(() => expect(asked.at(-1)?.toString()).toBe('boardId=2&sort=likes&page=2'));

    await user.click(screen.getByRole('link', { name: '정보처리기사 필기 한 번에 붙었습니다' }));
    await waitFor(() => expect(router.state.location.search).toBe('?postId=101'));
    await router.navigate(-1);
    await screen.findByRole('link', { name: '정보처리기사 필기 한 번에 붙었습니다' });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: '게시판' }).value).toBe('2');
    expect(screen.getByRole('tab', { name: '추천순' }).getAttribute('aria-selected')).toBe('true');
    expect(asked.at(-1)?.toString()).toBe('boardId=2&sort=likes&page=2');
  });

  it('opens a certificate’s board before its first post and offers to write it', async () => {
    serve(() =>
      postPage({ items: [], total: 0, totalPages: 0, board: null, refName: '정보보안기사' }),
    );
    renderRoute(CommunityListPage, {
      path: LIST,
      at: `${LIST}?refKind=certificate&refCode=9999`,
    });

    expect(
      await screen.findByText('‘정보보안기사’ 게시판에 아직 글이 없습니다. 첫 글을 작성해 보세요.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: /정보보안기사 게시판/ })).toBeTruthy();
    expect(asked.at(-1)?.toString()).toBe('refKind=certificate&refCode=9999&sort=latest&page=1');
    const write = screen.getByRole('link', { name: '첫 글 쓰기' });
    expect(write.getAttribute('href')).toBe(
      `${ROUTES.commuWrite.path}?refKind=certificate&refCode=9999`,
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: '게시판' }).value).toBe(
      'ref:certificate:9999',
    );
  });

  it('names the chosen board from the page and asks a visitor to log in before writing', async () => {
    const user = userEvent.setup();
    serve(() =>
      postPage({ board: board({ boardId: 9, kind: 'certificate', name: '정보처리기사' }) }),
    );
    const { router } = renderRoute(CommunityListPage, { path: LIST, at: `${LIST}?boardId=9` });
    expect(await screen.findByRole('heading', { name: /정보처리기사 게시판/ })).toBeTruthy();

    await user.click(screen.getByRole('link', { name: '글쓰기' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login.path));
    expect(router.state.location.search).toContain(
      encodeURIComponent(`${ROUTES.commuWrite.path}?boardId=9`),
    );
  });
});
