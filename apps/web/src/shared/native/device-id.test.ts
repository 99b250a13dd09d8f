import { STORAGE_KEYS } from '@ilteo/contract';
import { describe, expect, it } from 'vitest';
import { getWebDeviceId } from './device-id';
import type { KeyValueStorage } from '@/shared/lib/storage';

describe('getWebDeviceId', () => {
  it('makes `${platformKind}-${timestamp}-${random}` once and keeps it in localStorage', () => {
    const id = getWebDeviceId({
      platformKind: () => 'pc',
      now: () => 1700000000000,
      random: () => 'k3j2h1',
    });
    expect(id).toBe('pc-1700000000000-k3j2h1');
    expect(window.localStorage.getItem(STORAGE_KEYS.webDeviceId)).toBe(id);
    expect(
      getWebDeviceId({ platformKind: () => 'mobile-ios', now: () => 1, random: () => 'other' }),
    ).toBe(id);
  });

  it('uses the detected device type and a random string by default', () => {
    expect(getWebDeviceId()).toMatch(/^[a-z-]+-\d{13}-[0-9a-z]{12}$/);
  });

  it('still answers when storage throws', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    const first = getWebDeviceId({
      storage: broken,
      platformKind: () => 'pc',
      now: () => 5,
      random: () => 'a',
    });
    const second = getWebDeviceId({
      storage: broken,
      platformKind: () => 'pc',
      now: () => 6,
      random: () => 'b',
    });
    expect(first).toBe('pc-5-a');
    expect(second).toBe(first);
  });
});
