import { API, type SideMenuItem, APPLICATION_API, SUPPORT_API } from '@ilteo/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsProvider, type AnalyticsEvent } from '@/shared/lib/analytics';
import { useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { AppProvider } from './provider';
import { buildRoutes } from './routes/route-table';

let events: AnalyticsEvent[] = [];
let restoreAnalytics: () => void = () => undefined;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  useAppStore.getState().setViewportWidth(width);
}

/**
 * The site's header. Testing Library gives every <header> the banner role,
 * also a page's own heading block inside <main> (PageFrame), which browsers
 * and axe do not; the site's comes first.
 */
function siteHeader(): HTMLElement {
  const [first] = screen.getAllByRole('banner');
  if (!first) throw new Error('no site header');
  return first;
}

function renderApp(entry: InitialEntry) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [entry] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

beforeEach(() => {
  // The route guard asks before every screen outside the skip list.
  server.use(
    http.get(API.auth.verifyRouter, () =>
      HttpResponse.json({ code: '001', message: '', data: null }),
    ),
    // The login screen asks which SNS logins are on.
    http.get(API.account.snsProviders, () =>
      HttpResponse.json({ code: '001', message: '', data: [] }),
    ),
    // The main page's blocks, empty: these tests are about the shell around them.
    http.get(API.main.themes, () =>
      HttpResponse.json({
        code: '001',
        message: '',
        data: { themes: [], selectedIds: [], customised: false, max: 5 },
      }),
    ),
    http.get(API.main.postingsByTheme, () =>
      HttpResponse.json({ code: '001', message: '', data: [] }),
    ),
    http.get(API.main.postingsByPaidService, () =>
      HttpResponse.json({ code: '001', message: '', data: [] }),
    ),
    http.get(API.main.certToday, () => HttpResponse.json({ code: '001', message: '', data: null })),
    // The FAQ screen the navigation tests visit, empty.
    http.get(SUPPORT_API.faq, () => HttpResponse.json({ code: '001', message: '', data: [] })),
  );
  events = [];
  restoreAnalytics = setAnalyticsProvider({ name: 'memory', send: (e) => events.push(e) });
  setWidth(1280);
});

afterEach(() => {
  restoreAnalytics();
});

