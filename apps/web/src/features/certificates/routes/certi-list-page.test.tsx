import { API, ROUTES } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { useAppStore } from '@/shared/stores/app-store';
import { CertiDetailPage } from './certi-detail-page';
import { CertiListPage } from './certi-list-page';
import { cert, certDetail, page, round } from './fixtures.test-data';

const LIST = ROUTES.certiList.path;

/** Every list request's query, in order. */
let asked: URLSearchParams[];

function serveList(respond: (q: URLSearchParams) => unknown) {
  server.use(
    http.get(API.certiLang.certList, ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      return HttpResponse.json(envelope('001', respond(q)));
    }),
  );
}

const items = [
  cert(),
  cert({
    code: '2290',
    name: '전기기사',
    registrationOpen: true,
    nextRound: round({ writtenRegStart: '2025-02-27', writtenRegEnd: '2025-03-03' }),
  }),
  cert({
    code: '7910',
    name: '한식조리기능사',
    grade: '기능사',
    interested: true,
    nextRound: round({
      writtenRegStart: '2025-02-10',
      writtenRegEnd: '2025-02-13',
      writtenExamStart: '2025-03-01',
      sample: true,
    }),
  }),
];

beforeEach(() => {
  asked = [];
  window.history.replaceState(null, '');
  // 2025-03-01 noon in Seoul; only Date is faked, timers stay real.
  vi.setSystemTime(new Date('2025-03-01T03:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('CertiListPage', () => {
  it('lists certificates with badges and D-days from today in Seoul', async () => {
    serveList(() => page(items));
    renderRoute(CertiListPage, { path: LIST });

    await screen.findByRole('link', { name: '정보처리기사' });
    const first = card('정보처리기사');
    expect(within(first).getByText('국가기술자격')).toBeTruthy();
    expect(within(first).getByText('기사')).toBeTruthy();
    expect(within(first).getByText('한국산업인력공단')).toBeTruthy();
    expect(within(first).getByText('D-3')).toBeTruthy();
    expect(within(first).getByText('필기 원서접수')).toBeTruthy();
    expect(within(card('전기기사')).getByText('접수 중')).toBeTruthy();
    const third = card('한식조리기능사');
    expect(within(third).getByText('D-Day')).toBeTruthy();
    expect(within(third).getByText('샘플 일정')).toBeTruthy();
    expect(
      within(third)
        .getByRole('button', { name: /^관심 자격증에서 빼기/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(first)
        .getByRole('button', { name: /^관심 자격증에 추가/ })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect(asked[0]?.toString()).toBe('sortBy=popularity&page=1&size=10');
  });

  it('asks again with the chosen filters, and a debounced keyword', async () => {
    const user = userEvent.setup();
    serveList(() => page(items));
    renderRoute(CertiListPage, { path: LIST });
    await screen.findByRole('link', { name: '정보처리기사' });

    await user.selectOptions(screen.getByRole('combobox', { name: '자격 종류' }), '국가기술자격');
    await waitFor(() => expect(asked.at(-1)?.get('kind')).toBe('national-technical'));

    await user.click(screen.getByRole('checkbox', { name: '지금 접수 중' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '시험 월' }), '3월');
    await user.selectOptions(screen.getByRole('combobox', { name: '정렬' }), '시험일순');
    await waitFor(() =>
      expect(asked.at(-1)?.toString()).toBe(
        'kind=national-technical&openNow=Y&examMonth=3&sortBy=nextExam&page=1&size=10',
      ),
    );

    await user.type(screen.getByRole('searchbox', { name: '자격증 검색' }), 'ㅈㅂㅊㄹ');
    await waitFor(() => expect(asked.at(-1)?.get('keyword')).toBe('ㅈㅂㅊㄹ'));
    // Typing did not send one request per letter.
    expect(asked.filter((q) => q.has('keyword'))).toHaveLength(1);
  });

  it('restores filters and page when coming back from a detail', async () => {
    const user = userEvent.setup();
    serveList((q) => page(items, Number(q.get('page')), 3));
    server.use(
      http.get(API.certiLang.certDetail, () => HttpResponse.json(envelope('001', certDetail()))),
    );
    const { router } = renderRoute(CertiListPage, {
      path: LIST,
      extra: [{ path: ROUTES.certiDetail.path, Component: CertiDetailPage }],
    });
    await screen.findByRole('link', { name: '정보처리기사' });

    await user.selectOptions(screen.getByRole('combobox', { name: '등급' }), '기사');
    await user.click(await screen.findByRole('button', { name: /^2\s?페이지$/ }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /^2\s?페이지$/ }).getAttribute('aria-current'),
      ).toBe('page'),
    );

    await user.click(screen.getByRole('link', { name: '정보처리기사' }));
    await screen.findByRole('heading', { level: 1, name: '정보처리기사' });
    expect(router.state.location.search).toBe('?code=1320');

    await router.navigate(-1);
    await screen.findByRole('link', { name: '정보처리기사' });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: '등급' }).value).toBe('기사');
    expect(screen.getByRole('button', { name: /^2\s?페이지$/ }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(asked.at(-1)?.toString()).toBe(
      'grade=%EA%B8%B0%EC%82%AC&sortBy=popularity&page=2&size=10',
    );
  });

  it('shows the change at once and takes it back when the server refuses', async () => {
    const user = userEvent.setup();
    useAppStore.setState({ loginInfo: { loginId: 'jobseeker' } });
    serveList(() => page(items));
    let answer: () => void = () => undefined;
    const sent: unknown[] = [];
    server.use(
      http.post(API.person.contentInterestChange, async ({ request }) => {
        sent.push(await request.json());
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json(envelope('202', null, '처리하지 못했습니다.'), { status: 400 });
      }),
    );
    renderRoute(CertiListPage, { path: LIST });
    await screen.findByRole('link', { name: '정보처리기사' });

    await user.click(
      within(card('정보처리기사')).getByRole('button', { name: /^관심 자격증에 추가/ }),
    );
    const toggled = within(card('정보처리기사')).getByRole('button', {
      name: /^관심 자격증에서 빼기/,
    });
    expect(toggled.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ contentType: 'certificate', contentId: '1320', interested: true });

    answer();
    await screen.findByRole('dialog');
    await waitFor(() =>
      expect(
        within(card('정보처리기사'))
          .getByRole('button', { name: /^관심 자격증에 추가/ })
          .getAttribute('aria-pressed'),
      ).toBe('false'),
    );
  });

  it('asks a visitor to log in and goes to the login page with the way back', async () => {
    const user = userEvent.setup();
    serveList(() => page(items));
    const posted = vi.fn();
    server.use(
      http.post(API.person.contentInterestChange, () => {
        posted();
        return HttpResponse.json(envelope('001', { interested: true, count: 1 }));
      }),
    );
    renderRoute(CertiListPage, { path: LIST, at: `${LIST}?sortBy=name` });
    await screen.findByRole('link', { name: '정보처리기사' });

    await user.click(
      within(card('정보처리기사')).getByRole('button', { name: /^관심 자격증에 추가/ }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('로그인이 필요합니다. 로그인 페이지로 이동하시겠습니까?'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    const where = await screen.findByTestId('elsewhere');
    const url = new URL(where.textContent, 'http://x');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('returnUrl')).toBe(`${LIST}?sortBy=name`);
    expect(posted).not.toHaveBeenCalled();
  });

  it('says when nothing matches and resets the filters', async () => {
    const user = userEvent.setup();
    serveList((q) => page(q.has('kind') ? [] : items));
    renderRoute(CertiListPage, { path: LIST, at: `${LIST}?kind=private` });

    expect(
      await screen.findByText('검색 결과가 없습니다. 검색어를 줄이거나 필터를 바꿔 보세요.'),
    ).toBeTruthy();
    expect(asked[0]?.get('kind')).toBe('private');
    await user.click(screen.getByRole('button', { name: '필터 초기화' }));
    await screen.findByRole('link', { name: '정보처리기사' });
    expect(asked.at(-1)?.toString()).toBe('sortBy=popularity&page=1&size=10');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get(API.certiLang.certList, () =>
        fail
          ? HttpResponse.json(envelope('203', null, '오류'), { status: 500 })
          : HttpResponse.json(envelope('001', page(items))),
      ),
    );
    renderRoute(CertiListPage, { path: LIST });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('자격증 목록을 불러오지 못했습니다.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await screen.findByRole('link', { name: '정보처리기사' });
  });
});
