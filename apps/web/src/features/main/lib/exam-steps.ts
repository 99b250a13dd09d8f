import type { ExamRound } from '@ilteo/contract';
import { formatYmd } from '@/shared/lib/format-date';

/** One dated step of an exam round, as the certificate-of-the-day card lists it. */
export interface ExamStep {
  label: string;
  start: string;
  end: string | null;
}

/** The round's steps that have dates, in exam order. */
export function examSteps(round: ExamRound): ExamStep[] {
  const steps: (ExamStep | null)[] = [
    step('필기 원서접수', round.writtenRegStart, round.writtenRegEnd),
    step('필기시험', round.writtenExamStart, round.writtenExamEnd),
    step('필기 합격 발표', round.writtenResult, null),
    step('실기 원서접수', round.practicalRegStart, round.practicalRegEnd),
    step('실기시험', round.practicalExamStart, round.practicalExamEnd),
    step('최종 합격 발표', round.finalResult, null),
  ];
  return steps.filter((s) => s !== null);
}

function step(label: string, start: string | null, end: string | null): ExamStep | null {
  const from = start ?? end;
  if (!from) return null;
  return { label, start: from, end: end && end !== from ? end : null };
}

/** A step's dates as text: '2025.03.04' or '2025.03.04 ~ 2025.03.07'. */
export const stepDates = (s: ExamStep): string =>
  s.end ? `${formatYmd(s.start)} ~ ${formatYmd(s.end)}` : formatYmd(s.start);
