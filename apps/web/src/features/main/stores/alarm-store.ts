import type { Alarm } from '@ilteo/contract';
import { create } from 'zustand';
import { selectIsLoggedIn, useAppStore } from '@/shared/stores/app-store';
import { getAlarms } from '../api/get-alarms';
import { getHasUnread } from '../api/get-has-unread';
import { markAlarmsRead } from '../api/mark-alarms-read';

/**
 * The alarm store of the spec (§3): the list, the new-alarm flag and the
 * loading flag. Every action changes the state only when its call answered
 * 001 (see alarm-call.ts); otherwise list and flag stay exactly as they were.
 */
export interface AlarmState {
  alarms: readonly Alarm[];
  /** Unread alarms exist: the bell's dot. */
  hasNew: boolean;
  loading: boolean;
  /** The list has been loaded at least once since the login. */
  loaded: boolean;
  /** Loads the latest alarms; true when it did. */
  load: () => Promise<boolean>;
  /** Asks the server whether anything is unread (navigation, focus). */
  refreshHasNew: () => Promise<void>;
  /** Marks one alarm read; true when done (or already read). */
  markRead: (alarmId: number) => Promise<boolean>;
  markAllRead: () => Promise<boolean>;
  /** Forgets everything, at logout. */
  reset: () => void;
}

const INITIAL = { alarms: [], hasNew: false, loading: false, loaded: false } as const;

const anyUnread = (alarms: readonly Alarm[]): boolean => alarms.some((a) => a.readYn === 'N');

// Bumped by reset(): an answer to a call made before a logout must not refill the store.
let generation = 0;
let inFlight: Promise<boolean> | null = null;

export const useAlarmStore = create<AlarmState>()((set, get) => ({
  ...INITIAL,

  load: () => {
    if (inFlight) return inFlight;
    const started = generation;
    set({ loading: true });
    const current = getAlarms()
      .then((alarms) => {
        if (alarms === null || started !== generation) return false;
        set({ alarms, hasNew: anyUnread(alarms), loaded: true });
        return true;
      })
      .finally(() => {
        if (started === generation) set({ loading: false });
        if (inFlight === current) inFlight = null;
      });
    inFlight = current;
    return current;
  },

  refreshHasNew: async () => {
    const started = generation;
    const hasUnread = await getHasUnread();
    if (hasUnread === null || started !== generation) return;
    if (get().hasNew !== hasUnread) set({ hasNew: hasUnread });
  },

  markRead: async (alarmId) => {
    const target = get().alarms.find((a) => a.alarmId === alarmId);
    if (target?.readYn === 'Y') return true;
    const started = generation;
    if (!(await markAlarmsRead({ alarmId })) || started !== generation) return false;
    set((s) => {
      const alarms = s.alarms.map((a) =>
        a.alarmId === alarmId ? { ...a, readYn: 'Y' as const } : a,
      );
      return { alarms, hasNew: anyUnread(alarms) };
    });
    return true;
  },

  markAllRead: async () => {
    const started = generation;
    if (!(await markAlarmsRead({ all: true })) || started !== generation) return false;
    set((s) => ({
      alarms: s.alarms.map((a) => (a.readYn === 'Y' ? a : { ...a, readYn: 'Y' as const })),
      hasNew: false,
    }));
    return true;
  },

  reset: () => {
    generation += 1;
    inFlight = null;
    set(INITIAL);
  },
}));

// Alarms belong to one member: a logout, or someone else logging in, clears them.
useAppStore.subscribe((state, previous) => {
  const changed =
    state.loginInfo.loginId !== previous.loginInfo.loginId ||
    selectIsLoggedIn(state) !== selectIsLoggedIn(previous);
  if (changed) useAlarmStore.getState().reset();
});
