import type { FastifyInstance } from 'fastify';
import {
  OFFER_KIND_LABELS,
  OFFER_LIMITS,
  ROUTES,
  type Offer,
  type OfferKind,
  type Page,
} from '@ilteo/contract';
import type { Database } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import { refusalFor, type Actor } from '../../http/policy';
import { uniqueViolation } from '../../lib/db-errors';
import { hitRateCounter } from '../../lib/rate-counter';
import { seoulDate } from '../../lib/seoul-date';
import { alarmNotices } from '../alarms';
import { offerPolicy, postingOfCompany, talentPolicy, type CompanyScope } from './policy';
import { presentOffer } from './presenter';
import { offerRepository as repo, type OfferRow, type OfferStatusFilter } from './repository';

type Alarms = Pick<FastifyInstance['alarms'], 'notify'>;
type Outbox = Pick<FastifyInstance['outbox'], 'enqueueMail' | 'kick'>;

const DAY_MS = 24 * 60 * 60 * 1000;

export const NOT_OPEN_FOR_OFFERS =
  "공개 이력서에 '제안 받을래요'를 켠 회원에게만 제안할 수 있습니다.";
export const OFFER_POSTING_CLOSED = '마감되었거나 아직 시작하지 않은 공고로는 제안할 수 없습니다.';
export const OFFER_PENDING = '이 회원에게 같은 공고로 보낸 제안이 아직 응답을 기다리고 있습니다.';
export const OFFER_DAILY_LIMIT = `제안은 하루에 ${String(OFFER_LIMITS.perSenderPerDay)}건까지 보낼 수 있습니다. 내일 다시 보내 주세요.`;
export const OFFER_EXPIRED = '응답 기한이 지난 제안입니다.';
export const OFFER_ANSWERED = '이미 응답한 제안입니다.';

/** Who acts: the policy's actor and their account id. */
export interface Acting {
  actor: Actor;
  userId: string;
}

export interface OfferSend {
  resumeId: number;
  postingId?: number | undefined;
  kind: OfferKind;
  message: string;
  expiryDays: number;
}

const pageOf = <T>(items: T[], page: number, size: number, total: number): Page<T> => ({
  items,
  page,
  size,
  total,
  totalPages: Math.ceil(total / size),
});

/**
 * Offers (decision 0034, "Offers"): a company member sends one to the owner
 * of a public résumé with 제안 받을래요, at most one waiting answer per
 * company, member and posting (the partial unique index, so two sends at
 * once yield one offer); the member lists, accepts or declines their own.
 * An offer past its time reads as expired whatever the row says; the
 * hourly sweep (expireDue) only writes that down.
 */
