import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  type CommunityMe,
  type CommunityPostPage,
  type CommunityPostResult,
  COMMUNITY_API,
} from '@ilteo/contract';
import { sanitizeCommunityHtml } from '../../src/lib/rich-text';
import { DEMO_ACCOUNT, demoAccountSeed } from '../../src/seed/demo-account';
import {
  COMMUNITY_MEMBER_PREFIX,
  DEMO_NICKNAME,
  demoCommunitySeed,
} from '../../src/seed/community';
import { seedDemoData } from '../../src/seed/run-demo-seeds';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { loggedInClient } from '../helpers/users';

/** Something that reads as a Korean person's name: a common surname and a two-syllable given name. */
const PERSON_NAME =
  /^[김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허남심노하곽성차주우구민진나엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용예경봉][가-힣]{2}$/;

interface Count {
  n: number;
}

/** The demo community (seed/community): lively, consistent, fictional, and the demo member in it. */
describe.each(DATABASE_KINDS)('demo community (%s)', (kind) => {
  let t: TestApp;
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
    // The driver's result type is generic over both databases: both answer { rows }.
    const result: unknown = await t.database.db.execute(query);
    return (result as { rows: T[] }).rows;
  };
  const count = async (query: ReturnType<typeof sql>) => (await rows<Count>(query))[0]?.n ?? -1;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoData(t.database.db, [demoAccountSeed, demoCommunitySeed]);
  }, 120_000);
  afterAll(() => t.close());

  it('fills the general boards and about 30 certificate and language-test boards with hundreds of posts', async () => {
    expect(await count(sql`select count(*)::int as n from community_post`)).toBeGreaterThanOrEqual(
      600,
    );
    expect(
      await count(
        sql`select count(*)::int as n from community_board where kind <> 'general' and post_count > 0`,
      ),
    ).toBeGreaterThanOrEqual(25);
    expect(await count(sql`select count(*)::int as n from community_comment`)).toBeGreaterThan(
      1_500,
    );
    expect(
      await count(
        sql`select count(*)::int as n from community_comment where parent_id is not null`,
      ),
    ).toBeGreaterThan(300);
    expect(await count(sql`select count(*)::int as n from community_like`)).toBeGreaterThan(300);
    // Boards of a certificate or test carry its catalogue name and code.
    expect(
      await count(sql`select count(*)::int as n from community_board b
        left join certificate c on b.kind = 'certificate' and c.code = b.ref_code and c.name = b.name
        left join language_test l on b.kind = 'language-test' and l.code = b.ref_code and l.name = b.name
        where b.kind <> 'general' and c.code is null and l.code is null`),
    ).toBe(0);
  });

  it('keeps every counter equal to its rows', async () => {
    expect(
      await count(sql`select count(*)::int as n from community_board b
        where post_count <> (select count(*) from community_post p where p.board_id = b.board_id and p.state = 'published')`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from community_post p
        where like_count <> (select count(*) from community_like l where l.post_id = p.post_id)
           or comment_count <> (select count(*) from community_comment c where c.post_id = p.post_id and c.state = 'published')
           or view_count < like_count`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from community_comment c
        where c.parent_id is null
          and reply_count <> (select count(*) from community_comment r where r.parent_id = c.comment_id and r.state <> 'deleted')`),
    ).toBe(0);
    // One level of replies, on the same post, after their comment; comments after their post; nothing in the future.
    expect(
      await count(sql`select count(*)::int as n from community_comment r join community_comment c on c.comment_id = r.parent_id
        where c.parent_id is not null or c.post_id <> r.post_id or r.created_at < c.created_at`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from community_comment c join community_post p using (post_id)
        where c.created_at < p.created_at or c.created_at > now() or p.created_at < now() - interval '121 days'`),
    ).toBe(0);
    // Search documents: one per post, hidden exactly when the post is not published.
    expect(
      await count(sql`select count(*)::int as n from community_post p
        left join search_document d on d.kind = 'community-post' and d.ref_id = p.post_id::text
        where d.ref_id is null or d.hidden <> (p.state <> 'published')`),
    ).toBe(0);
  });

  it('is written by nicknamed, fictional members: no name, login id or person-like nickname anywhere', async () => {
    const authors = await rows<{ login_id: string; name: string; nickname: string | null }>(
      sql`select distinct u.login_id, u.name, pr.nickname from community_post p
          join app_user u on u.user_id = p.author_id left join community_profile pr on pr.user_id = u.user_id`,
    );
    expect(authors.length).toBeGreaterThan(40);
    for (const a of authors) {
      expect(a.nickname, a.login_id).toBeTruthy();
      expect(a.nickname).not.toMatch(PERSON_NAME);
      expect(a.login_id === DEMO_ACCOUNT.loginId || a.login_id.startsWith('commu-')).toBe(true);
    }
    const fictional = await rows<{ password_hash: string | null }>(
      sql`select password_hash from app_user where login_id like ${`${COMMUNITY_MEMBER_PREFIX}%`}`,
    );
    expect(fictional).toHaveLength(60);
    expect(fictional.every((m) => m.password_hash === null)).toBe(true);
    const names = [
      DEMO_ACCOUNT.name,
      ...authors.map((a) => a.name),
      ...authors.map((a) => a.login_id),
    ];
    const posts = await rows<{ title: string; body_html: string }>(
      sql`select title, body_html from community_post`,
    );
    const comments = await rows<{ body: string }>(sql`select body from community_comment`);
    const text = [
      ...posts.flatMap((p) => [p.title, p.body_html]),
      ...comments.map((c) => c.body),
    ].join('\n');
    for (const name of names) expect(text.includes(name), name).toBe(false);
    // Bodies are what the server's sanitiser stores: sanitising again changes nothing.
    for (const p of posts) expect(sanitizeCommunityHtml(p.body_html).html).toBe(p.body_html);
  });

  it('lists the community with the general boards’ notices, and sends the blinded post to /reported-content', async () => {
    const client = createClient(t.app);
    const page = (await client.get<CommunityPostPage>(COMMUNITY_API.list)).body.data;
    expect(page.items).toHaveLength(20);
    expect(page.notices.map((n) => n.title)).toContain('[공지] 커뮤니티 이용 규칙');
    expect(page.items.every((i) => !i.author.nickname.startsWith(COMMUNITY_MEMBER_PREFIX))).toBe(
      true,
    );
    const [blinded] = await rows<{ post_id: number }>(
      sql`select post_id from community_post where state = 'blinded'`,
    );
    const detail = await client.get<CommunityPostResult>(COMMUNITY_API.detail, {
      query: { postId: String(blinded?.post_id) },
    });
    expect(detail.body.data.state).toBe('reported');
  });

  it('leaves work in the moderation queue: one item blinded by five reporters, two waiting', async () => {
    const items = await rows<{
      target_type: string;
      reporters: number;
      score: number;
      blinded: boolean;
      reports: number;
    }>(
      sql`select target_type, reporters, score, blinded_at is not null as blinded,
                 (select count(*)::int from content_report r where r.target_type = m.target_type and r.target_id = m.target_id) as reports
          from moderation_item m where status = 'pending' order by score desc`,
    );
    expect(items.map((i) => [i.target_type, i.reporters, i.blinded])).toEqual([
      ['community-post', 5, true],
      ['community-post', 3, false],
      ['comment', 2, false],
    ]);
    expect(items.every((i) => i.reports === i.reporters && i.score === i.reporters)).toBe(true);
  });

  it('gives the demo member a nickname and a written history of posts and comments', async () => {
    const client = await loggedInClient(t.app, DEMO_ACCOUNT.loginId, DEMO_ACCOUNT.password);
    const me = (await client.get<CommunityMe>(COMMUNITY_API.me)).body.data;
    expect(me).toEqual({ nickname: DEMO_NICKNAME, sanction: null });
    for (const tab of ['posts', 'comments']) {
      const history = await client.get<{ total: number; items: { title: string }[] }>(
        API.writtenHistory.list,
        { query: { tab } },
      );
      expect(history.status, tab).toBe(200);
      expect(history.body.data.total, tab).toBeGreaterThanOrEqual(4);
    }
  });
});
