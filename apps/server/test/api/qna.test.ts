import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  OPS_API,
  SUPPORT_API,
  SUPPORT_LIMITS,
  type Page,
  type QnaDetail,
  type QnaItem,
  type QnaOpsDetail,
  type WrittenItem,
} from '@ilteo/contract';
import { alarm, operatorAction, outboxMessage, qnaInquiry, storedFile } from '../../src/db/schema';
import { createInquiryFromChat } from '../../src/modules/qna';
import { INQUIRIES_PER_HOUR } from '../../src/modules/qna/service';
import { createClient, type TestApp, createTestApp } from '../helpers/app';
import { upload } from '../helpers/applications';
import { DATABASE_KINDS } from '../helpers/database';
import { companyMemberOf } from '../helpers/employer';
import { FIXTURES } from '../helpers/fixtures';
import { signedInOperator } from '../helpers/operators';
import { createCompany } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;

const inquiry = (over: Record<string, unknown> = {}) => ({
  category: 'resume',
  title: '이력서 사진이 올라가지 않습니다',
  body: '이력서에 증명사진을 올리면 오류가 납니다.\n확인 부탁드립니다.',
  notifyByMail: true,
  ...over,
});

const ask = (c: Client, payload: Record<string, unknown>) =>
  c.post<{ qnaId: number }>(SUPPORT_API.qna, { payload });
const edit = (c: Client, qnaId: number, payload: Record<string, unknown>) =>
  c.request<{ qnaId: number }>('PUT', SUPPORT_API.qna, {
    query: { qnaId: String(qnaId) },
    payload,
  });
const remove = (c: Client, qnaId: number) =>
  c.request<null>('DELETE', SUPPORT_API.qna, { query: { qnaId: String(qnaId) } });
const detail = (c: Client, qnaId: number) =>
  c.get<QnaDetail>(SUPPORT_API.qnaDetail, { query: { qnaId: String(qnaId) } });
const mine = (c: Client) => c.get<Page<QnaItem>>(SUPPORT_API.qnaList);
const answer = (c: Client, qnaId: number, text = '안녕하세요. 사진은 5MB 이하로 올려 주세요.') =>
  c.post<QnaOpsDetail>(OPS_API.qnaAnswer, { payload: { qnaId, answer: text } });
const fileOf = (c: Client, saveName: string) => c.get(API.cmmn.file, { query: { saveName } });

/**
 * 1:1 문의 (issue 22, decision 0037): ask, list, detail, edit and delete
 * while waiting, attachments the operators may open, the console's queue
 * and answer (alarm, mail through the outbox, audit), who is refused, bad
 * input, the hourly limit, 작성 이력 and the chat's hand-over.
 */
