import { API, ROUTES } from '@ilteo/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { detail } from './fixtures.test-data';
import { PrintPage } from './print-page';

const PATH = ROUTES.print.path;

afterEach(() => {
  // happy-dom has no window.print; the test gives it one and takes it away again.
  Reflect.deleteProperty(window, 'print');
});

describe('PrintPage', () => {
  it('lays the posting out for paper and prints on request', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    server.use(http.get(API.recruit.detail, () => HttpResponse.json(envelope('001', detail()))));
    renderRoute(PrintPage, { path: PATH, at: `${PATH}?postingId=31` });

    expect(
      await screen.findByRole('heading', { level: 1, name: '백엔드 개발자 (Node.js) 신입 채용' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: '주요 업무' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '기업 정보' })).toBeTruthy();
    // On paper the certificate is named, not linked.
    expect(screen.getByText('정보처리기사').closest('a')).toBeNull();
    expect(
      screen.getByText(`${window.location.origin}/person/recrtinfo/detail?postingId=31`),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '인쇄' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('closes to the posting when opened directly', async () => {
    const user = userEvent.setup();
    server.use(http.get(API.recruit.detail, () => HttpResponse.json(envelope('001', detail()))));
    renderRoute(PrintPage, { path: PATH, at: `${PATH}?postingId=31` });
    await user.click(await screen.findByRole('button', { name: '닫기' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(
      '/person/recrtinfo/detail?postingId=31',
    );
  });

  it('goes back to where it was opened from', async () => {
    const user = userEvent.setup();
    server.use(http.get(API.recruit.detail, () => HttpResponse.json(envelope('001', detail()))));
    const { router } = renderRoute(PrintPage, {
      path: PATH,
      at: '/person/recrtinfo/detail?postingId=31',
    });
    await router.navigate(`${PATH}?postingId=31`);
    await user.click(await screen.findByRole('button', { name: '닫기' }));
    await screen.findByTestId('elsewhere');
    expect(router.state.historyAction).toBe('POP');
  });
});
