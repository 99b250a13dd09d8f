import { API } from '@ilteo/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthHandlers } from '@/shared/api/auth-handlers';
import { sessionHandlers } from '@/shared/api/session-handlers';
import { registerNavigator } from '@/shared/lib/navigation-bridge';
import { useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope } from '@/shared/testing/render-route';
import { useDialogStore } from '@/shared/ui/dialog/dialog-store';
import { AppProvider } from '../provider';
import { buildRoutes } from './route-table';

let verified: string[] = [];
let unregisterNavigator: () => void = () => undefined;

function verifyAnswers(answer: (url: string) => Response | Promise<Response>) {
  verified = [];
  server.use(
    http.get(API.auth.verifyRouter, ({ request }) => {
      const url = new URL(request.url).searchParams.get('url') ?? '';
      verified.push(url);
      return answer(url);
    }),
  );
}

function renderApp(entry: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [entry] });
  unregisterNavigator = registerNavigator(
    (to, options) => void router.navigate(to, { replace: options?.replace ?? false }),
    () => router.state.location.pathname + router.state.location.search,
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router };
}

const here = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.location.pathname + router.state.location.search;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(http.get(API.account.consents, () => HttpResponse.json(envelope('001', []))));
  return setAuthHandlers(sessionHandlers);
});

afterEach(() => {
  unregisterNavigator();
});

describe('route guard', () => {
  it('asks the server before a protected screen and enters on 001', async () => {
    verifyAnswers(() => HttpResponse.json(envelope('001')));
    renderApp('/person/myhome/applications');
    expect(await screen.findByRole('heading', { level: 1, name: '지원 현황' })).toBeTruthy();
    expect(verified).toEqual(['/person/myhome/applications']);
  });

  it('sends a visitor to /login with the way back on 403, replacing the entry', async () => {
    useAppStore.getState().setLoginInfo({ loginId: 'stale' });
    verifyAnswers(() =>
      HttpResponse.json(envelope('403', null, '로그인이 필요합니다.'), { status: 401 }),
    );
    const { router } = renderApp('/person/main');
    await screen.findByRole('heading', { level: 1, name: '메인' });

    await act(() => router.navigate('/person/support/qna?page=2'));
    await screen.findByRole('heading', { level: 1, name: '로그인' });
    expect(here(router)).toBe('/login?returnUrl=%2Fperson%2Fsupport%2Fqna%3Fpage%3D2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(verified).toEqual(['/person/support/qna']);
    // No alert for the redirect; the login page explains it.
    expect(useDialogStore.getState().queue).toEqual([]);
    expect(screen.getByText(/로그인이 필요한 화면입니다/)).toBeTruthy();
    expect(useAppStore.getState().loginInfo).toEqual({});
  });

  it('makes no call for the skip list and notVerify screens', async () => {
    verifyAnswers(() => HttpResponse.json(envelope('001')));
    const { router } = renderApp('/person/main');
    await screen.findByRole('heading', { level: 1, name: '메인' });
    for (const path of [
      '/person/certi-lang/certi/list',
      '/person/company/info/detail',
      '/global-search',
      '/login',
      '/signUpType',
      '/findAccount',
      '/bare/consent/prv',
    ]) {
      await act(() => router.navigate(path));
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    }
    expect(verified).toEqual([]);

    await act(() => router.navigate('/person/support/faq'));
    await screen.findByRole('heading', { level: 1, name: '자주 묻는 질문' });
    expect(verified).toEqual(['/person/support/faq']);

    // A new query string on the same screen is not checked again.
    await act(() => router.navigate('/person/support/faq?page=3'));
    expect(verified).toEqual(['/person/support/faq']);
  });

  it.each(['101', '102', '103'])('alerts and goes to the main page on %s', async (code) => {
    verifyAnswers(() =>
      HttpResponse.json(envelope(code, null, '요청에 대한 권한이 없습니다.'), { status: 403 }),
    );
    const { router } = renderApp('/person/main');
    await screen.findByRole('heading', { level: 1, name: '메인' });
    await act(() => router.navigate('/person/myhome/offers'));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(here(router)).toBe('/person/main');
    expect(useDialogStore.getState().queue.map((d) => d.message)).toEqual([
      '요청에 대한 권한이 없습니다.',
    ]);
  });

  it('refreshes an expired access token once and then enters', async () => {
    let fresh = false;
    let refreshes = 0;
    verifyAnswers(() =>
      fresh
        ? HttpResponse.json(envelope('001'))
        : HttpResponse.json(envelope('401'), { status: 401 }),
    );
    server.use(
      http.post(API.session.reAccessToken, () => {
        refreshes += 1;
        fresh = true;
        return HttpResponse.json(envelope('001'));
      }),
    );
    renderApp('/person/myhome/watch-list');
    expect(await screen.findByRole('heading', { level: 1, name: '관심 목록' })).toBeTruthy();
    expect(refreshes).toBe(1);
    expect(verified).toEqual(['/person/myhome/watch-list', '/person/myhome/watch-list']);
  });

  it('sends to /login with the way back when the refresh finds the session over', async () => {
    let logOuts = 0;
    verifyAnswers(() => HttpResponse.json(envelope('401'), { status: 401 }));
    server.use(
      http.post(API.session.reAccessToken, () =>
        HttpResponse.json(envelope('402', null, '로그인 정보가 만료되었습니다.'), { status: 401 }),
      ),
      http.get(API.session.logOut, () => {
        logOuts += 1;
        return HttpResponse.json(envelope('001'));
      }),
    );
    const { router } = renderApp('/person/myhome/home');
    await screen.findByRole('heading', { level: 1, name: '로그인' });
    expect(here(router)).toBe('/login?returnUrl=%2Fperson%2Fmyhome%2Fhome');
    expect(logOuts).toBe(1);
  });
});
