import { OPS_API, ROUTES, type QnaOpsDetail, type QnaQueueItem } from '@ilteo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { QnaItemPage } from './qna-item-page';
import { QnaQueuePage } from './qna-queue-page';

const queued = (over: Partial<QnaQueueItem> = {}): QnaQueueItem => ({
  qnaId: 7,
  category: 'apply',
  title: '지원 취소가 되지 않습니다',
  state: 'waiting',
  fileCount: 2,
  createdAt: '2026-03-01T00:00:00.000Z',
  answeredAt: null,
  asker: { loginId: 'demo', name: '김일터' },
  ...over,
});

const item = (over: Partial<QnaOpsDetail> = {}): QnaOpsDetail => ({
  ...queued(),
  body: '지원 취소 버튼을 눌러도 반응이 없습니다.',
  files: [{ saveName: 'c'.repeat(22) + '.pdf', originalName: '화면.pdf', size: 10, url: '/file' }],
  notifyByMail: true,
  fromChat: false,
  answer: null,
  updatedAt: '2026-03-01T00:00:00.000Z',
  ...over,
});

let queries: string[];
let posted: unknown[];
let answer: { code: string; status: number; message: string };

beforeEach(() => {
  queries = [];
  posted = [];
  answer = { code: '003', status: 200, message: '답변을 등록했습니다.' };
  window.history.replaceState(null, '');
  server.use(
    http.get(OPS_API.qna, ({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(q.toString());
      const answered = q.get('state') === 'answered';
      const rows = answered
        ? [queued({ qnaId: 8, state: 'answered', answeredAt: '2026-03-02T00:00:00.000Z' })]
        : [queued()];
      return HttpResponse.json(
        envelope('001', { items: rows, page: 1, size: 10, total: 1, totalPages: 1, waiting: 1 }),
      );
    }),
    http.get(OPS_API.qnaItem, () => HttpResponse.json(envelope('001', item()))),
    http.post(OPS_API.qnaAnswer, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(envelope(answer.code, null, answer.message), {
        status: answer.status,
      });
    }),
  );
});

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('QnaQueuePage', () => {
  it('shows waiting inquiries first and filters to answered ones', async () => {
    const user = userEvent.setup();
    renderRoute(QnaQueuePage, { path: ROUTES.opsQna.path });
    const link = await screen.findByRole('link', { name: '지원 취소가 되지 않습니다' });
    expect(link.getAttribute('href')).toBe('/ops/qna/item?qnaId=7');
    expect(screen.getByText('demo')).toBeTruthy();
    expect(queries[0]).toBe('state=waiting&page=1');
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('tab', { name: '답변 완료' }));
    await waitFor(() => expect(queries).toContain('state=answered&page=1'));
  });
});

describe('QnaItemPage', () => {
  const PATH = ROUTES.opsQnaItem.path;

  it('shows the question with its files and answers it', async () => {
    const user = userEvent.setup();
    renderRoute(QnaItemPage, { path: PATH, at: `${PATH}?qnaId=7` });
    expect(await screen.findByText('지원 취소 버튼을 눌러도 반응이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '화면.pdf' }).getAttribute('href')).toBe('/file');
    expect(screen.getByText('김일터 (demo)')).toBeTruthy();
    expect(await violations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(posted).toEqual([]);
    await user.type(screen.getByLabelText('답변'), '확인해 보니 마감된 공고였습니다.');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    await waitFor(() =>
      expect(posted).toEqual([{ qnaId: 7, answer: '확인해 보니 마감된 공고였습니다.' }]),
    );
  });

  it('shows the refusal when another operator answered first', async () => {
    const user = userEvent.setup();
    answer = { code: '202', status: 409, message: '이미 답변이 등록된 문의입니다.' };
    renderRoute(QnaItemPage, { path: PATH, at: `${PATH}?qnaId=7` });
    await user.type(await screen.findByLabelText('답변'), '답변입니다.');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    expect(await screen.findByText('이미 답변이 등록된 문의입니다.')).toBeTruthy();
  });
});
