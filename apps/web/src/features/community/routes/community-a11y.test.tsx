import { ROUTES, COMMUNITY_API } from '@ilteo/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { CommunityDetailPage } from './detail-page';
import { BOARDS, comment, commentPage, post, postPage, reply, summary } from './fixtures.test-data';
import { CommunityListPage } from './list-page';

/**
 * axe on the rendered screens. Colour contrast needs real layout (the E2E
 * run checks it), and `region` needs the app shell's landmarks.
 */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('community screens have no axe violations', () => {
  it('the list with notices', { timeout: 30_000 }, async () => {
    server.use(
      http.get(COMMUNITY_API.boards, () => HttpResponse.json(envelope('001', BOARDS))),
      http.get(COMMUNITY_API.list, () =>
        HttpResponse.json(
          envelope(
            '001',
            postPage({
              totalPages: 3,
              notices: [summary({ postId: 7, title: '이용 안내', pinned: true })],
            }),
          ),
        ),
      ),
    );
    renderRoute(CommunityListPage, { path: ROUTES.commuList.path });
    await screen.findByRole('link', { name: '이용 안내' });
    expect(await violations()).toEqual([]);
  });

  it(
    'the detail with comments, a reply form and the report dialog',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      useAppStore.setState({ loginInfo: { loginId: 'jobseeker' } });
      server.use(
        http.get(COMMUNITY_API.detail, () =>
          HttpResponse.json(envelope('001', { state: 'published', post: post() })),
        ),
        http.post(COMMUNITY_API.view, () =>
          HttpResponse.json(envelope('001', { counted: true, viewCount: 1 })),
        ),
        http.get(COMMUNITY_API.me, () =>
          HttpResponse.json(envelope('001', { nickname: '합격가즈아', sanction: null })),
        ),
        http.get(COMMUNITY_API.comments, () =>
          HttpResponse.json(
            envelope(
              '001',
              commentPage([
                comment({ commentId: 201 }, [reply({ commentId: 202, parentId: 201 })]),
                comment({ commentId: 203, state: 'deleted', body: '삭제된 댓글입니다.' }),
              ]),
            ),
          ),
        ),
      );
      renderRoute(CommunityDetailPage, {
        path: ROUTES.commuDetail.path,
        at: `${ROUTES.commuDetail.path}?postId=101`,
      });
      await screen.findAllByText('축하합니다!');
      await user.click(screen.getAllByRole('button', { name: '답글' })[0]!);
      expect(await violations()).toEqual([]);
      await user.click(screen.getByRole('button', { name: '신고하기' }));
      await screen.findByRole('dialog', { name: '이 글 신고하기' });
      expect(await violations()).toEqual([]);
    },
  );
});
