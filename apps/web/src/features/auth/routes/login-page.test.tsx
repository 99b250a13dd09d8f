import { API } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { useDialogStore } from '@/shared/ui/dialog/dialog-store';
import { snsNavigation } from '../sns/sns-start';
import { LoginPage } from './login-page';

const HONG = { loginId: 'hong', name: '홍길동', signUpType: 'general' };

let sent: { body: unknown; requestedWith: string | null }[] = [];

function loginAnswers(answer: () => Response) {
  sent = [];
  server.use(
    http.post(API.session.login, async ({ request }) => {
      sent.push({
        body: await request.json(),
        requestedWith: request.headers.get('X-Requested-With'),
      });
      return answer();
    }),
  );
}

const renderLogin = (at = '/login') => renderRoute(LoginPage, { path: '/login', at });

async function submit(loginId: string, password: string) {
  const user = userEvent.setup();
  if (loginId) await user.type(screen.getByLabelText(/^아이디/), loginId);
  if (password) await user.type(screen.getByLabelText(/^비밀번호/), password);
  await user.click(screen.getByRole('button', { name: '로그인' }));
  return user;
}

function snsProvidersAnswer(providers: unknown, status = 200) {
  server.use(
    http.get(API.account.snsProviders, () =>
      status === 200
        ? HttpResponse.json(envelope('001', providers))
        : HttpResponse.json(envelope('203', null, '오류'), { status }),
    ),
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  snsProvidersAnswer([]);
});

