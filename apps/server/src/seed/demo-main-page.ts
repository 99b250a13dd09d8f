import { eq, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../db/client';
import { appUser, contentInterest, recruitPreference, userMainTheme } from '../db/schema';
import type { DemoSeed } from './demo-seed';
import { addDays, seoulDate } from '../lib/seoul-date';
import { CLOSING_ALARM_DAYS } from '../modules/alarms';
import { openPostingWhere, textArray } from '../modules/postings';
import { DEMO_ACCOUNT } from './demo-account';

const HOUR = 60 * 60 * 1000;
const IT_JOBS = ['023', '024', '025'];
const SEOUL = '11000';
const DEMO_THEMES = ['newcomer', 'it-dev', 'closing-soon', 'intern', 'startup'];

interface PickedPosting {
  posting_id: number;
  title: string;
  company_id: number;
  company_name: string;
  job_code: string | null;
}

/** Open postings, IT in 서울 first, under an extra condition. */
function pick(db: Database, today: string, extra: SQL, order: SQL, limit: number) {
  return selectRows<PickedPosting>(
    db,
    sql`select p.posting_id, p.title, c.company_id, c.name as company_name, p.job_codes[1] as job_code
        from job_posting p join company c on c.company_id = p.company_id
        where ${openPostingWhere(today)} and ${extra}
        order by (p.job_match && ${textArray(IT_JOBS)}) desc,
          (p.region_match && ${textArray([SEOUL])}) desc, ${order}, p.posting_id
        limit ${limit}`,
  );
}

/**
 * The demo member's main page, so every block has something to show: a
 * preference condition (서울, IT 개발, 신입), a theme choice, interest marks
 * on postings closing soon (their closing alarms appear on the first look,
 * as for any member). Other alarms come only from what the areas' seeds
 * really do (offers, application results, replies), never made up here.
 * Runs after the postings seed, on whatever postings it made.
 */
export const demoMainPageSeed: DemoSeed = {
  name: 'demo-main-page',
  async run(tx) {
    const [user] = await tx
      .select({ userId: appUser.userId })
      .from(appUser)
      .where(eq(appUser.loginId, DEMO_ACCOUNT.loginId))
      .limit(1);
    if (!user) return;
    const { userId } = user;
    const now = new Date();
    const today = seoulDate(now);

    await tx
      .insert(recruitPreference)
      .values({
        userId,
        jobs: ['024', '025'],
        regions: [SEOUL],
        employmentTypes: ['10'],
        salaryMin: 3_000,
        careerType: 'N',
        careerYears: null,
        preferentials: [],
        updatedAt: new Date(now.getTime() - 9 * 24 * HOUR),
        // Two days ago: what opened since then counts as new.
        seenAt: new Date(now.getTime() - 2 * 24 * HOUR),
      })
      .onConflictDoNothing();

    await tx
      .insert(userMainTheme)
      .values(DEMO_THEMES.map((themeId, position) => ({ userId, themeId, position })))
      .onConflictDoNothing();

    const closing = await pick(
      tx,
      today,
      sql`p.close_type = 'date' and p.close_date > ${today}::date
        and p.close_date <= ${addDays(today, CLOSING_ALARM_DAYS)}::date`,
      sql`p.close_date`,
      3,
    );
    const watched = await pick(
      tx,
      today,
      sql`p.close_date > ${addDays(today, 10)}::date`,
      sql`p.view_count desc`,
      3,
    );
    const marks = [...closing, ...watched];
    if (marks.length) {
      await tx
        .insert(contentInterest)
        .values(
          marks.map((p, i) => ({
            userId,
            contentType: 'posting',
            contentId: String(p.posting_id),
            createdAt: new Date(now.getTime() - (i + 1) * 26 * HOUR),
          })),
        )
        .onConflictDoNothing();
    }

    // Its alarms are real ones only: closing alarms of the watched postings come from the
    // alarm service; offers, application results and replies from their areas' seeds.
  },
};
