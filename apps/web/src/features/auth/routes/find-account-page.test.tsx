import { API } from '@ilteo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { useDialogStore } from '@/shared/ui/dialog/dialog-store';
import { FindAccountPage } from './find-account-page';

const TOKEN = 'reset-token-0123456789abcdef';
let bodies: unknown[] = [];

beforeEach(() => {
  bodies = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    http.post(API.account.passwordResetRequest, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(
        envelope('001', null, '일치하는 계정이 있으면 비밀번호 재설정 메일을 보냈습니다.'),
      );
    }),
    http.post(API.account.passwordReset, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(envelope('003', null, '변경되었습니다.'));
    }),
  );
});

const renderPage = (query = '') =>
  renderRoute(FindAccountPage, { path: '/findAccount', at: `/findAccount${query}` });

describe('FindAccountPage', () => {
  it('switches tabs with the arrow keys', async () => {
    const { router } = renderPage();
    const user = userEvent.setup();
    const idTab = screen.getByRole('tab', { name: '아이디 찾기' });
    expect(idTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: '휴대전화 본인인증' })).toBeTruthy();
    idTab.focus();
    await user.keyboard('{ArrowRight}');
    const passwordTab = screen.getByRole('tab', { name: '비밀번호 찾기' });
    await waitFor(() => expect(passwordTab.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(passwordTab);
    expect(router.state.location.search).toBe('?tab=password');
    expect(screen.getByRole('tabpanel', { name: '비밀번호 찾기' })).toBeTruthy();
  });

  it('asks for a reset mail and says what happens without telling whether the account exists', async () => {
    renderPage('?tab=password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('아이디 (필수)'), 'hong');
    await user.type(screen.getByLabelText(/^이메일/), 'hong@example');
    await user.click(screen.getByRole('button', { name: '재설정 메일 받기' }));
    expect(await screen.findByText('이메일 주소 형식이 올바르지 않습니다.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^이메일/), '.com');
    await user.click(screen.getByRole('button', { name: '재설정 메일 받기' }));
    expect(
      await screen.findByText('일치하는 계정이 있으면 비밀번호 재설정 메일을 보냈습니다.'),
    ).toBeTruthy();
    expect(bodies).toEqual([{ loginId: 'hong', email: 'hong@example.com' }]);
  });

  it('sets a new password from the mail link and says so in place', async () => {
    renderPage(`?resetToken=${TOKEN}`);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: '비밀번호 재설정' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^새 비밀번호 \(필수\)$/), 'short');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('비밀번호는 10자 이상이어야 합니다.')).toBeTruthy();

    await user.clear(screen.getByLabelText(/^새 비밀번호 \(필수\)$/));
    await user.type(screen.getByLabelText(/^새 비밀번호 \(필수\)$/), 'a much longer one');
    await user.type(screen.getByLabelText(/^새 비밀번호 확인/), 'a much longer one');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText(/비밀번호를 변경했습니다/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe('/login');
    expect(bodies).toEqual([{ token: TOKEN, newPassword: 'a much longer one' }]);
    expect(useDialogStore.getState().queue).toEqual([]);
  });
});
