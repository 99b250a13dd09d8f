import { eq } from 'drizzle-orm';
import {
  CODE_GROUPS,
  currentRegionCodes,
  type CareerType,
  type PreferenceCondition,
} from '@ilteo/contract';
import type { Database } from '../../db/client';
import { REGION_ANY } from '../../db/reference';
import { recruitPreference } from '../../db/schema';
import { rejected } from '../../http/errors';
import { codeBook } from '../postings';

export interface StoredPreference {
  condition: PreferenceCondition;
  updatedAt: Date;
  seenAt: Date;
}

const CODE_FIELDS = [
  ['jobs', CODE_GROUPS.job, '직무'],
  ['regions', CODE_GROUPS.region, '지역'],
  ['employmentTypes', CODE_GROUPS.employmentType, '고용형태'],
  ['preferentials', CODE_GROUPS.preferential, '우대조건'],
] as const;

/** Every code names a real entry of its code group (the schema checks only the shape). */
function checkCodes(condition: PreferenceCondition): void {
  for (const [field, group, label] of CODE_FIELDS) {
    const unknown = condition[field].filter((cd) => !codeBook.has(group, cd));
    if (unknown.length > 0) {
      throw rejected.field(field, `없는 ${label} 코드입니다: ${unknown.join(', ')}`);
    }
  }
  if (condition.regions.includes(REGION_ANY)) {
    throw rejected.field(
      'regions',
      '지역무관은 희망 지역으로 고를 수 없습니다. 지역을 비워 두세요.',
    );
  }
}

/** A member's preferred-recruitment conditions (one row each) and when they last looked. */
export function createConditionRepository(db: Database) {
  return {
    async find(userId: string): Promise<StoredPreference | undefined> {
      const [row] = await db
        .select()
        .from(recruitPreference)
        .where(eq(recruitPreference.userId, userId))
        .limit(1);
      if (!row) return undefined;
      return {
        condition: {
          jobs: row.jobs,
          regions: row.regions,
          employmentTypes: row.employmentTypes,
          salaryMin: row.salaryMin,
          careerType: row.careerType as CareerType,
          careerYears: row.careerYears,
          preferentials: row.preferentials,
          dailyAlert: row.dailyAlert,
          alertMail: row.alertMail,
        },
        updatedAt: row.updatedAt,
        seenAt: row.seenAt,
      };
    },

    /**
     * Stores the conditions; the first save starts the "new since" clock at
     * `now`. Retired region codes (a page opened before a reorganisation)
     * are stored as the codes in force.
     */
    async save(userId: string, given: PreferenceCondition, now: Date): Promise<void> {
      const condition = { ...given, regions: currentRegionCodes(given.regions) };
      checkCodes(condition);
      const values = {
        jobs: condition.jobs,
        regions: condition.regions,
        employmentTypes: condition.employmentTypes,
        salaryMin: condition.salaryMin === 0 ? null : condition.salaryMin,
        careerType: condition.careerType,
        // Years matter only to 경력.
        careerYears: condition.careerType === 'E' ? condition.careerYears : null,
        preferentials: condition.preferentials,
        dailyAlert: condition.dailyAlert,
        // A mail goes only with the daily alarm.
        alertMail: condition.dailyAlert && condition.alertMail,
        updatedAt: now,
      };
      await db
        .insert(recruitPreference)
        .values({ userId, ...values, seenAt: now })
        .onConflictDoUpdate({ target: recruitPreference.userId, set: values });
    },

    async markSeen(userId: string, now: Date): Promise<void> {
      await db
        .update(recruitPreference)
        .set({ seenAt: now })
        .where(eq(recruitPreference.userId, userId));
    },
  };
}
export type ConditionRepository = ReturnType<typeof createConditionRepository>;
