import { API } from '@ilteo/contract';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/shared/api/http';
import { useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope } from '@/shared/testing/render-route';
import { startSession } from './session';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('startSession', () => {
  it('reads the login status and registers the 401 flow for every later call', async () => {
    let fresh = false;
    let refreshes = 0;
    server.use(
      http.get(API.session.verifyToken, () => HttpResponse.json(envelope('001', 'hong'))),
      http.get(API.auth.userInfo, () =>
        HttpResponse.json(
          envelope('001', { loginId: 'hong', name: '홍길동', signUpType: 'general' }),
        ),
      ),
      http.post(API.session.reAccessToken, () => {
        refreshes += 1;
        fresh = true;
        return HttpResponse.json(envelope('001'));
      }),
      http.get('/api/v1/protected', () =>
        fresh
          ? HttpResponse.json(envelope('001', 'ok'))
          : HttpResponse.json(envelope('401'), { status: 401 }),
      ),
    );
    const stop = startSession();
    try {
      await vi.waitFor(() =>
        expect(useAppStore.getState().loginInfo).toMatchObject({ name: '홍길동' }),
      );
      const results = await Promise.all(
        [1, 2, 3].map(() => request<string>({ url: '/api/v1/protected' })),
      );
      expect(results.map((r) => r.data)).toEqual(['ok', 'ok', 'ok']);
      expect(refreshes).toBe(1);
    } finally {
      stop();
    }
  });
});
