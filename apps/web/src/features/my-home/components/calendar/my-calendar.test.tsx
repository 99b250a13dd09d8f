import { API, contentPath, type CalendarEvent } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { useToastStore } from '@/shared/ui/toast/toast-store';
import { calendarEvent } from '../../routes/fixtures.test-data';
import MyCalendar from './my-calendar';

/** Every calendar query, as 'from-to'. */
let ranges: string[];
let feedCalls: string[];
let feedActive: boolean;

const EVENTS: CalendarEvent[] = [
  calendarEvent(),
  calendarEvent({
    kind: 'cert-exam',
    title: '정보처리기사 필기 시험 (2026년 4회)',
    path: contentPath('certificate', '1320'),
    contentKind: 'certificate',
    contentId: '1320',
  }),
  calendarEvent({
    date: '20261203',
    kind: 'lang-registration',
    title: 'TOEIC 접수 시작',
    path: contentPath('language-test', 'TOEIC'),
    contentKind: 'language-test',
    contentId: 'TOEIC',
  }),
];

function serve() {
  server.use(
    http.get(API.myHome.calendar, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const from = q.get('from') ?? '';
      const to = q.get('to') ?? '';
      ranges.push(`${from}-${to}`);
      const events = EVENTS.filter((e) => e.date >= from && e.date <= to);
      return HttpResponse.json(envelope('001', { from, to, events, today: '20261125' }));
    }),
    http.get(API.myHome.calendarFeed, () =>
      HttpResponse.json(
        envelope('001', {
          active: feedActive,
          createdAt: feedActive ? '2026-11-25T01:00:00.000Z' : null,
        }),
      ),
    ),
    http.post(API.myHome.calendarFeed, () => {
      feedCalls.push('POST');
      feedActive = true;
      return HttpResponse.json(
        envelope(
          '002',
          {
            url: `https://ilteo.example/api/v1/cmmn/calendar/${'a'.repeat(43)}.ics`,
            createdAt: '2026-11-25T03:00:00.000Z',
          },
          '일정 구독 주소를 만들었습니다. 이 주소는 지금 한 번만 보여 드립니다.',
        ),
        { status: 201 },
      );
    }),
    http.delete(API.myHome.calendarFeed, () => {
      feedCalls.push('DELETE');
      feedActive = false;
      return HttpResponse.json(envelope('004', null, '일정 구독 주소를 해지했습니다.'));
    }),
  );
}

beforeEach(() => {
  ranges = [];
  feedCalls = [];
  feedActive = false;
  useToastStore.setState({ toasts: [] });
  // 2026-11-25 noon in Seoul; only Date is faked.
  vi.setSystemTime(new Date('2026-11-25T03:00:00Z'));
  serve();
});

afterEach(() => {
  vi.useRealTimers();
});

async function dismissAlert(user: ReturnType<typeof userEvent.setup>, text: string) {
  const alert = await screen.findByRole('dialog', { name: '알림' });
  expect(alert.textContent).toContain(text);
  await user.click(within(alert).getByRole('button', { name: '확인' }));
}

const open = () => renderRoute(MyCalendar, { path: '/cal' });
const day = (name: string | RegExp) => screen.getByRole('button', { name });

