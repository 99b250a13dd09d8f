import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  type ModerationItem,
  type ModerationItemSummary,
  OPS_API,
  type Page,
  type ReportedContent,
  reportedContentPath,
} from '@ilteo/contract';
import { selectRows } from '../../src/db/client';
import { listOutbox } from '../../src/modules/mail/outbox-reader';
import {
  alarm,
  communitySanction,
  contentReport,
  moderationItem,
  operatorAction,
} from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import {
  giveNickname,
  guestClient,
  insertPost,
  memberWithClient,
  postState,
  reportAs,
} from '../helpers/moderation';
import { signedInOperator } from '../helpers/operators';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Decision 0031: reports weigh into one queue; five distinct reporters blind
 * an item at once (임시조치); operators keep, remove (with the sanction
 * ladder) or blind it, audited, and the author is told and may object once.
 */
describe.each(DATABASE_KINDS)('moderation (%s)', (kind) => {
  let t: TestApp;
  let at = new Date();
  let operator: Awaited<ReturnType<typeof signedInOperator>>;

  beforeAll(async () => {
    // Many members sign in from the one test address.
    t = await createTestApp(kind, {
      clock: () => at,
      env: { LOGIN_MAX_PER_IP: '100000', TRUST_PROXY_HOPS: '1' },
    });
    operator = await signedInOperator(t.app, t.database, () => at);
    pool = await Promise.all(Array.from({ length: 10 }, () => memberWithClient(t.app, t.database)));
  });
  afterAll(() => t.close());

  const member = () => memberWithClient(t.app, t.database);
  /**
   * Reporters: `n` distinct members of a pool signed in once (each item is
   * new, so nobody reports one twice). Their weights move with decisions;
   * tests that read a weight use a reporter of their own.
   */
  let pool: Awaited<ReturnType<typeof member>>[] = [];
  let cursor = 0;
  const members = (n: number) =>
    Promise.resolve(
      Array.from({ length: n }, (_, i) => pool[(cursor + i) % pool.length]).filter(
        (m): m is Awaited<ReturnType<typeof member>> => m !== undefined,
      ),
    ).finally(() => {
      cursor += n;
    });
  const itemOf = async (targetType: string, targetId: string) => {
    const [row] = await t.database.db
      .select()
      .from(moderationItem)
      .where(and(eq(moderationItem.targetType, targetType), eq(moderationItem.targetId, targetId)));
    if (!row) throw new Error('no moderation item');
    return row;
  };
  const decide = (itemId: number, decision: string, reason = '운영 정책 위반입니다.') =>
    operator.client.post(OPS_API.moderationDecide, { payload: { itemId, decision, reason } });
  /** A post by a member with a nickname, reported by `n` others. */
  const reportedPost = async (n: number) => {
    const author = await member();
    const nickname = await giveNickname(t.database, author.user.userId);
    const postId = await insertPost(t.database, author.user.userId);
    for (const r of await members(n)) {
      expect((await reportAs(r.client, 'community-post', postId)).body.code).toBe('601');
    }
    return { author, nickname, postId, item: await itemOf('community-post', postId) };
  };

  it('blinds an item at once when the fifth distinct member reports it, and keeps it pending', async () => {
    const { author, postId } = await reportedPost(4);
    expect(await postState(t.database, postId)).toBe('published');
    const fifth = await member();
    expect((await reportAs(fifth.client, 'community-post', postId)).body.code).toBe('601');
    expect(await postState(t.database, postId)).toBe('blinded');
    const item = await itemOf('community-post', postId);
    expect(item).toMatchObject({ status: 'pending', reporters: 5, authorId: author.user.userId });
    expect(item.blindedAt).not.toBeNull();
    expect(item.hiddenSince).not.toBeNull();
    // Hidden now: nobody can report it again, and the queue counts no more.
    const sixth = await member();
    expect((await reportAs(sixth.client, 'community-post', postId)).status).toBe(404);
  });

  it('counts concurrent reporters exactly and blinds once', async () => {
    const author = await member();
    const postId = await insertPost(t.database, author.user.userId);
    const reporters = await members(8);
    const results = await Promise.all(
      reporters.map((r) => reportAs(r.client, 'community-post', postId)),
    );
    // Reporters who arrive after the fifth blinded it find it hidden (404): PGlite runs
    // the requests one by one, PostgreSQL mostly side by side.
    const codes = results.map((r) => r.body.code);
    expect(
      codes.every((c) => c === '601' || c === '202'),
      codes.join(),
    ).toBe(true);
    const accepted = codes.filter((c) => c === '601').length;
    expect(accepted).toBeGreaterThanOrEqual(5);
    const item = await itemOf('community-post', postId);
    expect(item.reporters).toBe(accepted);
    expect(item.blindedAt).not.toBeNull();
    expect(await postState(t.database, postId)).toBe('blinded');
    const reports = await t.database.db
      .select()
      .from(contentReport)
      .where(
        and(eq(contentReport.targetType, 'community-post'), eq(contentReport.targetId, postId)),
      );
    expect(reports).toHaveLength(accepted);
    expect(item.score).toBeCloseTo(
      reports.reduce((sum, r) => sum + r.weight, 0),
      6,
    );
    // Below the threshold every concurrent report counts, and nothing is hidden.
    const quiet = await insertPost(t.database, author.user.userId);
    await Promise.all((await members(4)).map((r) => reportAs(r.client, 'community-post', quiet)));
    expect((await itemOf('community-post', quiet)).reporters).toBe(4);
    expect(await postState(t.database, quiet)).toBe('published');
  });

  it('lists the queue heaviest first and shows an item with its reports and real author', async () => {
    const light = await reportedPost(1);
    const heavy = await reportedPost(3);
    const res = await operator.client.get<Page<ModerationItemSummary>>(
      `${OPS_API.moderation}?status=pending&kind=community-post`,
    );
    expect(res.status).toBe(200);
    const ids = res.body.data.items.map((i) => i.itemId);
    expect(ids.indexOf(heavy.item.itemId)).toBeLessThan(ids.indexOf(light.item.itemId));
    const scores = res.body.data.items.map((i) => i.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);

    const detail = await operator.client.get<ModerationItem>(
      `${OPS_API.moderationItem}?itemId=${String(heavy.item.itemId)}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      itemId: heavy.item.itemId,
      kind: 'community-post',
      reporters: 3,
      status: 'pending',
      content: { state: 'published', bodyHtml: '<p>본문입니다.</p>' },
      author: {
        userId: heavy.author.user.userId,
        loginId: heavy.author.user.loginId,
        nickname: heavy.nickname,
      },
      objection: null,
      decisions: [],
      sanctions: [],
    });
    expect(detail.body.data.reports).toHaveLength(3);
    expect(detail.body.data.reports[0]).toMatchObject({ reason: 'spam', reasonLabel: '스팸·홍보' });
    expect(detail.body.data.reports[0]?.weight).toBeGreaterThanOrEqual(1);
    expect(detail.body.data.reports[0]?.reporterLoginId).toMatch(/^member/);

    const missing = await operator.client.get(`${OPS_API.moderationItem}?itemId=99999999`);
    expect(missing.status).toBe(404);
  });

  it('keeps an item: published again, reports dismissed, audited, and the author told', async () => {
    const { author, postId, item } = await reportedPost(5);
    expect(await postState(t.database, postId)).toBe('blinded');
    const res = await decide(item.itemId, 'keep', '신고 사유에 해당하지 않습니다.');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('003');
    expect(await postState(t.database, postId)).toBe('published');
    expect(await itemOf('community-post', postId)).toMatchObject({
      status: 'kept',
      decision: 'keep',
      hiddenSince: null,
    });
    const verdicts = await selectRows<{ status: string }>(
      t.database.db,
      sql`select distinct status from content_report where target_type = 'community-post' and target_id = ${postId}`,
    );
    expect(verdicts).toEqual([{ status: 'dismissed' }]);
    const [audit] = await t.database.db
      .select()
      .from(operatorAction)
      .where(eq(operatorAction.targetUserId, author.user.userId));
    expect(audit).toMatchObject({
      operatorId: operator.userId,
      action: 'moderation-keep',
      reason: '신고 사유에 해당하지 않습니다.',
      targetLoginId: author.user.loginId,
      before: { status: 'pending', contentState: 'blinded' },
      after: { status: 'kept', contentState: 'published', sanction: null },
    });
    const alarms = await t.database.db
      .select()
      .from(alarm)
      .where(eq(alarm.userId, author.user.userId));
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({
      kind: 'moderation',
      link: `/person/certi-lang/commu/detail?postId=${postId}`,
    });

    const again = await decide(item.itemId, 'remove');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('이미 처리된 항목입니다.');
  });

  it('removes with the sanction ladder (7, 14, 28, 56 days, then permanent) and blinds without one', async () => {
    const author = await member();
    const removeOne = async (n: number) => {
      const postId = await insertPost(t.database, author.user.userId);
      for (const r of await members(n)) await reportAs(r.client, 'community-post', postId);
      const item = await itemOf('community-post', postId);
      expect((await decide(item.itemId, 'remove', `위반 ${String(n)}`)).status).toBe(200);
      expect(await postState(t.database, postId)).toBe('removed');
      return { postId, item };
    };
    const first = await removeOne(1);
    const [sanction] = await t.database.db
      .select()
      .from(communitySanction)
      .where(eq(communitySanction.userId, author.user.userId));
    expect(sanction).toMatchObject({ level: 1, reason: '위반 1', itemId: first.item.itemId });
    expect((sanction?.endsAt?.getTime() ?? 0) - (sanction?.startsAt.getTime() ?? 0)).toBe(
      7 * DAY_MS,
    );
    const alarms = await t.database.db
      .select()
      .from(alarm)
      .where(eq(alarm.userId, author.user.userId));
    expect(alarms[0]?.link).toBe(reportedContentPath('community-post', first.postId));
    expect(alarms[0]?.message).toContain('까지 제한됩니다');

    for (const n of [1, 1, 1, 1]) await removeOne(n);
    const ladder = await t.database.db
      .select()
      .from(communitySanction)
      .where(eq(communitySanction.userId, author.user.userId))
      .orderBy(communitySanction.level);
    expect(ladder.map((s) => s.level)).toEqual([1, 2, 3, 4, 5]);
    expect(
      ladder.map((s) => (s.endsAt ? (s.endsAt.getTime() - s.startsAt.getTime()) / DAY_MS : null)),
    ).toEqual([7, 14, 28, 56, null]);
    const [audit] = await t.database.db
      .select()
      .from(operatorAction)
      .where(
        and(
          eq(operatorAction.targetUserId, author.user.userId),
          eq(operatorAction.action, 'moderation-remove'),
        ),
      )
      .orderBy(sql`${operatorAction.actionId} desc`)
      .limit(1);
    expect(audit?.after).toMatchObject({ status: 'removed', sanction: { level: 5, endsAt: null } });

    const blinded = await reportedPost(2);
    expect(
      (await decide(blinded.item.itemId, 'blind', '개인정보가 포함되어 있습니다.')).status,
    ).toBe(200);
    expect(await postState(t.database, blinded.postId)).toBe('blinded');
    const none = await t.database.db
      .select()
      .from(communitySanction)
      .where(eq(communitySanction.userId, blinded.author.user.userId));
    expect(none).toEqual([]);
    const upheld = await selectRows<{ status: string }>(
      t.database.db,
      sql`select distinct status from content_report where target_type = 'community-post' and target_id = ${blinded.postId}`,
    );
    expect(upheld).toEqual([{ status: 'upheld' }]);
  });

  it('weighs a reporter by the record of their upheld reports', async () => {
    const reporter = await member();
    const author = await member();
    const postId = await insertPost(t.database, author.user.userId);
    await reportAs(reporter.client, 'community-post', postId);
    expect((await decide((await itemOf('community-post', postId)).itemId, 'blind')).status).toBe(
      200,
    );
    const next = await insertPost(t.database, author.user.userId);
    await reportAs(reporter.client, 'community-post', next);
    const [row] = await t.database.db
      .select({ weight: contentReport.weight })
      .from(contentReport)
      .where(and(eq(contentReport.userId, reporter.user.userId), eq(contentReport.targetId, next)));
    // 1 + upheld / (upheld + dismissed + 2) = 1 + 1/3
    expect(row?.weight).toBeCloseTo(4 / 3, 6);
    expect((await itemOf('community-post', next)).score).toBeCloseTo(4 / 3, 6);
  });

  it('shows /reported-content to anyone, the objection to the author only, and takes one objection', async () => {
    const { author, postId, item } = await reportedPost(5);
    const path = `${API.moderation.reportedContent}?kind=community-post&id=${postId}`;
    const guest = await guestClient(t.app);
    const seen = await guest.get<ReportedContent>(path);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({
      kind: 'community-post',
      state: 'blinded',
      reason: null,
      author: null,
    });
    const other = await member();
    expect((await other.client.get<ReportedContent>(path)).body.data.author).toBeNull();
    const mine = await author.client.get<ReportedContent>(path);
    expect(mine.body.data.author).toMatchObject({
      canObject: true,
      objectedAt: null,
      underReview: false,
    });

    expect((await decide(item.itemId, 'remove', '욕설이 포함되어 있습니다.')).status).toBe(200);
    const removed = await guest.get<ReportedContent>(path);
    expect(removed.body.data).toMatchObject({
      state: 'removed',
      reason: '욕설이 포함되어 있습니다.',
    });

    const body = {
      kind: 'community-post',
      id: postId,
      text: '욕설이 아니라 인용한 표현입니다. 다시 검토해 주세요.',
    };
    const company = await memberWithClient(t.app, t.database, 'company');
    for (const [client, status, code] of [
      [guest, 401, '401'],
      [other.client, 403, '102'],
      [company.client, 403, '102'],
      [operator.client, 403, '102'],
    ] as const) {
      const res = await client.post(API.moderation.objection, { payload: body });
      expect([res.status, res.body.code]).toEqual([status, code]);
    }
    const short = await author.client.post(API.moderation.objection, {
      payload: { ...body, text: '짧음' },
    });
    expect(short.status).toBe(400);
    const objected = await author.client.post(API.moderation.objection, { payload: body });
    expect(objected.status).toBe(201);
    const twice = await author.client.post(API.moderation.objection, { payload: body });
    expect([twice.status, twice.body.code]).toEqual([409, '302']);
    expect(await itemOf('community-post', postId)).toMatchObject({
      status: 'pending',
      objection: body.text,
    });
    const review = await author.client.get<ReportedContent>(path);
    expect(review.body.data.author).toMatchObject({ canObject: false, underReview: true });

    // An upheld objection: kept after all, and the removal's sanction lifted.
    expect((await decide(item.itemId, 'keep', '이의를 받아들입니다.')).status).toBe(200);
    expect(await postState(t.database, postId)).toBe('published');
    const sanctions = await t.database.db
      .select()
      .from(communitySanction)
      .where(eq(communitySanction.itemId, item.itemId));
    expect(sanctions).toEqual([]);
    const gone = await guest.get(path);
    expect([gone.status, gone.body.message]).toEqual([404, '가려진 콘텐츠가 아닙니다.']);
    const late = await author.client.post(API.moderation.objection, { payload: body });
    expect(late.status).toBe(404);
  });

  it('mails the author after a decision', async () => {
    const { author, item } = await reportedPost(1);
    at = new Date(at.getTime() + 1000);
    expect((await decide(item.itemId, 'blind', '광고성 내용입니다.')).status).toBe(200);
    await t.app.outbox.settled();
    const mails = (await listOutbox(t.config.mail.outboxDir, 100)).filter((m) =>
      m.to.includes(author.user.email ?? '-'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('광고성 내용입니다.');
    expect(mails[0]?.text).toContain('/reported-content?kind=community-post');
  });
});
