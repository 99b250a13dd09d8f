import type { ExamRound } from '@ilteo/contract';
import { formatPeriod } from '../lib/d-day';
import { ScheduleTable, type ScheduleColumn } from './exam-schedule';

const roundName = (r: ExamRound) => `${r.year}년 ${r.round}회`;

const COLUMNS: ScheduleColumn<ExamRound>[] = [
  { title: '필기 원서접수', cell: (r) => formatPeriod(r.writtenRegStart, r.writtenRegEnd) },
  { title: '필기시험', cell: (r) => formatPeriod(r.writtenExamStart, r.writtenExamEnd) },
  { title: '필기 합격발표', cell: (r) => formatPeriod(r.writtenResult, null) },
  { title: '실기 원서접수', cell: (r) => formatPeriod(r.practicalRegStart, r.practicalRegEnd) },
  { title: '실기시험', cell: (r) => formatPeriod(r.practicalExamStart, r.practicalExamEnd) },
  { title: '최종 합격발표', cell: (r) => formatPeriod(r.finalResult, null) },
];

/** Every round of a certificate: a table on wide screens, one card per round on phones. */
export function RoundTable({ rounds, next }: { rounds: ExamRound[]; next: ExamRound | null }) {
  return (
    <ScheduleTable
      rows={rounds}
      columns={COLUMNS}
      rowKey={(r) => `${r.year}-${r.round}`}
      rowTitle={roundName}
      cardTitle={roundName}
      isNext={(r) => next !== null && r.year === next.year && r.round === next.round}
      nextLabel="다음 회차"
      caption="회차별 시험 일정"
      headTitle="회차"
    />
  );
}
