import type { Alarm } from '@ilteo/contract';
import { toast } from '@/shared/ui/toast';
import { useAlarmStore } from '../stores/alarm-store';

const MARK_FAILED = '알림을 읽음으로 표시하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** Opening one alarm and 모두 읽음, telling the user (once, quietly) when the server refused. */
export function useAlarmActions() {
  const markRead = useAlarmStore((s) => s.markRead);
  const markAllRead = useAlarmStore((s) => s.markAllRead);

  const open = (alarm: Alarm) => {
    if (alarm.readYn === 'Y') return;
    void markRead(alarm.alarmId).then((done) => {
      if (!done) toast(MARK_FAILED);
    });
  };
  const readAll = () => {
    void markAllRead().then((done) => {
      if (!done) toast(MARK_FAILED);
    });
  };
  return { open, readAll };
}
