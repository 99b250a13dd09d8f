import { API, ROUTES, type CommunityPost, COMMUNITY_API } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { useToastStore } from '@/shared/ui/toast/toast-store';
import { BareCommunityDetailPage } from './bare-detail-page';
import { CommunityDetailPage } from './detail-page';
import { commentPage, post } from './fixtures.test-data';

const DETAIL = ROUTES.commuDetail.path;
const AT = `${DETAIL}?postId=101`;

let views: unknown[];

function serve(result: unknown = { state: 'published', post: post() }) {
  server.use(
    http.get(COMMUNITY_API.detail, ({ request }) =>
      new URL(request.url).searchParams.get('postId') === '101'
        ? HttpResponse.json(envelope('001', result))
        : HttpResponse.json(envelope('202', null, '글을 찾을 수 없습니다.'), { status: 404 }),
    ),
    http.post(COMMUNITY_API.view, async ({ request }) => {
      views.push(await request.json());
      return HttpResponse.json(envelope('001', { counted: true, viewCount: 1235 }));
    }),
    http.get(COMMUNITY_API.comments, () => HttpResponse.json(envelope('001', commentPage([])))),
    http.get(COMMUNITY_API.me, () =>
      HttpResponse.json(envelope('001', { nickname: '합격가즈아', sanction: null })),
    ),
  );
}

const title = () =>
  screen.findByRole('heading', { level: 1, name: '정보처리기사 필기 한 번에 붙었습니다' });
const login = () => useAppStore.setState({ loginInfo: { loginId: 'jobseeker', name: '김일터' } });
const published = (patch: Partial<CommunityPost>) => ({ state: 'published', post: post(patch) });

beforeEach(() => {
  views = [];
});

describe('CommunityDetailPage', () => {
  it('shows the post with absolute image links and counts one view', async () => {
    serve(published({ updatedAt: '2025-03-02T01:00:00.000Z' }));
    renderRoute(CommunityDetailPage, { path: DETAIL, at: AT });
    await title();

    expect(screen.getByText('합격가즈아')).toBeTruthy();
    expect(screen.getByText('(수정됨)')).toBeTruthy();
    expect(screen.getByText('조회 1,234 · 추천 5 · 댓글 2')).toBeTruthy();
    expect(screen.getByText('3주').tagName).toBe('STRONG');
    const image = document.querySelector<HTMLImageElement>('.commu-body img');
    expect(image?.getAttribute('src')).toBe(
      `${window.location.origin}/api/v1/cmmn/file?saveName=a.png`,
    );
    expect(screen.getByRole('link', { name: '커뮤니티 목록' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '로그인하고 댓글을 남겨 보세요' })).toBeTruthy();
    await waitFor(() => expect(views).toEqual([{ postId: 101 }]));
  });

  it('goes on to /reported-content for a blinded post, in place of this entry', async () => {
    const path = '/reported-content?kind=community-post&id=101';
    serve({ state: 'reported', path });
    const { router } = renderRoute(CommunityDetailPage, { path: DETAIL, at: AT });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(path),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(views).toEqual([]);
  });

  it('says a deleted or unknown post is not there', async () => {
    serve();
    renderRoute(CommunityDetailPage, { path: DETAIL, at: `${DETAIL}?postId=5` });
    expect(await screen.findByRole('heading', { name: '글을 찾을 수 없습니다.' })).toBeTruthy();
  });

  it('likes the post with the server’s count, and asks a visitor to log in first', async () => {
    const user = userEvent.setup();
    serve();
    server.use(
      http.post(COMMUNITY_API.like, () =>
        HttpResponse.json(envelope('001', { liked: true, likeCount: 6 })),
      ),
    );
    const first = renderRoute(CommunityDetailPage, { path: DETAIL, at: AT });
    await title();
    await user.click(screen.getByRole('button', { name: /추천 5/ }));
    const ask = await screen.findByRole('dialog');
    expect(
      within(ask).getByText('로그인이 필요합니다. 로그인 페이지로 이동하시겠습니까?'),
    ).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: '취소' }));
    first.unmount();

    login();
    renderRoute(CommunityDetailPage, { path: DETAIL, at: AT });
    await title();
    const like = screen.getByRole('button', { name: /추천 5/ });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    await user.click(like);
    const liked = await screen.findByRole('button', { name: /추천 6/ });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
  });

  it('lets the author delete after asking, with a toast, back to the board', async () => {
    const user = userEvent.setup();
    login();
    serve(published({ author: { nickname: '합격가즈아', anonymous: false, mine: true } }));
    const deleted: string[] = [];
    server.use(
      http.delete(COMMUNITY_API.post, ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('postId') ?? '');
        return HttpResponse.json(envelope('004', null, '삭제되었습니다.'));
      }),
    );
    const { router } = renderRoute(CommunityDetailPage, { path: DETAIL, at: AT });
    await title();
    expect(screen.queryByRole('button', { name: '신고하기' })).toBeNull();
    expect(screen.getByRole('link', { name: '수정' }).getAttribute('href')).toBe(
      `${ROUTES.commuWrite.path}?postId=101`,
    );

    await user.click(screen.getByRole('button', { name: '삭제' }));
    const ask = await screen.findByRole('dialog', { name: '글 삭제' });
    await user.click(within(ask).getByRole('button', { name: '삭제' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `${ROUTES.commuList.path}?boardId=1`,
      ),
    );
    expect(deleted).toEqual(['101']);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['삭제되었습니다.']);
  });

  it('reports the post with the reasons of a post', async () => {
    const user = userEvent.setup();
    login();
    serve();
    const sent: unknown[] = [];
    server.use(
      http.post(API.person.report, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          envelope('601', null, '신고가 접수되었습니다. 내부 검토 후 처리하겠습니다.'),
          { status: 201 },
        );
      }),
    );
    renderRoute(CommunityDetailPage, { path: DETAIL, at: AT });
    await title();
    await user.click(screen.getByRole('button', { name: '신고하기' }));
    const dialog = await screen.findByRole('dialog', { name: '이 글 신고하기' });
    await user.click(within(dialog).getByRole('radio', { name: '욕설·비방' }));
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      { targetType: 'community-post', targetId: '101', reason: 'abuse', detail: '' },
    ]);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([
      '신고가 접수되었습니다. 내부 검토 후 처리하겠습니다.',
    ]);
  });
});

describe('BareCommunityDetailPage', () => {
  it('shows the same post without the way back to the list', async () => {
    serve();
    renderRoute(BareCommunityDetailPage, {
      path: ROUTES.bareCommuDetail.path,
      at: `${ROUTES.bareCommuDetail.path}?postId=101`,
    });
    await title();
    expect(screen.queryByRole('link', { name: '커뮤니티 목록' })).toBeNull();
    await waitFor(() => expect(views).toEqual([{ postId: 101 }]));
  });
});