export function createOfferService(
  db: Database,
  deps: { alarms: Alarms; outbox: Outbox; clock: () => Date },
) {
  const { alarms, outbox, clock } = deps;

  async function scopeOf(acting: Acting): Promise<CompanyScope> {
    if (acting.actor.kind === 'anonymous') return { companyId: null };
    return { companyId: await repo.companyOfMember(db, acting.userId) };
  }

  /** The member's offer to answer, locked; someone else's or a missing one is refused alike (102). */
  function answerable(acting: Acting, row: OfferRow | undefined, now: Date): OfferRow {
    offerPolicy.authorize(acting.actor, 'answer', { ownerId: row?.member_id ?? null });
    if (!row) throw new AppError('PERMISSION_DENIED');
    if (row.status === 'expired' || (row.status === 'sent' && new Date(row.expires_at) <= now)) {
      throw new AppError('NOT_IN_PERIOD', { message: OFFER_EXPIRED });
    }
    if (row.status !== 'sent') {
      throw new AppError('REQUEST_REJECTED', { message: OFFER_ANSWERED, status: 409 });
    }
    return row;
  }

  async function answer(
    acting: Acting,
    offerId: number,
    result: { status: 'accepted' | 'declined'; declineReason: string | null },
  ): Promise<Offer> {
    const now = clock();
    await db.transaction(async (tx) => {
      const row = answerable(acting, await repo.find(tx, offerId, true), now);
      await repo.answer(tx, row.offer_id, { ...result, at: now });
    });
    const updated = await repo.find(db, offerId);
    if (!updated) throw new AppError('PERMISSION_DENIED');
    return presentOffer(updated, now);
  }

  return {
    /** Public résumés with 제안 받을래요 for a company member (no name, no contact). */
    async talent(
      acting: Acting,
      filter: Parameters<typeof repo.talentPage>[1],
      page: { page: number; size: number },
    ) {
      talentPolicy.authorize(acting.actor, 'search', await scopeOf(acting));
      const { rows, total } = await repo.talentPage(db, filter, {
        offset: (page.page - 1) * page.size,
        limit: page.size,
      });
      return { rows, total };
    },

    /** Sends an offer; the alarm and the mail commit with it. Returns the new offer's id. */
    async send(acting: Acting, input: OfferSend): Promise<number> {
      const scope = await scopeOf(acting);
      talentPolicy.authorize(acting.actor, 'offer', scope);
      const companyId = scope.companyId;
      if (companyId === null) throw refusalFor(acting.actor);
      const now = clock();
      const today = seoulDate(now);
      const offerId = await db.transaction(async (tx) => {
        const target = await repo.offerTarget(tx, input.resumeId);
        if (!target?.reachable || !target.is_public || !target.accept_offers) {
          throw rejected.field('resumeId', NOT_OPEN_FOR_OFFERS);
        }
        let postingTitle: string | null = null;
        if (input.postingId !== undefined) {
          const posting = await repo.posting(tx, input.postingId, today);
          // Another company's posting and a missing one alike: nothing tells which exists.
          if (!postingOfCompany(scope, posting?.companyId) || !posting) {
            throw new AppError('PERMISSION_DENIED');
          }
          if (!posting.open) throw new AppError('NOT_IN_PERIOD', { message: OFFER_POSTING_CLOSED });
          postingTitle = posting.title;
        }
        // Counted in this transaction: a refused offer (302, 301) does not use up the day.
        const limit = await hitRateCounter(tx, `offer:sender:${acting.userId}:${today}`, {
          max: OFFER_LIMITS.perSenderPerDay,
          windowSeconds: 2 * 24 * 60 * 60,
        });
        if (!limit.allowed) throw rejected.tooManyRequests(OFFER_DAILY_LIMIT);
        const key = { companyId, memberId: target.member_id, postingId: input.postingId ?? null };
        await repo.expireStale(tx, key, now);
        const expiresAt = new Date(now.getTime() + input.expiryDays * DAY_MS);
        let id: number;
        try {
          id = await repo.insert(tx, {
            companyId,
            senderId: acting.userId,
            memberId: target.member_id,
            resumeId: target.resume_id,
            postingId: key.postingId,
            kind: input.kind,
            message: input.message,
            expiresAt,
            createdAt: now,
          });
        } catch (err) {
          if (uniqueViolation(err) === 'job_offer_open_uq') {
            throw new AppError('DUPLICATE', { message: OFFER_PENDING, cause: err });
          }
          throw err;
        }
        const companyName = await repo.companyName(tx, companyId);
        const kindLabel = OFFER_KIND_LABELS[input.kind];
        const notice = alarmNotices.offerReceived({
          userId: target.member_id,
          offerId: id,
          companyName,
          position: postingTitle ?? kindLabel,
        });
        await alarms.notify(
          tx,
          input.kind === 'interview'
            ? {
                ...notice,
                title: `${companyName}에서 면접 제안을 보냈습니다`,
                message: `${companyName}에서 ${postingTitle ? `'${postingTitle}' 공고의 ` : ''}면접을 제안했습니다. 제안 내용을 확인해 보세요.`,
              }
            : notice,
        );
        if (target.email) {
          await outbox.enqueueMail(tx, 'offer-received', target.email, {
            companyName,
            kindLabel,
            postingTitle,
            message: input.message,
            // The last whole day before it runs out, as the member counts days.
            answerBy: seoulDate(new Date(expiresAt.getTime() - 1)),
            url: ROUTES.myOffers.path,
          });
        }
        return id;
      });
      outbox.kick();
      return offerId;
    },

    /** The member's offers, newest first; `status` 'expired' includes sent ones past their time. */
    async list(
      acting: Acting,
      query: { status: OfferStatusFilter; page: number; size: number },
    ): Promise<Page<Offer>> {
      offerPolicy.authorize(acting.actor, 'read', { ownerId: acting.userId });
      const now = clock();
      const { rows, total } = await repo.listByMember(db, acting.userId, query.status, now, {
        offset: (query.page - 1) * query.size,
        limit: query.size,
      });
      return pageOf(
        rows.map((r) => presentOffer(r, now)),
        query.page,
        query.size,
        total,
      );
    },

    accept: (acting: Acting, offerId: number) =>
      answer(acting, offerId, { status: 'accepted', declineReason: null }),

    decline: (acting: Acting, offerId: number, reason: string | undefined) =>
      answer(acting, offerId, {
        status: 'declined',
        declineReason: reason && reason.length > 0 ? reason : null,
      }),

    /** The periodic sweep's work, also for tests: sent offers past their time become expired. */
    expireDue: () => repo.expireDue(db, clock()),
  };
}
export type OfferService = ReturnType<typeof createOfferService>;
