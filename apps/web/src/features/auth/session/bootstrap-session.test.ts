import { API } from '@ilteo/contract';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthHandlers } from '@/shared/api/auth-handlers';
import { sessionHandlers } from '@/shared/api/session-handlers';
import { registerNavigator } from '@/shared/lib/navigation-bridge';
import { readSessionHint, writeSessionHint } from '@/shared/lib/session-hint';
import { useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope } from '@/shared/testing/render-route';
import { useDialogStore } from '@/shared/ui/dialog/dialog-store';
import { bootstrapSession } from './bootstrap-session';

const HONG = { loginId: 'hong', name: '홍길동', signUpType: 'general' };

let userInfoCalls = 0;
let navigations: string[] = [];

beforeEach(() => {
  userInfoCalls = 0;
  navigations = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.use(
    http.get(API.auth.userInfo, () => {
      userInfoCalls += 1;
      return HttpResponse.json(envelope('001', HONG));
    }),
    http.get(API.session.logOut, () => HttpResponse.json(envelope('001'))),
  );
  const restore = setAuthHandlers(sessionHandlers);
  const unregister = registerNavigator((to) => navigations.push(to));
  return () => {
    restore();
    unregister();
  };
});

describe('bootstrapSession', () => {
  it('stays logged out for anonymousUser without asking for the user info', async () => {
    server.use(
      http.get(API.session.verifyToken, () => HttpResponse.json(envelope('001', 'anonymousUser'))),
    );
    await bootstrapSession();
    expect(useAppStore.getState().loginInfo).toEqual({});
    expect(userInfoCalls).toBe(0);
  });

  it('drops a stale hint of a member and is no longer pending (decision 0045)', async () => {
    writeSessionHint(true);
    useAppStore.setState({ sessionPending: true });
    server.use(
      http.get(API.session.verifyToken, () => HttpResponse.json(envelope('001', 'anonymousUser'))),
    );
    await bootstrapSession();
    expect(readSessionHint()).toBe(false);
    expect(useAppStore.getState().sessionPending).toBe(false);
  });

  it('keeps the hint while a member is logged in, and logging out drops it', async () => {
    server.use(http.get(API.session.verifyToken, () => HttpResponse.json(envelope('001', 'hong'))));
    await bootstrapSession();
    expect(readSessionHint()).toBe(true);
    useAppStore.getState().clearLoginInfo();
    expect(readSessionHint()).toBe(false);
  });

  it('loads the user info into loginInfo when verifyToken names a user', async () => {
    server.use(http.get(API.session.verifyToken, () => HttpResponse.json(envelope('001', 'hong'))));
    await bootstrapSession();
    expect(useAppStore.getState().loginInfo).toEqual(HONG);
    expect(userInfoCalls).toBe(1);
  });

  it('refreshes an expired access token first (verifyToken answers 401)', async () => {
    let fresh = false;
    server.use(
      http.get(API.session.verifyToken, () =>
        fresh
          ? HttpResponse.json(envelope('001', 'hong'))
          : HttpResponse.json(envelope('401'), { status: 401 }),
      ),
      http.post(API.session.reAccessToken, () => {
        fresh = true;
        return HttpResponse.json(envelope('001'));
      }),
    );
    await bootstrapSession();
    expect(useAppStore.getState().loginInfo).toEqual(HONG);
  });

  it('shows the visitor view, quietly and in place, when the session has run out', async () => {
    server.use(
      http.get(API.session.verifyToken, () => HttpResponse.json(envelope('401'), { status: 401 })),
      http.post(API.session.reAccessToken, () =>
        HttpResponse.json(envelope('402', null, '만료'), { status: 401 }),
      ),
    );
    await bootstrapSession();
    expect(useAppStore.getState().loginInfo).toEqual({});
    expect(navigations).toEqual([]);
    expect(useDialogStore.getState().queue).toEqual([]);
  });
});
