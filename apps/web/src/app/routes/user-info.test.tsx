import { API, type UserProfile } from '@ilteo/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { snsNavigation } from '@/features/auth/sns/sns-start';
import { createQueryClient } from '@/shared/api/query-client';
import { server } from '@/shared/testing/msw-server';
import { envelope } from '@/shared/testing/render-route';
import { useDialogStore } from '@/shared/ui/dialog/dialog-store';
import { UserInfoScreen } from './user-info';

const PROFILE: UserProfile = {
  loginId: 'hong',
  name: '홍길동',
  email: 'hong@example.com',
  mobile: '01012345678',
  birthDate: '1990-01-01',
  signUpType: 'general',
  zipCode: null,
  address: null,
  addressDetail: null,
  consents: [],
  joinedOn: '2026-01-02',
};

const PATH = '/person/myhome/user-info';

function fakeApi(providers: string[] = ['kakao', 'naver']) {
  server.use(
    http.get(API.cmmn.personUserInfo, () => HttpResponse.json(envelope('001', PROFILE))),
    http.get(API.account.snsProviders, () => HttpResponse.json(envelope('001', providers))),
  );
}

/** The screen as the app runs it: in StrictMode, so effects run twice on mount. */
function renderScreen(at: string) {
  const router = createMemoryRouter([{ path: PATH, Component: UserInfoScreen }], {
    initialEntries: [at],
  });
  render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}

const alerts = () => useDialogStore.getState().queue.map((d) => d.message);
const snsSection = () => screen.findByRole('region', { name: 'SNS 계정 연결' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('UserInfoScreen — SNS 계정 연결', () => {
  it('reports snsLinked once, then drops it from the address', async () => {
    fakeApi();
    const router = renderScreen(`${PATH}?snsLinked=kakao&tab=1`);
    const section = await snsSection();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=1'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(within(section).getAllByText('카카오 계정을 연결했습니다.')).toHaveLength(1);
    expect(within(section).getByRole('status').textContent).toBe('카카오 계정을 연결했습니다.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(alerts()).toEqual([]);
  });

  it('does not report it again after a reload', async () => {
    fakeApi();
    renderScreen(PATH);
    const section = await snsSection();
    expect(within(section).queryByRole('status')).toBeNull();
    expect(screen.queryByText(/계정을 연결했습니다/)).toBeNull();
  });

  it.each([
    ['elsewhere', /다른 일터 회원과 연결되어 있어/],
    ['provider-taken', /같은 서비스의 다른 계정이 이미 연결되어 있어/],
  ])('explains snsError=%s, once', async (reason, message) => {
    fakeApi();
    const router = renderScreen(`${PATH}?snsError=${reason}`);
    const section = await snsSection();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(section).getByRole('alert').textContent).toMatch(message);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(alerts()).toEqual([]);
  });

  it('still shows the outcome when no provider is offered any more', async () => {
    fakeApi([]);
    renderScreen(`${PATH}?snsLinked=naver`);
    const section = await snsSection();
    expect(within(section).getByRole('status').textContent).toBe('네이버 계정을 연결했습니다.');
    expect(within(section).queryAllByRole('button')).toEqual([]);
  });

  it('starts linking an enabled provider and comes back here', async () => {
    fakeApi(['naver', 'google']);
    const assign = vi.spyOn(snsNavigation, 'assign').mockImplementation(() => undefined);
    renderScreen(PATH);
    const section = await snsSection();
    expect(
      within(section)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['네이버 계정 연결', 'Google 계정 연결']);
    await userEvent
      .setup()
      .click(within(section).getByRole('button', { name: 'Google 계정 연결' }));
    expect(assign.mock.calls).toEqual([
      ['/api/v1/cmmn/oauth/google/start?returnUrl=%2Fperson%2Fmyhome%2Fuser-info'],
    ]);
  });

  it('leaves the section out when no provider is enabled', async () => {
    fakeApi([]);
    renderScreen(PATH);
    await screen.findByRole('heading', { level: 2, name: '기본 정보' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'SNS 계정 연결' })).toBeNull();
  });
});
