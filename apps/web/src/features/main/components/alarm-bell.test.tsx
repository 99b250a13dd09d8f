import { API } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceInfoForWidth, useAppStore } from '@/shared/stores/app-store';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { alarms } from '../stores/alarm-fixtures.test-data';
import { useAlarmStore } from '../stores/alarm-store';
import { AlarmBell } from './alarm-bell';
import { UNREAD_CHECK_GAP_MS } from './use-unread-refresh';

let unread: boolean;
let hasUnreadCalls: number;
let marked: string[];

function serveAlarms() {
  server.use(
    http.get(API.main.alarmsHasUnread, () => {
      hasUnreadCalls += 1;
      return HttpResponse.json(envelope('001', { hasUnread: unread }));
    }),
    http.get(API.main.alarms, () => HttpResponse.json(envelope('001', alarms()))),
    http.patch(API.main.alarmsMarkRead, ({ request }) => {
      marked.push(new URL(request.url).search);
      return HttpResponse.json(envelope('001', { updated: 1 }));
    }),
  );
}

function Header() {
  return (
    <header>
      <AlarmBell />
      <a href="#elsewhere">다른 곳</a>
    </header>
  );
}

const logIn = () => useAppStore.setState({ loginInfo: { loginId: 'jobseeker', name: '김일터' } });

beforeEach(() => {
  unread = true;
  hasUnreadCalls = 0;
  marked = [];
  useAlarmStore.getState().reset();
  useAppStore.setState({ deviceInfo: deviceInfoForWidth(1280) });
  vi.setSystemTime(new Date('2025-03-01T03:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AlarmBell', () => {
  it('is not there for visitors', () => {
    serveAlarms();
    renderRoute(Header, { path: '/person/main' });
    expect(screen.queryByRole('button', { name: /^알림/ })).toBeNull();
    expect(hasUnreadCalls).toBe(0);
  });

  it('shows the unread dot, lists the alarms and marks them read', async () => {
    const user = userEvent.setup();
    logIn();
    serveAlarms();
    renderRoute(Header, { path: '/person/main' });

    const bell = await screen.findByRole('button', { name: '알림, 읽지 않은 알림 있음' });
    expect(bell.querySelector('.alarm-bell__dot')).not.toBeNull();
    expect(bell.getAttribute('aria-expanded')).toBe('false');

    await user.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('dialog', { name: '알림' });
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(3);

    // Opening one alarm marks that one read.
    await user.click(within(panel).getByRole('button', { name: /관심 공고가 3일 뒤 마감됩니다/ }));
    await waitFor(() => expect(marked).toEqual(['?alarmId=2']));
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: /3일 뒤 마감/ })).toBeNull(),
    );
    // Alarm 1 is still unread, so the dot stays.
    expect(bell.getAttribute('aria-label')).toBe('알림, 읽지 않은 알림 있음');

    await user.click(within(panel).getByRole('button', { name: '모두 읽음' }));
    await waitFor(() => expect(marked).toEqual(['?alarmId=2', '?all=Y']));
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('알림'));
    expect(bell.querySelector('.alarm-bell__dot')).toBeNull();
    expect(within(panel).queryByText(/읽지 않음/)).toBeNull();
  });

  it('follows an alarm’s link and closes the list', async () => {
    const user = userEvent.setup();
    logIn();
    serveAlarms();
    const { router } = renderRoute(Header, { path: '/person/main' });

    await user.click(await screen.findByRole('button', { name: /^알림/ }));
    const panel = screen.getByRole('dialog', { name: '알림' });
    await user.click(await within(panel).findByRole('link', { name: /지원 현황이 바뀌었습니다/ }));
    expect(router.state.location.pathname).toBe('/person/recrtinfo/detail');
    await waitFor(() => expect(marked).toEqual(['?alarmId=1']));
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    const user = userEvent.setup();
    logIn();
    serveAlarms();
    renderRoute(Header, { path: '/person/main' });

    const bell = await screen.findByRole('button', { name: /^알림/ });
    await user.click(bell);
    await screen.findAllByRole('listitem');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '알림' })).toBeNull();
    expect(document.activeElement).toBe(bell);
  });

  it('opens a full-screen panel on phones', async () => {
    const user = userEvent.setup();
    logIn();
    serveAlarms();
    useAppStore.setState({ deviceInfo: deviceInfoForWidth(390) });
    renderRoute(Header, { path: '/person/main' });

    await user.click(await screen.findByRole('button', { name: /^알림/ }));
    const sheet = screen.getByRole('dialog', { name: '알림' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(sheet.classList.contains('alarm-sheet')).toBe(true);
    await user.click(within(sheet).getByRole('button', { name: '알림 닫기' }));
    expect(screen.queryByRole('dialog', { name: '알림' })).toBeNull();
  });

  it('checks for unread alarms after navigation and on focus, not in a loop', async () => {
    logIn();
    serveAlarms();
    unread = false;
    const { router } = renderRoute(Header, { path: '*', at: '/person/main' });
    await screen.findByRole('button', { name: '알림' });
    await waitFor(() => expect(hasUnreadCalls).toBe(1));

    unread = true;
    vi.setSystemTime(Date.now() + UNREAD_CHECK_GAP_MS);
    await router.navigate('/person/recrtInfo/list');
    await screen.findByRole('button', { name: '알림, 읽지 않은 알림 있음' });
    expect(hasUnreadCalls).toBe(2);

    // Focus right after a check does not ask again.
    window.dispatchEvent(new Event('focus'));
    unread = false;
    vi.setSystemTime(Date.now() + UNREAD_CHECK_GAP_MS);
    window.dispatchEvent(new Event('focus'));
    await screen.findByRole('button', { name: '알림' });
    expect(hasUnreadCalls).toBe(3);
  });
});
