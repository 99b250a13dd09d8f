import { STORAGE_KEYS } from '@ilteo/contract';
import { currentDeviceType } from './device-type';
import { readStorage, writeStorage, type KeyValueStorage } from '@/shared/lib/storage';

export interface DeviceIdSources {
  storage?: KeyValueStorage;
  platformKind?: () => string;
  now?: () => number;
  random?: () => string;
}

function randomString(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 12);
}

// Kept for the page's life when storage is unavailable, so one visit has one id.
let memoryId: string | undefined;

/**
 * The web stand-in for a native device id (spec §3): `${platformKind}-${timestamp}-${random}`,
 * made once and kept in localStorage under web-device-id.
 */
export function getWebDeviceId(sources: DeviceIdSources = {}): string {
  const key = STORAGE_KEYS.webDeviceId;
  const stored = readStorage(key, sources.storage);
  if (stored) return stored;
  const platformKind = (sources.platformKind ?? currentDeviceType)();
  const id = `${platformKind}-${(sources.now ?? Date.now)()}-${(sources.random ?? randomString)()}`;
  if (writeStorage(key, id, sources.storage)) return id;
  memoryId ??= id;
  return memoryId;
}
