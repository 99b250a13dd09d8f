import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTING_LIMITS, type ConsultingForm, CONSULTING_API } from '@ilteo/contract';
import { consultingRequest } from '../../src/db/schema';
import { seoulDate } from '../../src/lib/seoul-date';
import { CONTENT_REGISTRY, alarmTarget } from '../../src/modules/content';
import { createTestApp, type createClient, type TestApp } from '../helpers/app';
import {
  ANSWER,
  cancelConsulting,
  consultant,
  consultingDetail,
  consultingMember,
  consultingWorld,
  insertSample,
  myConsulting,
  requestConsulting,
  takeConsulting,
} from '../helpers/consulting';
import { DATABASE_KINDS } from '../helpers/database';
import { companyMemberOf } from '../helpers/employer';

type Client = ReturnType<typeof createClient>;
type World = Awaited<ReturnType<typeof consultingWorld>>;

/**
 * 기업 컨설팅 for members (decision 0035): the form, a request (pasted or
 * from a résumé), one open request per posting, cancel, the daily limit,
 * list and detail, who is refused; the anonymised samples and the registry.
 * The consultants' console is in consulting-console.test.ts.
 */
describe.each(DATABASE_KINDS)('consulting (%s)', (kind) => {
  let t: TestApp;
  const now = () => new Date();
  let companyA: number;
  let companyB: number;
  let postingA: number;
  let postingA2: number;
  let closedA: number;
  let postingB: number;
  let anonymous: Client;
  let pasted: World['pasted'];

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: now });
    ({ companyA, companyB, postingA, postingA2, closedA, postingB, anonymous, pasted } =
      await consultingWorld(t));
  });
  afterAll(() => t.close());
  describe('members', () => {
    it('form → request → mine → detail', async () => {
      const m = await consultingMember(t);
      const form = await m.client.get<ConsultingForm>(CONSULTING_API.form, {
        query: { companyId: String(companyA) },
      });
      expect(form.body.code).toBe('001');
      expect(form.body.data.companyName).toBe('(주)컨설팅테스트');
      expect(form.body.data.answerHours).toBe(CONSULTING_LIMITS.answerHours);
      const ids = form.body.data.postings.map((p) => p.postingId);
      expect(ids).toContain(postingA);
      expect(ids).not.toContain(closedA);
      expect(ids).not.toContain(postingB);
      expect(form.body.data.postings.find((p) => p.postingId === postingA)).toMatchObject({
        questions: [
          { question: '지원 동기를 적어 주세요.', maxChars: 800 },
          { question: '협업 경험을 적어 주세요.', maxChars: 800 },
        ],
        openConsultingId: null,
      });
      expect(form.body.data.resumes).toEqual([{ resumeId: m.resumeId, title: '컨설팅용 이력서' }]);

      const res = await requestConsulting(m.client, pasted(postingA));
      expect(res.status).toBe(201);
      expect(res.body.code).toBe('002');
      const id = res.body.data.consultingId;

      const again = await m.client.get<ConsultingForm>(CONSULTING_API.form, {
        query: { companyId: String(companyA) },
      });
      expect(again.body.data.postings.find((p) => p.postingId === postingA)?.openConsultingId).toBe(
        id,
      );

      const mine = await myConsulting(m.client, { companyId: String(companyA) });
      expect(mine.body.data.total).toBe(1);
      expect(mine.body.data.items[0]).toMatchObject({
        consultingId: id,
        companyName: '(주)컨설팅테스트',
        state: 'received',
        kind: 'essay',
        answeredAt: null,
      });
      const created = new Date(mine.body.data.items[0]?.createdAt ?? '').getTime();
      const due = new Date(mine.body.data.items[0]?.dueAt ?? '').getTime();
      expect(due - created).toBe(CONSULTING_LIMITS.answerHours * 3_600_000);
      expect((await myConsulting(m.client, { companyId: String(companyB) })).body.data.total).toBe(
        0,
      );

      const detail = await consultingDetail(m.client, id);
      expect(detail.body.data).toMatchObject({
        consultingId: id,
        items: [{ question: '지원 동기를 적어 주세요.', answer: ANSWER }],
        note: '두괄식으로 다듬고 싶습니다.',
        annotations: [],
        summary: null,
        sample: false,
      });
    });

    it("copies the résumé's 자기소개서 as a snapshot; a résumé without one or another's is refused", async () => {
      const m = await consultingMember(t, [
        { question: '성장 과정', answer: '   ', limit: 500 },
        { question: '입사 후 포부', answer: ANSWER, limit: 1000 },
      ]);
      const res = await requestConsulting(m.client, {
        companyId: companyA,
        postingId: postingA,
        kind: 'interview',
        resumeId: m.resumeId,
      });
      expect(res.body.code).toBe('002');
      const detail = await consultingDetail(m.client, res.body.data.consultingId);
      expect(detail.body.data.items).toEqual([{ question: '입사 후 포부', answer: ANSWER }]);
      expect(detail.body.data.kind).toBe('interview');

      const empty = await consultingMember(t, []);
      const none = await requestConsulting(empty.client, {
        companyId: companyA,
        postingId: postingA,
        kind: 'essay',
        resumeId: empty.resumeId,
      });
      expect(none.status).toBe(400);
      expect(none.body.message).toMatch(/^resumeId: .*자기소개서가 없습니다/);

      const others = await requestConsulting(empty.client, {
        companyId: companyA,
        postingId: postingA,
        kind: 'essay',
        resumeId: m.resumeId,
      });
      expect(others.body.code).toBe('102');
      const rows = await t.database.db
        .select()
        .from(consultingRequest)
        .where(eq(consultingRequest.userId, empty.userId));
      expect(rows).toHaveLength(0);
    });

    it('allows one open request per posting (302), also for two submits at once', async () => {
      const m = await consultingMember(t);
      expect((await requestConsulting(m.client, pasted(postingA))).body.code).toBe('002');
      const second = await requestConsulting(m.client, pasted(postingA));
      expect(second.status).toBe(409);
      expect(second.body.code).toBe('302');
      expect(second.body.message).toMatch(/진행 중인 컨설팅 신청이 있습니다/);

      const racer = await consultingMember(t);
      const both = await Promise.all([
        requestConsulting(racer.client, pasted(postingA2)),
        requestConsulting(racer.client, pasted(postingA2)),
      ]);
      expect(both.map((r) => r.body.code).sort()).toEqual(['002', '302']);
      const rows = await t.database.db
        .select()
        .from(consultingRequest)
        .where(eq(consultingRequest.userId, racer.userId));
      expect(rows).toHaveLength(1);
    });

    it('cancels only its own request, only while received', async () => {
      const m = await consultingMember(t);
      const other = await consultingMember(t);
      const first = (await requestConsulting(m.client, pasted(postingA))).body.data.consultingId;
      expect((await cancelConsulting(other.client, first)).body.code).toBe('102');
      const cancelled = await cancelConsulting(m.client, first);
      expect(cancelled.body.code).toBe('004');
      expect((await consultingDetail(m.client, first)).body.data.state).toBe('cancelled');

      // Cancelled, the posting is free for a new request; once taken it cannot be cancelled.
      const second = (await requestConsulting(m.client, pasted(postingA))).body.data.consultingId;
      const c = await consultant(t, now);
      expect((await takeConsulting(c.client, second)).body.code).toBe('003');
      const refused = await cancelConsulting(m.client, second);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/취소할 수 없습니다/);
      expect((await consultingDetail(m.client, second)).body.data.state).toBe('in-progress');
    });

    it('limits requests per member per day', async () => {
      const m = await consultingMember(t);
      for (let i = 0; i < 5; i++) {
        const id = (await requestConsulting(m.client, pasted(postingA))).body.data.consultingId;
        expect((await cancelConsulting(m.client, id)).body.code).toBe('004');
      }
      const sixth = await requestConsulting(m.client, pasted(postingA));
      expect(sixth.status).toBe(429);
      expect(sixth.body.message).toMatch(/하루에 5건/);
    });

    it("refuses another member's detail (102) without revealing it, and anonymous callers (401)", async () => {
      const m = await consultingMember(t);
      const other = await consultingMember(t);
      const id = (await requestConsulting(m.client, pasted(postingA))).body.data.consultingId;
      const peek = await consultingDetail(other.client, id);
      expect(peek.body.code).toBe('102');
      expect(peek.raw).not.toContain('두괄식');
      expect((await consultingDetail(other.client, 2_000_000)).body.code).toBe('102');

      expect((await consultingDetail(anonymous, id)).status).toBe(401);
      expect(
        (await anonymous.get(CONSULTING_API.form, { query: { companyId: String(companyA) } }))
          .status,
      ).toBe(401);
      expect((await requestConsulting(anonymous, pasted(postingA))).status).toBe(401);
      expect((await myConsulting(anonymous)).status).toBe(401);
      expect((await cancelConsulting(anonymous, id)).status).toBe(401);
    });

    it('refuses company members and operators (102)', async () => {
      const hr = await companyMemberOf(t, companyA);
      const ops = await consultant(t, now);
      for (const client of [hr.client, ops.client]) {
        const form = await client.get(CONSULTING_API.form, {
          query: { companyId: String(companyA) },
        });
        expect(form.body.code).toBe('102');
        expect((await requestConsulting(client, pasted(postingA))).body.code).toBe('102');
        expect((await myConsulting(client)).body.code).toBe('102');
      }
    });

    it('refuses bad input with a Korean message, writing nothing', async () => {
      const m = await consultingMember(t);
      const cases: [Record<string, unknown>, number, RegExp][] = [
        [pasted(postingA, { items: [] }), 400, /첨삭받을 내용을 입력하거나 이력서를 골라 주세요/],
        [
          pasted(postingA, {
            items: Array.from({ length: 6 }, () => ({ question: '문항입니다', answer: ANSWER })),
          }),
          400,
          /5개까지/,
        ],
        [
          pasted(postingA, { items: [{ question: '지원 동기', answer: '짧은 답변' }] }),
          400,
          /50자 이상/,
        ],
        [pasted(postingB), 400, /^postingId: 선택한 기업의 공고가 아닙니다/],
        [pasted(2_000_000), 400, /^postingId: 공고를 찾을 수 없습니다/],
        [pasted(postingA, { kind: 'lunch' }), 400, /첨삭 종류/],
        [pasted(closedA), 422, /마감되었거나/],
      ];
      for (const [payload, status, message] of cases) {
        const res = await requestConsulting(m.client, payload);
        expect(res.status, JSON.stringify(payload)).toBe(status);
        expect(res.body.message).toMatch(message);
      }
      const rows = await t.database.db
        .select()
        .from(consultingRequest)
        .where(eq(consultingRequest.userId, m.userId));
      expect(rows).toHaveLength(0);
      const unknown = await m.client.get(CONSULTING_API.form, {
        query: { companyId: '2000000' },
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe('samples', () => {
    it('are readable by anyone, and cannot be taken or cancelled', async () => {
      const id = await insertSample(t, companyA, postingA);
      const list = await anonymous.get<{ consultingId: number }[]>(CONSULTING_API.samples);
      expect(list.body.data.map((s) => s.consultingId)).toContain(id);
      const detail = await consultingDetail(anonymous, id);
      expect(detail.body.code).toBe('001');
      expect(detail.body.data).toMatchObject({ sample: true, state: 'done' });
      expect(detail.body.data.annotations).toHaveLength(1);
      expect(detail.raw).not.toMatch(/userId|loginId/);

      const c = await consultant(t, now);
      expect((await takeConsulting(c.client, id)).status).toBe(404);
      const m = await consultingMember(t);
      expect((await cancelConsulting(m.client, id)).body.code).toBe('102');
    });

    it('are visible in the content registry to anyone; a request only to its member', async () => {
      const sample = await insertSample(t, companyA, postingA);
      const m = await consultingMember(t);
      const own = (await requestConsulting(m.client, pasted(postingA))).body.data.consultingId;
      const ids = [String(sample), String(own)];
      const today = seoulDate(new Date());
      const entry = CONTENT_REGISTRY['consulting-request'];
      if (entry.status !== 'available') throw new Error('consulting-request is not available');
      expect(entry.uses).toEqual({ interest: false, report: false, search: false });
      expect(alarmTarget('consulting')).toBe('consulting-request');
      const visible = async (userId: string | null) => {
        const items = await entry.items(t.database.db, ids, { userId, today });
        return ids.filter((id) => items.get(id)?.visible);
      };
      expect(await visible(m.userId)).toEqual(ids);
      expect(await visible(null)).toEqual([String(sample)]);
      const other = await consultingMember(t);
      expect(await visible(other.userId)).toEqual([String(sample)]);
      const items = await entry.items(t.database.db, ids, { userId: m.userId, today });
      expect(items.get(String(own))).toMatchObject({
        title: '(주)컨설팅테스트 자기소개서 첨삭',
        path: `/person/company/info/consulting/preview?consultingId=${String(own)}`,
      });
    });
  });
});
