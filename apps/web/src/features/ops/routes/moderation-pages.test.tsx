import { type ModerationItem, type ModerationItemSummary, OPS_API, ROUTES } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { useToastStore } from '@/shared/ui/toast/toast-store';
import { ModerationItemPage } from './moderation-item-page';
import { ModerationPage } from './moderation-page';

const QUEUE = ROUTES.opsModeration.path;
const ITEM = ROUTES.opsModerationItem.path;

const summary = (
  n: number,
  overrides: Partial<ModerationItemSummary> = {},
): ModerationItemSummary => ({
  itemId: n,
  kind: 'community-post',
  kindLabel: '커뮤니티 글',
  targetId: String(100 + n),
  title: `신고된 글 ${n}`,
  score: 5.333333,
  reporters: 5,
  status: 'pending',
  blindedAt: '2026-03-04T01:00:00.000Z',
  objectedAt: null,
  createdAt: '2026-03-03T23:00:00.000Z',
  ...overrides,
});

const item = (overrides: Partial<ModerationItem> = {}): ModerationItem => ({
  ...summary(7),
  content: {
    title: '신고된 글 7',
    bodyHtml: '<p>싸게 팝니다 <strong>연락 주세요</strong></p>',
    state: 'blinded',
    path: '/person/certi-lang/commu/detail?postId=107',
  },
  author: { userId: '42', loginId: 'writer01', nickname: '합격기원' },
  reports: [
    {
      reportId: 1,
      reason: 'spam',
      reasonLabel: '스팸·홍보',
      detail: '같은 광고를 계속 올립니다.',
      reporterLoginId: 'member02',
      weight: 1.5,
      createdAt: '2026-03-03T23:00:00.000Z',
    },
  ],
  objection: { text: '광고가 아닙니다.', at: '2026-03-05T00:00:00.000Z' },
  decisions: [],
  sanctions: [
    {
      level: 1,
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2026-01-08T00:00:00.000Z',
      reason: '욕설',
    },
  ],
  ...overrides,
});

let queueQueries: string[];
let decisions: unknown[];
let decideAnswer: { code: string; status: number; message: string; data?: unknown };
let current: ModerationItem;

beforeEach(() => {
  queueQueries = [];
  decisions = [];
  decideAnswer = { code: '001', status: 200, message: '' };
  current = item();
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, '');
  server.use(
    http.get(OPS_API.moderation, ({ request }) => {
      const q = new URL(request.url).searchParams;
      queueQueries.push(q.toString());
      const page = Number(q.get('page'));
      const status = q.get('status') as ModerationItemSummary['status'];
      const items =
        status === 'pending'
          ? Array.from({ length: page === 1 ? 20 : 3 }, (_, i) => summary((page - 1) * 20 + i + 1))
          : [];
      if (status === 'pending' && page === 1) {
        items[0] = summary(1, { objectedAt: '2026-03-05T00:00:00.000Z' });
      }
      return HttpResponse.json(
        envelope('001', {
          items,
          page,
          size: 20,
          total: items.length === 0 ? 0 : 23,
          totalPages: items.length === 0 ? 0 : 2,
        }),
      );
    }),
    http.get(OPS_API.moderationItem, ({ request }) => {
      const itemId = new URL(request.url).searchParams.get('itemId');
      if (itemId !== '7') {
        return HttpResponse.json(envelope('202', null, '검토 항목을 찾을 수 없습니다.'), {
          status: 404,
        });
      }
      return HttpResponse.json(envelope('001', current));
    }),
    http.post(OPS_API.moderationDecide, async ({ request }) => {
      decisions.push(await request.json());
      const { code, status, message, data = null } = decideAnswer;
      return HttpResponse.json(envelope(code, data, message), { status });
    }),
  );
});

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('ModerationPage (the queue)', () => {
  it('lists pending items heaviest first with their columns, and pages', async () => {
    const user = userEvent.setup();
    renderRoute(ModerationPage, { path: QUEUE });
    const table = await screen.findByRole('table', { name: '검토 대기 23건' });
    expect(queueQueries).toEqual(['status=pending&page=1']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['종류', '제목', '점수', '신고자', '상태', '임시조치', '이의', '접수일']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '커뮤니티 글',
      '신고된 글 1',
      '5.33',
      '5명',
      '검토 대기',
      '2026-03-04 10:00',
      '이의 신청',
      '2026-03-04 08:00',
    ]);
    expect(within(first).getByRole('link', { name: '신고된 글 1' }).getAttribute('href')).toBe(
      `${ITEM}?itemId=1`,
    );

    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    await waitFor(() => expect(queueQueries.at(-1)).toBe('status=pending&page=2'));
  });

  // axe over a full page of rows takes a few seconds in jsdom.
  it('has no axe violations', { timeout: 30_000 }, async () => {
    renderRoute(ModerationPage, { path: QUEUE });
    await screen.findByRole('table', { name: '검토 대기 23건' });
    expect(await violations()).toEqual([]);
  });

  it('filters by status tab and by kind, back to page 1', async () => {
    const user = userEvent.setup();
    renderRoute(ModerationPage, { path: QUEUE });
    await screen.findByRole('table', { name: '검토 대기 23건' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '검토 대기',
      '유지',
      '삭제',
      '블라인드',
    ]);
    await user.click(screen.getByRole('tab', { name: '블라인드' }));
    expect(await screen.findByText('블라인드 항목이 없습니다.')).toBeTruthy();
    expect(queueQueries.at(-1)).toBe('status=blinded&page=1');

    await user.selectOptions(screen.getByRole('combobox', { name: '콘텐츠 종류' }), 'comment');
    await waitFor(() => expect(queueQueries.at(-1)).toBe('status=blinded&page=1&kind=comment'));
  });
});

