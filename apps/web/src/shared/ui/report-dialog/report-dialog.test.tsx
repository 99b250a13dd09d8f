import { API } from '@ilteo/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/api/query-client';
import { server } from '@/shared/testing/msw-server';
import { envelope } from '@/shared/testing/render-route';
import { DialogHost } from '@/shared/ui/dialog';
import { useToastStore } from '@/shared/ui/toast/toast-store';
import { ReportDialog, type ReportDialogProps } from './report-dialog';

function open(props: Partial<ReportDialogProps> = {}) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReportDialog
        kind="comment"
        targetId="205"
        title="이 댓글 신고하기"
        lead="댓글에서 문제가 된 점을 알려 주세요."
        onClose={onClose}
        {...props}
      />
      <DialogHost />
    </QueryClientProvider>,
  );
  return {
    onClose,
    dialog: screen.getByRole('dialog', { name: props.title ?? '이 댓글 신고하기' }),
  };
}

const reasonNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('radio')
    .map((r) => r.closest('label')?.textContent);

describe('ReportDialog', () => {
  it('offers the reasons of the kind', () => {
    const { dialog } = open();
    expect(reasonNames(dialog)).toEqual([
      '스팸·홍보',
      '욕설·비방',
      '개인정보 노출',
      '음란·선정적 내용',
      '허위 사실',
      '기타',
    ]);
  });

  it('offers a posting its own reasons', () => {
    const { dialog } = open({ kind: 'posting', title: '이 공고 신고하기' });
    expect(reasonNames(dialog)).toContain('구직자에게 비용 요구');
    expect(reasonNames(dialog)).not.toContain('욕설·비방');
  });

  it('asks for the text of 기타, then sends and closes with a toast', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.post(API.person.report, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          envelope('601', null, '신고가 접수되었습니다. 내부 검토 후 처리하겠습니다.'),
          { status: 201 },
        );
      }),
    );
    const { dialog, onClose } = open();
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(await within(dialog).findByText('신고 사유를 선택해 주세요.')).toBeTruthy();

    await user.click(within(dialog).getByRole('radio', { name: '기타' }));
    expect(within(dialog).getByText('(필수)')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(await within(dialog).findByText('기타 사유를 입력해 주세요.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /자세한 내용/ }), '도배입니다.');
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { targetType: 'comment', targetId: '205', reason: 'other', detail: '도배입니다.' },
    ]);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([
      '신고가 접수되었습니다. 내부 검토 후 처리하겠습니다.',
    ]);
  });

  it('says so in the form when the member reported it already (302)', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(API.person.report, () =>
        HttpResponse.json(envelope('302', null, '이미 신고한 콘텐츠입니다.'), { status: 409 }),
      ),
    );
    const { dialog, onClose } = open();
    await user.click(within(dialog).getByRole('radio', { name: '스팸·홍보' }));
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(await within(dialog).findByText('이미 신고한 콘텐츠입니다.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    // No alert on top of the form's own message.
    expect(screen.queryByRole('dialog', { name: '알림' })).toBeNull();
  });
});
