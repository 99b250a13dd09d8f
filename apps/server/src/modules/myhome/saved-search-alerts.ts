import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ROUTES, savedSearchAlertMessage } from '@ilteo/contract';
import { savedSearchAlertRun } from '../../db/schema';
import { seoulDate } from '../../lib/seoul-date';
import { createPreferenceService, type AlertSubscriber } from '../preference';
import { createMyHomeRepository } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What one run did (for the log and the tests). */
export interface SavedSearchAlertRun {
  /** Members whose alert this run claimed for the day. */
  claimed: number;
  alarms: number;
  mails: number;
}

/**
 * The daily saved-search alert (decision 0028). For each member with the
 * alert on and no run recorded for today (Asia/Seoul), counts the open
 * postings matching their 맞춤 채용 conditions that are new since their last
 * alert (the match list's own "new" rule; a first alert looks back one
 * day), then, in one transaction, claims the day by inserting
 * (member, day) into saved_search_alert_run and, when anything matched,
 * writes ONE alarm with the count. Whoever's insert wins sends; another
 * node (or a second run) finds the row and does nothing. The mail, when
 * chosen, goes after the commit, so a rolled-back claim never mails.
 * Tests call this with a fixed `now`; the job calls it from 08:00 on.
 */
export async function runSavedSearchAlerts(
  app: FastifyInstance,
  now: Date,
): Promise<SavedSearchAlertRun> {
  const db = app.database.db;
  const today = seoulDate(now);
  const preference = createPreferenceService(db);
  const repo = createMyHomeRepository(db);
  const [subscribers, done] = await Promise.all([
    preference.alertSubscribers(),
    db
      .select({ memberId: savedSearchAlertRun.memberId })
      .from(savedSearchAlertRun)
      .where(eq(savedSearchAlertRun.alertDate, today)),
  ]);
  const ranToday = new Set(done.map((r) => r.memberId));
  const result: SavedSearchAlertRun = { claimed: 0, alarms: 0, mails: 0 };

  for (const member of subscribers) {
    if (ranToday.has(member.userId)) continue;
    const since =
      (await repo.lastAlertBefore(member.userId, today)) ?? new Date(now.getTime() - DAY_MS);
    const count = await preference.newMatchCount(member.condition, today, since);
    const claimed = await claimAndNotify(app, member, today, count, now);
    if (!claimed) continue;
    result.claimed += 1;
    if (count === 0) continue;
    result.alarms += 1;
    // The alarm's push waits in the outbox: sent now rather than at the next sweep.
    app.outbox.kick();
    if (member.condition.alertMail && member.email) {
      if (await mailAlert(app, member, count)) result.mails += 1;
    }
  }
  return result;
}

/** The day's claim and, with matches, its one alarm, together or not at all. */
function claimAndNotify(
  app: FastifyInstance,
  member: AlertSubscriber,
  today: string,
  count: number,
  now: Date,
): Promise<boolean> {
  return app.database.db.transaction(async (tx) => {
    const claim = await tx
      .insert(savedSearchAlertRun)
      .values({ memberId: member.userId, alertDate: today, matchCount: count, ranAt: now })
      .onConflictDoNothing()
      .returning({ memberId: savedSearchAlertRun.memberId });
    if (claim.length === 0) return false;
    if (count > 0) {
      await app.alarms.notify(tx, {
        userId: member.userId,
        kind: 'saved-search',
        title: '맞춤 채용 새 공고',
        message: savedSearchAlertMessage(count),
        link: ROUTES.prefRecruitIndex.path,
        // Belt and braces: the alarm table's own key also holds one a day.
        dedupeKey: `saved-search:${today}`,
      });
    }
    return true;
  });
}

/** The alert's mail, after the commit; a failed mail is logged, the alarm stands. */
async function mailAlert(
  app: FastifyInstance,
  member: AlertSubscriber,
  count: number,
): Promise<boolean> {
  try {
    await app.mail.sendSavedSearchAlert(member.email, {
      name: member.name,
      count,
      url: ROUTES.prefRecruitIndex.path,
    });
    return true;
  } catch (err) {
    app.log.warn({ err, userId: member.userId }, 'saved-search alert mail not sent');
    return false;
  }
}
