import { API } from '@ilteo/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { snsNavigation } from '../sns/sns-start';
import { SignUpTypePage } from './sign-up-type-page';

const providers = (list: string[]) =>
  server.use(http.get(API.account.snsProviders, () => HttpResponse.json(envelope('001', list))));

describe('SignUpTypePage', () => {
  it('offers 일반 회원가입 and a card per enabled provider, starting with returnUrl=/signUp', async () => {
    providers(['kakao', 'google']);
    const assign = vi.spyOn(snsNavigation, 'assign').mockImplementation(() => undefined);
    renderRoute(SignUpTypePage, { path: '/signUpType' });

    expect(screen.getByRole('link', { name: /일반 회원가입/ }).getAttribute('href')).toBe(
      '/signUp',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^카카오로 회원가입/ }));
    await user.click(screen.getByRole('button', { name: /^Google로 회원가입/ }));
    expect(screen.queryByRole('button', { name: /네이버/ })).toBeNull();
    expect(assign.mock.calls).toEqual([
      ['/api/v1/cmmn/oauth/kakao/start?returnUrl=%2FsignUp'],
      ['/api/v1/cmmn/oauth/google/start?returnUrl=%2FsignUp'],
    ]);
  });

  it('shows only 일반 회원가입 when no provider is enabled', async () => {
    providers([]);
    renderRoute(SignUpTypePage, { path: '/signUpType' });
    expect(await screen.findByRole('link', { name: /일반 회원가입/ })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
