import { API, ROUTES, STORAGE_KEYS, type SearchKind } from '@ilteo/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { group, result } from './fixtures.test-data';
import { GlobalSearchPage } from './global-search-page';

const PATH = ROUTES.globalSearch.path;
const at = (keyword: string) => `${PATH}?${new URLSearchParams({ keyword }).toString()}`;

/** Every search request's query, in order. */
let asked: URLSearchParams[];

const TOTALS: Record<SearchKind, number> = {
  posting: 12,
  company: 3,
  certificate: 0,
  'language-test': 1,
  'community-post': 0,
  'company-review': 0,
  'interview-review': 0,
  faq: 0,
  'guide-article': 0,
};

/** The overview for any keyword, or one kind's page; groups come back in a shuffled order. */
function serveSearch(totals: Record<SearchKind, number> = TOTALS) {
  server.use(
    http.get(API.search.all, ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      const keyword = q.get('keyword') ?? '';
      const kind = q.get('kind') as SearchKind | null;
      const page = Number(q.get('page'));
      const size = Number(q.get('size'));
      const groups = kind
        ? [group(kind, totals[kind], page, size)]
        : (['company', 'language-test', 'posting', 'certificate'] as const).map((k) =>
            group(k, totals[k], 1, size),
          );
      return HttpResponse.json(envelope('001', result(keyword, groups)));
    }),
    http.get(API.search.suggest, () => HttpResponse.json(envelope('001', []))),
  );
}

const groupSection = (name: RegExp) =>
  screen.getByRole('heading', { level: 2, name }).closest('section')!;

const searchBox = () => screen.getByRole('combobox', { name: '통합검색 검색어' });

const storedRecent = () =>
  JSON.parse(window.localStorage.getItem(STORAGE_KEYS.recentSearches) ?? 'null') as unknown;

beforeEach(() => {
  asked = [];
  window.history.replaceState(null, '');
});

