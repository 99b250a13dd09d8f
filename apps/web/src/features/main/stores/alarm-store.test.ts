import { API, type Alarm } from '@ilteo/contract';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope } from '@/shared/testing/render-route';
import { useAppStore } from '@/shared/stores/app-store';
import { useDialogStore } from '@/shared/ui/dialog/dialog-store';
import { alarm, alarms } from './alarm-fixtures.test-data';
import { useAlarmStore } from './alarm-store';

/** A state the failing calls must leave exactly as it is. */
const before = () => ({
  alarms: [alarm({ alarmId: 7, title: '이전 알림' })] as readonly Alarm[],
  hasNew: true,
  loading: false,
  loaded: true,
});

const snapshot = () => {
  const { alarms: list, hasNew, loading, loaded } = useAlarmStore.getState();
  return { alarms: list, hasNew, loading, loaded };
};

/** Answers every alarm call with `code` (and a plausible body and status). */
function answerAll(code: string, status: number) {
  server.use(
    http.get(API.main.alarms, () => HttpResponse.json(envelope(code, alarms()), { status })),
    http.get(API.main.alarmsHasUnread, () =>
      HttpResponse.json(envelope(code, { hasUnread: false }), { status }),
    ),
    http.patch(API.main.alarmsMarkRead, () =>
      HttpResponse.json(envelope(code, { updated: 1 }), { status }),
    ),
  );
}

beforeEach(() => {
  // The failing calls are logged; the log is not what these tests look at.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAlarmStore.getState().reset();
  useAlarmStore.setState(before());
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('alarm store: only 001 counts as success', () => {
  it.each([
    ['002', 201],
    ['003', 200],
    ['201', 400],
    ['202', 400],
    ['203', 500],
  ])('leaves list and flags as they were when every call answers %s', async (code, status) => {
    answerAll(code, status);
    const { load, refreshHasNew, markRead, markAllRead } = useAlarmStore.getState();

    expect(await load()).toBe(false);
    await refreshHasNew();
    expect(await markRead(7)).toBe(false);
    expect(await markAllRead()).toBe(false);

    expect(snapshot()).toEqual(before());
    // And quietly: no alert for a background alarm call.
    expect(useDialogStore.getState().queue).toHaveLength(0);
  });

  it('leaves the state as it was when the network fails', async () => {
    server.use(
      http.get(API.main.alarms, () => HttpResponse.error()),
      http.get(API.main.alarmsHasUnread, () => HttpResponse.error()),
    );
    expect(await useAlarmStore.getState().load()).toBe(false);
    await useAlarmStore.getState().refreshHasNew();
    expect(snapshot()).toEqual(before());
    expect(useDialogStore.getState().queue).toHaveLength(0);
  });

  it('takes the list, the flag and read marks when the answer is 001', async () => {
    const marked: string[] = [];
    server.use(
      http.get(API.main.alarms, () => HttpResponse.json(envelope('001', alarms()))),
      http.get(API.main.alarmsHasUnread, () =>
        HttpResponse.json(envelope('001', { hasUnread: false })),
      ),
      http.patch(API.main.alarmsMarkRead, ({ request }) => {
        marked.push(new URL(request.url).search);
        return HttpResponse.json(envelope('001', { updated: 1 }));
      }),
    );
    const store = useAlarmStore.getState();

    const loading = store.load();
    expect(useAlarmStore.getState().loading).toBe(true);
    expect(await loading).toBe(true);
    expect(snapshot()).toMatchObject({ hasNew: true, loading: false, loaded: true });
    expect(useAlarmStore.getState().alarms.map((a) => a.alarmId)).toEqual([1, 2, 3]);

    expect(await store.markRead(1)).toBe(true);
    expect(useAlarmStore.getState().alarms[0]?.readYn).toBe('Y');
    expect(useAlarmStore.getState().hasNew).toBe(true);
    // Already read: no call.
    expect(await store.markRead(3)).toBe(true);

    expect(await store.markAllRead()).toBe(true);
    expect(useAlarmStore.getState().alarms.every((a) => a.readYn === 'Y')).toBe(true);
    expect(useAlarmStore.getState().hasNew).toBe(false);
    expect(marked).toEqual(['?alarmId=1', '?all=Y']);

    useAlarmStore.setState({ hasNew: true });
    await store.refreshHasNew();
    expect(useAlarmStore.getState().hasNew).toBe(false);
  });

  it('forgets the alarms when the member logs out', () => {
    useAppStore.setState({ loginInfo: { loginId: 'jobseeker', name: '김일터' } });
    useAlarmStore.setState(before());
    useAppStore.getState().clearLoginInfo();
    expect(snapshot()).toEqual({ alarms: [], hasNew: false, loading: false, loaded: false });
  });
});
