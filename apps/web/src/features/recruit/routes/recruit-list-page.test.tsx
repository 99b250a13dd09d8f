import { API, ROUTES } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { deviceInfoForWidth, useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { facets, page, POSTINGS, serveLookups } from './fixtures.test-data';
import { RecruitInternPage } from './recruit-intern-page';
import { RecruitListPage } from './recruit-list-page';

const LIST = ROUTES.recruitList.path;

/** Every list and facet request's query, in order. */
let asked: URLSearchParams[];
let facetAsked: URLSearchParams[];

function serveList(respond: (q: URLSearchParams) => unknown, facetData = facets()) {
  server.use(
    http.get(API.recruit.list, ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      return HttpResponse.json(envelope('001', respond(q)));
    }),
    http.get(API.recruit.facets, ({ request }) => {
      facetAsked.push(new URL(request.url).searchParams);
      return HttpResponse.json(envelope('001', facetData));
    }),
  );
}

const last = () => asked.at(-1)?.toString();
const openSection = async (user: ReturnType<typeof userEvent.setup>, name: RegExp) => {
  const toggle = screen.getByRole('button', { name });
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
};

beforeEach(() => {
  asked = [];
  facetAsked = [];
  window.history.replaceState(null, '');
  useAppStore.setState({ deviceInfo: deviceInfoForWidth(1280) });
  serveLookups();
});

