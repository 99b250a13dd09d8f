import { API, ROUTES, type MyHomeDashboard } from '@ilteo/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { calendarEvent, dashboard } from './fixtures.test-data';
import { MyHomePage } from './my-home-page';

const HOME = ROUTES.myHome.path;

function serve(data: MyHomeDashboard = dashboard()) {
  server.use(
    http.get(API.myHome.dashboard, () => HttpResponse.json(envelope('001', data))),
    http.get(API.myHome.calendar, ({ request }) => {
      const q = new URL(request.url).searchParams;
      return HttpResponse.json(
        envelope('001', {
          from: q.get('from'),
          to: q.get('to'),
          events: [calendarEvent()],
          today: '20261125',
        }),
      );
    }),
    http.get(API.myHome.calendarFeed, () =>
      HttpResponse.json(envelope('001', { active: false, createdAt: null })),
    ),
  );
}

beforeEach(() => {
  vi.setSystemTime(new Date('2026-11-25T03:00:00Z'));
  useAppStore.setState({ loginInfo: { loginId: 'jobseeker', name: '김일터' } });
});

afterEach(() => {
  vi.useRealTimers();
});

const section = (name: string) => screen.getByRole('region', { name });

describe('MyHomePage', () => {
  it('shows every block of the dashboard, and the calendar once its chunk arrives', async () => {
    serve();
    renderRoute(MyHomePage, { path: HOME });
    expect(screen.getByRole('heading', { level: 1, name: '마이홈' })).toBeTruthy();
    const links = screen.getByRole('navigation', { name: '마이홈 바로가기' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      ROUTES.myCareerList.path,
      ROUTES.myWatchList.path,
      '/person/myhome/posts',
      ROUTES.myUserInfo.path,
    ]);

    await screen.findByRole('region', { name: '이력서' });
    const resume = section('이력서');
    expect(within(resume).getByText('2개')).toBeTruthy();
    expect(
      within(resume)
        .getByRole('progressbar', { name: '대표 이력서 완성도' })
        .getAttribute('aria-valuenow'),
    ).toBe('70');
    expect(within(resume).getByRole('link', { name: '경력 채우기' }).getAttribute('href')).toBe(
      '/person/myhome/career/write?resumeId=5',
    );

    expect(section('지원 현황').textContent).toContain(
      '입사 지원 기능이 열리면 여기에 지원 현황과 받은 제안이 표시됩니다.',
    );
    const closing = section('마감 임박 관심 공고');
    expect(within(closing).getByRole('link', { name: '공고 1' })).toBeTruthy();
    expect(within(closing).getByText('D-2')).toBeTruthy();

    const preferred = section('맞춤 채용');
    expect(preferred.textContent).toContain('조건에 맞는 공고 12건');
    expect(preferred.textContent).toContain('새 공고 2건');
    expect(within(preferred).getByRole('link', { name: '맞춤 공고' })).toBeTruthy();
    expect(
      within(preferred).getByRole('link', { name: '맞춤 채용 전체 보기' }).getAttribute('href'),
    ).toBe(ROUTES.prefRecruitIndex.path);

    const viewed = section('최근 본 공고');
    expect(within(viewed).getByRole('link', { name: '최근 본 공고' })).toBeTruthy();
    expect(within(viewed).getByText('2026.11.24 봄')).toBeTruthy();

    const calendar = section('내 일정');
    expect(await within(calendar).findByRole('grid', { name: '2026년 11월 달력' })).toBeTruthy();
    expect(
      within(calendar).getByRole('button', { name: '2026년 11월 27일, 일정 1개' }),
    ).toBeTruthy();
  });

  it('offers the first résumé, real application counts, and the way to set conditions', async () => {
    serve(
      dashboard({
        resume: { count: 0, primary: null },
        applications: {
          available: true,
          counts: { applied: 3, viewed: 2, passed: 1, failed: 0 },
          total: 6,
          offers: 4,
        },
        closingSoon: [],
        recentlyViewed: [],
        preferredMatches: { configured: false, total: 0, newCount: 0, items: [] },
      }),
    );
    renderRoute(MyHomePage, { path: HOME });
    const resume = await screen.findByRole('region', { name: '이력서' });
    expect(within(resume).getByRole('link', { name: '이력서 작성하기' }).getAttribute('href')).toBe(
      ROUTES.myCareerWrite.path,
    );
    const counts = within(section('지원 현황'))
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(counts).toEqual(['3', '2', '1', '0', '4']);
    expect(section('마감 임박 관심 공고').textContent).toContain(
      '3일 안에 마감하는 관심 공고가 없습니다.',
    );
    expect(
      within(section('맞춤 채용'))
        .getByRole('link', { name: '희망 조건 설정하기' })
        .getAttribute('href'),
    ).toBe(ROUTES.prefRecruitDetail.path);
    expect(section('최근 본 공고').textContent).toContain('최근에 본 공고가 없습니다.');
  });

  it('says when the dashboard cannot be loaded, with 다시 시도', async () => {
    server.use(
      http.get(API.myHome.dashboard, () =>
        HttpResponse.json(envelope('203', null), { status: 500 }),
      ),
      http.get(API.myHome.calendar, () =>
        HttpResponse.json(envelope('203', null), { status: 500 }),
      ),
      http.get(API.myHome.calendarFeed, () =>
        HttpResponse.json(envelope('001', { active: false, createdAt: null })),
      ),
    );
    renderRoute(MyHomePage, { path: HOME });
    expect(await screen.findByText('마이홈 정보를 불러오지 못했습니다.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '다시 시도' }).length).toBeGreaterThan(0);
  });
});