describe('GlobalSearchPage', () => {
  it('shows every group in kind order with its count, first hits and links', async () => {
    serveSearch();
    renderRoute(GlobalSearchPage, { path: PATH, at: at('개발') });

    await screen.findByText('‘개발’ 검색 결과 16건');
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent.replace(/\s+/g, ' '));
    expect(titles).toEqual(['채용공고 12건', '기업 3건', '자격증 0건', '어학시험 1건']);

    const counts = within(screen.getByRole('list', { name: '종류별 결과 수' }));
    expect(counts.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '채용공고 12',
      '기업 3',
      '자격증 0',
      '어학시험 1',
    ]);

    const postings = groupSection(/^채용공고/);
    expect(within(postings).getAllByRole('link')).toHaveLength(5);
    expect(
      within(postings).getByRole('link', { name: '백엔드 개발자 채용 1' }).getAttribute('href'),
    ).toBe('/person/recrtinfo/detail?postingId=posting-1');
    expect(within(postings).getAllByText('서울 강남구')).toHaveLength(5);
    expect(
      within(groupSection(/^기업/))
        .getByRole('link', { name: '한빛데이터랩 1' })
        .getAttribute('href'),
    ).toBe('/person/company/info/detail?companyId=company-1');
    expect(within(groupSection(/^자격증/)).getByText('일치하는 결과가 없습니다.')).toBeTruthy();
    expect(
      within(groupSection(/^어학시험/))
        .getByRole('link', { name: '영어 말하기 시험 1' })
        .getAttribute('href'),
    ).toBe('/person/certi-lang/lang/detail?code=language-test-1');

    // Only groups with more pages offer 더 보기.
    expect(within(postings).getByRole('button', { name: /채용공고 더 보기/ })).toBeTruthy();
    expect(within(groupSection(/^기업/)).queryByRole('button', { name: /더 보기/ })).toBeNull();
    expect(asked.map((q) => q.toString())).toEqual([
      new URLSearchParams({ keyword: '개발', page: '1', size: '5' }).toString(),
    ]);
  });

  it('asks for one group’s next page with kind, and adds it below', async () => {
    const user = userEvent.setup();
    serveSearch();
    renderRoute(GlobalSearchPage, { path: PATH, at: at('개발') });
    await screen.findByRole('link', { name: '백엔드 개발자 채용 1' });

    const more = () => within(groupSection(/^채용공고/)).getByRole('button', { name: /더 보기/ });
    expect(more().textContent).toContain('(5/12)');
    await user.click(more());
    await screen.findByRole('link', { name: '백엔드 개발자 채용 10' });
    expect(asked.at(-1)?.get('kind')).toBe('posting');
    expect(asked.at(-1)?.get('page')).toBe('2');
    expect(asked.at(-1)?.get('keyword')).toBe('개발');
    expect(more().textContent).toContain('(10/12)');

    await user.click(more());
    await screen.findByRole('link', { name: '백엔드 개발자 채용 12' });
    expect(asked.at(-1)?.toString()).toBe(
      new URLSearchParams({ keyword: '개발', kind: 'posting', page: '3', size: '5' }).toString(),
    );
    // Every page is shown; the other groups were not asked again.
    expect(within(groupSection(/^채용공고/)).getAllByRole('link')).toHaveLength(12);
    expect(within(groupSection(/^채용공고/)).queryByRole('button', { name: /더 보기/ })).toBeNull();
    expect(asked.filter((q) => q.has('kind')).map((q) => q.get('kind'))).toEqual([
      'posting',
      'posting',
    ]);
  });

  it('keeps the keyword in the address: searching pushes it, Back restores the last one', async () => {
    const user = userEvent.setup();
    serveSearch();
    const { router } = renderRoute(GlobalSearchPage, { path: PATH, at: at('개발') });
    await screen.findByText('‘개발’ 검색 결과 16건');
    expect(searchBox()).toHaveProperty('value', '개발');

    await user.clear(searchBox());
    await user.type(searchBox(), 'ㄱㅂ{Enter}');
    await screen.findByText('‘ㄱㅂ’ 검색 결과 16건');
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('ㄱㅂ');
    expect(asked.at(-1)?.get('keyword')).toBe('ㄱㅂ');

    await router.navigate(-1);
    await screen.findByText('‘개발’ 검색 결과 16건');
    expect(searchBox()).toHaveProperty('value', '개발');
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('개발');
  });

  it('restores the pages shown per group when coming back from a hit', async () => {
    const user = userEvent.setup();
    serveSearch();
    const { router } = renderRoute(GlobalSearchPage, { path: PATH, at: at('개발') });
    await screen.findByRole('link', { name: '백엔드 개발자 채용 1' });
    await user.click(within(groupSection(/^채용공고/)).getByRole('button', { name: /더 보기/ }));
    await user.click(await screen.findByRole('link', { name: '백엔드 개발자 채용 7' }));
    expect(screen.getByTestId('elsewhere').textContent).toBe(
      '/person/recrtinfo/detail?postingId=posting-7',
    );

    await router.navigate(-1);
    expect(await screen.findByRole('link', { name: '백엔드 개발자 채용 10' })).toBeTruthy();
  });

  it('helps when nothing matched, pointing to the recruitment list', async () => {
    serveSearch({
      posting: 0,
      company: 0,
      certificate: 0,
      'language-test': 0,
      'community-post': 0,
      'company-review': 0,
      'interview-review': 0,
      faq: 0,
      'guide-article': 0,
    });
    renderRoute(GlobalSearchPage, { path: PATH, at: at('없는말') });

    await screen.findByText(/에 대한 검색 결과가 없습니다\./);
    expect(screen.getByText('없는말')).toBeTruthy();
    expect(screen.getByText(/맞춤법과 띄어쓰기/)).toBeTruthy();
    expect(screen.getByText(/ㄱㅂ → 개발/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '채용정보 둘러보기' }).getAttribute('href')).toBe(
      ROUTES.recruitList.path,
    );
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('says so when the search fails, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get(API.search.all, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        if (fail) return HttpResponse.json(envelope('201', null, '오류'), { status: 500 });
        return HttpResponse.json(envelope('001', result('개발', [group('posting', 1)])));
      }),
    );
    renderRoute(GlobalSearchPage, { path: PATH, at: at('개발') });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('검색 결과를 불러오지 못했습니다.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: '백엔드 개발자 채용 1' })).toBeTruthy();
  });

  it('stores searches newest first without duplicates, and removes them one by one or all', async () => {
    const user = userEvent.setup();
    serveSearch();
    const { router } = renderRoute(GlobalSearchPage, { path: PATH });
    expect(await screen.findByText('최근 검색어가 없습니다.')).toBeTruthy();
    expect(asked).toHaveLength(0);

    for (const keyword of ['개발', 'ㄱㅂ', '개발']) {
      await user.clear(searchBox());
      await user.type(searchBox(), `${keyword}{Enter}`);
      await screen.findByText(`‘${keyword}’ 검색 결과 16건`);
    }
    expect(storedRecent()).toEqual(['개발', 'ㄱㅂ']);

    await router.navigate(PATH);
    const list = within(await screen.findByRole('region', { name: '최근 검색어' }));
    expect(list.getAllByRole('link').map((a) => a.textContent)).toEqual(['개발', 'ㄱㅂ']);
    expect(list.getByRole('link', { name: 'ㄱㅂ' }).getAttribute('href')).toBe(at('ㄱㅂ'));

    await user.click(list.getByRole('button', { name: '최근 검색어 개발 삭제' }));
    expect(storedRecent()).toEqual(['ㄱㅂ']);
    expect(list.getAllByRole('link').map((a) => a.textContent)).toEqual(['ㄱㅂ']);
    // Focus moves to the next entry's delete button instead of getting lost.
    expect(document.activeElement).toBe(
      list.getByRole('button', { name: '최근 검색어 ㄱㅂ 삭제' }),
    );

    await user.click(list.getByRole('button', { name: '전체 삭제' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.recentSearches)).toBeNull();
    expect(list.getByText('최근 검색어가 없습니다.')).toBeTruthy();
  });

  it('asks for nothing and explains the limit when the address holds a keyword too long', async () => {
    serveSearch();
    renderRoute(GlobalSearchPage, { path: PATH, at: at('가'.repeat(51)) });
    expect((await screen.findByRole('alert')).textContent).toBe(
      '검색어는 50자 이하로 입력해 주세요.',
    );
    expect(asked).toHaveLength(0);
  });

  it('does not search for an empty box', async () => {
    const user = userEvent.setup();
    serveSearch();
    const { router } = renderRoute(GlobalSearchPage, { path: PATH });
    await user.type(searchBox(), '   {Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('검색어를 입력해 주세요.');
    expect(searchBox().getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.search).toBe('');
    expect(asked).toHaveLength(0);
  });
});