describe('RecruitListPage', () => {
  it('lists open postings with D-days, intern badges and counts', async () => {
    serveList(() => page(POSTINGS));
    renderRoute(RecruitListPage, { path: LIST });

    expect(await screen.findByRole('heading', { level: 1, name: '채용정보' })).toBeTruthy();
    await screen.findByRole('link', { name: '백엔드 개발자 (Node.js) 신입 채용' });
    expect(screen.getByRole('heading', { level: 2, name: '채용공고 3건' })).toBeTruthy();
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByText('D-3')).toBeTruthy();
    expect(within(first).getByRole('button', { name: /^관심 공고에 추가/ })).toBeTruthy();
    expect(screen.getByText('상시채용')).toBeTruthy();
    expect(screen.getByText('인턴')).toBeTruthy();
    expect(screen.getByText('D-Day')).toBeTruthy();
    expect(asked[0]?.toString()).toBe('sortBy=latest&sortType=desc&page=1&size=20');
    await waitFor(() => expect(facetAsked[0]?.toString()).toBe(''));
  });

  // Many controls in one flow; each click re-renders the whole list, so allow it time.
  it(
    'sends the chosen filters comma-joined, with facet counts beside the values',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      serveList(() => page(POSTINGS));
      renderRoute(RecruitListPage, { path: LIST });
      await screen.findByRole('link', { name: '백엔드 개발자 (Node.js) 신입 채용' });

      await openSection(user, /^근무지역/);
      await user.click(await screen.findByRole('checkbox', { name: /^강남구/ }));
      await user.click(screen.getByRole('checkbox', { name: /^서초구/ }));
      await waitFor(() => expect(asked.at(-1)?.get('regions')).toBe('11680,11650'));

      await openSection(user, /^경력/);
      await user.click(screen.getByRole('checkbox', { name: /^신입/ }));
      await user.click(screen.getByRole('checkbox', { name: /^경력/ }));
      await user.selectOptions(screen.getByRole('combobox', { name: '내 경력 연수' }), '경력 3년');

      await openSection(user, /^학력/);
      const college = screen.getByRole('checkbox', { name: /^대졸\(4년\)/ });
      expect(college.closest('label')?.textContent).toContain('2건');
      await user.click(college);
      await user.click(screen.getByRole('checkbox', { name: /^고졸/ }));

      await openSection(user, /^마감일/);
      await user.click(screen.getByRole('radio', { name: /^3일 이내 마감/ }));
      await user.selectOptions(screen.getByRole('combobox', { name: '정렬' }), '급여 낮은순');

      await waitFor(() =>
        expect(last()).toBe(
          new URLSearchParams({
            regions: '11680,11650',
            careers: 'N,E',
            careerYears: '3',
            educations: '03,05',
            deadline: 'within3',
            sortBy: 'salary',
            sortType: 'asc',
            page: '1',
            size: '20',
          }).toString(),
        ),
      );
      expect(facetAsked.at(-1)?.get('educations')).toBe('03,05');

      const chips = screen.getByRole('list', { name: '선택한 조건' });
      await user.click(within(chips).getByRole('button', { name: /서울특별시 강남구/ }));
      await waitFor(() => expect(asked.at(-1)?.get('regions')).toBe('11650'));
      await user.click(screen.getByRole('button', { name: '초기화' }));
      await waitFor(() => expect(screen.queryByRole('list', { name: '선택한 조건' })).toBeNull());
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: '정렬' }).value).toBe(
        'latest:desc',
      );
      // The unfiltered first page is still fresh in the cache, so it shows without a new request.
      expect(screen.getByRole('heading', { level: 2, name: '채용공고 3건' })).toBeTruthy();
    },
  );

  it('sends the keyword as typed, % _ and quotes included', async () => {
    const user = userEvent.setup();
    serveList(() => page(POSTINGS));
    renderRoute(RecruitListPage, { path: LIST });
    await screen.findByRole('link', { name: '백엔드 개발자 (Node.js) 신입 채용' });

    await user.type(screen.getByRole('searchbox', { name: '채용공고 검색' }), `100%_"개발'{Enter}`);
    await waitFor(() => expect(asked.at(-1)?.get('keyword')).toBe(`100%_"개발'`));
    expect(screen.getByRole('button', { name: /‘100%_"개발'’/ })).toBeTruthy();
  });

  it('restores filters and page when coming back from a posting', async () => {
    const user = userEvent.setup();
    serveList((q) => page(POSTINGS, Number(q.get('page')), 3));
    const { router } = renderRoute(RecruitListPage, { path: LIST });
    await screen.findByRole('link', { name: '백엔드 개발자 (Node.js) 신입 채용' });

    await openSection(user, /^경력/);
    await user.click(screen.getByRole('checkbox', { name: /^신입/ }));
    await user.click(await screen.findByRole('button', { name: /^2\s?페이지$/ }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /^2\s?페이지$/ }).getAttribute('aria-current'),
      ).toBe('page'),
    );

    await user.click(screen.getByRole('link', { name: '백엔드 개발자 (Node.js) 신입 채용' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(
      '/person/recrtinfo/detail?postingId=31',
    );

    await router.navigate(-1);
    await screen.findByRole('link', { name: '백엔드 개발자 (Node.js) 신입 채용' });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /^신입/ }).checked).toBe(true);
    expect(screen.getByRole('button', { name: /^2\s?페이지$/ }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(last()).toBe('careers=N&sortBy=latest&sortType=desc&page=2&size=20');
  });

  it('opens with filters from a link and shows them as chips', async () => {
    serveList(() => page(POSTINGS.slice(0, 1)));
    renderRoute(RecruitListPage, {
      path: LIST,
      at: `${LIST}?companyId=12&keyword=${encodeURIComponent('개발')}&regions=11680&bogus=1`,
    });
    await screen.findByRole('link', { name: '백엔드 개발자 (Node.js) 신입 채용' });
    expect(asked[0]?.toString()).toBe(
      'keyword=%EA%B0%9C%EB%B0%9C&regions=11680&companyId=12&sortBy=latest&sortType=desc&page=1&size=20',
    );
    const chips = screen.getByRole('list', { name: '선택한 조건' });
    await waitFor(() => expect(within(chips).getByText('서울특별시 강남구')).toBeTruthy());
    expect(within(chips).getByText('가람소프트')).toBeTruthy();
    expect(within(chips).getByText('‘개발’')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('개발');
  });

  it('says which filter to drop when nothing matches', async () => {
    const user = userEvent.setup();
    serveList(
      (q) => page(q.has('educations') ? [] : POSTINGS),
      facets({ educations: { '03': 4, '05': 5, '07': 0 } }),
    );
    renderRoute(RecruitListPage, { path: LIST, at: `${LIST}?educations=07` });

    expect(await screen.findByText('조건에 맞는 공고가 없습니다.')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '학력 조건 빼기 (9건)' }));
    await screen.findByRole('link', { name: '백엔드 개발자 (Node.js) 신입 채용' });
    expect(last()).toBe('sortBy=latest&sortType=desc&page=1&size=20');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    serveList(() => page(POSTINGS));
    server.use(
      http.get(API.recruit.list, () =>
        fail
          ? HttpResponse.json(envelope('203', null, '오류'), { status: 500 })
          : HttpResponse.json(envelope('001', page(POSTINGS))),
      ),
    );
    renderRoute(RecruitListPage, { path: LIST });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('채용공고를 불러오지 못했습니다.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await screen.findByRole('link', { name: '백엔드 개발자 (Node.js) 신입 채용' });
  });

  it('puts the filters in a sheet on a phone', async () => {
    const user = userEvent.setup();
    useAppStore.setState({ deviceInfo: deviceInfoForWidth(390) });
    serveList(() => page(POSTINGS));
    renderRoute(RecruitListPage, { path: LIST });
    await screen.findByRole('link', { name: '백엔드 개발자 (Node.js) 신입 채용' });
    expect(screen.queryByRole('button', { name: /^근무지역/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: '상세 조건' }));
    const sheet = await screen.findByRole('dialog', { name: '상세 조건' });
    await user.click(within(sheet).getByRole('button', { name: /^기업형태/ }));
    await user.click(within(sheet).getByRole('checkbox', { name: /^중소기업/ }));
    await waitFor(() => expect(asked.at(-1)?.get('companyTypes')).toBe('06'));
    await user.click(within(sheet).getByRole('button', { name: '3건 보기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: '상세 조건 (1)' })).toBeTruthy();
  });
});

describe('RecruitInternPage', () => {
  it('always asks for intern postings, with its own title and state', async () => {
    serveList(() => page(POSTINGS.slice(2)));
    renderRoute(RecruitInternPage, { path: ROUTES.recruitIntern.path });
    expect(await screen.findByRole('heading', { level: 1, name: '인턴 채용' })).toBeTruthy();
    await screen.findByRole('link', { name: '프론트엔드 인턴' });
    expect(asked[0]?.toString()).toBe('intern=Y&sortBy=latest&sortType=desc&page=1&size=20');
    await waitFor(() => expect(facetAsked[0]?.toString()).toBe('intern=Y'));
  });
});