describe('ModerationItemPage (the decision)', () => {
  it(
    'shows the content, the real author, reports, objection and sanctions',
    { timeout: 30_000 },
    async () => {
      renderRoute(ModerationItemPage, { path: ITEM, at: `${ITEM}?itemId=7` });
      expect(await screen.findByRole('heading', { name: '콘텐츠: 신고된 글 7' })).toBeTruthy();
      expect(screen.getByText('writer01 · 닉네임 합격기원')).toBeTruthy();
      expect(screen.getByText('연락 주세요').tagName).toBe('STRONG');
      const reports = screen.getByRole('table', { name: '신고 1건' });
      expect(within(reports).getByText('스팸·홍보')).toBeTruthy();
      expect(within(reports).getByText('같은 광고를 계속 올립니다.')).toBeTruthy();
      expect(within(reports).getByText('member02')).toBeTruthy();
      expect(within(reports).getByText('1.5')).toBeTruthy();
      expect(screen.getByText('광고가 아닙니다.')).toBeTruthy();
      expect(screen.getByText(/1단계 · 2026-01-01 09:00 ~ 2026-01-08 09:00 · 욕설/)).toBeTruthy();
      expect(screen.getByText('아직 처리한 적이 없습니다.')).toBeTruthy();
      expect(await violations()).toEqual([]);
    },
  );

  it('asks for a decision and a reason before sending', async () => {
    const user = userEvent.setup();
    renderRoute(ModerationItemPage, { path: ITEM, at: `${ITEM}?itemId=7` });
    await user.click(await screen.findByRole('button', { name: '처리하기' }));
    expect(await screen.findByText('처리 방법을 선택해 주세요.')).toBeTruthy();
    expect(screen.getByText('처리 사유를 입력해 주세요.')).toBeTruthy();
    expect(decisions).toEqual([]);
  });

  it('sends the decision, says so, and goes back to the queue', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(ModerationItemPage, { path: ITEM, at: `${ITEM}?itemId=7` });
    await user.click(await screen.findByRole('radio', { name: '삭제 (작성자 제재)' }));
    await user.type(screen.getByRole('textbox', { name: /처리 사유/ }), '반복된 광고 게시');
    await user.click(screen.getByRole('button', { name: '처리하기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(QUEUE));
    expect(decisions).toEqual([{ itemId: 7, decision: 'remove', reason: '반복된 광고 게시' }]);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([
      '처리했습니다. 작성자에게 결과를 알립니다.',
    ]);
  });

  it('shows a refusal beside the form and stays', async () => {
    decideAnswer = { code: '202', status: 400, message: '이미 처리된 항목입니다.' };
    const user = userEvent.setup();
    const { router } = renderRoute(ModerationItemPage, { path: ITEM, at: `${ITEM}?itemId=7` });
    await user.click(await screen.findByRole('radio', { name: '유지 (신고 기각)' }));
    await user.type(
      screen.getByRole('textbox', { name: /처리 사유/ }),
      '신고 사유에 해당하지 않음',
    );
    await user.click(screen.getByRole('button', { name: '처리하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('이미 처리된 항목입니다.');
    expect(router.state.location.pathname).toBe(ITEM);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no decision on a decided item, and says when there is no such item', async () => {
    current = item({ status: 'kept' });
    renderRoute(ModerationItemPage, { path: ITEM, at: `${ITEM}?itemId=7` });
    expect(await screen.findByText('이미 처리된 항목입니다(유지).')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '처리하기' })).toBeNull();
  });

  it('says when the item does not exist', async () => {
    renderRoute(ModerationItemPage, { path: ITEM, at: `${ITEM}?itemId=999` });
    expect(await screen.findByText('검토 항목을 찾을 수 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '신고 검토 목록으로' }).getAttribute('href')).toBe(
      QUEUE,
    );
  });
});
