import { API, ROUTES, type WrittenItem } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { useToastStore } from '@/shared/ui/toast/toast-store';
import { WrittenHistoryPage } from './written-history-page';

const PATH = ROUTES.myWrittenHistory.path;
const SIZE = 20;

const post = (n: number, overrides: Partial<WrittenItem> = {}): WrittenItem => ({
  id: String(n),
  title: `글 ${n}`,
  excerpt: `본문 ${n}의 앞부분입니다.`,
  context: null,
  state: 'published',
  path: `/person/certi-lang/commu/detail?postId=${n}`,
  createdAt: '2026-03-04T14:30:00.000Z',
  ...overrides,
});

/** What the fake server holds, by tab; deletions take items out. */
let items: Record<string, WrittenItem[]>;
let listQueries: string[];
let removals: unknown[];
let removeAnswer: { code: string; status: number; message: string };

beforeEach(() => {
  items = {
    posts: Array.from({ length: 23 }, (_, i) => post(i + 1)),
    comments: [
      post(900, {
        title: '저도 같은 문제로 고민했습니다',
        context: '정보처리기사 실기 질문',
        path: '/person/certi-lang/commu/detail?postId=5#comment-900',
      }),
    ],
  };
  items.posts![1] = post(2, {
    state: 'blinded',
    path: '/reported-content?kind=community-post&id=2',
  });
  listQueries = [];
  removals = [];
  removeAnswer = { code: '004', status: 200, message: '삭제되었습니다.' };
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, '');
  server.use(
    http.get(API.writtenHistory.tabs, () =>
      HttpResponse.json(
        envelope('001', [
          { tab: 'posts', label: '내가 쓴 글', total: items.posts!.length },
          { tab: 'comments', label: '내 댓글', total: items.comments!.length },
        ]),
      ),
    ),
    http.get(API.writtenHistory.list, ({ request }) => {
      const q = new URL(request.url).searchParams;
      listQueries.push(q.toString());
      const all = items[q.get('tab') ?? ''] ?? [];
      const page = Number(q.get('page') ?? '1');
      return HttpResponse.json(
        envelope('001', {
          items: all.slice((page - 1) * SIZE, page * SIZE),
          page,
          size: SIZE,
          total: all.length,
          totalPages: Math.ceil(all.length / SIZE),
        }),
      );
    }),
    http.post(API.writtenHistory.remove, async ({ request }) => {
      const body = (await request.json()) as { tab: string; ids: string[] };
      removals.push(body);
      if (removeAnswer.code === '004') {
        items[body.tab] = (items[body.tab] ?? []).filter((i) => !body.ids.includes(i.id));
      }
      return HttpResponse.json(envelope(removeAnswer.code, null, removeAnswer.message), {
        status: removeAnswer.status,
      });
    }),
  );
});

const rows = () =>
  within(within(screen.getByRole('tabpanel')).getAllByRole('list')[0]!).getAllByRole('listitem');
const titles = () => rows().map((li) => within(li).getByRole('heading').textContent);

