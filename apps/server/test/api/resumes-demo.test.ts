import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ResumeDetail, type ResumeList, RESUME_API } from '@ilteo/contract';
import { resumeHomeSummary } from '../../src/modules/resumes';
import { DEMO_ACCOUNT, demoAccountSeed } from '../../src/seed/demo-account';
import { demoResumesSeed } from '../../src/seed/demo-resumes';
import { seedDemoData } from '../../src/seed/run-demo-seeds';
import { createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { loggedInClient } from '../helpers/users';

/** The demo member's résumés (one complete 대표, one 미완성) and my home's summary of them. */
describe.each(DATABASE_KINDS)('demo résumés and the home summary (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoData(t.database.db, [demoAccountSeed, demoResumesSeed]);
  });
  afterAll(() => t.close());

  it('gives the demo member a complete 대표 and an incomplete draft, newest edit first', async () => {
    const client = await loggedInClient(t.app, DEMO_ACCOUNT.loginId, DEMO_ACCOUNT.password);
    const { items } = (await client.get<ResumeList>(RESUME_API.list)).body.data;
    expect(items.map((i) => [i.title, i.primary, i.complete, i.public])).toEqual([
      ['풀스택 개발자 지원용 (작성 중)', false, false, false],
      ['사용자 경험을 끝까지 챙기는 프론트엔드 개발자', true, true, true],
    ]);
    const primary = items[1];
    const detail = await client.get<ResumeDetail>(RESUME_API.detail, {
      query: { resumeId: String(primary?.resumeId) },
    });
    expect(detail.body.data.labels).toMatchObject({
      '1320': '정보처리기사',
      P9406: 'SQL 개발자(SQLD)',
      OPIC: 'OPIc',
      '024002': '프론트엔드 개발자',
    });
  });

  it('summarises for my home: the count, the 대표 and its next missing section', async () => {
    const [demo] = await t.database.db.query.appUser.findMany({
      where: (u, { eq }) => eq(u.loginId, DEMO_ACCOUNT.loginId),
    });
    const summary = await resumeHomeSummary(t.database.db, demo?.userId ?? '');
    expect(summary).toMatchObject({
      count: 2,
      primary: {
        title: '사용자 경험을 끝까지 챙기는 프론트엔드 개발자',
        complete: true,
        nextMissing: 'overseas',
      },
    });
    expect(summary.primary?.percent).toBeGreaterThan(80);
    const nobody = await resumeHomeSummary(t.database.db, '00000000-0000-0000-0000-000000000000');
    expect(nobody).toEqual({ count: 0, primary: null });
  });
});
