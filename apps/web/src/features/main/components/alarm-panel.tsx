import { useEffect, useState } from 'react';
import { CloseIcon } from '@/shared/ui/icons/icons';
import { useAlarmStore } from '../stores/alarm-store';
import { AlarmList } from './alarm-list';
import { useAlarmActions } from './use-alarm-actions';

interface AlarmPanelProps {
  titleId: string;
  /** returnFocus: back to the bell (closed by hand, not by following an alarm). */
  onClose: (returnFocus: boolean) => void;
}

/** The bell's list: loads the latest alarms when opened; opening one marks it read. */
export function AlarmPanel({ titleId, onClose }: AlarmPanelProps) {
  const load = useAlarmStore((s) => s.load);
  const hasUnread = useAlarmStore((s) => s.alarms.some((a) => a.readYn === 'N'));
  const { open, readAll } = useAlarmActions();
  const [failed, setFailed] = useState(false);

  const reload = () => {
    setFailed(false);
    void load().then((ok) => setFailed(!ok));
  };
  // Every opening shows the latest list; the store keeps the old one on screen meanwhile.
  useEffect(() => {
    void load().then((ok) => setFailed(!ok));
  }, [load]);

  return (
    <>
      <div className="alarm-panel__head">
        <h2 id={titleId} className="alarm-panel__title">
          알림
        </h2>
        <button
          type="button"
          className="alarm-panel__read-all"
          onClick={readAll}
          disabled={!hasUnread}
        >
          모두 읽음
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="알림 닫기"
          onClick={() => onClose(true)}
        >
          <CloseIcon />
        </button>
      </div>
      <AlarmList
        failed={failed}
        onRetry={reload}
        onOpen={(alarm) => {
          open(alarm);
          if (alarm.link) onClose(false);
        }}
      />
    </>
  );
}
