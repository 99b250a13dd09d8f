import { API, CODE_GROUPS, ROUTES, COMPANY_API } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { CompanyListPage } from './company-list-page';
import { card, companyPage } from './company-fixtures.test-data';

const LIST = ROUTES.companyInfo.path;

const CODES = {
  [CODE_GROUPS.companyType]: [
    { cd: '01', name: '중소기업', upperCd: null, level: 1 },
    { cd: '02', name: '대기업', upperCd: null, level: 1 },
  ],
  [CODE_GROUPS.companySize]: [{ cd: '03', name: '50~99명', upperCd: null, level: 1 }],
  [CODE_GROUPS.region]: [
    { cd: '00000', name: '지역무관', upperCd: null, level: 1 },
    { cd: '11000', name: '서울특별시', upperCd: null, level: 1 },
    { cd: '11680', name: '강남구', upperCd: '11000', level: 2 },
  ],
};

let queries: URLSearchParams[];

function serve(
  items = [
    card(),
    card({ companyId: 8, name: '바른식품', rating: null, reviewCount: 0, openPostingCount: 0 }),
  ],
) {
  server.use(
    http.get(COMPANY_API.list, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      return HttpResponse.json(envelope('001', companyPage(items, { total: 41, totalPages: 3 })));
    }),
    http.get(API.cmmn.codes, () => HttpResponse.json(envelope('001', CODES))),
  );
}

const lastQuery = () => Object.fromEntries(queries.at(-1) ?? []);

beforeEach(() => {
  queries = [];
  // The list keeps its filters in the history entry; each test starts without one.
  window.history.replaceState(null, '');
});

describe('CompanyListPage', () => {
  it('shows each company as a card with its rating and open postings', async () => {
    serve();
    renderRoute(CompanyListPage, { path: LIST });
    const link = await screen.findByRole('link', { name: '일터소프트' });
    expect(link.getAttribute('href')).toBe(`${ROUTES.companyDetail.path}?companyId=7`);
    expect(screen.getByRole('heading', { level: 2, name: '기업 41곳' })).toBeTruthy();
    const first = link.closest('article');
    expect(first && within(first).getByText('3.8')).toBeTruthy();
    expect(first && within(first).getByText('채용 중 3건')).toBeTruthy();
    expect(screen.getByText('리뷰 없음')).toBeTruthy();
    expect(screen.getByText('채용 중인 공고 없음')).toBeTruthy();
    expect(lastQuery()).toEqual({ sort: 'rating', page: '1' });
  });

  it('sends the chosen filters and keeps them in the address', async () => {
    const user = userEvent.setup();
    serve();
    const { router } = renderRoute(CompanyListPage, { path: LIST });
    await screen.findByRole('link', { name: '일터소프트' });

    await user.click(screen.getByText('업종', { selector: 'summary' }));
    await user.click(screen.getByRole('checkbox', { name: '게임' }));
    await user.click(screen.getByText('지역', { selector: 'summary' }));
    await user.click(await screen.findByRole('checkbox', { name: '서울특별시' }));
    expect(screen.queryByRole('checkbox', { name: '지역무관' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: '정렬' }), '리뷰 많은순');
    await user.type(screen.getByRole('searchbox', { name: '기업 검색' }), 'ㅇㅌ{Enter}');

    await waitFor(() =>
      expect(lastQuery()).toEqual({
        q: 'ㅇㅌ',
        industry: 'game',
        region: '11',
        sort: 'reviews',
        page: '1',
      }),
    );
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        q: 'ㅇㅌ',
        industry: 'game',
        region: '11',
        sort: 'reviews',
      }),
    );
    expect(router.state.historyAction).toBe('REPLACE');

    await user.click(screen.getByRole('button', { name: /^2\s*페이지$/ }));
    await waitFor(() => expect(lastQuery().page).toBe('2'));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
  });

  it('opens with the filters of its address', async () => {
    serve();
    renderRoute(CompanyListPage, {
      path: LIST,
      at: `${LIST}?industry=game,bogus&companyType=02&sort=postings&page=2`,
    });
    await screen.findByRole('link', { name: '일터소프트' });
    expect(lastQuery()).toEqual({
      industry: 'game',
      companyType: '02',
      sort: 'postings',
      page: '2',
    });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '게임' }).checked).toBe(true);
    expect(
      (await screen.findByRole<HTMLInputElement>('checkbox', { name: '대기업' })).checked,
    ).toBe(true);
  });

  it('says when nothing matches and when the list fails', async () => {
    serve([]);
    renderRoute(CompanyListPage, { path: LIST, at: `${LIST}?q=없는회사` });
    expect(await screen.findByText('조건에 맞는 기업이 없습니다.')).toBeTruthy();

    server.use(
      http.get(COMPANY_API.list, () =>
        HttpResponse.json(envelope('203', null, '오류'), { status: 500 }),
      ),
    );
    renderRoute(CompanyListPage, { path: LIST, at: `${LIST}?q=다른회사` });
    expect(
      await screen.findByText('기업 목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.'),
    ).toBeTruthy();
  });

  it('has no axe violations', { timeout: 30_000 }, async () => {
    serve();
    renderRoute(CompanyListPage, { path: LIST, at: `${LIST}?industry=game` });
    await screen.findByRole('link', { name: '일터소프트' });
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
