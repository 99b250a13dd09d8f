import { API } from '@ilteo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IlteoSnsLoginPlugin } from '@/shared/native/plugin-types';
import { useAppStore } from '@/shared/stores/app-store';
import { installCapacitor } from '@/shared/testing/fake-capacitor';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { useDialogStore } from '@/shared/ui/dialog/dialog-store';
import { snsNavigation } from '../sns/sns-start';
import { LoginPage } from './login-page';

/**
 * SNS login inside the hybrid app: the native SDK's token goes to
 * POST sns-login; the test double sits at the plugin boundary (window.Capacitor).
 */

const HONG = { loginId: 'hong', name: '홍길동', signUpType: 'kakao' };
let sent: unknown[] = [];

function snsLoginAnswers(answer: () => Response) {
  sent = [];
  server.use(
    http.get(API.account.snsProviders, () =>
      HttpResponse.json(envelope('001', ['kakao', 'naver', 'google'])),
    ),
    http.post(API.cmmn.snsLogin, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
}

function nativeLogin(login: IlteoSnsLoginPlugin['login']) {
  const plugin: IlteoSnsLoginPlugin = { login: vi.fn(login) };
  installCapacitor('android', { IlteoSnsLogin: plugin });
  return plugin;
}

async function press(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  useAppStore.getState().setLoginInfo({});
});

describe('SNS login in the hybrid app', () => {
  it('exchanges the native token and signs in, following returnUrl', async () => {
    snsLoginAnswers(() => HttpResponse.json(envelope('001', HONG)));
    const plugin = nativeLogin(() =>
      Promise.resolve({ provider: 'kakao', accessToken: 'kakao-token' }),
    );
    const assign = vi.spyOn(snsNavigation, 'assign').mockImplementation(() => undefined);
    const { router } = renderRoute(LoginPage, {
      path: '/login',
      at: '/login?returnUrl=%2Fperson%2Fmyhome%2Fhome',
    });
    await press('카카오로 로그인');
    await waitFor(() => expect(router.state.location.pathname).toBe('/person/myhome/home'));
    expect(plugin.login).toHaveBeenCalledWith({ provider: 'kakao' });
    expect(sent).toEqual([{ provider: 'kakao', accessToken: 'kakao-token' }]);
    expect(useAppStore.getState().loginInfo).toMatchObject({ loginId: 'hong' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to sign-up when no member has the SNS account', async () => {
    snsLoginAnswers(() =>
      HttpResponse.json(
        envelope('202', { signUpRequired: true, provider: 'naver' }, '가입이 필요합니다.'),
        {
          status: 404,
        },
      ),
    );
    nativeLogin(() => Promise.resolve({ provider: 'naver', accessToken: 'naver-token' }));
    const { router } = renderRoute(LoginPage, { path: '/login' });
    await press('네이버로 로그인');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signUp'));
    expect(router.state.location.search).toBe('?sns=naver');
    expect(useDialogStore.getState().queue).toEqual([]);
  });

  it('says why when the server refuses the token, and signs no one in', async () => {
    snsLoginAnswers(() =>
      HttpResponse.json(
        envelope('202', null, 'SNS 로그인 정보를 확인하지 못했습니다. 다시 로그인해 주세요.'),
        {
          status: 401,
        },
      ),
    );
    nativeLogin(() => Promise.resolve({ provider: 'kakao', accessToken: 'forged' }));
    renderRoute(LoginPage, { path: '/login' });
    await press('카카오로 로그인');
    expect(
      await screen.findByText('SNS 로그인 정보를 확인하지 못했습니다. 다시 로그인해 주세요.'),
    ).toBeTruthy();
    expect(useAppStore.getState().loginInfo).toEqual({});
  });

  it('does nothing when the member cancels, and falls back to the web flow when the plugin fails', async () => {
    snsLoginAnswers(() => HttpResponse.json(envelope('001', HONG)));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const assign = vi.spyOn(snsNavigation, 'assign').mockImplementation(() => undefined);
    const plugin = nativeLogin(() =>
      Promise.reject(Object.assign(new Error('cancel'), { code: 'CANCELLED' })),
    );
    renderRoute(LoginPage, { path: '/login' });
    await press('카카오로 로그인');
    await waitFor(() => expect(plugin.login).toHaveBeenCalledTimes(1));
    expect(assign).not.toHaveBeenCalled();
    expect(sent).toEqual([]);

    vi.mocked(plugin.login).mockRejectedValueOnce(
      Object.assign(new Error('sdk'), { code: 'FAILED' }),
    );
    await press('카카오로 로그인');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/v1/cmmn/oauth/kakao/start'));
    expect(warn).toHaveBeenCalled();
  });

  it('uses the web flow for a provider without a native SDK (Google)', async () => {
    snsLoginAnswers(() => HttpResponse.json(envelope('001', HONG)));
    const plugin = nativeLogin(() => Promise.resolve({ provider: 'kakao', accessToken: 'x' }));
    const assign = vi.spyOn(snsNavigation, 'assign').mockImplementation(() => undefined);
    renderRoute(LoginPage, { path: '/login' });
    await press('Google로 로그인');
    expect(assign).toHaveBeenCalledWith('/api/v1/cmmn/oauth/google/start');
    expect(plugin.login).not.toHaveBeenCalled();
  });
});
