import { API, ROUTES } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { useToastStore } from '@/shared/ui/toast/toast-store';
import { seoulToday } from '@/shared/lib/seoul-date';
import { mark, postingMarks } from './fixtures.test-data';
import { WatchListPage } from './watch-list-page';

const WATCH = ROUTES.myWatchList.path;

/** The marks the fake server holds, by kind; removals take them out. */
let marks: Record<string, ReturnType<typeof mark>[]>;
let changes: unknown[];
let listQueries: string[];

/** Today in Seoul plus `days`, as the API writes deadlines. */
const inDays = (days: number) => {
  const today = Date.parse(`${seoulToday()}T00:00:00Z`);
  return new Date(today + days * 86_400_000).toISOString().slice(0, 10);
};

/** The API's pages: `size` marks from `page`, with the total. */
function serve() {
  server.use(
    http.get(API.person.contentInterestList, ({ request }) => {
      const q = new URL(request.url).searchParams;
      listQueries.push(q.toString());
      const all = marks[q.get('contentType') ?? ''] ?? [];
      const page = Number(q.get('page') ?? '1');
      const size = Number(q.get('size') ?? '20');
      return HttpResponse.json(
        envelope('001', {
          items: all.slice((page - 1) * size, page * size),
          page,
          size,
          total: all.length,
          totalPages: Math.ceil(all.length / size),
        }),
      );
    }),
    http.post(API.person.contentInterestChange, async ({ request }) => {
      const body = (await request.json()) as { contentType: string; contentId: string };
      changes.push(body);
      const kind = marks[body.contentType] ?? [];
      marks[body.contentType] = kind.filter((m) => m.contentId !== body.contentId);
      return HttpResponse.json(envelope('001', { interested: false, count: 0 }));
    }),
  );
}

beforeEach(() => {
  const posting = postingMarks(12);
  posting[0] = { ...posting[0]!, deadline: inDays(3) };
  posting[1] = { ...posting[1]!, deadline: inDays(0) };
  posting[2] = { ...posting[2]!, deadline: inDays(3), visible: false };
  marks = {
    posting,
    certificate: [
      mark('certificate', '1320', '정보처리기사'),
      mark('certificate', '9999', '폐지된 자격', { visible: false }),
    ],
  };
  changes = [];
  listQueries = [];
  window.history.replaceState(null, '');
  useToastStore.setState({ toasts: [] });
  useAppStore.setState({ loginInfo: { loginId: 'jobseeker', name: '김일터' } });
  serve();
});

const items = () =>
  within(within(screen.getByRole('tabpanel')).getAllByRole('list')[0]!).getAllByRole('listitem');
const titles = () => items().map((li) => within(li).getByRole('heading').textContent);

