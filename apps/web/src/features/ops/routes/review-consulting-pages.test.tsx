import { OPS_API, ROUTES, type ConsultingDetail, type ScreeningItem } from '@ilteo/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { ConsultingItemPage } from './consulting-item-page';
import { ReviewScreeningPage } from './review-screening-page';

const ANSWER =
  '저는 문제를 끝까지 파고드는 사람입니다. 그래서 일터전자의 백엔드 개발자에 지원했습니다.';

const screening = (overrides: Partial<ScreeningItem> = {}): ScreeningItem => ({
  kind: 'company-review',
  id: 31,
  companyId: 7,
  companyName: '일터전자',
  state: 'pending',
  title: '배울 것이 많은 회사',
  body: '장점: 동료가 친절합니다.\n단점: 야근이 잦습니다.',
  createdAt: '2026-03-01T00:00:00.000Z',
  heldUntil: null,
  takedownReason: null,
  objection: null,
  edited: false,
  ...overrides,
});

const consulting = (overrides: Partial<ConsultingDetail> = {}): ConsultingDetail => ({
  consultingId: 41,
  companyId: 7,
  companyName: '일터전자',
  postingId: 11,
  postingTitle: '백엔드 개발자',
  kind: 'essay',
  state: 'in-progress',
  createdAt: '2026-03-01T00:00:00.000Z',
  dueAt: '2026-03-04T00:00:00.000Z',
  answeredAt: null,
  items: [{ question: '지원 동기', answer: ANSWER }],
  note: '',
  annotations: [],
  summary: null,
  sample: false,
  ...overrides,
});

let queries: string[];
let posted: unknown[];
let answer: { code: string; status: number; message: string };
let current: ConsultingDetail;

