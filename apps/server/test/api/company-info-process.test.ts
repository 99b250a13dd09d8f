import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_LIMITS, type CompanyProcess, COMPANY_API } from '@ilteo/contract';
import { companyStats } from '../../src/db/schema';
import { refreshOpenPostingCounts } from '../../src/modules/company-info';
import { addDays } from '../../src/lib/seoul-date';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { anonymousClient } from '../helpers/applications';
import { addInterviewReview, addScreenedApplication, companyInfoScene } from '../helpers/companies';
import { DATABASE_KINDS } from '../helpers/database';
import { createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

const TODAY = '2026-05-20';
const seoulNoon = (day: string) => new Date(`${day}T03:00:00Z`);
const day = (n: number) => addDays(TODAY, n);
type Client = ReturnType<typeof createClient>;

/** The hiring-process page and the open-posting recount (decision 0035). */
describe.each(DATABASE_KINDS)('company hiring process API (%s)', (kind) => {
  let t: TestApp;
  let anon: Client;
  const id = { hanbit: 0, hanbitData: 0, nuri: 0, garam: 0 };

  const process = (companyId: string, client: Client = anon) =>
    client.get<CompanyProcess>(COMPANY_API.process, { query: { companyId } });

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: () => seoulNoon(TODAY) });
    Object.assign(id, await companyInfoScene(t.database.db, TODAY));
    anon = await anonymousClient(t);
  });

  afterAll(async () => {
    await t.close();
  });

  describe('process', () => {
    const STAGES = ['서류전형', '1차 면접'];
    let postingId = 0;

    beforeAll(async () => {
      const db = t.database.db;
      ({ postingId } = await createPosting(db, {
        companyId: id.hanbit,
        title: '프론트엔드 개발자',
        openDate: day(-60),
        closeDate: day(-30),
      }));
      const posting = { postingId, companyId: id.hanbit, stages: STAGES };
      const appliedAt = seoulNoon(day(-55));
      // 8 applied: 2 failed at 서류 (3 days), 6 passed it (3 days); at 면접: 2 hired, 3 failed
      // (5 days after passing), 1 still waiting.
      for (let i = 0; i < 2; i++) {
        await addScreenedApplication(t, posting, {
          status: 'failed',
          currentStage: 0,
          appliedAt,
          results: [{ kind: 'failed', stageNo: 0, days: 3 }],
        });
      }
      const passed = [{ kind: 'passed' as const, stageNo: 0, days: 3 }];
      for (let i = 0; i < 2; i++) {
        await addScreenedApplication(t, posting, {
          status: 'hired',
          currentStage: 1,
          appliedAt,
          results: [...passed, { kind: 'hired', stageNo: 1, days: 5 }],
        });
      }
      for (let i = 0; i < 3; i++) {
        await addScreenedApplication(t, posting, {
          status: 'failed',
          currentStage: 1,
          appliedAt,
          results: [...passed, { kind: 'failed', stageNo: 1, days: 5 }],
        });
      }
      await addScreenedApplication(t, posting, {
        status: 'active',
        currentStage: 1,
        appliedAt,
        results: passed,
      });
      await addInterviewReview(db, id.hanbit, {
        questions: '가'.repeat(REVIEW_LIMITS.previewChars + 20),
      });
      await addInterviewReview(db, id.hanbit, {
        state: 'pending',
        questions: '심사 중인 후기의 질문입니다. 보이면 안 됩니다.',
      });
    });

    it('shows each stage with applicants and pass percent from at least 5 applications', async () => {
      const res = await process(String(id.hanbit));
      expect(res.status).toBe(200);
      const p = res.body.data;
      expect(p.name).toBe('한빛소프트');
      // The example is the group's newest posting; the figures are the whole group's.
      const [group] = p.processes;
      expect(group?.exampleTitle).toBe('백엔드 개발자');
      expect(group?.steps).toEqual([
        { stageNo: 0, name: '서류전형', applicants: 8, passPercent: 75, typicalDays: 3 },
        // 6 reached, 5 decided (2 hired, 3 failed): 40 %.
        { stageNo: 1, name: '1차 면접', applicants: 6, passPercent: 40, typicalDays: 5 },
      ]);
      expect(p.medianDaysToResult).toBe(3);
      expect(p.interviews.count).toBe(4);
    });

    it('hides figures of fewer than 5 and groups postings sharing their steps', async () => {
      const p = (await process(String(id.hanbit))).body.data;
      // The open posting (서류전형 → 1차 면접 → 최종 합격) shares the stages with the one above;
      // the one not yet open is not counted.
      expect(p.processes).toHaveLength(1);
      expect(p.processes[0]?.postingCount).toBe(2);
      const garam = (await process(String(id.garam))).body.data;
      expect(garam.processes[0]?.steps).toEqual([
        { stageNo: 0, name: '서류전형', applicants: null, passPercent: null, typicalDays: null },
        { stageNo: 1, name: '1차 면접', applicants: null, passPercent: null, typicalDays: null },
      ]);
      expect(garam.medianDaysToResult).toBeNull();
      expect(garam.questions).toEqual([]);
    });

    it('shows published interview questions, in full only with give-to-get access', async () => {
      const summary = (await process(String(id.hanbit))).body.data;
      // The page says the texts are cut (questionAccess), instead of cutting them silently.
      expect(summary.questionAccess).toBe('summary');
      const anonymous = summary.questions;
      expect(anonymous).toHaveLength(1);
      expect(anonymous[0]?.truncated).toBe(true);
      expect(anonymous[0]?.interviewMonth).toBe('2026-04');
      expect(anonymous[0]?.jobName).not.toBe('024001');
      expect(anonymous[0]?.questions).toBe(`${'가'.repeat(REVIEW_LIMITS.previewChars)}…`);

      const writer = await createUser(t.database);
      await addInterviewReview(t.database.db, id.nuri, {
        userId: writer.userId,
        state: 'pending',
        createdAt: seoulNoon(day(-10)),
      });
      const client = await loggedInClient(t.app, writer.loginId, writer.password);
      const fullPage = (await process(String(id.hanbit), client)).body.data;
      expect(fullPage.questionAccess).toBe('full');
      const full = fullPage.questions;
      expect(full[0]?.questions).toBe('가'.repeat(REVIEW_LIMITS.previewChars + 20));
      expect(full[0]?.truncated).toBe(false);
    });

    it('answers 404 for an unknown company', async () => {
      expect((await process('999999')).status).toBe(404);
    });
  });

  describe('open-posting refresh', () => {
    it('recounts open postings for the day, writing only changed rows', async () => {
      const db = t.database.db;
      expect(await refreshOpenPostingCounts(db, TODAY)).toBe(0);
      // Four days on, 식품 연구원 has closed.
      expect(await refreshOpenPostingCounts(db, day(4))).toBeGreaterThan(0);
      const [row] = await db
        .select({ n: companyStats.openPostingCount })
        .from(companyStats)
        .where(eq(companyStats.companyId, id.garam));
      expect(row?.n).toBe(1);
      await refreshOpenPostingCounts(db, TODAY);
    });
  });
});
