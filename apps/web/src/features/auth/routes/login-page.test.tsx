import { API } from '@ilteo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { useDialogStore } from '@/shared/ui/dialog/dialog-store';
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

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
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
