/**
 * Exam-round generators for the certificate reference data.
 *
 * Every round produced here is marked `sample: true`: the dates follow each
 * body's usual yearly pattern (Q-Net 정기검정 회차, 국시원 annual exams,
 * private bodies' regular sessions) but are not copied from a published
 * 2026/2027 notice. Replace them with the official schedule (e.g. the Q-Net
 * 시험일정 API: implYy, implSeq, docRegStartDt …) when it is imported.
 */
import { addDays, nthWeekday, SAT, SUN } from './dates';
import type { ExamRound } from './types';

/** Years the reference data covers. */
export const YEARS = [2026, 2027] as const;

export type Schedule = (year: number) => ExamRound[];

/** Rounds of every covered year. */
export function roundsOf(schedule: Schedule): ExamRound[] {
  return YEARS.flatMap((y) => schedule(y));
}

type Stage = readonly [
  regStart: string,
  regEnd: string,
  examStart: string,
  examEnd: string,
  result: string,
];

function makeRound(year: number, round: number, w: Stage | null, p: Stage | null): ExamRound {
  return {
    year,
    round,
    writtenRegStart: w?.[0] ?? null,
    writtenRegEnd: w?.[1] ?? null,
    writtenExamStart: w?.[2] ?? null,
    writtenExamEnd: w?.[3] ?? null,
    writtenResult: w?.[4] ?? null,
    practicalRegStart: p?.[0] ?? null,
    practicalRegEnd: p?.[1] ?? null,
    practicalExamStart: p?.[2] ?? null,
    practicalExamEnd: p?.[3] ?? null,
    // Single-stage exams: the written result is the final result.
    finalResult: p?.[4] ?? w?.[4] ?? null,
    sample: true,
  };
}

/** Ten 'MM-DD' values: written reg start/end, exam start/end, result, then the practical ones. */
type Template = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

function fromTemplates(templates: readonly Template[]): Schedule {
  return (year) =>
    templates.map((t, i) => {
      const d = t.map((md) => `${year}-${md}`);
      const at = (k: number): string => d[k] ?? '';
      return makeRound(
        year,
        i + 1,
        [at(0), at(1), at(2), at(3), at(4)],
        [at(5), at(6), at(7), at(8), at(9)],
      );
    });
}

/**
 * Q-Net 정기 기사·산업기사 (and 서비스 분야) — three rounds a year, CBT 필기
 * windows and 실기 windows in the pattern of the 2024–2025 notices.
 */
export const QNET_GISA: Schedule = fromTemplates([
  ['01-12', '01-15', '02-07', '03-03', '03-11', '03-23', '03-26', '04-18', '05-08', '06-05'],
  ['04-13', '04-16', '05-09', '05-29', '06-10', '06-22', '06-25', '07-18', '08-05', '09-04'],
  ['07-20', '07-23', '08-08', '09-01', '09-09', '09-21', '09-24', '10-31', '11-20', '12-04'],
]);

/** Q-Net 정기 기능사 — four rounds a year. */
export const QNET_GINEUNGSA: Schedule = fromTemplates([
  ['01-05', '01-08', '01-24', '01-28', '02-04', '02-09', '02-12', '03-14', '04-01', '04-17'],
  ['03-09', '03-12', '03-28', '04-02', '04-15', '04-20', '04-23', '05-30', '06-14', '07-03'],
  ['05-26', '05-29', '06-13', '06-18', '06-26', '07-13', '07-16', '08-15', '09-01', '09-25'],
  ['08-24', '08-27', '09-12', '09-17', '09-30', '10-05', '10-08', '11-14', '11-29', '12-11'],
]);

/** Q-Net 기술사 — three rounds a year (필기 논술형 one day, then 면접). */
export const QNET_GISULSA: Schedule = fromTemplates([
  ['01-05', '01-08', '01-31', '01-31', '03-06', '03-16', '03-19', '04-11', '04-24', '05-13'],
  ['04-13', '04-16', '05-16', '05-16', '06-19', '06-29', '07-02', '07-25', '08-07', '08-26'],
  ['07-13', '07-16', '08-08', '08-08', '09-11', '09-21', '09-24', '10-24', '11-06', '11-25'],
]);

/** Q-Net 기능장 — two rounds a year. */
export const QNET_GINEUNGJANG: Schedule = fromTemplates([
  ['01-12', '01-15', '02-07', '02-12', '03-11', '03-16', '03-19', '04-18', '05-06', '06-05'],
  ['06-15', '06-18', '07-04', '07-09', '07-22', '07-27', '07-30', '08-29', '09-15', '10-07'],
]);

