import { API_KEY_API, ROUTES, type ApiKeyItem } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { ApiKeysPage } from './api-keys-page';

const KEY = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopq';

const key = (over: Partial<ApiKeyItem> = {}): ApiKeyItem => ({
  keyId: 1,
  name: '채용 위젯',
  prefix: KEY.slice(0, 8),
  createdAt: '2026-11-20T01:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  revoked: false,
  todayCalls: 250,
  dailyQuota: 1000,
  allowedIps: ['203.0.113.10'],
  ...over,
});

/** A tiny fake of the keys endpoint: the list, issue (the key once) and revoke. */
function serve(items: ApiKeyItem[]) {
  const calls: string[] = [];
  server.use(
    http.get(API_KEY_API.keys, () =>
      HttpResponse.json(envelope('001', { items, maxKeys: 5, maxIps: 10 })),
    ),
    http.post(API_KEY_API.keys, async ({ request }) => {
      const body = (await request.json()) as { name: string; allowedIps: string[] };
      calls.push(`POST ${JSON.stringify(body)}`);
      const issued = key({ keyId: 2, name: body.name, todayCalls: 0, allowedIps: body.allowedIps });
      items.unshift(issued);
      return HttpResponse.json(envelope('002', { ...issued, apiKey: KEY }), { status: 201 });
    }),
    http.delete(API_KEY_API.keys, ({ request }) => {
      const keyId = Number(new URL(request.url).searchParams.get('keyId'));
      calls.push(`DELETE ${keyId}`);
      const found = items.find((k) => k.keyId === keyId);
      if (found) Object.assign(found, { revoked: true, revokedAt: '2026-11-21T01:00:00.000Z' });
      return HttpResponse.json(envelope('004', null));
    }),
  );
  return calls;
}

describe('ApiKeysPage', () => {
  it('lists keys with today’s use against the quota, axe clean', async () => {
    serve([key()]);
    const { container } = renderRoute(ApiKeysPage, { path: ROUTES.myApiKeys.path });
    const row = (await screen.findByRole('heading', { name: '채용 위젯' })).closest('li')!;
    expect(within(row).getByText('오늘 호출 250회 / 한도 1,000회')).toBeTruthy();
    expect(within(row).getByText('ABCDEFGH…')).toBeTruthy();
    expect(within(row).getByText('2026.11.20 10:00')).toBeTruthy();
    expect(within(row).getByText('203.0.113.10')).toBeTruthy();
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('issues a key and shows it once, then revokes it after a confirmation', async () => {
    const user = userEvent.setup();
    const calls = serve([]);
    renderRoute(ApiKeysPage, { path: ROUTES.myApiKeys.path });
    await screen.findByText('발급받은 인증키가 없습니다.');
    await user.click(screen.getByRole('button', { name: '인증키 발급' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^키 이름/), '사내 대시보드');
    await user.type(within(dialog).getByLabelText('허용 IP (선택)'), '203.0.113.10\n2001:db8::1');
    await user.click(within(dialog).getByRole('button', { name: '발급하기' }));
    const shown = await within(dialog).findByLabelText('사내 대시보드 인증키');
    expect((shown as HTMLInputElement).value).toBe(KEY);
    expect(within(dialog).getByText(/다시 볼 수 없습니다/)).toBeTruthy();
    expect(calls).toEqual([
      'POST {"name":"사내 대시보드","allowedIps":["203.0.113.10","2001:db8::1"]}',
    ]);
    await user.click(within(dialog).getByRole('button', { name: '확인했습니다' }));
    await waitFor(() => expect(screen.queryByRole('dialog')?.textContent ?? null).toBeNull());
    expect(document.body.textContent).not.toContain(KEY);

    const row = (await screen.findByRole('heading', { name: '사내 대시보드' })).closest('li')!;
    await user.click(within(row).getByRole('button', { name: /^폐기/ }));
    const confirm = await screen.findByRole('dialog', { name: '인증키 폐기' });
    await user.click(within(confirm).getByRole('button', { name: '폐기' }));
    await waitFor(() => expect(calls).toContain('DELETE 2'));
    await within(row).findByText('폐기됨');
  });

  it('says why an issue was refused, in the dialog', async () => {
    const user = userEvent.setup();
    serve([]);
    server.use(
      http.post(API_KEY_API.keys, () =>
        HttpResponse.json(envelope('202', null, 'allowedIps: IP 주소가 올바르지 않습니다.'), {
          status: 400,
        }),
      ),
    );
    renderRoute(ApiKeysPage, { path: ROUTES.myApiKeys.path });
    await user.click(await screen.findByRole('button', { name: '인증키 발급' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^키 이름/), '위젯');
    await user.type(within(dialog).getByLabelText('허용 IP (선택)'), '999.1.1.1');
    await user.click(within(dialog).getByRole('button', { name: '발급하기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('IP 주소가 올바르지');
  });
});
