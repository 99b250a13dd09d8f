/**
 * My home (/person/myhome/home): the dashboard's and calendar's plain values.
 * Plain values without zod (decision 0020), so a screen that needs only the
 * labels does not load the validators.
 */

export const MY_HOME_LIMITS = {
  /** Watched postings closing from today (Asia/Seoul) to today + this many days. */
  closingSoonDays: 3,
  /** How many closing-soon postings the dashboard shows. */
  closingSoonItems: 10,
  /** How many recently viewed postings the dashboard shows (the history keeps 50). */
  recentlyViewedItems: 10,
  /** How many viewed postings are remembered per member. */
  viewHistoryKept: 50,
  /** How many preferred-recruitment matches the dashboard shows. */
  preferredMatchItems: 3,
  /** The longest range one calendar call may ask for, in days (from and to included). */
  calendarMaxDays: 62,
  /** The iCalendar feed's window: from this many days ago … */
  feedPastDays: 30,
  /** … to this many days ahead. */
  feedFutureDays: 180,
} as const;

/**
 * Application states counted on the dashboard. The applications issue fills
 * them; until then every count is 0 and `available` is false.
 */
export const DASHBOARD_APPLICATION_STATES = ['applied', 'viewed', 'passed', 'failed'] as const;
export type DashboardApplicationState = (typeof DASHBOARD_APPLICATION_STATES)[number];
export const DASHBOARD_APPLICATION_LABELS: Record<DashboardApplicationState, string> = {
  applied: '지원 완료',
  viewed: '열람',
  passed: '서류 통과',
  failed: '불합격',
};

/** What a calendar event marks. 'interview' comes with the applications issue. */
export const CALENDAR_EVENT_KINDS = [
  'posting-close',
  'cert-registration',
  'cert-exam',
  'lang-registration',
  'lang-exam',
  'interview',
] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];
export const CALENDAR_EVENT_KIND_LABELS: Record<CalendarEventKind, string> = {
  'posting-close': '공고 마감',
  'cert-registration': '자격증 접수',
  'cert-exam': '자격증 시험',
  'lang-registration': '어학시험 접수',
  'lang-exam': '어학시험',
  interview: '면접',
};

/** The alarm text of the daily saved-search alert (맞춤 채용 새 공고). */
export function savedSearchAlertMessage(count: number): string {
  return `맞춤 채용 조건에 맞는 새 공고가 ${count}건 있습니다.`;
}
