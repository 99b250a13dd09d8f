import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/shared/testing/render-route';
import { rememberIdentityReturn } from '../identity/identity-window';
import { IdentityResultPage } from './identity-result-page';

const REQUEST_ID = '0b6f1c3e-6a3e-4f4e-9a57-6f1d2c3b4a59';

afterEach(() => {
  Reflect.deleteProperty(window, 'opener');
  window.sessionStorage.clear();
});

const renderResult = (query: string) =>
  renderRoute(IdentityResultPage, { path: '/nice/auth-result', at: `/nice/auth-result?${query}` });

describe('IdentityResultPage', () => {
  it('hands the outcome to the opener on our own origin and closes the popup', () => {
    const postMessage = vi.fn();
    Object.defineProperty(window, 'opener', {
      configurable: true,
      value: { closed: false, postMessage },
    });
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderResult(`requestId=${REQUEST_ID}&result=success`);

    expect(postMessage).toHaveBeenCalledWith(
      {
        type: 'niceAuth',
        requestId: REQUEST_ID,
        result: 'success',
        deepLinkUrl: window.location.href,
      },
      window.location.origin,
    );
    expect(close).toHaveBeenCalled();
    expect(screen.getByText(/인증 결과를 전달했습니다/)).toBeTruthy();
  });

  it('without an opener shows the result and the way back to the screen that started it', () => {
    rememberIdentityReturn({ path: '/signUp', requestId: REQUEST_ID, purpose: 'signup' });
    renderResult(`requestId=${REQUEST_ID}&result=success`);
    expect(
      screen.getByRole('heading', { level: 1, name: '본인인증이 완료되었습니다' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '이어서 진행하기' }).getAttribute('href')).toBe(
      `/signUp?requestId=${REQUEST_ID}`,
    );
  });

  it('reports a failure and offers the main page when there is no way back', () => {
    renderResult(`requestId=${REQUEST_ID}&result=fail`);
    expect(
      screen.getByRole('heading', { level: 1, name: '본인인증을 완료하지 못했습니다' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /이어서|다시 시도/ })).toBeNull();
    expect(screen.getByRole('link', { name: '메인으로 가기' })).toBeTruthy();
  });
});
