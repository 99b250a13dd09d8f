import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type ModerationItem, OPS_API, REPORT_TARGETS } from '@ilteo/contract';
import { CONTENT_REGISTRY } from '../../src/modules/content';
import { jobPosting, moderationItem, searchDocument } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { guestClient, memberWithClient, reportAs } from '../helpers/moderation';
import { signedInOperator } from '../helpers/operators';
import { createPosting } from '../helpers/postings';

/**
 * The moderation endpoints' refusals (bad input 400, the wrong caller 403
 * and 102), and postings' moderation hooks.
 */
describe.each(DATABASE_KINDS)('moderation access and postings (%s)', (kind) => {
  let t: TestApp;
  const at = new Date();
  let operator: Awaited<ReturnType<typeof signedInOperator>>;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      clock: () => at,
      env: { LOGIN_MAX_PER_IP: '100000', TRUST_PROXY_HOPS: '1' },
    });
    operator = await signedInOperator(t.app, t.database, () => at);
  });
  afterAll(() => t.close());

  const member = () => memberWithClient(t.app, t.database);
  const decide = (itemId: number, decision: string, reason = '운영 정책 위반입니다.') =>
    operator.client.post(OPS_API.moderationDecide, { payload: { itemId, decision, reason } });

  const itemOf = async (targetType: string, targetId: string) => {
    const [row] = await t.database.db
      .select()
      .from(moderationItem)
      .where(and(eq(moderationItem.targetType, targetType), eq(moderationItem.targetId, targetId)));
    if (!row) throw new Error('no moderation item');
    return row;
  };

  it('has moderation hooks for every reportable kind the registry makes available', () => {
    const reportable = REPORT_TARGETS.filter((k) => {
      const entry = CONTENT_REGISTRY[k];
      return entry.status === 'available' && entry.uses.report;
    });
    expect(reportable).toContain('posting');
    for (const k of reportable) expect(t.app.contentKinds.moderation(k), k).toBeDefined();
  });

  it('refuses bad /reported-content and decision input', async () => {
    const guest = await guestClient(t.app);
    for (const query of ['kind=user&id=1', 'kind=community-post&id=', 'id=1']) {
      expect((await guest.get(`${API.moderation.reportedContent}?${query}`)).status, query).toBe(
        400,
      );
    }
    expect((await guest.get(`${API.moderation.reportedContent}?kind=posting&id=1`)).status).toBe(
      404,
    );
    for (const payload of [
      { itemId: 1, decision: 'ban', reason: '사유입니다.' },
      { itemId: 1, decision: 'keep', reason: '' },
      { itemId: 1, decision: 'keep', reason: '가'.repeat(201) },
      { itemId: 'x', decision: 'keep', reason: '사유입니다.' },
    ]) {
      const res = await operator.client.post(OPS_API.moderationDecide, { payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    expect((await operator.client.get(`${OPS_API.moderation}?status=gone`)).status).toBe(400);
    expect((await decide(99999999, 'keep')).status).toBe(404);
  });

  it('refuses the operator endpoints to visitors (403), members and company members (102)', async () => {
    const guest = await guestClient(t.app);
    const plain = await member();
    const company = await memberWithClient(t.app, t.database, 'company');
    for (const [client, code] of [
      [guest, '403'],
      [plain.client, '102'],
      [company.client, '102'],
    ] as const) {
      const queue = await client.get(OPS_API.moderation);
      const item = await client.get(`${OPS_API.moderationItem}?itemId=1`);
      const decided = await client.post(OPS_API.moderationDecide, {
        payload: { itemId: 1, decision: 'keep', reason: '사유입니다.' },
      });
      expect([queue.body.code, item.body.code, decided.body.code]).toEqual([code, code, code]);
    }
  });

  it('closes a posting blinded by reports, hides it from search, and reopens it when kept', async () => {
    const { postingId } = await createPosting(t.database.db);
    const id = String(postingId);
    for (const r of await Promise.all(Array.from({ length: 5 }, member))) {
      const res = await reportAs(r.client, 'posting', id, { reason: 'fake' });
      expect(res.body.code).toBe('601');
    }
    const status = async () =>
      (await t.database.db.select().from(jobPosting).where(eq(jobPosting.postingId, postingId)))[0]
        ?.status;
    const hidden = async () =>
      (
        await t.database.db
          .select({ hidden: searchDocument.hidden })
          .from(searchDocument)
          .where(and(eq(searchDocument.kind, 'posting'), eq(searchDocument.refId, id)))
      )[0]?.hidden;
    expect(await status()).toBe('closed');
    expect(await hidden()).toBe(true);
    const item = await itemOf('posting', id);
    expect(item.authorId).toBeNull();
    const detail = await operator.client.get<ModerationItem>(
      `${OPS_API.moderationItem}?itemId=${String(item.itemId)}`,
    );
    expect(detail.body.data).toMatchObject({ author: null, content: { state: 'blinded' } });
    expect((await decide(item.itemId, 'keep', '사실과 다르지 않습니다.')).status).toBe(200);
    expect(await status()).toBe('open');
    expect(await hidden()).toBe(false);
  });
});