describe('app shell', () => {
  it('redirects / to the main page and titles it', async () => {
    const router = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: '메인' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/person/main');
    // Replaced, so Back from the main page does not bounce through `/` again.
    expect(router.state.historyAction).toBe('REPLACE');
    // Set by an effect after the screen's commit, which may come a tick after the heading.
    await waitFor(() => expect(document.title).toBe('메인 | 일터'));
  });

  it('sends /company to the company information screen', async () => {
    const router = renderApp('/company');
    expect(await screen.findByRole('heading', { level: 1, name: '기업정보' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/person/company/info');
  });

  it('shows the API guide, the last screen to be built, in the login layout with its own title', async () => {
    // Every route of the table has its screen now (issue 24); 준비 중 stays only as the fallback.
    renderApp('/bare/api/guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'API 이용 안내' })).toBeTruthy();
    expect(screen.queryByText('이 화면은 지금 준비하고 있습니다.')).toBeNull();
    expect(document.querySelector('.login-layout')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('API 이용 안내 | 일터'));
  });

  it('puts a client screen inside the site chrome', async () => {
    renderApp('/person/support/faq');
    expect(await screen.findByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeTruthy();
    expect(siteHeader()).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '주요 메뉴' })).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: '본문 바로가기' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each(['/no/such/page', '/invalid-path'])(
    'shows the Korean not-found page for %s',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: '메인으로 가기' }).getAttribute('href')).toBe(
        '/person/main',
      );
      expect(screen.getByRole('main')).toBeTruthy();
      await waitFor(() => expect(document.title).toBe('페이지를 찾을 수 없습니다 | 일터'));
    },
  );

  it('puts login screens in the centred card layout without the site header', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).toBeNull();
    expect(screen.getByRole('link', { name: '일터 메인으로' }).getAttribute('href')).toBe(
      '/person/main',
    );
  });

  it('shows bare screens without chrome', async () => {
    renderApp('/bare/pbcg/bti/test');
    expect(await screen.findByRole('heading', { level: 1, name: '직업 성향 검사' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('records a page_view for every navigation and scrolls to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const router = renderApp('/person/main');
    await screen.findByRole('heading', { level: 1, name: '메인' });
    await act(() => router.navigate('/person/support/faq?page=2'));
    await screen.findByRole('heading', { level: 1, name: '자주 묻는 질문' });
    await waitFor(() =>
      expect(events.map((e) => [e.name, e.path, e.title])).toEqual([
        ['page_view', '/person/main', '메인'],
        ['page_view', '/person/support/faq?page=2', '자주 묻는 질문'],
      ]),
    );
    // Once: the first screen of a visit starts at the top without being scrolled there.
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    // Focus moves to the new page without scrolling away from the top.
    expect(document.activeElement?.id).toBe('main-content');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('keeps params handed over in history state under the path', async () => {
    renderApp({ pathname: '/person/guide/detail', state: { params: { guideId: 12 } } });
    // Stored by an effect when the screen mounts (whatever its data does).
    await waitFor(() =>
      expect(useAppStore.getState().pageInfo).toEqual([
        { pageId: '/person/guide/detail', params: { guideId: 12 } },
      ]),
    );
  });

  it('tracks the device class from the window width and marks the body', async () => {
    setWidth(1280);
    renderApp('/person/main');
    await screen.findByRole('heading', { level: 1, name: '메인' });
    expect(document.body.classList.contains('app')).toBe(false);

    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 400 });
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() =>
      expect(useAppStore.getState().deviceInfo).toEqual({
        isMobile: true,
        isMobile480: true,
        isMobile1024: true,
      }),
    );
    expect(document.body.classList.contains('app')).toBe(true);

    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1000 });
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() =>
      expect(useAppStore.getState().deviceInfo).toEqual({
        isMobile: false,
        isMobile480: false,
        isMobile1024: true,
      }),
    );
    expect(document.body.classList.contains('app')).toBe(true);
  });

  it('sets the scrolled flag past 10 px', async () => {
    renderApp('/person/main');
    await screen.findByRole('heading', { level: 1, name: '메인' });
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 11 });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(useAppStore.getState().scrollInfo).toBe(true);
    // The body mirrors the flag in a layout effect, after the shell re-renders
    // (which a route chunk still loading can hold back).
    await waitFor(() => expect(document.body.dataset.scrolled).toBe('true'));
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 10 });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(useAppStore.getState().scrollInfo).toBe(false);
    await waitFor(() => expect(document.body.dataset.scrolled).toBe('false'));
  });

  it('shows the mobile sub header with a back button on detail pages', async () => {
    setWidth(390);
    renderApp('/person/notice/detail');
    const header = await waitFor(siteHeader);
    expect(await within(header).findByText('공지사항 상세')).toBeTruthy();
    expect(within(header).getByRole('button', { name: '이전 페이지로' })).toBeTruthy();
  });

  it('shows the mobile main header on the main page and the my-home header there', async () => {
    setWidth(390);
    const router = renderApp('/person/main');
    await screen.findByRole('heading', { level: 1, name: '메인' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: '통합검색' })).toBeTruthy();

    // 지원 현황 loads its list; an empty one is enough for the header.
    server.use(
      http.get(APPLICATION_API.list, () =>
        HttpResponse.json({
          code: '001',
          message: '',
          data: { items: [], page: 1, size: 10, total: 0, totalPages: 1 },
        }),
      ),
    );
    await act(() => router.navigate('/person/myhome/applications'));
    await screen.findByRole('heading', { level: 1, name: '지원 현황' });
    // The page frame's own <header> counts as a banner in jsdom; the layout's comes first.
    const header = screen.getAllByRole('banner')[0]!;
    expect(within(header).getByRole('link', { name: '마이홈' }).getAttribute('href')).toBe(
      '/person/myhome/home',
    );
  });

  it('shows login links to visitors and name, 마이홈 and 로그아웃 to members', async () => {
    renderApp('/person/main');
    await screen.findByRole('heading', { level: 1, name: '메인' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: '로그인' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: '회원가입' })).toBeTruthy();
    act(() =>
      useAppStore
        .getState()
        .setLoginInfo({ loginId: 'hong', name: '홍길동', signUpType: 'general' }),
    );
    expect(within(header).getByText('홍길동')).toBeTruthy();
    expect(within(header).getByRole('link', { name: '마이홈' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: '로그아웃' })).toBeTruthy();
    expect(within(header).queryByRole('link', { name: '로그인' })).toBeNull();
  });

  it('logs out from the header: the server call, then a cleared state and the main page', async () => {
    let logOuts = 0;
    server.use(
      http.get(API.session.logOut, ({ request }) => {
        if (request.headers.get('X-Requested-With') === 'XMLHttpRequest') logOuts += 1;
        return HttpResponse.json({ code: '001', message: '', data: null });
      }),
    );
    useAppStore.getState().setLoginInfo({ loginId: 'hong', name: '홍길동', signUpType: 'general' });
    const user = userEvent.setup();
    const router = renderApp('/person/support/faq');
    await screen.findByRole('heading', { level: 1, name: '자주 묻는 질문' });
    await user.click(within(siteHeader()).getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/main'));
    expect(logOuts).toBe(1);
    expect(useAppStore.getState().loginInfo).toEqual({});
    // The main page may still be mounting beside the header (a second banner for a moment): wait for the site header's link.
    await waitFor(() =>
      expect(within(siteHeader()).getByRole('link', { name: '로그인' })).toBeTruthy(),
    );
  });

  it('opens the side menu from the header and loads it from the API', async () => {
    const menu: SideMenuItem[] = [
      {
        menuId: 'faq',
        name: '자주 묻는 질문',
        path: '/person/support/faq',
        loginRequired: false,
        children: [],
      },
    ];
    server.use(
      http.get(API.cmmn.sideMenu, () =>
        HttpResponse.json({ code: '001', message: '', data: menu }),
      ),
    );
    const user = userEvent.setup();
    const router = renderApp('/person/main');
    await screen.findByRole('heading', { level: 1, name: '메인' });

    const button = screen.getByRole('button', { name: '전체 메뉴' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: '전체 메뉴' });
    await user.click(await within(dialog).findByRole('link', { name: '자주 묻는 질문' }));

    await screen.findByRole('heading', { level: 1, name: '자주 묻는 질문' });
    expect(router.state.location.pathname).toBe('/person/support/faq');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
