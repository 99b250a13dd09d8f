import { ROUTES, type ConsultingDetail, CONSULTING_API } from '@ilteo/contract';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { ConsultingPreviewPage } from './consulting-preview-page';

const PATH = ROUTES.companyConsultingPreview.path;
const ANSWER_1 =
  '저는 문제를 끝까지 파고드는 사람입니다. <script>alert(1)</script> 그래서 지원했습니다.';
const ANSWER_2 = '팀에서 배포 자동화를 맡았습니다. 덕분에 출시가 빨라졌습니다.';

const detail = (overrides: Partial<ConsultingDetail> = {}): ConsultingDetail => ({
  consultingId: 900,
  companyId: 7,
  companyName: '일터전자',
  postingId: 11,
  postingTitle: '백엔드 개발자',
  kind: 'essay',
  state: 'done',
  createdAt: '2026-03-01T00:00:00.000Z',
  dueAt: '2026-03-04T00:00:00.000Z',
  answeredAt: '2026-03-02T03:00:00.000Z',
  items: [
    { question: '지원 동기', answer: ANSWER_1 },
    { question: '협업 경험', answer: ANSWER_2 },
  ],
  note: '',
  // Given out of order: numbers follow reading order (item, then position).
  annotations: [
    {
      itemIndex: 1,
      start: 4,
      end: 11,
      quote: '배포 자동화를',
      comment: '어떤 도구였는지 적어 주세요.',
    },
    {
      itemIndex: 0,
      start: 23,
      end: 48,
      quote: '<script>alert(1)</script>',
      comment: '본문에 코드를 넣지 마세요.',
    },
    {
      itemIndex: 0,
      start: 3,
      end: 18,
      quote: '문제를 끝까지 파고드는 사람',
      comment: '사례로 보여 주세요.',
    },
  ],
  summary: '전체적으로 구체적인 사례가 필요합니다.\n두 번째 문항은 좋습니다.',
  sample: true,
  ...overrides,
});

let current: ConsultingDetail;
beforeEach(() => {
  current = detail();
  server.use(
    http.get(CONSULTING_API.detail, ({ request }) => {
      const id = new URL(request.url).searchParams.get('consultingId');
      if (id !== '900') {
        return HttpResponse.json(envelope('202', null, '컨설팅 신청을 찾을 수 없습니다.'), {
          status: 404,
        });
      }
      return HttpResponse.json(envelope('001', current));
    }),
  );
});

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('ConsultingPreviewPage', () => {
  it('marks the commented passages in place, numbered in reading order, with their comments', async () => {
    renderRoute(ConsultingPreviewPage, { path: PATH, at: `${PATH}?consultingId=900` });
    const first = await screen.findByRole('region', { name: '문항 1. 지원 동기' });
    const marks = first.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual([
      '문제를 끝까지 파고드는 사람',
      '<script>alert(1)</script>',
    ]);
    // The answer reads whole and in order, as text: the script is shown, never run or parsed.
    const answer = first.querySelector('.annotated-text')!;
    expect(answer.querySelector('script')).toBeNull();
    const withoutNumbers = answer.cloneNode(true) as HTMLElement;
    withoutNumbers.querySelectorAll('[data-annotation-decoration]').forEach((el) => el.remove());
    expect(withoutNumbers.textContent).toBe(ANSWER_1);

    const comments = within(first).getByRole('list', { name: '문항 1 코멘트' });
    const items = within(comments).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('value'))).toEqual(['1', '2']);
    expect(items[0]!.textContent).toContain('사례로 보여 주세요.');
    expect(marks[0]!.getAttribute('aria-describedby')).toBe(items[0]!.id);
    expect(within(first).getByRole('link', { name: '코멘트 1' }).getAttribute('href')).toBe(
      `#${items[0]!.id}`,
    );

    const second = screen.getByRole('region', { name: '문항 2. 협업 경험' });
    expect([...second.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      '배포 자동화를',
    ]);
    expect(within(second).getByRole('listitem').getAttribute('value')).toBe('3');

    expect(screen.getByText('샘플')).toBeTruthy();
    const summary = screen.getByRole('region', { name: '총평' });
    expect(summary.textContent).toContain('두 번째 문항은 좋습니다.');
    expect(await violations()).toEqual([]);
  });

  it('shows the state and the due time before the answer', async () => {
    current = detail({
      state: 'received',
      sample: false,
      annotations: [],
      summary: null,
      answeredAt: null,
      note: '두 번째 문항을 중심으로 봐 주세요.',
    });
    renderRoute(ConsultingPreviewPage, { path: PATH, at: `${PATH}?consultingId=900` });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('접수되어 컨설턴트를 기다리고 있습니다.');
    expect(status.textContent).toContain('2026.03.04 09:00');
    expect(screen.queryByText('샘플')).toBeNull();
    expect(document.querySelectorAll('mark')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: '총평' })).toBeNull();
    expect(screen.getByRole('region', { name: '요청 사항' }).textContent).toContain(
      '두 번째 문항을 중심으로',
    );
  });

  it('says so for an unknown or invalid id', async () => {
    renderRoute(ConsultingPreviewPage, { path: PATH, at: `${PATH}?consultingId=5` });
    expect(await screen.findByText(/컨설팅 신청을 찾을 수 없습니다/)).toBeTruthy();
    renderRoute(ConsultingPreviewPage, { path: PATH, at: `${PATH}?consultingId=abc` });
    expect(screen.getAllByRole('link', { name: '기업 정보로' }).length).toBeGreaterThan(0);
  });
});
