import { and, eq } from 'drizzle-orm';
import type {
  CareerType,
  PreferenceCondition,
  PreferenceMatch,
  PreferenceResult,
} from '@ilteo/contract';
import type { Database } from '../../db/client';
import { appUser, recruitPreference } from '../../db/schema';
import { summariesByIds } from '../postings';
import { createConditionRepository, type StoredPreference } from './condition-repository';
import { createMatchQuery } from './match-query';
import { matchReasons } from './match-reasons';

/** A member whose daily saved-search alert is on, with what the mail needs. */
export interface AlertSubscriber {
  userId: string;
  name: string;
  email: string;
  condition: PreferenceCondition;
}

/**
 * 맞춤 채용 as other areas use it (my home's dashboard block, the daily
 * saved-search alert): the ranked matches and the new-since counts, from
 * the same match query the 맞춤 채용 screens read.
 */
export function createPreferenceService(db: Database) {
  const conditions = createConditionRepository(db);
  const matches = createMatchQuery(db);

  /** A page of ranked matches with their summaries and reasons. */
  async function rankedPage(
    userId: string,
    stored: StoredPreference,
    today: string,
    size: number,
    offset: number,
  ): Promise<{ items: PreferenceMatch[]; total: number }> {
    const { rows, total } = await matches.page(
      stored.condition,
      today,
      stored.seenAt,
      size,
      offset,
    );
    const summaries = await summariesByIds(
      db,
      rows.map((r) => r.posting_id),
      today,
      userId,
    );
    const byId = new Map(summaries.map((s) => [s.postingId, s]));
    const items = rows.flatMap((row) => {
      const posting = byId.get(row.posting_id);
      if (!posting) return [];
      return [
        {
          ...posting,
          score: row.score,
          reasons: matchReasons(row, posting, stored.condition),
          isNew: row.is_new,
        },
      ];
    });
    return { items, total };
  }

  return {
    conditions,
    matches,

    /** GET …/recrt-info/preference: one page of the member's ranked matches. */
    async matchPage(
      userId: string,
      today: string,
      page: number,
      size: number,
    ): Promise<PreferenceResult> {
      const stored = await conditions.find(userId);
      if (!stored) {
        return { configured: false, items: [], page, size, total: 0, totalPages: 0, today };
      }
      const { items, total } = await rankedPage(userId, stored, today, size, (page - 1) * size);
      return {
        configured: true,
        items,
        page,
        size,
        total,
        totalPages: Math.ceil(total / size),
        today,
      };
    },

    /** My home's block: whether conditions exist, open and new matches, the best `size`. */
    async homeSummary(userId: string, today: string, size: number) {
      const stored = await conditions.find(userId);
      if (!stored) return { configured: false, total: 0, newCount: 0, items: [] };
      const [{ items, total }, counts] = await Promise.all([
        rankedPage(userId, stored, today, size, 0),
        matches.counts(stored.condition, today, stored.seenAt),
      ]);
      return { configured: true, total, newCount: counts.newCount, items };
    },

    /** Active job seekers whose daily alert is on. */
    async alertSubscribers(): Promise<AlertSubscriber[]> {
      const rows = await db
        .select({ pref: recruitPreference, name: appUser.name, email: appUser.email })
        .from(recruitPreference)
        .innerJoin(appUser, eq(appUser.userId, recruitPreference.userId))
        .where(
          and(
            eq(recruitPreference.dailyAlert, true),
            eq(appUser.status, 'active'),
            eq(appUser.role, 'member'),
          ),
        );
      return rows.map(({ pref, name, email }) => ({
        userId: pref.userId,
        name,
        email: email ?? '',
        condition: {
          jobs: pref.jobs,
          regions: pref.regions,
          employmentTypes: pref.employmentTypes,
          salaryMin: pref.salaryMin,
          careerType: pref.careerType as CareerType,
          careerYears: pref.careerYears,
          preferentials: pref.preferentials,
          dailyAlert: pref.dailyAlert,
          alertMail: pref.alertMail,
        },
      }));
    },

    /**
     * Open postings matching the conditions that are new since `since`
     * (created after it, or opened on a later Seoul day): the match list's
     * own "new" rule, so the alert counts what the list marks new.
     */
    async newMatchCount(condition: PreferenceCondition, today: string, since: Date) {
      return (await matches.counts(condition, today, since)).newCount;
    },
  };
}
export type PreferenceService = ReturnType<typeof createPreferenceService>;