describe('MyCalendar', () => {
  it('draws the month as a grid from 일요일 with today and each day’s count', async () => {
    open();
    const grid = await screen.findByRole('grid', { name: '2026년 11월 달력' });
    expect(ranges).toEqual(['20261101-20261205']);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(35);
    expect(day('2026년 11월 25일 오늘, 일정 없음').getAttribute('aria-current')).toBe('date');
    const busy = day('2026년 11월 27일, 일정 2개').parentElement!;
    expect(within(busy).getByText('공고 마감')).toBeTruthy();
    expect(within(busy).getByText('자격증 시험')).toBeTruthy();
    expect(day('2026년 12월 3일, 일정 1개')).toBeTruthy();
  });

  it('moves by day and week with the arrows, into the next month, and opens a day with Enter', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('grid');
    // 이전 달, 다음 달, the 달력 tab, its panel, then the grid's one tab stop: today.
    for (let i = 0; i < 5; i += 1) await user.tab();
    await waitFor(() => expect(document.activeElement).toBe(day(/^2026년 11월 25일/)));
    expect(
      within(screen.getByRole('grid'))
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toHaveLength(1);

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(day('2026년 11월 27일, 일정 2개'));
    await user.keyboard('{Enter}');
    const list = await screen.findByRole('region', { name: '11월 27일 (금)' });
    expect(within(list).getByRole('link', { name: '공고 1 채용 마감' }).getAttribute('href')).toBe(
      '/person/recrtinfo/detail?postingId=100',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(list).getByRole('heading', { name: '11월 27일 (금)' }),
      ),
    );

    await user.click(day('2026년 11월 27일, 일정 2개'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await screen.findByRole('grid', { name: '2026년 12월 달력' });
    await waitFor(() => expect(document.activeElement).toBe(day(/^2026년 12월 11일/)));
    expect(ranges).toContain('20261129-20270102');
    await user.keyboard('{ArrowLeft}{Home}');
    expect(document.activeElement).toBe(day(/^2026년 12월 6일/));
  });

  it('lists the month’s events by date, and pages by month', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('grid');
    await user.click(screen.getByRole('tab', { name: '목록' }));
    const panel = screen.getByRole('tabpanel', { name: '목록' });
    expect(
      within(panel)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['11월 27일 (금)']);
    expect(
      within(panel)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/person/recrtinfo/detail?postingId=100',
      '/person/certi-lang/certi/detail?code=1320',
    ]);

    await user.click(screen.getByRole('button', { name: '다음 달' }));
    expect(screen.getByRole('heading', { name: '2026년 12월' })).toBeTruthy();
    await waitFor(() =>
      expect(within(panel).getByRole('link', { name: 'TOEIC 접수 시작' })).toBeTruthy(),
    );
    await user.click(screen.getByRole('button', { name: '이전 달' }));
    await user.click(screen.getByRole('button', { name: '이전 달' }));
    expect(await within(panel).findByText('이번 달에는 일정이 없습니다.')).toBeTruthy();
    expect(ranges).toContain('20260927-20261031');
  });
});

describe('CalendarFeedPanel', () => {
  it('makes a link, shows it once with 복사, and revokes it after asking', async () => {
    const user = userEvent.setup();
    open();
    const feed = await screen.findByRole('region', { name: 'iCal 구독' });
    expect(await within(feed).findByText('아직 구독 주소가 없습니다.')).toBeTruthy();

    await user.click(within(feed).getByRole('button', { name: '구독 주소 만들기' }));
    await dismissAlert(user, '일정 구독 주소를 만들었습니다.');
    const link = await within(feed).findByRole<HTMLInputElement>('textbox', { name: /구독 주소/ });
    expect(link.value).toMatch(/^https:\/\/ilteo\.example\/api\/v1\/cmmn\/calendar\/a{43}\.ics$/);
    expect(within(feed).getByText(/URL로 추가/)).toBeTruthy();
    expect(
      within(feed).getByRole('link', { name: '이 기기에서 바로 구독' }).getAttribute('href'),
    ).toMatch(/^webcal:\/\/ilteo\.example\//);
    await user.click(within(feed).getByRole('button', { name: '복사' }));
    expect(await navigator.clipboard.readText()).toBe(link.value);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(
      '구독 주소를 복사했습니다.',
    );
    expect(within(feed).getByText('구독 주소가 있습니다 (2026.11.25 만듦).')).toBeTruthy();

    await user.click(within(feed).getByRole('button', { name: '구독 해지' }));
    const dialog = await screen.findByRole('dialog', { name: '구독 해지' });
    await user.click(within(dialog).getByRole('button', { name: '해지' }));
    await dismissAlert(user, '일정 구독 주소를 해지했습니다.');
    expect(await within(feed).findByText('아직 구독 주소가 없습니다.')).toBeTruthy();
    expect(within(feed).queryByRole('textbox')).toBeNull();
    expect(feedCalls).toEqual(['POST', 'DELETE']);
  });

  it('asks before replacing a link that exists', async () => {
    const user = userEvent.setup();
    feedActive = true;
    open();
    const feed = await screen.findByRole('region', { name: 'iCal 구독' });
    await user.click(await within(feed).findByRole('button', { name: '새 구독 주소 만들기' }));
    const dialog = await screen.findByRole('dialog', { name: '새 구독 주소' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(feedCalls).toEqual([]);
  });
});
