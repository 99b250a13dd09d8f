import { API, ROUTES, type PrefStatus } from '@ilteo/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { alarms } from '../stores/alarm-fixtures.test-data';
import { useAlarmStore } from '../stores/alarm-store';
import { certToday, paid, themeList, themePostings } from './fixtures.test-data';
import { MainPage } from './main-page';

const MAIN = ROUTES.main.path;

/** Every request the page made, as 'METHOD path?query'. */
let asked: string[];
let selected: string[];

function serveMain({
  prefStatus = { configured: true, total: 42, newCount: 3 },
  cert = certToday(),
}: { prefStatus?: PrefStatus; cert?: unknown } = {}) {
  server.use(
    http.all('*', ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${request.method} ${url.pathname}${url.search}`);
    }),
    http.get(API.main.postingsByPaidService, ({ request }) => {
      const placement = new URL(request.url).searchParams.get('placement');
      return HttpResponse.json(
        envelope(
          '001',
          placement === 'main-premium'
            ? paid('main-premium', ['프리미엄 공고 A', '프리미엄 공고 B'])
            : paid('main-focus', ['포커스 공고 A']),
        ),
      );
    }),
    http.get(API.main.themes, () =>
      HttpResponse.json(envelope('001', themeList(selected, selected.length !== 2))),
    ),
    http.get(API.main.postingsByTheme, ({ request }) => {
      const ids = new URL(request.url).searchParams.get('themeIds')?.split(',') ?? [];
      return HttpResponse.json(envelope('001', themePostings(ids)));
    }),
    http.get(API.main.certToday, () => HttpResponse.json(envelope('001', cert))),
    http.get(API.person.recrtPrefStatus, () => HttpResponse.json(envelope('001', prefStatus))),
    http.get(API.main.alarms, () => HttpResponse.json(envelope('001', alarms()))),
    http.patch(API.main.alarmsMarkRead, () => HttpResponse.json(envelope('001', { updated: 1 }))),
  );
}

const logIn = () =>
  useAppStore.setState({
    loginInfo: { loginId: 'jobseeker', name: '김일터', signUpType: 'general' },
  });

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  asked = [];
  selected = ['new-grad', 'it-dev'];
  useAlarmStore.getState().reset();
  vi.setSystemTime(new Date('2025-03-01T03:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('MainPage for a visitor', () => {
  it('shows paid, themed and certificate blocks, and invites to log in', async () => {
    serveMain();
    renderRoute(MainPage, { path: MAIN });

    const premium = await screen.findByRole('region', { name: '프리미엄 채용관' });
    await within(premium).findByRole('link', { name: '프리미엄 공고 A' });
    // Paid exposure says so: on every card, and in the heading's note.
    expect(within(premium).getAllByText('광고')).toHaveLength(2);
    expect(within(premium).getByText(/광고 공고입니다/)).toBeTruthy();
    const focus = section('포커스 채용');
    await within(focus).findByRole('link', { name: '포커스 공고 A' });
    expect(within(focus).getAllByText('광고')).toHaveLength(1);

    const themes = section('테마별 채용');
    const tabs = await within(themes).findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['신입 환영', 'IT 개발']);
    expect(within(themes).getByRole('link', { name: '신입 환영 공고 1' })).toBeTruthy();
    expect(within(themes).queryByRole('button', { name: '테마 설정' })).toBeNull();
    expect(within(themes).getByRole('link', { name: '로그인' }).getAttribute('href')).toBe(
      '/login?returnUrl=%2Fperson%2Fmain',
    );

    const guest = section('맞춤 채용과 알림');
    expect(within(guest).getByRole('link', { name: '로그인' }).getAttribute('href')).toBe(
      '/login?returnUrl=%2Fperson%2Fmain',
    );
    expect(screen.queryByRole('region', { name: '최근 알림' })).toBeNull();

    await within(section('오늘의 자격증')).findByRole('link', { name: '정보처리기사' });
    expect(asked).toContain(
      'GET /api/v1/cmmn/person/main/job-posting/by-theme?themeIds=new-grad%2Cit-dev&size=8',
    );
    // Visitors have no alarms or matches to ask for.
    expect(asked.some((a) => a.includes('/alarm') || a.includes('pref-status'))).toBe(false);
  });

  it('switches themes with the tabs, by pointer and by arrow keys', async () => {
    const user = userEvent.setup();
    serveMain();
    renderRoute(MainPage, { path: MAIN });

    const first = await screen.findByRole('tab', { name: '신입 환영' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'IT 개발' }));
    const panel = screen.getByRole('tabpanel', { name: 'IT 개발' });
    expect(within(panel).getByRole('link', { name: 'IT 개발 공고 1' })).toBeTruthy();
    expect(within(panel).getByText(/공고 121건/)).toBeTruthy();

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: '신입 환영' })).toBeTruthy();
  });

  it('shows the certificate of the day with why and when', async () => {
    serveMain();
    renderRoute(MainPage, { path: MAIN });

    const cert = await screen.findByRole('region', { name: '오늘의 자격증' });
    const name = await within(cert).findByRole('link', { name: '정보처리기사' });
    expect(name.getAttribute('href')).toBe('/person/certi-lang/certi/detail?code=1320');
    expect(within(cert).getByText('접수 예정')).toBeTruthy();
    expect(within(cert).getByText('2025년 1회 일정')).toBeTruthy();
    expect(within(cert).getByText('필기 원서접수').nextElementSibling?.textContent).toBe(
      '2025.03.04 ~ 2025.03.07',
    );
    expect(within(cert).getByText('필기시험').nextElementSibling?.textContent).toBe('2025.04.05');
    expect(within(cert).queryByText('실기 원서접수')).toBeNull();
  });

  it('says so when there is no certificate of the day', async () => {
    serveMain({ cert: null });
    renderRoute(MainPage, { path: MAIN });
    const cert = await screen.findByRole('region', { name: '오늘의 자격증' });
    expect(await within(cert).findByText(/오늘 소개할 자격증이 없습니다/)).toBeTruthy();
  });
});

describe('MainPage before the login check answers', () => {
  it('lays out a probable member’s corner, asks for themes only once the check answers, then shows a visitor’s view', async () => {
    serveMain();
    // This browser's hint says a member was logged in (decision 0045).
    useAppStore.setState({ sessionPending: true });
    renderRoute(MainPage, { path: MAIN });

    await within(section('프리미엄 채용관')).findByRole('link', { name: '프리미엄 공고 A' });
    expect(screen.getByRole('status').textContent).toBe(
      '맞춤 채용과 최근 알림을 불러오는 중입니다.',
    );
    expect(screen.queryByRole('region', { name: '맞춤 채용과 알림' })).toBeNull();
    // Nothing for the wrong viewer: no themes yet, and no visitor's invitation to choose them.
    expect(asked.some((a) => a.includes('/main/theme'))).toBe(false);
    expect(within(section('테마별 채용')).queryByRole('link', { name: '로그인' })).toBeNull();

    // The check says anonymous: the visitor's card, and the themes asked for once.
    act(() => useAppStore.getState().settleSession());
    await screen.findByRole('region', { name: '맞춤 채용과 알림' });
    await within(section('테마별 채용')).findByRole('link', { name: '신입 환영 공고 1' });
    expect(asked.filter((a) => a.startsWith('GET /api/v1/cmmn/person/main/theme'))).toHaveLength(1);
  });
});

describe('MainPage for a member', () => {
  it('shows the matches and the latest alarms, and marks one read', async () => {
    const user = userEvent.setup();
    logIn();
    serveMain();
    renderRoute(MainPage, { path: MAIN });

    expect(screen.getByRole('heading', { level: 1, name: '메인' })).toBeTruthy();
    expect(screen.getByText('김일터님, 오늘의 채용 소식입니다')).toBeTruthy();
    const pref = await screen.findByRole('region', { name: '맞춤 채용' });
    expect(await within(pref).findByText('42건')).toBeTruthy();
    expect(within(pref).getByText('새 공고 3건')).toBeTruthy();
    expect(within(pref).getByRole('link', { name: '맞춤 공고 보기' }).getAttribute('href')).toBe(
      '/person/pref-recrt/index',
    );

    const recent = await screen.findByRole('region', { name: '최근 알림' });
    const items = await within(recent).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const closing = within(recent).getByRole('button', { name: /관심 공고가 3일 뒤 마감됩니다/ });
    expect(closing.textContent).toContain('읽지 않음');
    await user.click(closing);
    await waitFor(() =>
      expect(asked).toContain('PATCH /api/v1/person/main/alarm/update-read-yn?alarmId=2'),
    );
    // Read now: no longer a button, no longer marked unread.
    await waitFor(() =>
      expect(within(recent).queryByRole('button', { name: /3일 뒤 마감/ })).toBeNull(),
    );
    expect(within(recent).getByText('관심 공고가 3일 뒤 마감됩니다')).toBeTruthy();

    await user.click(within(recent).getByRole('button', { name: '모두 읽음' }));
    await waitFor(() =>
      expect(asked).toContain('PATCH /api/v1/person/main/alarm/update-read-yn?all=Y'),
    );
    await waitFor(() =>
      expect(
        within(recent).getByRole<HTMLButtonElement>('button', { name: '모두 읽음' }).disabled,
      ).toBe(true),
    );
  });

  it('leads to the conditions page when no conditions are set', async () => {
    logIn();
    serveMain({ prefStatus: { configured: false, total: 0, newCount: 0 } });
    renderRoute(MainPage, { path: MAIN });
    const pref = await screen.findByRole('region', { name: '맞춤 채용' });
    const link = await within(pref).findByRole('link', {
      name: '희망 조건 설정하기',
    });
    expect(link.getAttribute('href')).toBe('/person/pref-recrt/detail');
  });

  it('lets the member choose up to 5 themes and saves them in order', async () => {
    const user = userEvent.setup();
    logIn();
    serveMain();
    let saved: unknown;
    server.use(
      http.put(API.main.themeSelection, async ({ request }) => {
        saved = await request.json();
        selected = (saved as { themeIds: string[] }).themeIds;
        // As the server does: 003 with its own message, which the app shows.
        return HttpResponse.json(
          envelope('003', themeList(selected, true), '메인 테마를 저장했습니다.'),
        );
      }),
    );
    renderRoute(MainPage, { path: MAIN });

    await user.click(await screen.findByRole('button', { name: '테마 설정' }));
    const dialog = await screen.findByRole('dialog', { name: '메인 테마 설정' });
    expect(within(dialog).getByText('2/5개 선택')).toBeTruthy();
    expect(
      within(dialog).getByRole<HTMLInputElement>('checkbox', { name: /신입 환영/ }).checked,
    ).toBe(true);

    for (const name of [/공공기관/, /마감 임박/, /재택 근무/]) {
      await user.click(within(dialog).getByRole('checkbox', { name }));
    }
    expect(within(dialog).getByText('5/5개 선택')).toBeTruthy();

    // A sixth is refused, with the reason.
    const sixth = within(dialog).getByRole<HTMLInputElement>('checkbox', { name: /인턴/ });
    await user.click(sixth);
    expect(sixth.checked).toBe(false);
    expect(within(dialog).getByRole('alert').textContent).toContain('최대 5개');
    expect(within(dialog).getByText('5/5개 선택')).toBeTruthy();

    // Taking one out makes room again.
    await user.click(within(dialog).getByRole('checkbox', { name: /IT 개발/ }));
    await user.click(sixth);
    expect(sixth.checked).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    const saidSo = await screen.findByRole('dialog', { name: '알림' });
    expect(saidSo.textContent).toContain('메인 테마를 저장했습니다.');
    await user.click(within(saidSo).getByRole('button', { name: '확인' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '메인 테마 설정' })).toBeNull(),
    );
    expect(saved).toEqual({ themeIds: ['new-grad', 'public', 'closing', 'remote', 'intern'] });
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
        '신입 환영',
        '공공기관',
        '마감 임박',
        '재택 근무',
        '인턴',
      ]),
    );
  });

  it('goes back to the default themes with an empty choice', async () => {
    const user = userEvent.setup();
    logIn();
    selected = ['public', 'closing', 'remote'];
    serveMain();
    let saved: unknown;
    server.use(
      http.put(API.main.themeSelection, async ({ request }) => {
        saved = await request.json();
        selected = ['new-grad', 'it-dev'];
        return HttpResponse.json(envelope('003', themeList(selected), '메인 테마를 저장했습니다.'));
      }),
    );
    renderRoute(MainPage, { path: MAIN });

    await user.click(await screen.findByRole('button', { name: '테마 설정' }));
    const dialog = await screen.findByRole('dialog', { name: '메인 테마 설정' });
    await user.click(within(dialog).getByRole('button', { name: '기본 테마로 되돌리기' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '알림' })).getByRole('button', {
        name: '확인',
      }),
    );
    expect(saved).toEqual({ themeIds: [] });
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
        '신입 환영',
        'IT 개발',
      ]),
    );
  });

  it('refuses to save no theme at all', async () => {
    const user = userEvent.setup();
    logIn();
    serveMain();
    renderRoute(MainPage, { path: MAIN });

    await user.click(await screen.findByRole('button', { name: '테마 설정' }));
    const dialog = await screen.findByRole('dialog', { name: '메인 테마 설정' });
    // The defaults are showing, so there is nothing to go back to.
    expect(within(dialog).queryByRole('button', { name: '기본 테마로 되돌리기' })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: /신입 환영/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /IT 개발/ }));
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('테마를 하나 이상 골라 주세요.');
  });

  it('shows the server’s 008 and keeps the dialog open', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logIn();
    serveMain();
    server.use(
      http.put(API.main.themeSelection, () =>
        HttpResponse.json(envelope('008', null, '메인 테마는 최대 5개까지 선택할 수 있습니다.'), {
          status: 422,
        }),
      ),
    );
    renderRoute(MainPage, { path: MAIN });

    await user.click(await screen.findByRole('button', { name: '테마 설정' }));
    const chooser = await screen.findByRole('dialog', { name: '메인 테마 설정' });
    await user.click(within(chooser).getByRole('checkbox', { name: /공공기관/ }));
    await user.click(within(chooser).getByRole('button', { name: '저장' }));

    const alert = await screen.findByRole('dialog', { name: '알림' });
    expect(alert.textContent).toContain('메인 테마는 최대 5개까지 선택할 수 있습니다.');
    await user.click(within(alert).getByRole('button', { name: '확인' }));
    expect(screen.getByRole('dialog', { name: '메인 테마 설정' })).toBeTruthy();
    // Nothing changed on the page.
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['신입 환영', 'IT 개발']);
    vi.restoreAllMocks();
  });
});
