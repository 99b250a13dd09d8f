import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { campusPosting, jobPosting, university, universityStudent } from '../db/schema';
import { seoulDate } from '../lib/seoul-date';
import { createRosterCrypto, type RosterStudent } from '../modules/partners';
import { DEMO_ACCOUNT } from './demo-account';
import type { DemoSeed } from './demo-seed';

export const DEMO_SCHOOL = '한빛대학교';

/**
 * A fictional roster (decision 0042). The first row is the demo member
 * 김일터 (born 1998-03-15, as demo-account.ts writes them), not verified:
 * README's "What to try" verifies with 학번 20170315.
 */
export const DEMO_ROSTER: readonly RosterStudent[] = [
  { name: DEMO_ACCOUNT.name, birthDate: '1998-03-15', studentNo: '20170315' },
  { name: '박새롬', birthDate: '2002-07-21', studentNo: '20210042' },
  { name: '이가온', birthDate: '2003-11-02', studentNo: '20220107' },
  { name: '정하람', birthDate: '2001-01-30', studentNo: '20200233' },
];

/**
 * 제휴 학교 한빛대학교 with its roster, sealed with this server's
 * ROSTER_SECRET (so the seed takes the secret), and two open postings as its
 * campus postings. Demo only.
 */
export function demoPartnersSeed(rosterSecret: string): DemoSeed {
  return {
    name: 'demo-partners',
    async run(tx) {
      const crypto = createRosterCrypto(rosterSecret);
      const [school] = await tx
        .insert(university)
        .values({ name: DEMO_SCHOOL, rosterCount: DEMO_ROSTER.length })
        .onConflictDoNothing()
        .returning({ universityId: university.universityId });
      if (!school) return;
      const { universityId } = school;
      await tx.insert(universityStudent).values(
        DEMO_ROSTER.map((s) => ({
          universityId,
          studentNoHash: crypto.studentNoHash(universityId, s.studentNo),
          matchHash: crypto.matchHash(universityId, s),
          payload: crypto.seal(s),
        })),
      );
      const today = seoulDate(new Date());
      // Two open postings (as openPostingWhere counts them), the oldest ids first: deterministic.
      const postings = await tx
        .select({ postingId: jobPosting.postingId })
        .from(jobPosting)
        .where(
          and(
            eq(jobPosting.status, 'open'),
            lte(jobPosting.openDate, today),
            or(isNull(jobPosting.closeDate), gte(jobPosting.closeDate, today)),
          ),
        )
        .orderBy(asc(jobPosting.postingId))
        .limit(2);
      if (postings.length > 0) {
        await tx
          .insert(campusPosting)
          .values(postings.map((p) => ({ universityId, postingId: p.postingId })));
      }
    },
  };
}