describe('WrittenHistoryPage', () => {
  it('shows the tabs the server offers, with totals, and one page at a time', async () => {
    const user = userEvent.setup();
    renderRoute(WrittenHistoryPage, { path: PATH, at: '/person/myhome/posts' });
    expect(await screen.findByRole('heading', { name: '내가 쓴 글 23개' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '내가 쓴 글 (23)',
      '내 댓글 (1)',
    ]);
    expect(listQueries).toEqual(['tab=posts&page=1']);
    expect(titles()).toHaveLength(20);
    const [first, second] = rows();
    expect(within(first!).getByRole('link', { name: '글 1' }).getAttribute('href')).toBe(
      '/person/certi-lang/commu/detail?postId=1',
    );
    expect(within(first!).getByText('본문 1의 앞부분입니다.')).toBeTruthy();
    expect(within(first!).getByText('2026.03.04 작성')).toBeTruthy();
    expect(within(second!).getByText('가려짐')).toBeTruthy();
    expect(within(second!).getByRole('link', { name: '글 2' }).getAttribute('href')).toBe(
      '/reported-content?kind=community-post&id=2',
    );
    expect(within(first!).queryByText('가려짐')).toBeNull();

    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    await waitFor(() => expect(titles()).toEqual(['글 21', '글 22', '글 23']));
    expect(listQueries.at(-1)).toBe('tab=posts&page=2');
    await waitFor(() =>
      expect(JSON.stringify(window.history.state)).toContain(
        '"ilteo:list:written-history:posts":{"page":2}',
      ),
    );
  });

  it('switches tabs through the address, and shows the post a comment is on', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(WrittenHistoryPage, { path: PATH, at: '/person/myhome/posts' });
    await screen.findByRole('heading', { name: '내가 쓴 글 23개' });
    await user.click(screen.getByRole('tab', { name: '내 댓글 (1)' }));
    expect(await screen.findByRole('heading', { name: '내 댓글 1개' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/person/myhome/comments');
    expect(screen.getByText('‘정보처리기사 실기 질문’에 단 댓글')).toBeTruthy();
    expect(await violations()).toEqual([]);
  });

  it('sends an unknown tab, or one the server does not offer, to the first tab', async () => {
    const { router } = renderRoute(WrittenHistoryPage, { path: PATH, at: '/person/myhome/nope' });
    await screen.findByRole('heading', { name: '내가 쓴 글 23개' });
    expect(router.state.location.pathname).toBe('/person/myhome/posts');

    await router.navigate('/person/myhome/reviews');
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/myhome/posts'));
  });

  it('deletes the selected items after asking, in one call, with a toast', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderRoute(WrittenHistoryPage, {
      path: PATH,
      at: '/person/myhome/posts',
    });
    // A community list the member saw before: stale once its posts are deleted here.
    queryClient.setQueryData(['community', 'list', { sort: 'latest', page: 1 }], { items: [] });
    await screen.findByRole('heading', { name: '내가 쓴 글 23개' });
    const removeChosen = () => screen.getByRole('button', { name: /^선택 삭제/ });
    expect(removeChosen()).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('checkbox', { name: '글 1 선택' }));
    await user.click(screen.getByRole('checkbox', { name: '글 3 선택' }));
    expect(removeChosen().textContent).toBe('선택 삭제 (2)');
    await user.click(removeChosen());
    const dialog = await screen.findByRole('dialog', { name: '선택 삭제' });
    expect(dialog.textContent).toContain('선택한 2개를 삭제하시겠습니까?');
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));

    expect(await screen.findByRole('heading', { name: '내가 쓴 글 21개' })).toBeTruthy();
    expect(removals).toEqual([{ tab: 'posts', ids: ['1', '3'] }]);
    expect(
      queryClient.getQueryState(['community', 'list', { sort: 'latest', page: 1 }])?.isInvalidated,
    ).toBe(true);
    expect(titles()).not.toContain('글 1');
    expect(screen.getByRole('tab', { name: '내가 쓴 글 (21)' })).toBeTruthy();
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['2개를 삭제했습니다.']);
    // No alert: the toast says it.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps nothing deleted when the server refuses, and says why', async () => {
    removeAnswer = { code: '102', status: 403, message: '요청에 대한 권한이 없습니다.' };
    const user = userEvent.setup();
    renderRoute(WrittenHistoryPage, { path: PATH, at: '/person/myhome/posts' });
    await screen.findByRole('heading', { name: '내가 쓴 글 23개' });
    await user.click(screen.getByRole('checkbox', { name: '이 페이지 전체 선택' }));
    expect(screen.getByRole('button', { name: /^선택 삭제/ }).textContent).toBe('선택 삭제 (20)');
    await user.click(screen.getByRole('button', { name: /^선택 삭제/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '선택 삭제' })).getByRole('button', {
        name: '삭제',
      }),
    );
    expect(await screen.findByText('요청에 대한 권한이 없습니다.')).toBeTruthy();
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('shows an empty tab with a way to the community', async () => {
    items.posts = [];
    renderRoute(WrittenHistoryPage, { path: PATH, at: '/person/myhome/posts' });
    expect(await screen.findByText('작성한 글이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '커뮤니티 보러 가기' }).getAttribute('href')).toBe(
      ROUTES.commuList.path,
    );
  });
});

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}
