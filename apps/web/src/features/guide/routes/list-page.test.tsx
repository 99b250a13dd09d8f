import { GUIDE_API, ROUTES } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { item, page } from './fixtures.test-data';
import { GuideListPage } from './list-page';

const LIST = ROUTES.guideList.path;
let asked: URLSearchParams[];

function serve(respond: (q: URLSearchParams) => unknown = () => page()) {
  server.use(
    http.get(GUIDE_API.list, ({ request }) => {
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

describe('GuideListPage', () => {
  it('shows cards with a drawn or uploaded cover, reading time and views, axe clean', async () => {
    serve(() =>
      page({ items: [item(), item({ articleId: 8, title: '표지 있는 글', coverUrl: '/c.png' })] }),
    );
    const { container } = renderRoute(GuideListPage, { path: LIST });
    const card = (await screen.findByRole('link', { name: '자기소개서 첫 문장 쓰는 법' })).closest(
      'article',
    )!;
    expect(within(card).getByText('4분 읽기')).toBeTruthy();
    expect(within(card).getByText('조회 1,234')).toBeTruthy();
    expect(within(card).getByText('2026.11.20')).toBeTruthy();
    expect(card.querySelector('.guide-cover--drawn.guide-cover--resume')).toBeTruthy();
    const covered = screen.getByRole('link', { name: '표지 있는 글' }).closest('article')!;
    expect(covered.querySelector('img')?.getAttribute('src')).toBe('/c.png');
    expect(
      screen.getByRole('link', { name: '자기소개서 첫 문장 쓰는 법' }).getAttribute('href'),
    ).toBe('/person/guide/detail?guideId=7');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('filters by category and words, pages, and restores them on Back', async () => {
    const user = userEvent.setup();
    serve((q) => page({ page: Number(q.get('page')), totalPages: 3, total: 30 }));
    const { router } = renderRoute(GuideListPage, { path: LIST });
    await screen.findByRole('link', { name: '자기소개서 첫 문장 쓰는 법' });
    expect(asked.at(-1)?.toString()).toBe('page=1');

    await user.click(screen.getByRole('tab', { name: '면접' }));
    await waitFor(() => expect(asked.at(-1)?.toString()).toBe('category=interview&page=1'));
    await user.type(screen.getByRole('searchbox', { name: '취업 가이드 검색' }), '첫 질문{Enter}');
    await waitFor(() =>
      expect(asked.at(-1)?.toString()).toBe(
        'category=interview&q=%EC%B2%AB+%EC%A7%88%EB%AC%B8&page=1',
      ),
    );
    await user.click(await screen.findByRole('button', { name: /^2\s?페이지$/ }));
    await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('2'));

    await user.click(screen.getByRole('link', { name: '자기소개서 첫 문장 쓰는 법' }));
    await waitFor(() => expect(router.state.location.search).toBe('?guideId=7'));
    await router.navigate(-1);
    await screen.findByRole('link', { name: '자기소개서 첫 문장 쓰는 법' });
    await waitFor(() =>
      expect(asked.at(-1)?.toString()).toBe(
        'category=interview&q=%EC%B2%AB+%EC%A7%88%EB%AC%B8&page=2',
      ),
    );
    expect(screen.getByRole('tab', { name: '면접' }).getAttribute('aria-selected')).toBe('true');
  });

  it('reads the category from the address and says when nothing matched', async () => {
    serve(() => page({ items: [], total: 0, totalPages: 0 }));
    renderRoute(GuideListPage, { path: LIST, at: `${LIST}?category=certi&q=없는말` });
    expect(
      await screen.findByText('검색 결과가 없습니다. 다른 검색어로 찾아 보세요.'),
    ).toBeTruthy();
    expect(asked.at(-1)?.get('category')).toBe('certi');
  });

  it('offers 다시 시도 when the list cannot load', async () => {
    server.use(
      http.get(GUIDE_API.list, () =>
        HttpResponse.json(envelope('999', null, '오류'), { status: 500 }),
      ),
    );
    renderRoute(GuideListPage, { path: LIST });
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});
