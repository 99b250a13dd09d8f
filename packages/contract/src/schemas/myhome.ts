import { z } from 'zod';
import { CONTENT_KINDS } from '../vocabulary/content';
import {
  DASHBOARD_APPLICATION_STATES,
  CALENDAR_EVENT_KINDS,
  MY_HOME_LIMITS,
} from '../vocabulary/myhome';
import { RESUME_SECTIONS } from '../vocabulary/resumes';
import { postingSummarySchema } from './postings';
import { preferenceMatchSchema } from './preference';

/**
 * My home (/person/myhome/home): the dashboard, the calendar of the member's
 * watched items and the iCalendar feed behind a revocable secret link.
 */

// ---- dashboard -------------------------------------------------------------

/** The résumé card: how many, and the 대표 résumé's completeness (null: none yet). */
export const myHomeResumeSchema = z.object({
  count: z.number().int(),
  primary: z
    .object({
      resumeId: z.number().int(),
      title: z.string(),
      percent: z.number().int(),
      complete: z.boolean(),
      /** The first section still missing (required ones first); null when nothing is. */
      nextMissing: z.enum(RESUME_SECTIONS).nullable(),
    })
    .nullable(),
});
export type MyHomeResume = z.infer<typeof myHomeResumeSchema>;

/** Applications by state and offers; `available` false until the applications issue lands (all 0). */
export const myHomeApplicationsSchema = z.object({
  available: z.boolean(),
  counts: z.record(z.enum(DASHBOARD_APPLICATION_STATES), z.number().int()),
  total: z.number().int(),
  offers: z.number().int(),
});
export type MyHomeApplications = z.infer<typeof myHomeApplicationsSchema>;

/** The 맞춤 채용 block: whether conditions exist, open matches, new ones, the best few. */
export const myHomePreferredSchema = z.object({
  configured: z.boolean(),
  total: z.number().int(),
  newCount: z.number().int(),
  /** At most MY_HOME_LIMITS.preferredMatchItems, best first. */
  items: z.array(preferenceMatchSchema),
});
export type MyHomePreferred = z.infer<typeof myHomePreferredSchema>;

/** A recently viewed posting, with when the member last opened it (ISO timestamp). */
export const myHomeViewedPostingSchema = postingSummarySchema.extend({
  viewedAt: z.string(),
});
export type MyHomeViewedPosting = z.infer<typeof myHomeViewedPostingSchema>;

/** GET API_PATHS.myHome.dashboard */
export const myHomeDashboardSchema = z.object({
  resume: myHomeResumeSchema,
  applications: myHomeApplicationsSchema,
  /** Watched (관심) open postings closing from today to today + 3 (Asia/Seoul), soonest first. */
  closingSoon: z.array(postingSummarySchema),
  /** Postings the member opened, latest first. */
  recentlyViewed: z.array(myHomeViewedPostingSchema),
  preferredMatches: myHomePreferredSchema,
  /** The server's today (Asia/Seoul), YYYY-MM-DD, for D-days. */
  today: z.string(),
});
export type MyHomeDashboard = z.infer<typeof myHomeDashboardSchema>;

// ---- calendar --------------------------------------------------------------

const YMD = /^(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;

/** YYYYMMDD that names a real day (20260230 does not). */
function isRealDay(ymd: string): boolean {
  const y = Number(ymd.slice(0, 4));
  const m = Number(ymd.slice(4, 6));
  const d = Number(ymd.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const calendarDay = (label: string) =>
  z
    .string({ error: `${label}을(를) 날짜 8자리(예: 20261101)로 입력해 주세요.` })
    .regex(YMD, `${label}을(를) 날짜 8자리(예: 20261101)로 입력해 주세요.`)
    .refine(isRealDay, `${label}이(가) 없는 날짜입니다.`);

/** Days from `from` to `to`, both included (YYYYMMDD). */
export function calendarRangeDays(from: string, to: string): number {
  const at = (s: string) =>
    Date.UTC(Number(s.slice(0, 4)), Number(s.slice(4, 6)) - 1, Number(s.slice(6, 8)));
  return Math.round((at(to) - at(from)) / 86_400_000) + 1;
}

/** GET API_PATHS.myHome.calendar?from=YYYYMMDD&to=YYYYMMDD (at most 62 days). */
export const calendarQuerySchema = z
  .object({ from: calendarDay('시작일'), to: calendarDay('종료일') })
  .refine((q) => q.to >= q.from, {
    message: '종료일이 시작일보다 빠릅니다.',
    path: ['to'],
  })
  .refine(
    (q) => q.to < q.from || calendarRangeDays(q.from, q.to) <= MY_HOME_LIMITS.calendarMaxDays,
    {
      message: `일정은 한 번에 ${MY_HOME_LIMITS.calendarMaxDays}일까지 조회할 수 있습니다.`,
      path: ['to'],
    },
  );
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const calendarEventSchema = z.object({
  /** YYYYMMDD (Asia/Seoul), an all-day event. */
  date: z.string(),
  kind: z.enum(CALENDAR_EVENT_KINDS),
  /** The event in Korean: '정보처리기사 필기 접수 시작 (2026년 1회)', '백엔드 개발자 채용 마감'. */
  title: z.string(),
  /** The item's web address (the content registry's canonical path). */
  path: z.string(),
  contentKind: z.enum(CONTENT_KINDS),
  contentId: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarResultSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Sorted by date, then kind, then title. */
  events: z.array(calendarEventSchema),
  /** The server's today (Asia/Seoul), YYYYMMDD. */
  today: z.string(),
});
export type CalendarResult = z.infer<typeof calendarResultSchema>;

// ---- iCalendar feed --------------------------------------------------------

/** GET API_PATHS.myHome.calendarFeed: whether a feed link exists (the secret itself is never shown again). */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  /** ISO timestamp of the link's creation; null when none. */
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST API_PATHS.myHome.calendarFeed: the new link, shown once (an earlier link stops working). */
export const calendarFeedCreatedSchema = z.object({
  /** Full https URL ending in .ics, for a phone's calendar ('URL로 구독'). */
  url: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** The `.ics` route's secret: 43+ base64url characters (32+ random bytes). */
export const calendarIcsParamsSchema = z.object({
  secret: z.string().regex(/^[A-Za-z0-9_-]{43,128}$/, '구독 주소가 올바르지 않습니다.'),
});