describe('LoginPage', () => {
  it('logs in, stores the login info and follows returnUrl', async () => {
    loginAnswers(() => HttpResponse.json(envelope('001', HONG)));
    const { router } = renderLogin('/login?returnUrl=%2Fperson%2Fmyhome%2Fapplications%3Fpage%3D2');
    expect(screen.getByText(/로그인이 필요한 화면입니다/)).toBeTruthy();

    await submit('hong', 'correct horse battery');

    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/person/myhome/applications?page=2',
      ),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(useAppStore.getState().loginInfo).toEqual(HONG);
    expect(sent).toEqual([
      {
        body: { loginId: 'hong', password: 'correct horse battery' },
        requestedWith: 'XMLHttpRequest',
      },
    ]);
  });

  it('goes to the main page when returnUrl points elsewhere', async () => {
    loginAnswers(() => HttpResponse.json(envelope('001', HONG)));
    const { router } = renderLogin('/login?returnUrl=%2F%2Fevil.example%2Fphish');
    await submit('hong', 'correct horse battery');
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/main'));
  });

  it('shows 701 next to the form, not in an alert, and clears the password', async () => {
    loginAnswers(() =>
      HttpResponse.json(envelope('701', null, '아이디 또는 비밀번호가 일치하지 않습니다.'), {
        status: 401,
      }),
    );
    const { router } = renderLogin();
    await submit('hong', 'wrong password');

    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe('아이디 또는 비밀번호가 일치하지 않습니다.');
    const password = screen.getByLabelText<HTMLInputElement>(/^비밀번호/);
    expect(password.value).toBe('');
    expect(document.activeElement).toBe(password);
    expect(password.getAttribute('aria-describedby')).toContain(message.id);
    expect(useDialogStore.getState().queue).toEqual([]);
    expect(useAppStore.getState().loginInfo).toEqual({});
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['702', '승인 대기 중인 아이디입니다.'],
    ['703', '승인되지 않았거나 잠긴 아이디입니다. 관리자에게 문의해 주세요.'],
  ])('shows %s inline as well', async (code, message) => {
    loginAnswers(() => HttpResponse.json(envelope(code, null, message), { status: 403 }));
    renderLogin();
    await submit('hong', 'some password');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(useDialogStore.getState().queue).toEqual([]);
  });

  it('validates with the contract schema before calling the server', async () => {
    loginAnswers(() => HttpResponse.json(envelope('001', HONG)));
    renderLogin();
    await submit('', '');
    const loginId = screen.getByLabelText(/^아이디/);
    expect(await screen.findByText('아이디를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeTruthy();
    expect(loginId.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(loginId);
    expect(sent).toEqual([]);
  });

  it('links to sign-up and account recovery', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe('/signUpType');
    expect(screen.getByRole('link', { name: '아이디·비밀번호 찾기' }).getAttribute('href')).toBe(
      '/findAccount',
    );
  });
});

describe('LoginPage — SNS login', () => {
  const snsGroup = () => screen.findByRole('region', { name: 'SNS 계정으로 로그인' });

  it('shows a button for each enabled provider, and each leaves for its start route', async () => {
    snsProvidersAnswer(['naver', 'kakao', 'oidc']);
    const assign = vi.spyOn(snsNavigation, 'assign').mockImplementation(() => undefined);
    renderLogin('/login?returnUrl=%2Fperson%2Fmyhome%2Fapplications%3Fpage%3D2');

    const group = await snsGroup();
    const names = within(group)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['카카오로 로그인', '네이버로 로그인', '테스트 OIDC로 로그인']);
    expect(within(group).queryByRole('button', { name: 'Google로 로그인' })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(group).getByRole('button', { name: '카카오로 로그인' }));
    await user.click(within(group).getByRole('button', { name: '네이버로 로그인' }));
    await user.click(within(group).getByRole('button', { name: '테스트 OIDC로 로그인' }));
    const returnUrl = encodeURIComponent('/person/myhome/applications?page=2');
    expect(assign.mock.calls).toEqual([
      [`/api/v1/cmmn/oauth/kakao/start?returnUrl=${returnUrl}`],
      [`/api/v1/cmmn/oauth/naver/start?returnUrl=${returnUrl}`],
      [`/api/v1/cmmn/oauth/oidc/start?returnUrl=${returnUrl}`],
    ]);
  });

  it('sends no returnUrl when there is none, or it points elsewhere', async () => {
    snsProvidersAnswer(['google']);
    const assign = vi.spyOn(snsNavigation, 'assign').mockImplementation(() => undefined);
    renderLogin('/login?returnUrl=%2F%2Fevil.example%2Fphish');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Google로 로그인' }));
    expect(assign.mock.calls).toEqual([['/api/v1/cmmn/oauth/google/start']]);
  });

  it('shows nothing when no provider is enabled, or the list cannot be loaded', async () => {
    const providersAsked = vi.fn();
    server.use(
      http.get(API.account.snsProviders, () => {
        providersAsked();
        return HttpResponse.json(envelope('203', null, '오류'), { status: 500 });
      }),
    );
    renderLogin();
    await waitFor(() => expect(providersAsked).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'SNS 계정으로 로그인' })).toBeNull();
    expect(screen.queryByText(/로 로그인$/)).toBeNull();
    expect(useDialogStore.getState().queue).toEqual([]);
  });

  it('leaves out provider names it does not know', async () => {
    snsProvidersAnswer(['kakao', 'myspace']);
    renderLogin();
    const group = await snsGroup();
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['카카오로 로그인']);
  });

  it.each([
    ['denied', 'SNS 로그인이 취소되었습니다.'],
    ['disabled', '지금은 사용할 수 없는 SNS 로그인입니다.'],
    ['state', '로그인을 완료하지 못했습니다. 다시 시도해 주세요.'],
    ['failed', '로그인을 완료하지 못했습니다. 다시 시도해 주세요.'],
    ['unavailable', 'SNS 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.'],
    [
      'locked',
      '잠긴 계정입니다. 아이디·비밀번호 찾기에서 비밀번호를 다시 설정하거나 관리자에게 문의해 주세요.',
    ],
    ['pending', '승인 대기 중인 계정입니다.'],
    ['something-new', '로그인을 완료하지 못했습니다. 다시 시도해 주세요.'],
  ])('explains snsError=%s inline, then drops it from the address', async (reason, message) => {
    const { router } = renderLogin(`/login?snsError=${reason}&returnUrl=%2Fperson%2Fmyhome`);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await waitFor(() => expect(router.state.location.search).toBe('?returnUrl=%2Fperson%2Fmyhome'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(useDialogStore.getState().queue).toEqual([]);
  });

  it('clears the SNS message when the form is sent', async () => {
    loginAnswers(() =>
      HttpResponse.json(envelope('701', null, '아이디 또는 비밀번호가 일치하지 않습니다.'), {
        status: 401,
      }),
    );
    renderLogin('/login?snsError=denied');
    expect(await screen.findByText('SNS 로그인이 취소되었습니다.')).toBeTruthy();
    await submit('hong', 'wrong password');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '아이디 또는 비밀번호가 일치하지 않습니다.',
    );
    expect(screen.queryByText('SNS 로그인이 취소되었습니다.')).toBeNull();
  });
});
