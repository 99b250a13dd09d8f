import {
  CALENDAR_EVENT_KINDS,
  contentPath,
  type CalendarEvent,
  type CalendarEventKind,
} from '@ilteo/contract';
import type { WatchedCloseRow, WatchedRoundRow, WatchedSessionRow } from './repository';

/** A calendar event and the key its iCalendar UID is made from (stable per occurrence). */
export interface CalendarEntry extends CalendarEvent {
  key: string;
}

/** YYYY-MM-DD (or YYYYMMDD) → YYYYMMDD. */
export const compactDay = (day: string): string => day.slice(0, 10).replace(/-/g, '');
/** YYYYMMDD → YYYY-MM-DD. */
export const isoDay = (ymd: string): string =>
  `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

/** '11.8' for a YYYY-MM-DD day. */
const monthDay = (day: string) => `${Number(day.slice(5, 7))}.${Number(day.slice(8, 10))}`;

export function postingCloseEvents(rows: readonly WatchedCloseRow[]): CalendarEntry[] {
  return rows.map((r) => ({
    key: `posting-close-${r.posting_id}-${compactDay(r.close_date)}`,
    date: compactDay(r.close_date),
    kind: 'posting-close',
    title: `${r.title} 마감 (${r.company_name})`,
    path: contentPath('posting', String(r.posting_id)),
    contentKind: 'posting',
    contentId: String(r.posting_id),
  }));
}

/** Registration start and end, and the exam (its first day, with the last when it spans days). */
export function certificateEvents(rows: readonly WatchedRoundRow[]): CalendarEntry[] {
  return rows.flatMap((r) => {
    const round = `${r.year}년 ${r.round}회`;
    const at = (
      day: string | null,
      kind: CalendarEventKind,
      part: string,
      what: string,
    ): CalendarEntry[] =>
      day
        ? [
            {
              key: `${kind}-${r.code}-${r.year}-${r.round}-${part}`,
              date: compactDay(day),
              kind,
              title: `${r.name} ${what} (${round})`,
              path: contentPath('certificate', r.code),
              contentKind: 'certificate',
              contentId: r.code,
            },
          ]
        : [];
    const exam = (start: string | null, end: string | null, stage: string) =>
      end && start && end !== start ? `${stage} 시험 (~${monthDay(end)})` : `${stage} 시험`;
    return [
      ...at(r.written_reg_start, 'cert-registration', 'written-reg-start', '필기 접수 시작'),
      ...at(r.written_reg_end, 'cert-registration', 'written-reg-end', '필기 접수 마감'),
      ...at(
        r.written_exam_start,
        'cert-exam',
        'written-exam',
        exam(r.written_exam_start, r.written_exam_end, '필기'),
      ),
      ...at(r.practical_reg_start, 'cert-registration', 'practical-reg-start', '실기 접수 시작'),
      ...at(r.practical_reg_end, 'cert-registration', 'practical-reg-end', '실기 접수 마감'),
      ...at(
        r.practical_exam_start,
        'cert-exam',
        'practical-exam',
        exam(r.practical_exam_start, r.practical_exam_end, '실기'),
      ),
    ];
  });
}

export function languageTestEvents(rows: readonly WatchedSessionRow[]): CalendarEntry[] {
  return rows.flatMap((s) => {
    const session = compactDay(s.test_date);
    const at = (
      day: string | null,
      kind: CalendarEventKind,
      part: string,
      what: string,
    ): CalendarEntry[] =>
      day
        ? [
            {
              key: `${kind}-${s.code}-${session}-${part}`,
              date: compactDay(day),
              kind,
              title: `${s.name} ${what} (${monthDay(s.test_date)} 시험)`,
              path: contentPath('language-test', s.code),
              contentKind: 'language-test',
              contentId: s.code,
            },
          ]
        : [];
    return [
      ...at(s.reg_start, 'lang-registration', 'reg-start', '접수 시작'),
      ...at(s.reg_end, 'lang-registration', 'reg-end', '접수 마감'),
      ...at(s.late_reg_end, 'lang-registration', 'late-reg-end', '추가 접수 마감'),
      ...at(s.test_date, 'lang-exam', 'exam', '시험'),
    ];
  });
}

const KIND_ORDER = new Map(CALENDAR_EVENT_KINDS.map((k, i) => [k, i]));

/** The entries within [from, to] (YYYYMMDD), by date, then kind, then title. */
export function withinAndSorted(
  entries: readonly CalendarEntry[],
  from: string,
  to: string,
): CalendarEntry[] {
  return entries
    .filter((e) => e.date >= from && e.date <= to)
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        (KIND_ORDER.get(a.kind) ?? 0) - (KIND_ORDER.get(b.kind) ?? 0) ||
        a.title.localeCompare(b.title, 'ko') ||
        a.key.localeCompare(b.key),
    );
}
