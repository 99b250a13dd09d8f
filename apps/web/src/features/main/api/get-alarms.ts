import { alarmSchema, API, type Alarm } from '@ilteo/contract';
import { z } from 'zod';
import { alarmCall } from './alarm-call';

/** GET /api/v1/person/main/alarm — the latest alarms; null unless the answer is 001. */

export const ALARM_LIST_SIZE = 20;

// Built only where responses are checked (development and tests; decision 0020).
const alarmListSchema = () => z.array(alarmSchema);

export async function getAlarms(): Promise<Alarm[] | null> {
  const envelope = await alarmCall({ url: API.main.alarms, params: { size: ALARM_LIST_SIZE } });
  if (!envelope || !Array.isArray(envelope.data)) return null;
  if (import.meta.env.DEV && !alarmListSchema().safeParse(envelope.data).success) return null;
  return envelope.data as Alarm[];
}
