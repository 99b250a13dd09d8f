import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, SUPPORT_API, type SearchResult } from '@ilteo/contract';
import { faq, faqVote, operatorAction } from '../../src/db/schema';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { companyMemberOf } from '../helpers/employer';
import { signedInOperator } from '../helpers/operators';
import { createCompany } from '../helpers/postings';
import { createFaq, deleteFaq, faqId, faqList, opsFaqs, updateFaq, vote } from '../helpers/support';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;

/**
 * 자주 묻는 질문 (issue 22, decision 0037): anyone reads the published
 * entries by category and search; "도움이 되었나요" is one vote per member or
 * visitor, kept in the entry's counts, which only the console shows; any
 * operator writes, every write audited and indexed for the global search.
 */
describe.each(DATABASE_KINDS)('support FAQ (%s)', (kind) => {
  let t: TestApp;
  let operator: Client;
  let operatorId: string;
  let member: Client;
  let company: Client;

  const guest = async () => {
    const client = createClient(t.app);
    await client.get(API.system.health);
    return client;
  };
  const counts = async (id: number) => {
    const [row] = await t.database.db
      .select({ helpful: faq.helpfulCount, unhelpful: faq.unhelpfulCount })
      .from(faq)
      .where(eq(faq.faqId, id));
    return row;
  };
  const search = async (keyword: string) =>
    (await guest()).get<SearchResult>(API.search.all, { query: { keyword, kind: 'faq' } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const op = await signedInOperator(t.app, t.database, () => new Date());
    operator = op.client;
    operatorId = op.userId;
    const user = await createUser(t.database);
    member = await loggedInClient(t.app, user.loginId, user.password);
    company = (await companyMemberOf(t, await createCompany(t.database.db))).client;
  });
  afterAll(() => t.close());

  it('lets only operators write and read the console list', async () => {
    const anonymous = await guest();
    expect((await createFaq(anonymous)).status).toBe(401);
    expect((await opsFaqs(anonymous)).status).toBe(401);
    for (const client of [member, company]) {
      expect((await createFaq(client)).body.code).toBe('102');
      expect((await opsFaqs(client)).body.code).toBe('102');
    }
    const id = await faqId(operator, { question: '권한 확인 질문입니다' });
    for (const client of [member, company]) {
      expect((await updateFaq(client, id, { question: '바꿈' })).body.code).toBe('102');
      expect((await deleteFaq(client, id)).body.code).toBe('102');
    }
    expect((await deleteFaq(anonymous, id)).status).toBe(401);
    expect((await updateFaq(operator, id, { sortOrder: 5 })).body.data).toMatchObject({
      faqId: id,
      sortOrder: 5,
      helpfulCount: 0,
    });
    expect((await deleteFaq(operator, id)).status).toBe(200);
    expect((await deleteFaq(operator, id)).status).toBe(404);
    const actions = await t.database.db
      .select({ action: operatorAction.action })
      .from(operatorAction)
      .where(eq(operatorAction.operatorId, operatorId));
    expect(actions.map((a) => a.action).filter((a) => a.startsWith('faq-'))).toEqual([
      'faq-create',
      'faq-update',
      'faq-delete',
    ]);
  });

  it('refuses bad input with a Korean message', async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ question: '' }, /질문을 입력해 주세요/],
      [{ category: 'jobs' }, /질문 분류가 올바르지 않습니다/],
      [{ answerHtml: '<script>x()</script>' }, /답변을 입력해 주세요/],
      [{ sortOrder: -1 }, /0 이상의 정수/],
      [{ sortOrder: 1.5 }, /0 이상의 정수/],
      [{ state: 'draft' }, /게시 상태가 올바르지 않습니다/],
    ];
    for (const [input, message] of bad) {
      const res = await createFaq(operator, input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const anonymous = await guest();
    expect((await faqList(anonymous, { category: 'jobs' })).status).toBe(400);
    expect((await faqList(anonymous, { q: 'ㄱ'.repeat(51) })).status).toBe(400);
    const badVotes: unknown[] = [
      { faqId: 0, helpful: true },
      { faqId: 1 },
      { faqId: '1', helpful: 'yes' },
    ];
    for (const payload of badVotes) {
      const res = await anonymous.post(SUPPORT_API.faqVote, { payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
  });

  it('lists published entries by category and finds a 2-letter term in the answer', async () => {
    const first = await faqId(operator, {
      category: 'resume',
      question: '대표 이력서는 무엇인가요?',
      sortOrder: 2,
    });
    const second = await faqId(operator, {
      category: 'resume',
      question: '이력서를 몇 개까지 만들 수 있나요?',
      answerHtml: '<p>이력서는 최대 <strong>10개</strong>까지 보관합니다.</p>',
      sortOrder: 1,
    });
    const hidden = await faqId(operator, {
      category: 'resume',
      question: '숨긴 질문',
      state: 'hidden',
      sortOrder: 3,
    });
    const anonymous = await guest();
    const list = await faqList(anonymous, { category: 'resume' });
    expect(list.body.data.map((i) => i.faqId)).toEqual([second, first]);
    // Counts are the console's: a member's list has none.
    expect(Object.keys(list.body.data[0] ?? {}).sort()).toEqual(
      ['answerHtml', 'category', 'faqId', 'myVote', 'question'].sort(),
    );
    const found = await faqList(anonymous, { q: '보관' });
    expect(found.body.data.map((i) => i.faqId)).toEqual([second]);
    expect((await faqList(anonymous, { q: '숨긴' })).body.data).toEqual([]);
    const console = await opsFaqs(operator, { category: 'resume' });
    expect(console.body.data.map((i) => [i.faqId, i.state])).toEqual([
      [second, 'published'],
      [first, 'published'],
      [hidden, 'hidden'],
    ]);
  });

  it('keeps one vote per voter: the same answer twice counts once, another answer moves the counts', async () => {
    const id = await faqId(operator, { category: 'apply', question: '지원을 취소할 수 있나요?' });
    const visitor = await guest();
    expect((await vote(visitor, id, true)).status).toBe(200);
    expect(await counts(id)).toEqual({ helpful: 1, unhelpful: 0 });
    expect((await vote(visitor, id, true)).status).toBe(200);
    expect(await counts(id)).toEqual({ helpful: 1, unhelpful: 0 });
    await vote(visitor, id, false);
    expect(await counts(id)).toEqual({ helpful: 0, unhelpful: 1 });
    await vote(member, id, true);
    await vote(member, id, true);
    expect(await counts(id)).toEqual({ helpful: 1, unhelpful: 1 });
    const mine = await faqList(member, { category: 'apply' });
    expect(mine.body.data.find((i) => i.faqId === id)?.myVote).toBe(true);
    const theirs = await faqList(visitor, { category: 'apply' });
    expect(theirs.body.data.find((i) => i.faqId === id)?.myVote).toBe(false);
    // Another account that has not voted (a visitor at the same address and browser is the same visitor).
    expect((await faqList(company, { category: 'apply' })).body.data[0]?.myVote).toBeNull();

    const console = await opsFaqs(operator, { category: 'apply' });
    expect(console.body.data.find((i) => i.faqId === id)).toMatchObject({
      helpfulCount: 1,
      unhelpfulCount: 1,
    });
    const votes = await t.database.db.select().from(faqVote).where(eq(faqVote.faqId, id));
    expect(votes).toHaveLength(2);

    // A hidden or unknown entry takes no vote.
    await updateFaq(operator, id, {
      category: 'apply',
      question: '지원을 취소할 수 있나요?',
      state: 'hidden',
    });
    expect((await vote(visitor, id, true)).status).toBe(404);
    expect((await vote(visitor, 2_000_000, true)).status).toBe(404);
    const noToken = await visitor.post(SUPPORT_API.faqVote, {
      payload: { faqId: id, helpful: true },
      csrf: false,
    });
    expect(noToken.status).toBe(403);
    expect(await counts(id)).toEqual({ helpful: 1, unhelpful: 1 });
  });

  it('is found in the global search while published', async () => {
    const id = await faqId(operator, {
      category: 'community',
      question: '커뮤니티 닉네임은 바꿀 수 있나요?',
      answerHtml: '<p>닉네임은 30일에 한 번 변경합니다.</p>',
    });
    const hit = await search('닉네임');
    const group = hit.body.data.groups.find((g) => g.kind === 'faq');
    expect(group?.items.map((i) => [i.id, i.path])).toEqual([
      [String(id), `/person/support/faq?faqId=${String(id)}`],
    ]);
    expect(group?.items[0]?.subtitle).toBe('커뮤니티');
    await updateFaq(operator, id, {
      category: 'community',
      question: '커뮤니티 닉네임은 바꿀 수 있나요?',
      state: 'hidden',
    });
    const hidden = await search('닉네임');
    expect(hidden.body.data.groups.find((g) => g.kind === 'faq')?.total ?? 0).toBe(0);
    await updateFaq(operator, id, {
      category: 'community',
      question: '커뮤니티 닉네임은 바꿀 수 있나요?',
    });
    expect((await search('닉네임')).body.data.groups.find((g) => g.kind === 'faq')?.total).toBe(1);
    await deleteFaq(operator, id);
    expect(
      (await search('닉네임')).body.data.groups.find((g) => g.kind === 'faq')?.total ?? 0,
    ).toBe(0);
    const rows = await t.database.db.select().from(faq).where(eq(faq.faqId, id));
    expect(rows).toEqual([]);
  });
});
