import { BTI_API, ROUTES, type BtiSitting } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { BtiTestPage } from './test-page';

const PATH = ROUTES.btiTest.path;

const sitting = (answered: number): BtiSitting => ({
  items: Array.from({ length: 60 }, (_, i) => ({ itemNo: i + 1, text: `활동 ${String(i + 1)}` })),
  attempt:
    answered === 0
      ? null
      : {
          attemptId: 3,
          answers: Array.from({ length: 60 }, (_, i) => (i < answered ? 3 : 0)),
          answeredCount: answered,
          requestId: null,
          startedAt: '2026-11-20T01:00:00.000Z',
        },
  request: null,
});

let saved: unknown[];

function serve(answered: number, answerStatus = 200) {
  server.use(
    http.get(BTI_API.sitting, () => HttpResponse.json(envelope('001', sitting(answered)))),
    http.put(BTI_API.answer, async ({ request }) => {
      saved.push(await request.json());
      return answerStatus === 200
        ? HttpResponse.json(envelope('001', { attemptId: 3, answeredCount: answered + 1 }))
        : HttpResponse.json(envelope('203', null, '서버 오류'), { status: answerStatus });
    }),
  );
}

beforeEach(() => {
  saved = [];
});

describe('BtiTestPage', () => {
  it('resumes at the first unanswered item with the progress, axe clean', async () => {
    serve(30);
    const { container } = renderRoute(BtiTestPage, { path: PATH });
    const group = await screen.findByRole('group', { name: /^31\. 활동 31/ });
    expect(screen.getByRole('heading', { name: '6 / 10 단계' })).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: '응답한 문항' });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('saves a choice at once and counts it', async () => {
    const user = userEvent.setup();
    serve(0);
    renderRoute(BtiTestPage, { path: PATH });
    const group = await screen.findByRole('group', { name: /^1\. / });
    await user.click(within(group).getByLabelText('매우 좋아함'));
    await waitFor(() => expect(saved).toEqual([{ itemNo: 1, value: 5 }]));
    expect(
      screen.getByRole('progressbar', { name: '응답한 문항' }).getAttribute('aria-valuenow'),
    ).toBe('1');
  });

  it('puts a choice back when it is not saved and offers 다시 저장', async () => {
    const user = userEvent.setup();
    serve(0, 500);
    renderRoute(BtiTestPage, { path: PATH });
    const group = await screen.findByRole('group', { name: /^2\. / });
    await user.click(within(group).getByLabelText('보통'));
    const alert = await screen.findByText(/2번 문항의 응답을 저장하지 못했습니다/);
    expect(within(group).getByLabelText<HTMLInputElement>('보통').checked).toBe(false);
    serve(0);
    await user.click(within(alert).getByRole('button', { name: '다시 저장' }));
    await waitFor(() => expect(saved.at(-1)).toEqual({ itemNo: 2, value: 3 }));
    await waitFor(() =>
      expect(within(group).getByLabelText<HTMLInputElement>('보통').checked).toBe(true),
    );
  });

  it('names the unanswered items instead of submitting', async () => {
    const user = userEvent.setup();
    serve(58);
    renderRoute(BtiTestPage, { path: PATH });
    await screen.findByRole('group', { name: /^59\. / });
    await user.click(screen.getByRole('button', { name: '제출하고 결과 보기' }));
    expect(await screen.findByText(/응답하지 않은 문항이 2개 있습니다: 59번, 60번/)).toBeTruthy();
  });
});