describe('WatchListPage', () => {
  it('shows one tab per kind and asks for one page at a time, with the total and D-days', async () => {
    const user = userEvent.setup();
    renderRoute(WatchListPage, { path: WATCH });

    expect(screen.getByRole('heading', { level: 1, name: '관심 목록' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([
      '채용공고',
      '기업',
      '자격증',
      '어학시험',
      '커뮤니티 글',
      '기업 리뷰',
      '채용·면접 후기',
      '취업 가이드',
    ]);
    expect(await screen.findByRole('heading', { name: '관심 채용공고 12개' })).toBeTruthy();
    expect(listQueries).toEqual(['contentType=posting&page=1&size=10']);
    expect(titles()).toHaveLength(10);
    const [first, second, third, fourth] = items();
    expect(within(first!).getByRole('link', { name: '공고 1' }).getAttribute('href')).toBe(
      '/person/recrtinfo/detail?postingId=100',
    );
    expect(within(first!).getByText('D-3')).toBeTruthy();
    expect(within(first!).getByText(/^3일 후 마감 \(/)).toBeTruthy();
    expect(within(first!).getByText('2026.11.20 관심 표시')).toBeTruthy();
    expect(within(second!).getByText('오늘 마감')).toBeTruthy();
    // Closed: labelled 마감, no D-day; no deadline: no label.
    expect(within(third!).getByText('마감')).toBeTruthy();
    expect(within(third!).queryByText('D-3')).toBeNull();
    expect(within(fourth!).queryByText(/^D-|오늘 마감/)).toBeNull();

    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    await waitFor(() => expect(titles()).toEqual(['공고 11', '공고 12']));
    expect(listQueries.at(-1)).toBe('contentType=posting&page=2&size=10');
    expect(screen.getByRole('heading', { name: '관심 채용공고 12개' })).toBeTruthy();
  });

  it('goes back to the last page when removals empty the one shown', async () => {
    const user = userEvent.setup();
    renderRoute(WatchListPage, { path: WATCH });
    await screen.findByRole('heading', { name: '관심 채용공고 12개' });
    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    await waitFor(() => expect(titles()).toEqual(['공고 11', '공고 12']));

    await user.click(screen.getByRole('checkbox', { name: '이 페이지 전체 선택' }));
    await user.click(screen.getByRole('button', { name: /^선택 삭제/ }));
    const dialog = await screen.findByRole('dialog', { name: '선택 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));

    await screen.findByRole('heading', { name: '관심 채용공고 10개' });
    await waitFor(() => expect(titles()).toHaveLength(10));
    expect(titles()[0]).toBe('공고 1');
    expect(listQueries.at(-1)).toBe('contentType=posting&page=1&size=10');
  });

  it('labels what can no longer be opened, and shows an empty kind with a way to browse', async () => {
    const user = userEvent.setup();
    renderRoute(WatchListPage, { path: WATCH });
    await screen.findByRole('heading', { name: '관심 채용공고 12개' });

    await user.click(screen.getByRole('tab', { name: '자격증' }));
    await screen.findByRole('heading', { name: '관심 자격증 2개' });
    const gone = items()[1]!;
    expect(within(gone).queryByRole('link')).toBeNull();
    expect(within(gone).getByText('볼 수 없음')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: '어학시험' }));
    expect(await screen.findByText('관심 표시한 어학시험이(가) 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '어학시험 보러 가기' }).getAttribute('href')).toBe(
      ROUTES.langList.path,
    );
  });

  it('removes the selected marks after asking, one call each, and refreshes the list', async () => {
    const user = userEvent.setup();
    renderRoute(WatchListPage, { path: WATCH });
    await screen.findByRole('heading', { name: '관심 채용공고 12개' });
    const removeChosen = () => screen.getByRole('button', { name: /^선택 삭제/ });
    expect(removeChosen()).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('checkbox', { name: '공고 2 선택' }));
    await user.click(screen.getByRole('checkbox', { name: '공고 3 선택' }));
    expect(removeChosen().textContent).toBe('선택 삭제 (2)');
    await user.click(removeChosen());
    const dialog = await screen.findByRole('dialog', { name: '선택 삭제' });
    expect(dialog.textContent).toContain('선택한 2개를 관심 목록에서 삭제하시겠습니까?');
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));

    await screen.findByRole('heading', { name: '관심 채용공고 10개' });
    expect(changes).toEqual([
      { contentType: 'posting', contentId: '101', interested: false },
      { contentType: 'posting', contentId: '102', interested: false },
    ]);
    expect(titles()).not.toContain('공고 2');
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([
      '관심 목록에서 2개를 삭제했습니다.',
    ]);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: '관심 채용공고 10개' }),
    );
  });

  it('selects a whole page, and removes one item with its own button', async () => {
    const user = userEvent.setup();
    renderRoute(WatchListPage, { path: WATCH });
    await screen.findByRole('heading', { name: '관심 채용공고 12개' });

    await user.click(screen.getByRole('checkbox', { name: '이 페이지 전체 선택' }));
    expect(screen.getByRole('button', { name: /^선택 삭제/ }).textContent).toBe('선택 삭제 (10)');
    await user.click(screen.getByRole('checkbox', { name: '이 페이지 전체 선택' }));
    expect(screen.getByRole('button', { name: /^선택 삭제/ }).textContent).toBe('선택 삭제');

    await user.click(screen.getByRole('button', { name: '공고 1 관심 삭제' }));
    await screen.findByRole('heading', { name: '관심 채용공고 11개' });
    expect(changes).toEqual([{ contentType: 'posting', contentId: '100', interested: false }]);
  });

  it('keeps the tab and page in history for Back', async () => {
    const user = userEvent.setup();
    renderRoute(WatchListPage, { path: WATCH });
    await screen.findByRole('heading', { name: '관심 채용공고 12개' });
    await user.click(screen.getByRole('tab', { name: '자격증' }));
    await waitFor(() =>
      expect(JSON.stringify(window.history.state)).toContain('"kind":"certificate"'),
    );
  });
});
