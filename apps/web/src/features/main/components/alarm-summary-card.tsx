import { useEffect, useState } from 'react';
import { useAlarmStore } from '../stores/alarm-store';
import { AlarmList } from './alarm-list';
import { useAlarmActions } from './use-alarm-actions';
import './alarm.css';

const TITLE_ID = 'main-alarms-title';
const SHOWN = 3;

/** 최근 알림: the newest few alarms on the main page, from the same store as the bell. */
export function AlarmSummaryCard() {
  const load = useAlarmStore((s) => s.load);
  const hasUnread = useAlarmStore((s) => s.alarms.some((a) => a.readYn === 'N'));
  const { open, readAll } = useAlarmActions();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    void load().then((ok) => setFailed(!ok));
  }, [load]);

  return (
    <section className="main-card main-card--alarms" aria-labelledby={TITLE_ID}>
      <div className="main-card__head">
        <h2 id={TITLE_ID} className="main-card__title">
          최근 알림
        </h2>
        <button
          type="button"
          className="alarm-panel__read-all"
          onClick={readAll}
          disabled={!hasUnread}
        >
          모두 읽음
        </button>
      </div>
      {/* As tall as three alarms in every state (decision 0045). */}
      <div className="main-alarms__body">
        <AlarmList
          limit={SHOWN}
          failed={failed}
          onRetry={() => {
            setFailed(false);
            void load().then((ok) => setFailed(!ok));
          }}
          onOpen={open}
        />
      </div>
    </section>
  );
}
