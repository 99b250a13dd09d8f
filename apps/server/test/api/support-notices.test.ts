import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, OPS_API, type OpsNotice, type OpsNoticePage } from '@ilteo/contract';
import { selectRows } from '../../src/db/client';
import { contentView, notice, operatorAction } from '../../src/db/schema';
import { purgeOldNoticeViews } from '../../src/modules/support';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { upload } from '../helpers/applications';
import { DATABASE_KINDS } from '../helpers/database';
import { companyMemberOf } from '../helpers/employer';
import { FIXTURES } from '../helpers/fixtures';
import { signedInOperator } from '../helpers/operators';
import { createCompany } from '../helpers/postings';
import {
  createNotice,
  deleteNotice,
  noticeDetail,
  noticeId,
  noticeList,
  updateNotice,
} from '../helpers/support';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 공지사항 (issue 22, decision 0037): anyone reads the published ones, pinned
 * first; a view counts once per viewer per Seoul day; attachments download
 * through the file service; any operator writes, every write audited.
 */
describe.each(DATABASE_KINDS)('support notices (%s)', (kind) => {
  let t: TestApp;
  let shift = 0;
  const now = () => new Date(Date.now() + shift);
  let operator: Client;
  let operatorId: string;
  let member: Client;
  let company: Client;

  const guest = async () => {
    const client = createClient(t.app);
    await client.get(API.system.health);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: now });
    const op = await signedInOperator(t.app, t.database, now);
    operator = op.client;
    operatorId = op.userId;
    const user = await createUser(t.database);
    member = await loggedInClient(t.app, user.loginId, user.password);
    company = (await companyMemberOf(t, await createCompany(t.database.db))).client;
  });
  afterAll(() => t.close());

  it('lets only operators write: a visitor logs in first, members and company members 102', async () => {
    const anonymous = await guest();
    expect((await createNotice(anonymous)).status).toBe(401);
    for (const client of [member, company]) {
      expect((await createNotice(client)).body.code).toBe('102');
      expect((await client.get(OPS_API.notices)).body.code).toBe('102');
    }
    const created = await createNotice(operator, { title: '권한 확인 공지' });
    expect(created.status).toBe(201);
    const id = created.body.data.noticeId;
    for (const client of [member, company]) {
      expect((await updateNotice(client, id, { title: '바꿈' })).body.code).toBe('102');
      expect((await deleteNotice(client, id)).body.code).toBe('102');
    }
    expect((await deleteNotice(anonymous, id)).status).toBe(401);
    const audit = await t.database.db
      .select()
      .from(operatorAction)
      .where(
        and(eq(operatorAction.operatorId, operatorId), eq(operatorAction.action, 'notice-create')),
      );
    expect(audit.some((a) => (a.after as { noticeId?: number } | null)?.noticeId === id)).toBe(
      true,
    );
  });

  it('refuses bad input with a Korean message and sanitises the body', async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ title: '  ' }, /제목을 입력해 주세요/],
      [{ title: '가'.repeat(121) }, /120자 이하/],
      [{ category: 'news' }, /공지 분류가 올바르지 않습니다/],
      [{ bodyHtml: '<script>alert(1)</script>' }, /내용을 입력해 주세요/],
      [{ files: ['../../etc/passwd'] }, /파일 이름이 올바르지 않습니다/],
      [{ files: ['a'.repeat(22) + '.pdf', 'b'.repeat(22) + '.pdf'] }, /첨부할 수 없는 파일입니다/],
    ];
    for (const [input, message] of bad) {
      const res = await createNotice(operator, input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const id = await noticeId(operator, {
      title: '스크립트 정리 확인',
      bodyHtml:
        '<p onclick="x()">안내<script>alert(1)</script></p><img src="https://evil.example/x.png">',
    });
    const detail = await noticeDetail(await guest(), id);
    expect(detail.body.data.bodyHtml).toBe('<p>안내</p>');
    expect((await noticeDetail(await guest(), 0)).status).toBe(400);
    expect((await noticeList(await guest(), { page: '0' })).status).toBe(400);
    expect((await noticeList(await guest(), { category: 'x' })).status).toBe(400);
  });

  it('lists pinned first, then the newest; filters by category and a 2-letter Korean term; pages', async () => {
    const older = await noticeId(operator, { title: '목록 확인 오래된 공지', category: 'update' });
    const pinned = await noticeId(operator, {
      title: '목록 확인 고정 공지',
      pinned: true,
      category: 'policy',
    });
    const newer = await noticeId(operator, {
      title: '목록 확인 새 공지',
      category: 'maintenance',
      bodyHtml: '<p>서버 정기 점검을 진행합니다.</p>',
    });
    const list = await noticeList(await guest());
    const ids = list.body.data.items.map((i) => i.noticeId);
    expect(ids[0]).toBe(pinned);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(list.body.data.items.find((i) => i.noticeId === pinned)).toMatchObject({
      pinned: true,
      category: 'policy',
      viewCount: 0,
      hasFiles: false,
    });

    const byCategory = await noticeList(await guest(), { category: 'maintenance' });
    expect(byCategory.body.data.items.map((i) => i.noticeId)).toEqual([newer]);
    // 점검 is in the body only: the body's text is searched too.
    const found = await noticeList(await guest(), { q: '점검' });
    expect(found.body.data.items.map((i) => i.noticeId)).toEqual([newer]);
    const wildcard = await noticeList(await guest(), { q: '%' });
    expect(wildcard.body.data.total).toBe(0);

    const total = list.body.data.total;
    const page2 = await noticeList(await guest(), { page: '2' });
    expect(page2.body.data).toMatchObject({
      page: 2,
      size: 10,
      total,
      totalPages: Math.ceil(total / 10),
    });
  });

  it('shows previous and next in the list order, and hides hidden and deleted notices (404)', async () => {
    const a = await noticeId(operator, { title: '이웃 확인 A' });
    const b = await noticeId(operator, { title: '이웃 확인 B' });
    const c = await noticeId(operator, { title: '이웃 확인 C' });
    // The list's order: c (newest), b, a.
    const mid = await noticeDetail(await guest(), b);
    expect(mid.body.data.prev).toEqual({ noticeId: c, title: '이웃 확인 C' });
    expect(mid.body.data.next).toEqual({ noticeId: a, title: '이웃 확인 A' });

    expect(
      (await updateNotice(operator, c, { title: '이웃 확인 C', state: 'hidden' })).status,
    ).toBe(200);
    expect((await noticeDetail(await guest(), c)).status).toBe(404);
    const list = await noticeList(await guest(), { q: '이웃 확인' });
    expect(list.body.data.items.map((i) => i.noticeId)).toEqual([b, a]);
    const afterHide = await noticeDetail(await guest(), b);
    expect(afterHide.body.data.prev?.noticeId).not.toBe(c);
    // The console still lists and opens it.
    const ops = await operator.get<OpsNoticePage>(OPS_API.notices, {
      query: { q: '이웃 확인', state: 'hidden' },
    });
    expect(ops.body.data.items.map((i) => [i.noticeId, i.state])).toEqual([[c, 'hidden']]);
    const one = await operator.get<OpsNotice>(OPS_API.notice, { query: { noticeId: String(c) } });
    expect(one.body.data).toMatchObject({ noticeId: c, state: 'hidden', bodyHtml: NOTICE_BODY });

    expect((await deleteNotice(operator, a)).status).toBe(200);
    expect((await noticeDetail(await guest(), a)).status).toBe(404);
    expect((await deleteNotice(operator, a)).status).toBe(404);
    expect((await updateNotice(operator, a, { title: '없음' })).status).toBe(404);
  });

  it('counts a view once per viewer per Seoul day', async () => {
    const id = await noticeId(operator, { title: '조회수 확인 공지' });
    const visitor = await guest();
    expect((await noticeDetail(visitor, id, 'Chrome/1')).body.data.viewCount).toBe(1);
    expect((await noticeDetail(visitor, id, 'Chrome/1')).body.data.viewCount).toBe(1);
    // Another browser at the same address is another visitor.
    expect((await noticeDetail(visitor, id, 'Safari/2')).body.data.viewCount).toBe(2);
    expect((await noticeDetail(member, id)).body.data.viewCount).toBe(3);
    expect((await noticeDetail(member, id)).body.data.viewCount).toBe(3);
    const viewers = await t.database.db
      .select({ viewer: contentView.viewer })
      .from(contentView)
      .where(and(eq(contentView.kind, 'notice'), eq(contentView.itemId, id)));
    // Visitors are kept as a keyed hash, never as an address.
    expect(viewers.every((r) => /^(u:[0-9a-f-]{36}|a:[\w-]{32})$/.test(r.viewer))).toBe(true);

    shift = DAY_MS;
    try {
      expect((await noticeDetail(visitor, id, 'Chrome/1')).body.data.viewCount).toBe(4);
    } finally {
      shift = 0;
    }
  });

  it('purges old notice views only, leaving other kinds to their areas', async () => {
    const id = await noticeId(operator, { title: '정리 확인 공지' });
    await t.database.db.execute(sql`insert into content_view (kind, item_id, viewer, day) values
      ('notice', ${id}, 'old', (now() at time zone 'Asia/Seoul')::date - 3),
      ('notice', ${id}, 'yesterday', (now() at time zone 'Asia/Seoul')::date - 1),
      ('guide-article', ${id}, 'old-guide', (now() at time zone 'Asia/Seoul')::date - 3)`);
    await purgeOldNoticeViews(t.app, new Date());
    const left = await selectRows<{ viewer: string }>(
      t.database.db,
      sql`select viewer from content_view where item_id = ${id}
            and viewer in ('old', 'yesterday', 'old-guide') order by viewer`,
    );
    expect(left.map((r) => r.viewer)).toEqual(['old-guide', 'yesterday']);
    await t.database.db.delete(contentView).where(eq(contentView.viewer, 'old-guide'));
  });

  it('attaches files publicly, lists them with their names, and releases removed ones', async () => {
    const pdf = await upload(operator, '채용 설명회 안내.pdf', FIXTURES.pdf);
    const png = await upload(operator, '포스터.png', FIXTURES.png);
    const id = await noticeId(operator, {
      title: '첨부 확인 공지',
      files: [pdf.saveName, png.saveName],
    });
    const visitor = await guest();
    const detail = await noticeDetail(visitor, id);
    expect(detail.body.data.files.map((f) => f.originalName)).toEqual([
      '채용 설명회 안내.pdf',
      '포스터.png',
    ]);
    expect(detail.body.data.files[0]?.size).toBe(FIXTURES.pdf.length);
    const list = await noticeList(visitor, { q: '첨부 확인' });
    expect(list.body.data.items[0]?.hasFiles).toBe(true);
    const url = detail.body.data.files[0]?.url ?? '';
    const download = await t.app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(FIXTURES.pdf)).toBe(true);

    // A member's own upload cannot be attached by an operator (it is not theirs).
    const theirs = await upload(member, '회원 파일.pdf', FIXTURES.pdf);
    const refused = await updateNotice(operator, id, {
      title: '첨부 확인 공지',
      files: [theirs.saveName],
    });
    expect(refused.status).toBe(400);

    const edited = await updateNotice(operator, id, {
      title: '첨부 확인 공지',
      files: [png.saveName],
    });
    expect(edited.status).toBe(200);
    const again = await noticeDetail(visitor, id);
    expect(again.body.data.files.map((f) => f.saveName)).toEqual([png.saveName]);
    // The released file is its uploader's again: a visitor no longer reads it.
    const gone = await t.app.inject({ method: 'GET', url });
    expect(gone.statusCode).toBeGreaterThanOrEqual(400);

    expect(
      (await createNotice(operator, { files: Array(6).fill(png.saveName) })).body.message,
    ).toMatch(/5개까지/);
    expect((await deleteNotice(operator, id)).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(notice)
      .where(inArray(notice.noticeId, [id]));
    expect(rows).toEqual([]);
    const actions = await t.database.db
      .select({ action: operatorAction.action })
      .from(operatorAction)
      .where(eq(operatorAction.operatorId, operatorId));
    expect(new Set(actions.map((a) => a.action))).toEqual(
      new Set(['totp-enrol', 'notice-create', 'notice-update', 'notice-delete']),
    );
  });
});

const NOTICE_BODY = '<p>고객센터 운영 시간을 안내합니다.</p>';
