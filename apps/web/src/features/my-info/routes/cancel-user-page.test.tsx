import { API } from '@ilteo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { CancelUserPage } from './cancel-user-page';

let withdrawals: unknown[] = [];

beforeEach(() => {
  withdrawals = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  useAppStore.getState().setLoginInfo({ loginId: 'hong', name: '홍길동', signUpType: 'general' });
  server.use(
    http.post(API.account.withdraw, async ({ request }) => {
      const body = (await request.json()) as { password: string };
      withdrawals.push(body);
      return body.password === 'right password'
        ? HttpResponse.json(envelope('592', null, '회원 탈퇴가 완료되었습니다.'))
        : HttpResponse.json(
            envelope(
              '202',
              { fields: [{ field: 'password', message: '현재 비밀번호가 일치하지 않습니다.' }] },
              'password: 현재 비밀번호가 일치하지 않습니다.',
            ),
            { status: 400 },
          );
    }),
  );
});

const renderPage = () => renderRoute(CancelUserPage, { path: '/person/myhome/cancel-user' });

describe('CancelUserPage', () => {
  it('says what is erased and what stays', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: '탈퇴하면 삭제되는 정보' })).toBeTruthy();
    expect(screen.getByText(/작성자가 ‘탈퇴한\s+회원’으로 표시됩니다/)).toBeTruthy();
  });

  it('asks for the confirmation and the password first', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
    const box = screen.getByRole('checkbox', { name: /회원 탈퇴에 동의합니다/ });
    expect(await screen.findByText('안내 사항을 확인하고 동의해 주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box);
    expect(withdrawals).toEqual([]);
  });

  it('confirms, withdraws, clears the session and goes to the main page', async () => {
    const { router } = renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /회원 탈퇴에 동의합니다/ }));
    await user.type(screen.getByLabelText(/^비밀번호/), 'right password');
    await user.type(screen.getByLabelText(/^탈퇴 사유/), '이직했습니다');
    await user.click(screen.getByRole('button', { name: '탈퇴하기' }));

    // The last confirm dialog: 취소 is focused first.
    const dialog = await screen.findByRole('dialog', { name: '회원 탈퇴' });
    expect(document.activeElement?.textContent).toBe('취소');
    await user.click(dialog.querySelector<HTMLButtonElement>('.button--confirm')!);

    await waitFor(() => expect(router.state.location.pathname).toBe('/person/main'));
    expect(withdrawals).toEqual([{ password: 'right password', reason: '이직했습니다' }]);
    expect(useAppStore.getState().loginInfo).toEqual({});
    expect(await screen.findByText('회원 탈퇴가 완료되었습니다.')).toBeTruthy();
  });

  it('keeps the account when the confirm dialog is cancelled, and shows a wrong password inline', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /회원 탈퇴에 동의합니다/ }));
    const password = screen.getByLabelText(/^비밀번호/);
    await user.type(password, 'wrong password');
    await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
    await user.click(await screen.findByRole('button', { name: '취소' }));
    expect(withdrawals).toEqual([]);

    await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
    const dialog = await screen.findByRole('dialog', { name: '회원 탈퇴' });
    await user.click(dialog.querySelector<HTMLButtonElement>('.button--confirm')!);
    expect(await screen.findByText('현재 비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(document.activeElement).toBe(password);
    expect(useAppStore.getState().loginInfo).not.toEqual({});
    // On the field, not in an alert.
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
