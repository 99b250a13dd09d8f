import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CodeGroup } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { commonCode } from '../../db/schema';

export type CodeRecord = Pick<
  typeof commonCode.$inferSelect,
  'grpCd' | 'cd' | 'name' | 'upperCd' | 'level'
>;

export function createCodeRepository(db: Database) {
  return {
    /**
     * Codes in force of the groups in display order; only one parent's
     * children when `upperCd` is given. Retired codes stay in the table for
     * old data and links, never in an answer.
     */
    async findByGroups(groups: readonly CodeGroup[], upperCd?: string): Promise<CodeRecord[]> {
      return db
        .select({
          grpCd: commonCode.grpCd,
          cd: commonCode.cd,
          name: commonCode.name,
          upperCd: commonCode.upperCd,
          level: commonCode.level,
        })
        .from(commonCode)
        .where(
          and(
            inArray(commonCode.grpCd, [...groups]),
            eq(commonCode.current, true),
            upperCd === undefined ? undefined : eq(commonCode.upperCd, upperCd),
          ),
        )
        .orderBy(asc(commonCode.grpCd), asc(commonCode.level), asc(commonCode.sortOrder));
    },
  };
}
export type CodeRepository = ReturnType<typeof createCodeRepository>;
