import type { LangSummary } from '@ilteo/contract';
import { formatYmd } from '@/shared/lib/format-date';
import { formatPeriod } from '../lib/d-day';
import { ScheduleTable, type ScheduleColumn } from './exam-schedule';

type Session = NonNullable<LangSummary['nextSession']>;

const COLUMNS: ScheduleColumn<Session>[] = [
  { title: '접수 기간', cell: (s) => formatPeriod(s.regStart, s.regEnd) },
  {
    title: '추가 접수',
    cell: (s) => (s.lateRegEnd && s.lateRegEnd !== s.regEnd ? `~ ${formatYmd(s.lateRegEnd)}` : ''),
  },
  { title: '성적 발표', cell: (s) => formatYmd(s.resultDate) },
];

/** Every session of a language test: a table on wide screens, cards on phones. */
export function SessionTable({ sessions, next }: { sessions: Session[]; next: Session | null }) {
  return (
    <ScheduleTable
      rows={sessions}
      columns={COLUMNS}
      rowKey={(s) => s.testDate}
      rowTitle={(s) => formatYmd(s.testDate)}
      cardTitle={(s) => `${formatYmd(s.testDate)} 시험`}
      isNext={(s) => next !== null && s.testDate === next.testDate}
      nextLabel="다음 시험"
      caption="시험일별 일정"
      headTitle="시험일"
    />
  );
}
