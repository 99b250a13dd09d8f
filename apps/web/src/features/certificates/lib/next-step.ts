import type { ExamRound, LangSummary } from '@ilteo/contract';
import { formatYmd } from '@/shared/lib/format-date';
import { dDayLabel, formatPeriod, isWithin } from './d-day';

/**
 * What is next in a round or session, for the list and the detail header:
 * a registration window (open now → '접수 중', else its D-day) or an exam date.
 */
export interface NextStep {
  /** '필기 원서접수', '실기 원서접수', '필기시험', '실기시험', '시험일', '원서접수'. */
  label: string;
  /** The date or period, formatted. */
  when: string;
  /** '접수 중', 'D-3', 'D-Day'. */
  badge: string;
  /** The badge means registration is open now. */
  open: boolean;
}

function registration(
  label: string,
  today: string,
  start: string | null,
  end: string | null,
): NextStep | null {
  if (start === null || end === null || end < today) return null;
  const open = isWithin(today, start, end);
  return {
    label,
    when: formatPeriod(start, end),
    badge: open ? '접수 중' : dDayLabel(today, start),
    open,
  };
}

function exam(label: string, today: string, start: string | null, end: string | null) {
  const last = end ?? start;
  if (start === null || last === null || last < today) return null;
  const step: NextStep = {
    label,
    when: formatPeriod(start, end),
    badge: start < today ? '시험 기간' : dDayLabel(today, start),
    open: false,
  };
  return step;
}

export function nextRoundStep(round: ExamRound, today: string): NextStep | null {
  return (
    registration('필기 원서접수', today, round.writtenRegStart, round.writtenRegEnd) ??
    exam('필기시험', today, round.writtenExamStart, round.writtenExamEnd) ??
    registration('실기 원서접수', today, round.practicalRegStart, round.practicalRegEnd) ??
    exam('실기시험', today, round.practicalExamStart, round.practicalExamEnd)
  );
}

/** The next registration window of a round (written first), for the detail header. */
export function nextRegistration(round: ExamRound, today: string): NextStep | null {
  return (
    registration('필기 원서접수', today, round.writtenRegStart, round.writtenRegEnd) ??
    registration('실기 원서접수', today, round.practicalRegStart, round.practicalRegEnd)
  );
}

/** The next exam of a round (written first), for the detail header. */
export function nextExam(round: ExamRound, today: string): NextStep | null {
  return (
    exam('필기시험', today, round.writtenExamStart, round.writtenExamEnd) ??
    exam('실기시험', today, round.practicalExamStart, round.practicalExamEnd)
  );
}

type LangSession = NonNullable<LangSummary['nextSession']>;

export function sessionRegistration(session: LangSession, today: string): NextStep | null {
  return registration('원서접수', today, session.regStart, session.lateRegEnd ?? session.regEnd);
}

export function sessionExam(session: LangSession, today: string): NextStep | null {
  if (session.testDate < today) return null;
  return {
    label: '시험일',
    when: formatYmd(session.testDate),
    badge: dDayLabel(today, session.testDate),
    open: false,
  };
}

/** For the list: registration while it is open or ahead, else the test date. */
export function nextSessionStep(session: LangSession, today: string): NextStep | null {
  return sessionRegistration(session, today) ?? sessionExam(session, today);
}
