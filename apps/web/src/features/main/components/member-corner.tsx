import { AlarmSummaryCard } from './alarm-summary-card';
import { PrefStatusCard } from './pref-status-card';

/** The member's part of the main page: 맞춤 채용 and 최근 알림. */
export function MemberCorner() {
  return (
    <>
      <PrefStatusCard />
      <AlarmSummaryCard />
    </>
  );
}