beforeEach(() => {
  queries = [];
  posted = [];
  answer = { code: '001', status: 200, message: '' };
  current = consulting();
  window.history.replaceState(null, '');
  server.use(
    http.get(OPS_API.reviewScreening, ({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(q.toString());
      const objected = q.get('queue') === 'objected';
      const item = objected
        ? screening({
            state: 'held',
            heldUntil: '2026-03-20T00:00:00.000Z',
            takedownReason: '명예훼손 우려',
            objection: '사실만 적었습니다.',
          })
        : screening({
            kind: q.get('kind') === 'interview-review' ? 'interview-review' : 'company-review',
          });
      return HttpResponse.json(
        envelope('001', { items: [item], page: 1, size: 20, total: 1, totalPages: 1 }),
      );
    }),
    http.post(OPS_API.reviewDecide, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(envelope(answer.code, null, answer.message), {
        status: answer.status,
      });
    }),
    http.get(OPS_API.consultingItem, () => HttpResponse.json(envelope('001', current))),
    http.post(OPS_API.consultingTake, async ({ request }) => {
      posted.push(await request.json());
      current = consulting({ state: 'in-progress' });
      return HttpResponse.json(envelope('001'));
    }),
    http.post(OPS_API.consultingAnswer, async ({ request }) => {
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

describe('ReviewScreeningPage', () => {
  const PATH = ROUTES.opsReviewScreening.path;

  it('shows the full text and publishes or rejects with a reason', async () => {
    const user = userEvent.setup();
    renderRoute(ReviewScreeningPage, { path: PATH });
    const card = await screen.findByRole('article', { name: '일터전자 · 배울 것이 많은 회사' });
    expect(card.textContent).toContain('단점: 야근이 잦습니다.');
    expect(queries[0]).toBe('kind=company-review&queue=pending&page=1');
    expect(await violations()).toEqual([]);

    await user.click(within(card).getByRole('button', { name: '게시' }));
    await waitFor(() =>
      expect(posted).toEqual([{ kind: 'company-review', id: 31, decision: 'publish' }]),
    );

    await user.click(within(card).getByRole('button', { name: '반려' }));
    await user.type(screen.getByLabelText(/반려 사유/), '광고성 내용입니다');
    await user.click(screen.getByRole('button', { name: '반려하기' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({
      kind: 'company-review',
      id: 31,
      decision: 'reject',
      reason: '광고성 내용입니다',
    });
  });

  it('switches kind, restores or keeps an objected 임시조치, and shows a refusal', async () => {
    const user = userEvent.setup();
    renderRoute(ReviewScreeningPage, { path: PATH });
    await screen.findByRole('article');
    await user.selectOptions(screen.getByLabelText('리뷰 종류'), 'interview-review');
    await waitFor(() => expect(queries).toContain('kind=interview-review&queue=pending&page=1'));
    await user.click(screen.getByRole('tab', { name: '이의 제기' }));
    await waitFor(() => expect(queries).toContain('kind=interview-review&queue=objected&page=1'));
    const card = await screen.findByRole('article');
    await waitFor(() => expect(card.textContent).toContain('사실만 적었습니다.'));
    answer = { code: '202', status: 400, message: '이미 처리된 리뷰입니다.' };
    await user.click(within(card).getByRole('button', { name: '임시조치 유지' }));
    await user.type(screen.getByLabelText(/유지 사유/), '소명이 부족합니다');
    await user.click(screen.getByRole('button', { name: '유지하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('이미 처리된 리뷰입니다.');
    expect(posted[0]).toMatchObject({ decision: 'keep-held', reason: '소명이 부족합니다' });
  });
});

describe('ConsultingItemPage', () => {
  const PATH = ROUTES.opsConsultingItem.path;
  const AT = `${PATH}?consultingId=41`;

  it('takes a received request', async () => {
    current = consulting({ state: 'received' });
    const user = userEvent.setup();
    renderRoute(ConsultingItemPage, { path: PATH, at: AT });
    await user.click(await screen.findByRole('button', { name: '이 신청 맡기' }));
    await waitFor(() => expect(posted).toEqual([{ consultingId: 41 }]));
    expect(await screen.findByRole('button', { name: '답변 보내기' })).toBeTruthy();
  });

  it('annotates a selected passage and a typed one, then sends the answer', async () => {
    const user = userEvent.setup();
    renderRoute(ConsultingItemPage, { path: PATH, at: AT });
    const item = await screen.findByRole('region', { name: '문항 1. 지원 동기' });
    const text = item.querySelector('.annotated-text')!;

    // A mouse selection inside the answer: "문제를 끝까지" is [3, 10).
    const range = document.createRange();
    range.setStart(text.firstChild!, 3);
    range.setEnd(text.firstChild!, 10);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    fireEvent.click(within(item).getByRole('button', { name: '선택한 구절 가져오기' }));
    expect(within(item).getByLabelText<HTMLInputElement>(/코멘트할 구절/).value).toBe(
      '문제를 끝까지',
    );
    await user.type(within(item).getByLabelText('코멘트'), '사례로 보여 주세요.');
    await user.click(within(item).getByRole('button', { name: '문항 1 코멘트 추가' }));
    expect([...item.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['문제를 끝까지']);

    // The keyboard way: the passage typed as it stands.
    await user.type(within(item).getByLabelText(/코멘트할 구절/), '없는 구절');
    await user.click(within(item).getByRole('button', { name: '문항 1 코멘트 추가' }));
    expect(within(item).getByRole('alert').textContent).toContain('찾을 수 없습니다');
    await user.clear(within(item).getByLabelText(/코멘트할 구절/));
    await user.type(within(item).getByLabelText(/코멘트할 구절/), '백엔드 개발자');
    await user.type(within(item).getByLabelText('코멘트'), '직무와 연결해 주세요.');
    await user.click(within(item).getByRole('button', { name: '문항 1 코멘트 추가' }));
    expect(within(item).getAllByRole('listitem')).toHaveLength(2);
    expect(await violations()).toEqual([]);

    // The summary is required before anything leaves.
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('총평을 20자 이상 입력해 주세요.')).toBeTruthy();
    expect(posted).toEqual([]);

    await user.type(
      screen.getByLabelText('총평 (필수)'),
      '구체적인 사례를 더하면 훨씬 설득력 있는 답변이 됩니다.',
    );
    await user.click(screen.getByRole('button', { name: '답변 보내기' }));
    await user.click(await screen.findByRole('button', { name: '확인' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const at = ANSWER.indexOf('백엔드 개발자');
    expect(posted[0]).toEqual({
      consultingId: 41,
      annotations: [
        { itemIndex: 0, start: 3, end: 10, quote: '문제를 끝까지', comment: '사례로 보여 주세요.' },
        {
          itemIndex: 0,
          start: at,
          end: at + '백엔드 개발자'.length,
          quote: '백엔드 개발자',
          comment: '직무와 연결해 주세요.',
        },
      ],
      summary: '구체적인 사례를 더하면 훨씬 설득력 있는 답변이 됩니다.',
      send: true,
    });
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(ROUTES.opsConsulting.path);
  });

  it('removes a comment', async () => {
    current = consulting({
      annotations: [
        { itemIndex: 0, start: 3, end: 10, quote: '문제를 끝까지', comment: '좋습니다.' },
      ],
      summary: '이미 저장한 총평입니다. 조금 더 다듬겠습니다.',
    });
    const user = userEvent.setup();
    renderRoute(ConsultingItemPage, { path: PATH, at: AT });
    await user.click(await screen.findByRole('button', { name: '코멘트 1 삭제' }));
    expect(document.querySelectorAll('mark')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ annotations: [], send: false });
  });
});
