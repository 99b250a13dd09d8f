import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_API } from '@ilteo/contract';
import { alarm, consultingRequest, operatorAction, outboxMessage } from '../../src/db/schema';
import { createTestApp, type createClient, type TestApp } from '../helpers/app';
import {
  ANSWER,
  answerConsulting,
  consultant,
  consultingDetail,
  consultingMember,
  consultingQueue,
  consultingWorld,
  requestConsulting,
  takeConsulting,
} from '../helpers/consulting';
import { DATABASE_KINDS } from '../helpers/database';

type Client = ReturnType<typeof createClient>;
type World = Awaited<ReturnType<typeof consultingWorld>>;

/**
 * 기업 컨설팅, the consultants' console (decision 0035): only operators with
 * the consultant flag; one consultant takes a request; comments anchored to
 * passages of the member's text; save, then send: done, alarm, mail, audit.
 */
describe.each(DATABASE_KINDS)('consulting console (%s)', (kind) => {
  let t: TestApp;
  const now = () => new Date();
  let postingA: number;
  let anonymous: Client;
  let pasted: World['pasted'];

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: now });
    ({ postingA, anonymous, pasted } = await consultingWorld(t));
  });
  afterAll(() => t.close());
  describe('consultants', () => {
    it('refuses operators without the consultant flag (102) and members (102)', async () => {
      const plain = await consultant(t, now, false);
      const m = await consultingMember(t);
      const id = (await requestConsulting(m.client, pasted(postingA))).body.data.consultingId;
      for (const client of [plain.client, m.client]) {
        expect((await consultingQueue(client, 'received')).body.code).toBe('102');
        expect((await takeConsulting(client, id)).body.code).toBe('102');
        const item = await client.get(OPS_API.consultingItem, {
          query: { consultingId: String(id) },
        });
        expect(item.body.code).toBe('102');
      }
      expect((await consultingQueue(anonymous, 'received')).status).toBe(401);
      // Bad input is a 400 for any operator, before the flag is judged.
      const bad = await plain.client.get(OPS_API.consulting, { query: { queue: 'all' } });
      expect(bad.status).toBe(400);
    });

    it('gives a request to one of two consultants taking it at once', async () => {
      const m = await consultingMember(t);
      const [a, b] = [await consultant(t, now), await consultant(t, now)];
      const id = (await requestConsulting(m.client, pasted(postingA))).body.data.consultingId;
      const both = await Promise.all([takeConsulting(a.client, id), takeConsulting(b.client, id)]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      const [row] = await t.database.db
        .select()
        .from(consultingRequest)
        .where(eq(consultingRequest.consultingId, id));
      expect([a.userId, b.userId]).toContain(row?.consultantId);
      expect(row?.state).toBe('in-progress');
    });

    it('take once, answer with anchored comments, save then send: done, alarm, mail, audit', async () => {
      const m = await consultingMember(t);
      const first = await consultant(t, now);
      const second = await consultant(t, now);
      const id = (await requestConsulting(m.client, pasted(postingA))).body.data.consultingId;

      const received = await consultingQueue(first.client, 'received');
      expect(received.body.data.items.map((i) => i.consultingId)).toContain(id);

      const taken = await takeConsulting(first.client, id);
      expect(taken.body.data.state).toBe('in-progress');
      const twice = await takeConsulting(second.client, id);
      expect(twice.status).toBe(409);
      expect(twice.body.message).toMatch(/다른 컨설턴트가 이미 맡은 신청입니다/);
      expect((await takeConsulting(first.client, id)).body.message).toMatch(/이미 맡은 신청/);
      const mine = await consultingQueue(first.client, 'mine');
      expect(mine.body.data.items.map((i) => i.consultingId)).toEqual([id]);

      const quote = ANSWER.slice(3, 18);
      const good = { itemIndex: 0, start: 3, end: 18, quote, comment: '수치를 먼저 보여 주세요.' };
      const summary = '경험이 구체적입니다. 지원 동기를 회사의 서비스와 더 연결해 보세요.';
      const bad: [Record<string, unknown>, RegExp][] = [
        [{ ...good, itemIndex: 1 }, /^annotations\.0: .*문항이 없습니다/],
        [{ ...good, start: 18, end: 18 }, /위치가 답변 범위를 벗어났습니다/],
        [{ ...good, end: ANSWER.length + 1 }, /위치가 답변 범위를 벗어났습니다/],
        [{ ...good, quote: '다른 구절입니다' }, /인용 구절이 답변과 일치하지 않습니다/],
      ];
      for (const [annotation, message] of bad) {
        const res = await answerConsulting(first.client, {
          consultingId: id,
          annotations: [annotation],
          summary,
          send: false,
        });
        expect(res.status).toBe(400);
        expect(res.body.message).toMatch(message);
      }
      const notTaker = await answerConsulting(second.client, {
        consultingId: id,
        annotations: [good],
        summary,
      });
      expect(notTaker.body.code).toBe('102');

      const saved = await answerConsulting(first.client, {
        consultingId: id,
        annotations: [good],
        summary,
        send: false,
      });
      expect(saved.body.data).toMatchObject({ state: 'in-progress', annotations: [good], summary });
      const before = await consultingDetail(m.client, id);
      expect(before.body.data).toMatchObject({
        state: 'in-progress',
        annotations: [],
        summary: null,
      });

      const sent = await answerConsulting(first.client, {
        consultingId: id,
        annotations: [good],
        summary,
        send: true,
      });
      expect(sent.body.data.state).toBe('done');
      const after = await consultingDetail(m.client, id);
      expect(after.body.data).toMatchObject({ state: 'done', annotations: [good], summary });
      expect(after.body.data.answeredAt).not.toBeNull();
      const resend = await answerConsulting(first.client, {
        consultingId: id,
        annotations: [good],
        summary,
      });
      expect(resend.status).toBe(409);

      const alarms = await t.database.db
        .select()
        .from(alarm)
        .where(and(eq(alarm.userId, m.userId), eq(alarm.kind, 'consulting')));
      expect(alarms).toHaveLength(1);
      expect(alarms[0]?.link).toBe(
        `/person/company/info/consulting/preview?consultingId=${String(id)}`,
      );
      const mails = await t.database.db
        .select()
        .from(outboxMessage)
        .where(
          and(
            eq(outboxMessage.recipient, m.email ?? ''),
            eq(outboxMessage.kind, 'consulting-answered'),
          ),
        );
      expect(mails).toHaveLength(1);
      expect(mails[0]?.payload).toMatchObject({ companyName: '(주)컨설팅테스트' });
      const audit = await t.database.db
        .select()
        .from(operatorAction)
        .where(eq(operatorAction.operatorId, first.userId));
      const consulting = audit.filter((a) => a.action.startsWith('consulting-'));
      expect(consulting.map((a) => a.action).sort()).toEqual([
        'consulting-answer',
        'consulting-answer',
        'consulting-take',
      ]);
      expect(consulting.every((a) => a.targetLoginId === m.loginId)).toBe(true);
      const done = await consultingQueue(first.client, 'done');
      expect(done.body.data.items.map((i) => i.consultingId)).toContain(id);
    });
  });
});