describe.each(DATABASE_KINDS)('1:1 문의 (%s)', (kind) => {
  let t: TestApp;
  const now = () => new Date();
  let anonymous: Client;
  let operator: Awaited<ReturnType<typeof signedInOperator>>;

  const member = async () => {
    const user = await createUser(t.database);
    return { ...user, client: await loggedInClient(t.app, user.loginId, user.password) };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: now });
    anonymous = createClient(t.app);
    await anonymous.get(API.system.health);
    operator = await signedInOperator(t.app, t.database, now);
  });
  afterAll(() => t.close());

  it('asks with a file, lists, reads, edits and deletes while waiting; operators open the file', async () => {
    const m = await member();
    const pdf = await upload(m.client, '오류 화면.pdf', FIXTURES.pdf);
    const created = await ask(m.client, inquiry({ fileNames: [pdf.saveName] }));
    expect([created.status, created.body.code]).toEqual([201, '002']);
    const id = created.body.data.qnaId;

    const list = await mine(m.client);
    expect(list.body.data.items[0]).toMatchObject({ qnaId: id, state: 'waiting', fileCount: 1 });
    const read = await detail(m.client, id);
    expect(read.body.data).toMatchObject({
      title: '이력서 사진이 올라가지 않습니다',
      body: '이력서에 증명사진을 올리면 오류가 납니다.\n확인 부탁드립니다.',
      files: [{ saveName: pdf.saveName, originalName: '오류 화면.pdf' }],
      answer: null,
      fromChat: false,
    });
    const url = read.body.data.files[0]?.url ?? '';
    expect(url).toContain(API.cmmn.file);

    // The member and any operator may open it; another member may not.
    expect((await fileOf(m.client, pdf.saveName)).status).toBe(200);
    expect((await fileOf(operator.client, pdf.saveName)).status).toBe(200);
    const other = await member();
    expect((await fileOf(other.client, pdf.saveName)).body.code).toBe('102');

    const png = await upload(m.client, '캡처.png', FIXTURES.png);
    const changed = await edit(
      m.client,
      id,
      inquiry({ title: '수정한 제목', fileNames: [png.saveName] }),
    );
    expect([changed.status, changed.body.code]).toEqual([200, '003']);
    const after = await detail(m.client, id);
    expect(after.body.data.title).toBe('수정한 제목');
    expect(after.body.data.files.map((f) => f.saveName)).toEqual([png.saveName]);
    const released = await t.database.db
      .select({ attachedAt: storedFile.attachedAt })
      .from(storedFile)
      .where(eq(storedFile.saveName, pdf.saveName));
    expect(released[0]?.attachedAt).toBeNull();
    // Once let go, the old file is the uploader's alone again.
    expect((await fileOf(operator.client, pdf.saveName)).body.code).toBe('102');

    const gone = await remove(m.client, id);
    expect([gone.status, gone.body.code]).toEqual([200, '004']);
    expect((await detail(m.client, id)).body.code).toBe('102');
    expect((await mine(m.client)).body.data.total).toBe(0);
  });

  it('refuses visitors, other members, company members and operators without revealing anything', async () => {
    const m = await member();
    const id = (await ask(m.client, inquiry())).body.data.qnaId;
    for (const res of [
      await mine(anonymous),
      await detail(anonymous, id),
      await ask(anonymous, inquiry()),
      await edit(anonymous, id, inquiry()),
      await remove(anonymous, id),
      await anonymous.get(OPS_API.qna),
      await anonymous.get(OPS_API.qnaItem, { query: { qnaId: String(id) } }),
      await answer(anonymous, id),
    ]) {
      expect(res.status).toBe(401);
    }

    const other = await member();
    const missing = await detail(other.client, 2_000_000_000);
    for (const res of [
      await detail(other.client, id),
      await edit(other.client, id, inquiry({ title: '남의 문의' })),
      await remove(other.client, id),
      missing,
      await other.client.get(OPS_API.qna),
      await other.client.get(OPS_API.qnaItem, { query: { qnaId: String(id) } }),
      await answer(other.client, id),
    ]) {
      expect([res.status, res.body.code]).toEqual([403, '102']);
    }
    expect((await detail(other.client, id)).body.data).toBeNull();

    const company = await companyMemberOf(t, await createCompany(t.database.db));
    for (const res of [
      await mine(company.client),
      await ask(company.client, inquiry()),
      await detail(company.client, id),
      await answer(company.client, id),
    ]) {
      expect(res.body.code).toBe('102');
    }
    for (const res of [
      await mine(operator.client),
      await ask(operator.client, inquiry()),
      await detail(operator.client, id),
      await edit(operator.client, id, inquiry()),
    ]) {
      expect(res.body.code).toBe('102');
    }
    expect((await detail(m.client, id)).body.data.title).toBe('이력서 사진이 올라가지 않습니다');
  });

  it('refuses bad input with a Korean message and keeps script as plain text', async () => {
    const m = await member();
    const other = await member();
    const theirs = await upload(other.client, '남의 파일.pdf', FIXTURES.pdf);
    const files = await Promise.all(
      [1, 2, 3, 4].map((n) => upload(m.client, `첨부${String(n)}.png`, FIXTURES.png)),
    );
    const bad = [
      inquiry({ title: '' }),
      inquiry({ title: '   ' }),
      inquiry({ body: '' }),
      inquiry({ title: '가'.repeat(SUPPORT_LIMITS.qnaTitle + 1) }),
      inquiry({ body: '가'.repeat(SUPPORT_LIMITS.qnaBody + 1) }),
      inquiry({ category: 'nope' }),
      inquiry({ title: '제어\u0000문자' }),
      inquiry({ fileNames: files.map((f) => f.saveName) }),
      inquiry({ fileNames: ['../../etc/passwd'] }),
      inquiry({ fileNames: [theirs.saveName] }),
    ];
    for (const payload of bad) {
      const res = await ask(m.client, payload);
      expect(res.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
    expect((await mine(m.client)).body.data.total).toBe(0);
    // Nothing was attached by the refused inquiries.
    const [mineStill] = await t.database.db
      .select({ attachedAt: storedFile.attachedAt })
      .from(storedFile)
      .where(eq(storedFile.saveName, theirs.saveName));
    expect(mineStill?.attachedAt).toBeNull();

    const script = '<script>alert(1)</script> 문의합니다. <b>굵게</b>';
    const id = (
      await ask(m.client, inquiry({ title: '<img src=x onerror=alert(1)>', body: script }))
    ).body.data.qnaId;
    const read = await detail(m.client, id);
    expect(read.body.data.body).toBe(script);
    expect(read.body.data.title).toBe('<img src=x onerror=alert(1)>');
    expect((await edit(m.client, id, inquiry({ body: '' }))).status).toBe(400);
    expect((await edit(m.client, 0, inquiry())).status).toBe(400);
  });

  it('answers from the console: alarm, mail, audit; no edit or delete after the answer', async () => {
    const m = await member();
    const quiet = await member();
    const first = (await ask(m.client, inquiry({ title: '먼저 남긴 문의' }))).body.data.qnaId;
    const second = (await ask(quiet.client, inquiry({ notifyByMail: false }))).body.data.qnaId;

    const queue = await operator.client.get<{ items: { qnaId: number }[]; waiting: number }>(
      OPS_API.qna,
    );
    const ids = queue.body.data.items.map((i) => i.qnaId);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(queue.body.data.waiting).toBeGreaterThanOrEqual(2);
    const item = await operator.client.get<QnaOpsDetail>(OPS_API.qnaItem, {
      query: { qnaId: String(first) },
    });
    expect(item.body.data.asker.loginId).toBe(m.loginId);
    expect((await answer(operator.client, first, ' ')).status).toBe(400);
    expect((await answer(operator.client, first, '가'.repeat(4001))).status).toBe(400);
    expect((await answer(operator.client, 2_000_000_000)).status).toBe(404);

    const done = await answer(operator.client, first);
    expect([done.status, done.body.code]).toEqual([200, '003']);
    expect(done.body.data.state).toBe('answered');
    expect((await answer(operator.client, first, '두 번째 답변')).status).toBe(409);
    await answer(operator.client, second);

    const read = await detail(m.client, first);
    expect(read.body.data).toMatchObject({
      state: 'answered',
      answer: '안녕하세요. 사진은 5MB 이하로 올려 주세요.',
    });
    expect(read.body.data.answeredAt).not.toBeNull();
    const alarms = await t.database.db
      .select()
      .from(alarm)
      .where(and(eq(alarm.userId, m.userId), eq(alarm.kind, 'qna-answer')));
    expect(alarms.map((a) => a.link)).toEqual([
      `/person/support/qna/detail?qnaId=${String(first)}`,
    ]);
    const mailTo = async (email: string | null) =>
      t.database.db
        .select()
        .from(outboxMessage)
        .where(
          and(eq(outboxMessage.recipient, email ?? ''), eq(outboxMessage.kind, 'qna-answered')),
        );
    const mails = await mailTo(m.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.payload).toMatchObject({ title: '먼저 남긴 문의' });
    expect(await mailTo(quiet.email)).toHaveLength(0);
    const audit = await t.database.db
      .select()
      .from(operatorAction)
      .where(
        and(
          eq(operatorAction.operatorId, operator.userId),
          eq(operatorAction.action, 'qna-answer'),
        ),
      );
    expect(audit.map((a) => a.targetLoginId)).toContain(m.loginId);

    const refusedEdit = await edit(m.client, first, inquiry({ title: '답변 뒤 수정' }));
    expect([refusedEdit.status, refusedEdit.body.message]).toEqual([
      409,
      '답변이 등록된 문의는 수정할 수 없습니다. 새 문의를 남겨 주세요.',
    ]);
    expect((await remove(m.client, first)).status).toBe(409);
    const answered = await operator.client.get<{ items: { qnaId: number }[] }>(OPS_API.qna, {
      query: { state: 'answered' },
    });
    expect(answered.body.data.items.map((i) => i.qnaId)).toContain(first);
    expect((await operator.client.get(OPS_API.qna, { query: { state: 'x' } })).status).toBe(400);
  });

  it(`allows ${String(INQUIRIES_PER_HOUR)} inquiries an hour`, async () => {
    const m = await member();
    for (let i = 0; i < INQUIRIES_PER_HOUR; i++) {
      expect((await ask(m.client, inquiry())).status).toBe(201);
    }
    const refused = await ask(m.client, inquiry());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain('1시간에');
    expect((await mine(m.client)).body.data.total).toBe(INQUIRIES_PER_HOUR);
  });

  it('lists inquiries in 작성 이력 and deletes waiting ones there', async () => {
    const m = await member();
    const other = await member();
    const id = (await ask(m.client, inquiry())).body.data.qnaId;
    const theirs = (await ask(other.client, inquiry())).body.data.qnaId;
    const list = await m.client.get<Page<WrittenItem>>(API.writtenHistory.list, {
      query: { tab: 'qna' },
    });
    expect(list.body.data.items).toMatchObject([
      {
        id: String(id),
        context: '이력서 · 답변 대기',
        path: `/person/support/qna/detail?qnaId=${String(id)}`,
      },
    ]);
    const mixed = await m.client.post(API.writtenHistory.remove, {
      payload: { tab: 'qna', ids: [String(id), String(theirs)] },
    });
    expect(mixed.body.code).toBe('102');
    const own = await m.client.post(API.writtenHistory.remove, {
      payload: { tab: 'qna', ids: [String(id)] },
    });
    expect(own.body.code).toBe('004');
    expect((await mine(m.client)).body.data.total).toBe(0);
    expect((await mine(other.client)).body.data.total).toBe(1);
  });

  it('takes a question from the counsellor chat as an inquiry of category 기타', async () => {
    const m = await member();
    const question = `채팅 상담 시간이 끝나서 문의를 남깁니다 ${'면접 준비는 어떻게 하면 좋을까요 '.repeat(8)}`;
    const { inquiryId } = await createInquiryFromChat(t.app, {
      userId: m.userId,
      question,
      chatSessionId: 77,
    });
    const [row] = await t.database.db
      .select()
      .from(qnaInquiry)
      .where(eq(qnaInquiry.inquiryId, inquiryId));
    expect(row).toMatchObject({
      userId: m.userId,
      category: 'etc',
      chatSessionId: 77,
      notifyByMail: true,
      state: 'waiting',
      body: question.trim(),
    });
    expect(row?.title.startsWith('상담 채팅 문의: 채팅 상담 시간이')).toBe(true);
    expect(Array.from(row?.title ?? '').length).toBeLessThanOrEqual(SUPPORT_LIMITS.qnaTitle);
    expect((await detail(m.client, inquiryId)).body.data.fromChat).toBe(true);
    await expect(
      createInquiryFromChat(t.app, { userId: m.userId, question: '   ', chatSessionId: null }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
