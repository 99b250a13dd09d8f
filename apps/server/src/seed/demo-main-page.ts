import { eq, sql, type SQL } from 'drizzle-orm';
import { CODE_GROUPS, ROUTES } from '@ilteo/contract';
import { selectRows, type Database } from '../db/client';
import { alarm, appUser, contentInterest, recruitPreference, userMainTheme } from '../db/schema';
import type { DemoSeed } from './demo-seed';
import { addDays, seoulDate } from '../lib/seoul-date';
import { alarmNotices, CLOSING_ALARM_DAYS, type AlarmInput } from '../modules/alarms';
import { codeBook, openPostingWhere, textArray } from '../modules/postings';
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
 * as for any member) and a few alarms of the other kinds, linked to screens
 * that exist. Runs after the postings seed, on whatever postings it made.
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
      6,
    );
    const marks = [...closing, ...watched.slice(0, 3)];
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

    const [applied, reviewing, offering] = watched.slice(3);
    const detail = (p: PickedPosting) => `${ROUTES.recruitDetail.path}?postingId=${p.posting_id}`;
    const position = (p: PickedPosting) =>
      p.job_code ? codeBook.name(CODE_GROUPS.job, p.job_code) : p.title;
    const notices: { input: AlarmInput; hoursAgo: number; read: boolean }[] = [];
    if (offering) {
      notices.push({
        input: alarmNotices.offerReceived({
          userId,
          offerId: 'demo-1',
          companyName: offering.company_name,
          position: position(offering),
          link: `${ROUTES.recruitList.path}?companyId=${offering.company_id}`,
        }),
        hoursAgo: 2,
        read: false,
      });
    }
    notices.push({
      input: alarmNotices.commentOnPost({
        userId,
        postId: 'demo-1',
        commentId: 'demo-1',
        postTitle: '정보처리기사 실기 한 달 준비 후기',
        commenterName: '취준생민지',
        // The community screens come with a later issue.
        link: null,
      }),
      hoursAgo: 6,
      read: false,
    });
    if (applied) {
      notices.push({
        input: alarmNotices.applicationStatusChanged({
          userId,
          applicationId: 'demo-1',
          companyName: applied.company_name,
          postingTitle: applied.title,
          statusLabel: '서류 합격',
          link: detail(applied),
        }),
        hoursAgo: 27,
        read: false,
      });
    }
    notices.push({
      input: alarmNotices.questionAnswered({
        userId,
        questionId: 'demo-1',
        questionTitle: '지원한 공고를 취소할 수 있나요?',
        link: null,
      }),
      hoursAgo: 74,
      read: true,
    });
    if (reviewing) {
      notices.push({
        input: alarmNotices.applicationStatusChanged({
          userId,
          applicationId: 'demo-2',
          companyName: reviewing.company_name,
          postingTitle: reviewing.title,
          statusLabel: '서류 검토 중',
          link: detail(reviewing),
        }),
        hoursAgo: 120,
        read: true,
      });
    }
    await tx
      .insert(alarm)
      .values(
        notices.map(({ input, hoursAgo, read }) => {
          const createdAt = new Date(now.getTime() - hoursAgo * HOUR);
          return {
            userId,
            kind: input.kind,
            title: input.title,
            message: input.message,
            link: input.link ?? null,
            dedupeKey: input.dedupeKey ?? null,
            createdAt,
            readAt: read ? new Date(createdAt.getTime() + HOUR) : null,
          };
        }),
      )
      .onConflictDoNothing();
  },
};
