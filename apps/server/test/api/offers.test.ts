import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  EMPLOYER_API,
  type Offer,
  OFFER_LIMITS,
  type Page,
  type ResumeContentInput,
  OFFER_API,
} from '@ilteo/contract';
import { alarm, companyMember, jobOffer, outboxMessage } from '../../src/db/schema';
import { seoulDate, addDays } from '../../src/lib/seoul-date';
import { createOfferService } from '../../src/modules/offers';
import { insertResume } from '../../src/modules/resumes';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { signedInOperator } from '../helpers/operators';
import { createCompany, createPosting } from '../helpers/postings';
import { completeContent } from '../helpers/resumes';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;
type Talent = Page<{ resumeId: number; title: string; wishJobs: string[]; wishRegions: string[] }>;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Offers: the company side (talent search, sending with its alarm and mail,
 * one waiting offer per company, member and posting, the daily limit) and
 * the member's list, accept and decline, with expiry read from the clock.
 */
describe.each(DATABASE_KINDS)('offers (%s)', (kind) => {
  let t: TestApp;
  let now = new Date();
  const clock = () => now;
  let companyA: number;
  let companyB: number;
  let postingA: number;
  let closedPostingA: number;
  let postingB: number;
  let hr: { client: Client; userId: string };
  let otherHr: { client: Client; userId: string };

  async function companyUser(companyId: number | null) {
    const user = await createUser(t.database, { role: 'company', name: '채용담당' });
    if (companyId !== null) {
      await t.database.db.insert(companyMember).values({ userId: user.userId, companyId });
    }
    return { client: await loggedInClient(t.app, user.loginId, user.password), ...user };
  }

  /** A job seeker with one résumé, public and taking offers unless told otherwise. */
  async function seeker(
    flags = { public: true, acceptOffers: true },
    title = '결제 백엔드 개발자',
  ) {
    const user = await createUser(t.database);
    const content: ResumeContentInput = completeContent(title);
    const resumeId = await t.database.db.transaction((tx) =>
      insertResume(tx, user.userId, content, { primary: true, at: now, ...flags }),
    );
    return { client: await loggedInClient(t.app, user.loginId, user.password), resumeId, ...user };
  }

  const send = (c: Client, payload: Record<string, unknown>) =>
    c.post<{ offerId: number }>(EMPLOYER_API.offers, { payload });
  const offerBody = (resumeId: number, extra: Record<string, unknown> = {}) => ({
    resumeId,
    kind: 'position',
    message: '저희 결제팀에서 함께 일하고 싶습니다.\n편하게 답해 주세요.',
    ...extra,
  });
  const list = async (c: Client, status = 'all') =>
    (await c.get<Page<Offer>>(OFFER_API.list, { query: { status } })).body;
  const accept = (c: Client, offerId: number) =>
    c.post<Offer>(OFFER_API.accept, { payload: { offerId } });
  const decline = (c: Client, offerId: number, reason?: string) =>
    c.post<Offer>(OFFER_API.decline, { payload: { offerId, reason } });

  beforeAll(async () => {
    t = await createTestApp(kind, { clock });
    companyA = await createCompany(t.database.db, { name: '(주)제안테스트' });
    companyB = await createCompany(t.database.db, { name: '(주)다른회사' });
    ({ postingId: postingA } = await createPosting(t.database.db, { companyId: companyA }));
    const today = seoulDate(new Date());
    ({ postingId: closedPostingA } = await createPosting(t.database.db, {
      companyId: companyA,
      openDate: addDays(today, -40),
      closeDate: addDays(today, -1),
    }));
    ({ postingId: postingB } = await createPosting(t.database.db, { companyId: companyB }));
    hr = await companyUser(companyA);
    otherHr = await companyUser(companyB);
  });
  afterAll(() => t.close());

  describe('talent search', () => {
    it('lists public résumés taking offers, without a name or contact, with filters', async () => {
      const open = await seeker();
      const privateOne = await seeker({ public: false, acceptOffers: false });
      const publicNoOffers = await seeker({ public: true, acceptOffers: false });
      const res = await hr.client.get<Talent>(EMPLOYER_API.talent, { query: { size: '100' } });
      expect(res.body.code).toBe('001');
      const ids = res.body.data.items.map((i) => i.resumeId);
      expect(ids).toContain(open.resumeId);
      expect(ids).not.toContain(privateOne.resumeId);
      expect(ids).not.toContain(publicNoOffers.resumeId);
      const line = res.body.data.items.find((i) => i.resumeId === open.resumeId);
      expect(line).toMatchObject({ title: '결제 백엔드 개발자', wishRegions: ['서울 강남구'] });
      expect(JSON.stringify(line)).not.toMatch(/홍길동|010|example\.com/);

      const filtered = async (query: Record<string, string>) =>
        (
          await hr.client.get<Talent>(EMPLOYER_API.talent, { query: { size: '100', ...query } })
        ).body.data.items.map((i) => i.resumeId);
      // 서울 (시·도) covers 강남구; the job's own code matches; another job does not.
      expect(await filtered({ regionCode: '11000' })).toContain(open.resumeId);
      expect(await filtered({ regionCode: '26000' })).not.toContain(open.resumeId);
      expect(await filtered({ jobCode: '024001', careerType: 'E' })).toContain(open.resumeId);
      expect(await filtered({ jobCode: '024002' })).not.toContain(open.resumeId);
      expect(await filtered({ careerType: 'N' })).not.toContain(open.resumeId);
    });

    it('refuses a bad filter (202), visitors (401) and anyone but a company member (102)', async () => {
      const bad = await hr.client.get(EMPLOYER_API.talent, { query: { jobCode: 'nope' } });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('202');
      expect(bad.body.message).toContain('직무');
      const member = await seeker();
      expect((await member.client.get(EMPLOYER_API.talent)).body.code).toBe('102');
      const unlinked = await companyUser(null);
      expect((await unlinked.client.get(EMPLOYER_API.talent)).body.code).toBe('102');
      const operator = (await signedInOperator(t.app, t.database, clock)).client;
      expect((await operator.get(EMPLOYER_API.talent)).body.code).toBe('102');
      const visitor = createClient(t.app);
      await visitor.get(API.system.health);
      expect((await visitor.get(EMPLOYER_API.talent)).body.code).toBe('401');
    });
  });

  describe('sending', () => {
    it('sends an offer with its alarm and mail; the member sees it', async () => {
      const member = await seeker();
      const res = await send(hr.client, offerBody(member.resumeId, { postingId: postingA }));
      expect(res.status).toBe(201);
      expect(res.body.code).toBe('002');
      const { offerId } = res.body.data;

      const [offerAlarm] = await t.database.db
        .select()
        .from(alarm)
        .where(and(eq(alarm.userId, member.userId), eq(alarm.kind, 'offer')));
      expect(offerAlarm).toMatchObject({ link: '/person/myhome/offers' });
      expect(offerAlarm?.title).toContain('(주)제안테스트');
      await t.app.outbox.settled();
      const mails = await t.database.db
        .select()
        .from(outboxMessage)
        .where(eq(outboxMessage.recipient, member.email ?? ''));
      expect(mails.map((m) => [m.kind, m.status])).toEqual([['offer-received', 'sent']]);

      const page = await list(member.client);
      expect(page.data.items).toEqual([
        expect.objectContaining({
          offerId,
          kind: 'position',
          companyName: '(주)제안테스트',
          postingId: postingA,
          status: 'sent',
          declineReason: null,
        }),
      ]);
      const item = page.data.items[0];
      expect(Date.parse(item?.expiresAt ?? '') - Date.parse(item?.sentAt ?? '')).toBe(
        OFFER_LIMITS.expiryDaysDefault * DAY,
      );
      // Another member's list does not show it.
      expect((await list((await seeker()).client)).data.items).toEqual([]);
    });

    it('keeps one waiting offer per company, member and posting (302), even sent at once', async () => {
      const member = await seeker();
      const [first, second] = await Promise.all([
        send(hr.client, offerBody(member.resumeId, { postingId: postingA })),
        send(hr.client, offerBody(member.resumeId, { postingId: postingA })),
      ]);
      expect([first.body.code, second.body.code].sort()).toEqual(['002', '302']);
      const again = await send(hr.client, offerBody(member.resumeId, { postingId: postingA }));
      expect(again.body.code).toBe('302');
      expect(again.body.message).toContain('응답을 기다리고');
      // Without a posting, and from another company, it is another offer.
      expect((await send(hr.client, offerBody(member.resumeId))).body.code).toBe('002');
      expect((await send(otherHr.client, offerBody(member.resumeId))).body.code).toBe('002');
      const rows = await t.database.db
        .select()
        .from(jobOffer)
        .where(eq(jobOffer.memberId, member.userId));
      expect(rows).toHaveLength(3);
    });

    it('refuses résumés not taking offers, other companies’ and closed postings', async () => {
      const privateOne = await seeker({ public: false, acceptOffers: false });
      const noOffers = await seeker({ public: true, acceptOffers: false });
      for (const resumeId of [privateOne.resumeId, noOffers.resumeId, 2_000_000_000]) {
        const res = await send(hr.client, offerBody(resumeId));
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('202');
        expect(res.body.message).toContain('제안 받을래요');
      }
      const member = await seeker();
      expect(
        (await send(hr.client, offerBody(member.resumeId, { postingId: postingB }))).body.code,
      ).toBe('102');
      expect(
        (await send(hr.client, offerBody(member.resumeId, { postingId: 2_000_000_000 }))).body.code,
      ).toBe('102');
      const closed = await send(
        hr.client,
        offerBody(member.resumeId, { postingId: closedPostingA }),
      );
      expect(closed.body.code).toBe('301');
      expect(
        await t.database.db.select().from(jobOffer).where(eq(jobOffer.memberId, member.userId)),
      ).toEqual([]);
    });

    it('refuses bad input (202) and anyone but a company member', async () => {
      const member = await seeker();
      for (const payload of [
        offerBody(member.resumeId, { message: '   ' }),
        offerBody(member.resumeId, { expiryDays: 0 }),
        offerBody(member.resumeId, { expiryDays: OFFER_LIMITS.expiryDaysMax + 1 }),
        offerBody(member.resumeId, { kind: 'lunch' }),
        offerBody(member.resumeId, { message: 'x'.repeat(OFFER_LIMITS.message + 1) }),
        { kind: 'position', message: '안녕하세요' },
      ]) {
        const res = await send(hr.client, payload);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('202');
      }
      expect((await send(member.client, offerBody(member.resumeId))).body.code).toBe('102');
      const unlinked = await companyUser(null);
      expect((await send(unlinked.client, offerBody(member.resumeId))).body.code).toBe('102');
      const visitor = createClient(t.app);
      await visitor.get(API.system.health);
      expect((await send(visitor, offerBody(member.resumeId))).body.code).toBe('401');
    });

    it('stops a sender at the daily limit', async () => {
      const sender = await companyUser(companyA);
      const member = await seeker();
      // The day's counter as a hundred sends would have left it.
      await t.database.db.execute(
        sql`insert into rate_counter (key, window_start, count) values
            (${`offer:sender:${sender.userId}:${seoulDate(now)}`}, now(), ${OFFER_LIMITS.perSenderPerDay})`,
      );
      const res = await send(sender.client, offerBody(member.resumeId));
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('202');
      expect(res.body.message).toContain('하루에');
    });
  });

  describe('answering', () => {
    it('accepts and declines only the member’s own waiting offers', async () => {
      const member = await seeker();
      const a = (await send(hr.client, offerBody(member.resumeId, { postingId: postingA }))).body
        .data.offerId;
      const b = (await send(otherHr.client, offerBody(member.resumeId, { kind: 'interview' }))).body
        .data.offerId;

      const stranger = await seeker();
      expect((await accept(stranger.client, a)).body.code).toBe('102');
      expect((await decline(stranger.client, a)).body.code).toBe('102');
      expect((await accept(member.client, 2_000_000_000)).body.code).toBe('102');
      expect((await accept(hr.client, a)).body.code).toBe('102');
      expect((await list(hr.client)).code).toBe('102');
      const visitor = createClient(t.app);
      await visitor.get(API.system.health);
      expect((await accept(visitor, a)).body.code).toBe('401');
      expect((await list(visitor)).code).toBe('401');
      const bad = await member.client.post(OFFER_API.decline, {
        payload: { offerId: b, reason: 'x'.repeat(OFFER_LIMITS.declineReason + 1) },
      });
      expect(bad.body.code).toBe('202');
      expect(
        (await member.client.post(OFFER_API.accept, { payload: { offerId: 'a' } })).body.code,
      ).toBe('202');

      const accepted = await accept(member.client, a);
      expect(accepted.body).toMatchObject({
        code: '003',
        data: { offerId: a, status: 'accepted', postingId: postingA },
      });
      expect((await accept(member.client, a)).body.code).toBe('202');
      const declined = await decline(member.client, b, '희망 직무와 맞지 않습니다.');
      expect(declined.body.data).toMatchObject({
        status: 'declined',
        kind: 'interview',
        declineReason: '희망 직무와 맞지 않습니다.',
      });
      expect((await list(member.client, 'accepted')).data.items.map((i) => i.offerId)).toEqual([a]);
      expect((await list(member.client, 'declined')).data.items.map((i) => i.offerId)).toEqual([b]);
      expect((await list(member.client, 'sent')).data.items).toEqual([]);
    });

    it('reads offers past their time as expired, refuses answering them (301), frees the pair', async () => {
      const member = await seeker();
      const swept = await seeker();
      const offerId = (await send(hr.client, offerBody(member.resumeId, { expiryDays: 1 }))).body
        .data.offerId;
      const sweptId = (await send(hr.client, offerBody(swept.resumeId, { expiryDays: 1 }))).body
        .data.offerId;
      now = new Date(now.getTime() + DAY + 1000);
      try {
        expect((await list(member.client, 'expired')).data.items).toEqual([
          expect.objectContaining({ offerId, status: 'expired' }),
        ]);
        expect((await list(member.client, 'sent')).data.items).toEqual([]);
        const refused = await accept(member.client, offerId);
        expect(refused.body).toMatchObject({
          code: '301',
          message: '응답 기한이 지난 제안입니다.',
        });
        expect((await decline(member.client, offerId)).body.code).toBe('301');
        // A new offer on the same pair is allowed once the old one ran out.
        expect((await send(hr.client, offerBody(member.resumeId))).body.code).toBe('002');
        const statuses = async (memberId: string) =>
          (
            await t.database.db
              .select({ status: jobOffer.status })
              .from(jobOffer)
              .where(eq(jobOffer.memberId, memberId))
          )
            .map((r) => r.status)
            .sort();
        expect(await statuses(member.userId)).toEqual(['expired', 'sent']);
        // The sweep writes down what reads already derive, and runs again harmlessly.
        const service = createOfferService(t.database.db, {
          alarms: t.app.alarms,
          outbox: t.app.outbox,
          clock,
        });
        expect(await service.expireDue()).toBeGreaterThanOrEqual(1);
        expect(await service.expireDue()).toBe(0);
        expect(await statuses(swept.userId)).toEqual(['expired']);
        expect((await list(swept.client, 'expired')).data.items.map((i) => i.offerId)).toEqual([
          sweptId,
        ]);
      } finally {
        now = new Date();
      }
    });
  });
});