/**
 * 상시검정 종목 (Q-Net 상시 조리·제과·미용·건설기계 …, 대한상의 상시 컴활·워드):
 * the exam is open almost every week; modelled as four representative
 * quarterly rounds.
 */
export const ALWAYS_OPEN: Schedule = fromTemplates(
  [1, 4, 7, 10].map((b): Template => {
    const m = (k: number): string => String(b + k).padStart(2, '0');
    return [
      `${m(0)}-19`,
      `${m(0)}-22`,
      `${m(1)}-02`,
      `${m(1)}-13`,
      `${m(1)}-20`,
      `${m(1)}-23`,
      `${m(1)}-26`,
      `${m(2)}-09`,
      `${m(2)}-20`,
      `${m(2)}-28`,
    ];
  }),
);

/** How to derive the other dates of a round from its exam day(s). */
export interface Derive {
  /** Days between the end of registration and the exam (default 21). */
  regLead?: number;
  /** Length of the registration window in days, end inclusive (default 5 → six days). */
  regLen?: number;
  /** Extra exam days after the first (default 0). */
  examDays?: number;
  /** Days from the last exam day to the result (default 21). */
  resultAfter?: number;
  /** Second stage (실기·면접·2차) exam day. */
  practical?: string;
  practicalDays?: number;
  /** Days from the last second-stage day to the final result (default 28). */
  finalAfter?: number;
}

/** One round whose dates are derived from its exam day. */
export function derived(year: number, round: number, examStart: string, o: Derive = {}): ExamRound {
  const examEnd = addDays(examStart, o.examDays ?? 0);
  const regEnd = addDays(examStart, -(o.regLead ?? 21));
  const regStart = addDays(regEnd, -(o.regLen ?? 5));
  const result = addDays(examEnd, o.resultAfter ?? 21);
  let p: Stage | null = null;
  if (o.practical !== undefined) {
    const pEnd = addDays(o.practical, o.practicalDays ?? 0);
    // Second-stage registration opens right after the first-stage result.
    const pRegStart = addDays(result, 1);
    const pRegEnd = addDays(pRegStart, 4);
    p = [pRegStart, pRegEnd, o.practical, pEnd, addDays(pEnd, o.finalAfter ?? 28)];
  }
  return makeRound(year, round, [regStart, regEnd, examStart, examEnd, result], p);
}

/**
 * Rounds on the n-th weekday of given months, e.g. the second Saturday of
 * March, June, September and December.
 */
export function onWeekdays(
  months: readonly number[],
  weekday: number,
  n: number,
  o: Derive = {},
): Schedule {
  return (year) => months.map((m, i) => derived(year, i + 1, nthWeekday(year, m, weekday, n), o));
}

/** Saturday rounds in the given months. */
export const saturdays = (months: readonly number[], n = 2, o: Derive = {}): Schedule =>
  onWeekdays(months, SAT, n, o);

/** Sunday rounds in the given months. */
export const sundays = (months: readonly number[], n = 2, o: Derive = {}): Schedule =>
  onWeekdays(months, SUN, n, o);

/**
 * Two-stage exams held once a year: first stage on the n-th Saturday of one
 * month, second stage on the n-th Saturday (or Sunday) of another month.
 */
export function twoStageYearly(
  first: readonly [month: number, n: number],
  second: readonly [month: number, n: number],
  o: Derive = {},
): Schedule {
  return (year) => [
    derived(year, 1, nthWeekday(year, first[0], SAT, first[1]), {
      ...o,
      practical: nthWeekday(year, second[0], SAT, second[1]),
    }),
  ];
}

/** Written stage and second stage in the given months, every pair one round. */
export function twoStageRounds(
  pairs: readonly (readonly [written: number, second: number])[],
  o: Derive = {},
): Schedule {
  return (year) =>
    pairs.map(([w, p], i) =>
      derived(year, i + 1, nthWeekday(year, w, SAT, 2), {
        ...o,
        practical: nthWeekday(year, p, SAT, 2),
      }),
    );
}

/** Exams with only a practical (실기) stage, e.g. 한글속기: one round per month. */
export function practicalOnly(months: readonly number[], n: number, o: Derive = {}): Schedule {
  return (year) =>
    months.map((m, i) => {
      const r = derived(year, i + 1, nthWeekday(year, m, SAT, n), o);
      return {
        ...r,
        writtenRegStart: null,
        writtenRegEnd: null,
        writtenExamStart: null,
        writtenExamEnd: null,
        writtenResult: null,
        practicalRegStart: r.writtenRegStart,
        practicalRegEnd: r.writtenRegEnd,
        practicalExamStart: r.writtenExamStart,
        practicalExamEnd: r.writtenExamEnd,
        finalResult: r.writtenResult,
      };
    });
}
