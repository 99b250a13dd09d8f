import {
  API,
  OPEN_API_PARAMETERS,
  OPEN_API_POSTING_FIELDS,
  OPEN_API_STATUSES,
  ROUTES,
  type ValidKeyResult,
} from '@ilteo/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { ApiGuidePage } from './api-guide-page';

const KEY = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopq';

function serve(result: Partial<ValidKeyResult>, sent: unknown[] = []) {
  server.use(
    http.post(API.cmmn.externalApiValidKey, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(
        envelope('001', {
          usable: false,
          status: '010',
          message: OPEN_API_STATUSES['010'],
          prefix: null,
          dailyQuota: null,
          remaining: null,
          ...result,
        }),
      );
    }),
  );
}

describe('ApiGuidePage', () => {
  it('documents every parameter, field and status, axe clean', async () => {
    const { container } = renderRoute(ApiGuidePage, { path: ROUTES.apiGuide.path });
    await screen.findByRole('heading', { name: 'API 이용 안내', level: 1 });
    const params = screen.getByRole('region', { name: '요청 파라미터 표' });
    for (const p of OPEN_API_PARAMETERS) expect(within(params).getByText(p.name)).toBeTruthy();
    const fields = screen.getByRole('region', { name: '응답 필드 표' });
    for (const f of OPEN_API_POSTING_FIELDS) expect(within(fields).getByText(f)).toBeTruthy();
    const statuses = screen.getByRole('region', { name: '상태 코드 표' });
    for (const s of Object.keys(OPEN_API_STATUSES)) {
      expect(within(statuses).getByText(s)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'API 인증키' }).getAttribute('href')).toBe(
      ROUTES.myApiKeys.path,
    );
    expect(screen.getByLabelText('curl 예제').textContent).toContain('X-API-Key');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('checks a key and reads the status and message out', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    serve({ usable: true, status: '000', message: '정상', remaining: 997, dailyQuota: 1000 }, sent);
    renderRoute(ApiGuidePage, { path: ROUTES.apiGuide.path });
    await user.type(await screen.findByLabelText('API 인증키'), ` ${KEY} `);
    await user.click(screen.getByRole('button', { name: '확인' }));
    const live = (await screen.findByText(/status 000/)).closest('p')!;
    expect(live.closest('[aria-live="polite"]')).toBeTruthy();
    expect(live.textContent).toContain('오늘 남은 호출: 997회');
    expect(sent).toEqual([{ apiKey: KEY }]);

    serve({ status: '011', message: OPEN_API_STATUSES['011'] });
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect((await screen.findByText(/status 011/)).closest('p')?.textContent).toContain(
      '폐기된 키',
    );
  });

  it('asks for a key before calling', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    serve({}, sent);
    renderRoute(ApiGuidePage, { path: ROUTES.apiGuide.path });
    await user.click(await screen.findByRole('button', { name: '확인' }));
    await screen.findByText('확인할 인증키를 입력해 주세요.');
    expect(sent).toEqual([]);
  });
});
