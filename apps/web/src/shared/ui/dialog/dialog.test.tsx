import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { alert, confirm, DialogHost } from '.';

function Page() {
  return (
    <>
      <DialogHost />
      <button type="button">저장</button>
    </>
  );
}

function openFrom<T>(name: string, open: () => Promise<T>): Promise<T> {
  screen.getByRole('button', { name }).focus();
  let result!: Promise<T>;
  act(() => {
    result = open();
  });
  return result;
}

describe('alert', () => {
  it('is a labelled modal dialog with the message and a 확인 button that takes focus', async () => {
    render(<Page />);
    const closed = openFrom('저장', () => alert('저장되었습니다.'));
    const dialog = await screen.findByRole('dialog', { name: '알림' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('저장되었습니다.');
    const ok = screen.getByRole('button', { name: '확인' });
    expect(document.activeElement).toBe(ok);
    expect(screen.queryByRole('button', { name: '취소' })).toBeNull();

    await userEvent.click(ok);
    await expect(closed).resolves.toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('returns focus to the element that opened it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: '저장' });
    const closed = openFrom('저장', () => alert('안내'));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await closed;
    expect(document.activeElement).toBe(opener);
  });

  it('has a close button labelled 대화상자 닫기', async () => {
    render(<Page />);
    const closed = openFrom('저장', () => alert('안내', { title: '공지' }));
    await screen.findByRole('dialog', { name: '공지' });
    await userEvent.click(screen.getByRole('button', { name: '대화상자 닫기' }));
    await expect(closed).resolves.toBeUndefined();
  });

  it('shows queued alerts one after another', async () => {
    render(<Page />);
    act(() => {
      void alert('첫 번째');
      void alert('두 번째');
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByText('첫 번째')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('두 번째')).toBeTruthy();
  });
});

describe('confirm', () => {
  it('resolves true for 확인', async () => {
    render(<Page />);
    const answer = openFrom('저장', () => confirm('삭제하시겠습니까?'));
    await screen.findByRole('dialog', { name: '알림' });
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false for 취소, Escape and the close button', async () => {
    const user = userEvent.setup();
    render(<Page />);

    let answer = openFrom('저장', () => confirm('나가시겠습니까?'));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: '취소' }));
    await expect(answer).resolves.toBe(false);

    answer = openFrom('저장', () => confirm('나가시겠습니까?'));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);

    answer = openFrom('저장', () => confirm('나가시겠습니까?'));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: '대화상자 닫기' }));
    await expect(answer).resolves.toBe(false);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Page />);
    void openFrom('저장', () => confirm('계속하시겠습니까?'));
    await screen.findByRole('dialog');
    const close = screen.getByRole('button', { name: '대화상자 닫기' });
    const cancel = screen.getByRole('button', { name: '취소' });
    const ok = screen.getByRole('button', { name: '확인' });
    expect(document.activeElement).toBe(ok);

    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(ok);
  });

  it('focuses 취소 first for destructive questions and uses the given labels', async () => {
    render(<Page />);
    void openFrom('저장', () =>
      confirm('탈퇴하면 되돌릴 수 없습니다.', {
        title: '회원 탈퇴',
        confirmLabel: '탈퇴',
        cancelLabel: '돌아가기',
        destructive: true,
      }),
    );
    await screen.findByRole('dialog', { name: '회원 탈퇴' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '돌아가기' }));
    expect(screen.getByRole('button', { name: '탈퇴' }).className).toContain('button--confirm');
  });

  it('makes the page behind it inert while open', async () => {
    render(<Page />);
    const answer = openFrom('저장', () => confirm('확인할까요?'));
    await screen.findByRole('dialog');
    const appRoot = screen.getByRole('button', { name: '저장', hidden: true }).closest('body > *');
    expect(appRoot?.hasAttribute('inert')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await answer;
    await waitFor(() => expect(appRoot?.hasAttribute('inert')).toBe(false));
  });
});
