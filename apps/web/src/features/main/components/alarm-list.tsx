import type { Alarm } from '@ilteo/contract';
import { RetryAlert } from '@/shared/ui/status/retry-alert';
import { useAlarmStore } from '../stores/alarm-store';
import { AlarmItem } from './alarm-item';

interface AlarmListProps {
  /** At most this many, newest first. */
  limit?: number;
  /** Failed to load and nothing to show: offer a retry. */
  failed: boolean;
  onRetry: () => void;
  onOpen: (alarm: Alarm) => void;
}

/** The loaded alarms, or why there are none. */
export function AlarmList({ limit, failed, onRetry, onOpen }: AlarmListProps) {
  const alarms = useAlarmStore((s) => s.alarms);
  const loaded = useAlarmStore((s) => s.loaded);
  const loading = useAlarmStore((s) => s.loading);

  if (!loaded) {
    if (failed && !loading) {
      return (
        <RetryAlert
          className="alarm-status"
          tone="secondary"
          message="알림을 불러오지 못했습니다."
          onRetry={onRetry}
        />
      );
    }
    return (
      <p className="alarm-status" role="status">
        알림을 불러오는 중입니다.
      </p>
    );
  }
  if (alarms.length === 0) {
    return <p className="alarm-status">새로운 알림이 없습니다.</p>;
  }
  const shown = limit === undefined ? alarms : alarms.slice(0, limit);
  return (
    <ul className="alarm-list">
      {shown.map((alarm) => (
        <AlarmItem key={alarm.alarmId} alarm={alarm} onOpen={onOpen} />
      ))}
    </ul>
  );
}
