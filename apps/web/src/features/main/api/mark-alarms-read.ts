import { alarmMarkReadResultSchema, API } from '@ilteo/contract';
import { alarmCall } from './alarm-call';

/**
 * PATCH /api/v1/person/main/alarm/update-read-yn — one alarm (alarmId) or
 * all of them (all=Y). True only when the server answered 001.
 */
export type MarkReadTarget = { alarmId: number } | { all: true };

export async function markAlarmsRead(target: MarkReadTarget): Promise<boolean> {
  const params = 'all' in target ? { all: 'Y' } : { alarmId: target.alarmId };
  const envelope = await alarmCall({ method: 'PATCH', url: API.main.alarmsMarkRead, params });
  if (envelope === null) return false;
  // The answer's shape is checked in development and tests only (decision 0020).
  return !import.meta.env.DEV || alarmMarkReadResultSchema.safeParse(envelope.data).success;
}
