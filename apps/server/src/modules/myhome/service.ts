import {
  API,
  MY_HOME_LIMITS,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
  type CalendarResult,
  type MyHomeDashboard,
} from '@ilteo/contract';
import type { Database } from '../../db/client';
import { addDays, seoulDate } from '../../lib/seoul-date';
import { applicationHomeCounts } from '../applications';
import { hashToken, newOpaqueToken } from '../auth';
import { createPreferenceService } from '../preference';
import { recentPostingViews, summariesByIds } from '../postings';
import { resumeHomeSummary } from '../resumes';
import {
  certificateEvents,
  compactDay,
  isoDay,
  languageTestEvents,
  postingCloseEvents,
  withinAndSorted,
  type CalendarEntry,
} from './calendar-events';
import { serializeCalendar } from './ics';
import { presentCalendarEvent } from './presenter';
import { createMyHomeRepository } from './repository';

/** The feed's calendar name (X-WR-CALNAME). */
const FEED_NAME = '일터 일정';
/** Close dates one calendar read returns at most (a member watching more is not the common case). */
const MAX_CLOSES = 1_000;

/**
 * My home (decision 0028): the dashboard's blocks, the calendar of the
 * member's watched items, and its iCalendar feed behind a secret link.
 * Callers pass the member id the policy has already judged.
 */
export function createMyHomeService(deps: {
  db: Database;
  clock: () => Date;
  publicOrigin: string;
}) {
  const { db, clock, publicOrigin } = deps;
  const repo = createMyHomeRepository(db);
  const preference = createPreferenceService(db);

  /** Every watched item's dates in [from, to] (YYYYMMDD), one statement per kind. */
  async function entries(memberId: string, from: string, to: string): Promise<CalendarEntry[]> {
    const [start, end] = [isoDay(from), isoDay(to)];
    const [closes, rounds, sessions] = await Promise.all([
      repo.watchedClosing(memberId, start, end, MAX_CLOSES),
      repo.watchedRounds(memberId, start, end),
      repo.watchedSessions(memberId, start, end),
    ]);
    return withinAndSorted(
      [
        ...postingCloseEvents(closes),
        ...certificateEvents(rounds),
        ...languageTestEvents(sessions),
      ],
      from,
      to,
    );
  }

  return {
    async dashboard(memberId: string): Promise<MyHomeDashboard> {
      const today = seoulDate(clock());
      const [resume, applications, closingRows, views, preferredMatches] = await Promise.all([
        resumeHomeSummary(db, memberId),
        applicationHomeCounts(db, memberId, clock()),
        repo.watchedClosing(
          memberId,
          today,
          addDays(today, MY_HOME_LIMITS.closingSoonDays),
          MY_HOME_LIMITS.closingSoonItems,
          today,
        ),
        recentPostingViews(db, memberId, MY_HOME_LIMITS.recentlyViewedItems),
        preference.homeSummary(memberId, today, MY_HOME_LIMITS.preferredMatchItems),
      ]);
      const [closing, viewed] = await Promise.all([
        // Every closing-soon posting is one the member marked: no need to look the marks up.
        summariesByIds(
          db,
          closingRows.map((r) => r.posting_id),
          today,
          null,
        ),
        summariesByIds(
          db,
          views.map((v) => v.postingId),
          today,
          memberId,
        ),
      ]);
      const viewedAt = new Map(views.map((v) => [v.postingId, v.viewedAt.toISOString()]));
      return {
        resume,
        applications,
        closingSoon: closing.map((p) => ({ ...p, interested: true })),
        recentlyViewed: viewed.map((p) => ({ ...p, viewedAt: viewedAt.get(p.postingId) ?? '' })),
        preferredMatches,
        today,
      };
    },

    async calendar(memberId: string, from: string, to: string): Promise<CalendarResult> {
      const events = (await entries(memberId, from, to)).map(presentCalendarEvent);
      return { from, to, events, today: compactDay(seoulDate(clock())) };
    },

    async feedStatus(memberId: string): Promise<CalendarFeedStatus> {
      const feed = await repo.feedOf(memberId);
      return { active: feed !== undefined, createdAt: feed?.createdAt.toISOString() ?? null };
    },

    /** A new secret link (32 random bytes), replacing any earlier one; the secret is shown once. */
    async createFeed(memberId: string): Promise<CalendarFeedCreated> {
      const { raw, hash } = newOpaqueToken();
      const now = clock();
      await repo.saveFeed(memberId, hash, now);
      return {
        url: `${publicOrigin}${API.myHome.calendarIcsPrefix}${raw}.ics`,
        createdAt: now.toISOString(),
      };
    },

    revokeFeed: (memberId: string) => repo.deleteFeed(memberId),

    /**
     * The feed's text for a secret, or undefined when no live link has it:
     * 30 days back to 180 ahead, each event linking to its item.
     */
    async feedText(secret: string): Promise<string | undefined> {
      const memberId = await repo.feedOwner(hashToken(secret));
      if (!memberId) return undefined;
      const now = clock();
      const today = seoulDate(now);
      const from = compactDay(addDays(today, -MY_HOME_LIMITS.feedPastDays));
      const to = compactDay(addDays(today, MY_HOME_LIMITS.feedFutureDays));
      const events = await entries(memberId, from, to);
      return serializeCalendar({
        name: FEED_NAME,
        stamp: now,
        events: events.map((e) => ({
          uid: `${e.key}@ilteo`,
          date: e.date,
          summary: e.title,
          url: `${publicOrigin}${e.path}`,
        })),
      });
    },
  };
}
export type MyHomeService = ReturnType<typeof createMyHomeService>;
