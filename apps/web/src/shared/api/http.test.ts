import { CSRF_HEADER, STORAGE_KEYS } from '@ilteo/contract';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/shared/config/paths';
import { registerNavigator, type NavigateOptions } from '@/shared/lib/navigation-bridge';
import { useAppStore } from '@/shared/stores/app-store';
import { useLoadingStore } from '@/shared/stores/loading-store';
import { server } from '@/shared/testing/msw-server';
import { useDialogStore } from '@/shared/ui/dialog/dialog-store';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { setAuthHandlers } from './auth-handlers';
import { request } from './http';

const envelope = (code: string, data: unknown = null, message = '') => ({ code, message, data });

const alerts = () => useDialogStore.getState().queue.map((d) => d.message);

let navigations: [string, NavigateOptions | undefined][] = [];

beforeEach(() => {
  navigations = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return registerNavigator((to, options) => navigations.push([to, options]));
});

describe('request: transport', () => {
  it('sends credentials, serialises params with comma-joined arrays and returns the envelope', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('/api/v1/items', ({ request: req }) => {
        seen = req;
        return HttpResponse.json(envelope('001', [{ id: 1 }], '요청이 처리되었습니다.'));
      }),
    );
    const result = await request<{ id: number }[]>({
      url: '/api/v1/items',
      params: { sortBy: ['regDt', 'title'], page: 1, keyword: undefined, region: null },
    });
    expect(result).toEqual({ code: '001', message: '요청이 처리되었습니다.', data: [{ id: 1 }] });
    expect(seen?.credentials).toBe('include');
    const url = new URL(seen?.url ?? '');
    expect(url.searchParams.get('sortBy')).toBe('regDt,title');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.has('keyword')).toBe(false);
    expect(url.searchParams.has('region')).toBe(false);
    expect(alerts()).toEqual([]);
  });

  it('retries once, with the fresh token, a request refused for a stale CSRF token', async () => {
    const sent: (string | null)[] = [];
    window.localStorage.setItem(STORAGE_KEYS.csrfToken, 'stale');
    server.use(
      http.post('/api/login', ({ request: req }) => {
        const token = req.headers.get(CSRF_HEADER);
        sent.push(token);
        if (token === 'fresh') return HttpResponse.json(envelope('001', { ok: true }));
        return HttpResponse.json(envelope('202', { reason: 'csrf' }, '보안 확인에 실패했습니다.'), {
          status: 403,
          headers: { [CSRF_HEADER]: 'fresh' },
        });
      }),
      http.post('/api/always-refused', ({ request: req }) => {
        sent.push(req.headers.get(CSRF_HEADER));
        return HttpResponse.json(envelope('202', { reason: 'csrf' }, '보안 확인에 실패했습니다.'), {
          status: 403,
          headers: { [CSRF_HEADER]: 'fresh' },
        });
      }),
    );
    const ok = await request<{ ok: boolean }>({ method: 'POST', url: '/api/login', data: {} });
    expect(ok.data).toEqual({ ok: true });
    expect(sent).toEqual(['stale', 'fresh']);
    expect(alerts()).toEqual([]);
    sent.length = 0;
    // Only once: a second refusal is shown, not retried forever.
    await expect(
      request({ method: 'POST', url: '/api/always-refused', data: {} }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(sent).toEqual(['fresh', 'fresh']);
    expect(alerts()).toEqual(['보안 확인에 실패했습니다.']);
  });

  it('stores the CSRF token from any response and sends it on every request', async () => {
    const sent: (string | null)[] = [];
    server.use(
      http.get('/api/first', ({ request: req }) => {
        sent.push(req.headers.get(CSRF_HEADER));
        return HttpResponse.json(envelope('001'), { headers: { [CSRF_HEADER]: 'token-1' } });
      }),
      http.post('/api/second', ({ request: req }) => {
        sent.push(req.headers.get(CSRF_HEADER));
        return HttpResponse.json(envelope('202', null, '입력값을 확인해 주세요.'), {
          status: 400,
          headers: { [CSRF_HEADER]: 'token-2' },
        });
      }),
      http.get('/api/third', ({ request: req }) => {
        sent.push(req.headers.get(CSRF_HEADER));
        return HttpResponse.json(envelope('001'));
      }),
    );
    await request({ url: '/api/first' });
    expect(window.localStorage.getItem(STORAGE_KEYS.csrfToken)).toBe('token-1');
    await expect(request({ method: 'POST', url: '/api/second', data: {} })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(window.localStorage.getItem(STORAGE_KEYS.csrfToken)).toBe('token-2');
    await request({ url: '/api/third' });
    expect(sent).toEqual([null, 'token-1', 'token-2']);
  });

  it('sends objects as JSON and passes FormData through', async () => {
    const bodies: { type: string | null; body: unknown }[] = [];
    server.use(
      http.post('/api/json', async ({ request: req }) => {
        bodies.push({ type: req.headers.get('Content-Type'), body: await req.json() });
        return HttpResponse.json(envelope('001'));
      }),
      http.post('/api/form', async ({ request: req }) => {
        const form = await req.formData();
        bodies.push({ type: req.headers.get('Content-Type'), body: form.get('name') });
        return HttpResponse.json(envelope('001'));
      }),
    );
    await request({ method: 'POST', url: '/api/json', data: { title: '제목', tags: ['a'] } });
    const form = new FormData();
    form.append('name', '이력서.pdf');
    await request({ method: 'POST', url: '/api/form', data: form });
    expect(bodies[0]).toEqual({ type: 'application/json', body: { title: '제목', tags: ['a'] } });
    expect(bodies[1]?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(bodies[1]?.body).toBe('이력서.pdf');
  });

  it('returns a Blob for responseType blob', async () => {
    server.use(
      http.get(
        '/api/file',
        () => new HttpResponse('hello', { headers: { 'Content-Type': 'text/plain' } }),
      ),
    );
    const blob = await request({ url: '/api/file', responseType: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('hello');
  });

  it('counts toward the global loading indicator only with useLoading', async () => {
    const during: number[] = [];
    server.use(
      http.get('/api/slow', async () => {
        during.push(useLoadingStore.getState().pending);
        await delay(5);
        return HttpResponse.json(envelope('001'));
      }),
    );
    await request({ url: '/api/slow', useLoading: true });
    await request({ url: '/api/slow' });
    expect(during).toEqual([1, 0]);
    expect(useLoadingStore.getState().pending).toBe(0);
  });

  it('rejects with the AbortError and stays quiet when aborted', async () => {
    server.use(
      http.get('/api/slow', async () => {
        await delay('infinite');
        return HttpResponse.json(envelope('001'));
      }),
    );
    const controller = new AbortController();
    const pending = request({ url: '/api/slow', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(alerts()).toEqual([]);
  });

  it('turns a network failure into an ApiError with an alert', async () => {
    server.use(http.get('/api/down', () => HttpResponse.error()));
    const error = await request({ url: '/api/down' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: CLIENT_ERROR_CODES.network, status: 0 });
    expect(alerts()).toHaveLength(1);
    expect(console.error).toHaveBeenCalled();
  });

  it('turns a body that is not our envelope into an ApiError', async () => {
    server.use(
      http.get('/api/html', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(request({ url: '/api/html' })).rejects.toMatchObject({
      code: CLIENT_ERROR_CODES.invalidResponse,
      status: 502,
    });
  });
});

describe('request: response codes', () => {
  it('alerts with the server message and rejects with a typed ApiError', async () => {
    server.use(
      http.get('/api/bad', () =>
        HttpResponse.json(
          envelope(
            '202',
            { fields: [{ field: 'title', message: '제목을 입력해 주세요.' }] },
            '제목을 입력해 주세요.',
          ),
          {
            status: 400,
          },
        ),
      ),
    );
    const error = await request({ url: '/api/bad' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: '202',
      message: '제목을 입력해 주세요.',
      status: 400,
      data: { fields: [{ field: 'title', message: '제목을 입력해 주세요.' }] },
    });
    expect(alerts()).toEqual(['제목을 입력해 주세요.']);
    expect(useDialogStore.getState().queue[0]?.confirmLabel).toBe('확인');
    expect(console.error).toHaveBeenCalled();
  });

  it('falls back to the catalogue message when the server sends none', async () => {
    server.use(http.get('/api/dup', () => HttpResponse.json(envelope('302'), { status: 409 })));
    await expect(request({ url: '/api/dup' })).rejects.toMatchObject({ code: '302' });
    expect(alerts()).toEqual(['이미 등록되어 있어 중복으로 등록할 수 없습니다.']);
  });

  it('alerts and resolves for informational success codes such as 002', async () => {
    server.use(
      http.post('/api/save', () =>
        HttpResponse.json(envelope('002', { id: 7 }, '등록되었습니다.'), { status: 201 }),
      ),
    );
    await expect(request({ method: 'POST', url: '/api/save', data: {} })).resolves.toMatchObject({
      code: '002',
      data: { id: 7 },
    });
    expect(alerts()).toEqual(['등록되었습니다.']);
  });

  it('shows no alert for 001 and 201', async () => {
    server.use(
      http.get('/api/ok', () => HttpResponse.json(envelope('001'))),
      http.get('/api/silent', () =>
        HttpResponse.json(envelope('201', null, '요청을 처리하지 못했습니다.'), { status: 400 }),
      ),
    );
    await request({ url: '/api/ok' });
    await expect(request({ url: '/api/silent' })).rejects.toMatchObject({
      code: '201',
      status: 400,
    });
    expect(alerts()).toEqual([]);
  });

  it('alerts for codes it does not know', async () => {
    server.use(
      http.get('/api/new', () =>
        HttpResponse.json(envelope('9999', null, '새로운 안내입니다.'), { status: 400 }),
      ),
    );
    await expect(request({ url: '/api/new' })).rejects.toMatchObject({ code: '9999' });
    expect(alerts()).toEqual(['새로운 안내입니다.']);
  });

  it.each(['101', '102', '103'])('%s alerts and sends the user to the main page', async (code) => {
    server.use(
      http.get('/api/forbidden', () =>
        HttpResponse.json(envelope(code, null, '권한이 없습니다.'), { status: 403 }),
      ),
    );
    await expect(request({ url: '/api/forbidden' })).rejects.toMatchObject({ code, status: 403 });
    expect(alerts()).toEqual(['권한이 없습니다.']);
    expect(navigations).toEqual([[paths.main, { replace: true }]]);
  });

  it.each(['402', '403', '404'])(
    '%s alerts, clears the login info and replaces the page with /login',
    async (code) => {
      useAppStore.getState().setLoginInfo({ userId: 'u1' });
      server.use(
        http.get('/api/me', () =>
          HttpResponse.json(envelope(code, null, '로그인이 필요합니다.'), { status: 401 }),
        ),
      );
      await expect(request({ url: '/api/me' })).rejects.toMatchObject({ code });
      expect(alerts()).toEqual(['로그인이 필요합니다.']);
      expect(useAppStore.getState().loginInfo).toEqual({});
      expect(navigations).toEqual([[paths.login, { replace: true }]]);
    },
  );

  it('raises one alert when parallel calls fail the same way', async () => {
    server.use(
      http.get('/api/me', () =>
        HttpResponse.json(envelope('403', null, '로그인이 필요합니다.'), { status: 401 }),
      ),
    );
    await Promise.allSettled([
      request({ url: '/api/me' }),
      request({ url: '/api/me' }),
      request({ url: '/api/me' }),
    ]);
    expect(alerts()).toEqual(['로그인이 필요합니다.']);
  });

  it('401 without a refresh handler ends the session silently', async () => {
    useAppStore.getState().setLoginInfo({ userId: 'u1' });
    server.use(http.get('/api/me', () => HttpResponse.json(envelope('401'), { status: 401 })));
    await expect(request({ url: '/api/me' })).rejects.toMatchObject({ code: '401' });
    expect(alerts()).toEqual([]);
    expect(useAppStore.getState().loginInfo).toEqual({});
    expect(navigations).toEqual([[paths.login, { replace: true }]]);
  });

  it('401 goes through the registered refresh handler, which can replay the request', async () => {
    let calls = 0;
    server.use(
      http.get('/api/me', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(envelope('401'), { status: 401 })
          : HttpResponse.json(envelope('001', { name: '홍길동' }));
      }),
    );
    const refresh = vi.fn(({ retry }: { retry: () => Promise<unknown> }) => retry());
    const restore = setAuthHandlers({ onAccessTokenExpired: refresh });
    try {
      await expect(request({ url: '/api/me' })).resolves.toMatchObject({
        data: { name: '홍길동' },
      });
    } finally {
      restore();
    }
    expect(refresh).toHaveBeenCalledOnce();
    expect(calls).toBe(2);
    expect(navigations).toEqual([]);
  });

  it('a second 401 after a replay ends the session instead of looping', async () => {
    server.use(http.get('/api/me', () => HttpResponse.json(envelope('401'), { status: 401 })));
    const restore = setAuthHandlers({ onAccessTokenExpired: ({ retry }) => retry() });
    try {
      await expect(request({ url: '/api/me' })).rejects.toMatchObject({ code: '401' });
    } finally {
      restore();
    }
    expect(navigations).toEqual([[paths.login, { replace: true }]]);
  });

  it('leaves the codes a screen handles itself to that screen: no alert, no redirect', async () => {
    server.use(
      http.post('/api/login', () =>
        HttpResponse.json(envelope('701', null, '아이디 또는 비밀번호가 일치하지 않습니다.'), {
          status: 401,
        }),
      ),
      http.get('/api/guard', () =>
        HttpResponse.json(envelope('403', null, '로그인이 필요합니다.'), { status: 401 }),
      ),
      http.post('/api/save', () =>
        HttpResponse.json(envelope('002', { id: 1 }, '등록되었습니다.'), { status: 201 }),
      ),
    );
    await expect(
      request({ method: 'POST', url: '/api/login', data: {}, handledCodes: ['701'] }),
    ).rejects.toMatchObject({ code: '701', message: '아이디 또는 비밀번호가 일치하지 않습니다.' });
    await expect(request({ url: '/api/guard', handledCodes: ['403'] })).rejects.toMatchObject({
      code: '403',
    });
    await expect(
      request({ method: 'POST', url: '/api/save', data: {}, handledCodes: ['002'] }),
    ).resolves.toMatchObject({ code: '002', data: { id: 1 } });
    expect(alerts()).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it('does not leave the page for 402–404 when the caller decides itself', async () => {
    useAppStore.getState().setLoginInfo({ userId: 'u1' });
    server.use(
      http.get('/api/me', () => HttpResponse.json(envelope('402', null, '만료'), { status: 401 })),
    );
    await expect(request({ url: '/api/me', redirectOnSessionEnd: false })).rejects.toMatchObject({
      code: '402',
    });
    expect(useAppStore.getState().loginInfo).toEqual({});
    expect(navigations).toEqual([]);
  });

  it('silent requests never alert', async () => {
    server.use(
      http.get('/api/bad', () => HttpResponse.json(envelope('202', null, '실패'), { status: 400 })),
    );
    await expect(request({ url: '/api/bad', silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(alerts()).toEqual([]);
  });
});
