import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { OfferKind, OfferStatus } from '@ilteo/contract';
import { selectRows, type Database, type Transaction } from '../../db/client';
import { company, companyMember, jobOffer } from '../../db/schema';
import { openPostingWhere, textArray } from '../postings';

type Db = Database | Transaction;

/** A line of the member's list, joined with the company's and posting's names. */
export interface OfferRow {
  offer_id: number;
  member_id: string;
  kind: OfferKind;
  company_name: string;
  posting_id: number | null;
  posting_title: string | null;
  message: string;
  status: OfferStatus;
  decline_reason: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  responded_at: Date | string | null;
}

export type OfferStatusFilter = 'all' | OfferStatus;

/** The résumé an offer is sent on, with what decides whether its owner takes offers. */
export interface OfferTarget {
  resume_id: number;
  member_id: string;
  accept_offers: boolean;
  is_public: boolean;
  /** The owner is an active job seeker (not locked, not a company or operator account). */
  reachable: boolean;
  email: string | null;
}

export interface TalentRow {
  resume_id: number;
  title: string;
  career_type: string | null;
  wish_jobs: string[];
  wish_regions: string[];
  updated_at: Date | string;
}

export interface TalentFilter {
  /** Résumés wishing any of these job codes (the filter's code and everything under it). */
  jobCodes?: readonly string[] | undefined;
  regionCodes?: readonly string[] | undefined;
  careerType?: 'N' | 'E' | undefined;
}

/** A time bound as text: both drivers read it the same way (a Date is not sent alike by each). */
const ts = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;

/** 'expired' is the stored state or a sent offer whose time has run out (derived on read). */
function statusWhere(status: OfferStatusFilter, now: Date): SQL | undefined {
  switch (status) {
    case 'all':
      return undefined;
    case 'sent':
      return sql`o.status = 'sent' and o.expires_at > ${ts(now)}`;
    case 'expired':
      return sql`(o.status = 'expired' or (o.status = 'sent' and o.expires_at <= ${ts(now)}))`;
    default:
      return sql`o.status = ${status}`;
  }
}

const offerColumns = sql`o.offer_id, o.member_id, o.kind, c.name as company_name, o.posting_id,
  p.title as posting_title, o.message, o.status, o.decline_reason, o.created_at, o.expires_at,
  o.responded_at`;

function talentWhere(filter: TalentFilter): SQL {
  const parts: SQL[] = [sql`r.accept_offers`, sql`r.is_public`];
  if (filter.jobCodes) parts.push(sql`r.wish_jobs && ${textArray(filter.jobCodes)}`);
  if (filter.regionCodes) parts.push(sql`r.wish_regions && ${textArray(filter.regionCodes)}`);
  if (filter.careerType) parts.push(sql`r.career_type = ${filter.careerType}`);
  // Only job seekers who can sign in: a locked or withdrawn owner is not offered to.
  parts.push(sql`exists (select 1 from app_user u where u.user_id = r.member_id
    and u.role = 'member' and u.status = 'active')`);
  return sql.join(parts, sql` and `);
}

/** Offers, the company a company member belongs to, and the talent search; each takes the caller's executor. */
export const offerRepository = {
  async companyOfMember(db: Db, userId: string): Promise<number | null> {
    const [row] = await db
      .select({ companyId: companyMember.companyId })
      .from(companyMember)
      .where(eq(companyMember.userId, userId))
      .limit(1);
    return row?.companyId ?? null;
  },

  async companyName(db: Db, companyId: number): Promise<string> {
    const [row] = await db
      .select({ name: company.name })
      .from(company)
      .where(eq(company.companyId, companyId));
    return row?.name ?? '';
  },

  /** Public résumés with 제안 받을래요, most recently updated first; no name, no contact. */
  async talentPage(
    db: Db,
    filter: TalentFilter,
    page: { offset: number; limit: number },
  ): Promise<{ rows: TalentRow[]; total: number }> {
    const where = talentWhere(filter);
    const rows = await selectRows<TalentRow>(
      db,
      sql`select r.resume_id, r.title, r.career_type, r.wish_jobs, r.wish_regions, r.updated_at
          from resume r where ${where}
          order by r.updated_at desc, r.resume_id desc
          limit ${page.limit} offset ${page.offset}`,
    );
    const [counted] = await selectRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from resume r where ${where}`,
    );
    return { rows, total: Number(counted?.n ?? 0) };
  },

  /** The résumé and its owner, locked so a flag change waits for the offer (or the offer for it). */
  async offerTarget(tx: Transaction, resumeId: number): Promise<OfferTarget | undefined> {
    const [row] = await selectRows<OfferTarget>(
      tx,
      sql`select r.resume_id, r.member_id, r.accept_offers, r.is_public,
            (u.role = 'member' and u.status = 'active') as reachable, u.email
          from resume r join app_user u on u.user_id = r.member_id
          where r.resume_id = ${resumeId}
          for share of r`,
    );
    return row;
  },

  /** A posting's company and title, and whether it is open on `today` (Asia/Seoul). */
  async posting(
    db: Db,
    postingId: number,
    today: string,
  ): Promise<{ companyId: number; title: string; open: boolean } | undefined> {
    const [row] = await selectRows<{ company_id: number; title: string; open: boolean }>(
      db,
      sql`select p.company_id, p.title, ${openPostingWhere(today)} as open
          from job_posting p where p.posting_id = ${postingId}`,
    );
    return row && { companyId: row.company_id, title: row.title, open: row.open };
  },

  /**
   * Marks the pair's sent offers whose time ran out as expired, so the one
   * open offer per company, member and posting (job_offer_open_uq) counts
   * only offers still waiting for an answer.
   */
  async expireStale(
    tx: Transaction,
    key: { companyId: number; memberId: string; postingId: number | null },
    now: Date,
  ): Promise<void> {
    await tx.execute(
      sql`update job_offer set status = 'expired'
          where company_id = ${key.companyId} and member_id = ${key.memberId}
            and coalesce(posting_id, 0) = ${key.postingId ?? 0}
            and status = 'sent' and expires_at <= ${ts(now)}`,
    );
  },

  async insert(tx: Transaction, values: typeof jobOffer.$inferInsert): Promise<number> {
    const [row] = await tx.insert(jobOffer).values(values).returning({ offerId: jobOffer.offerId });
    if (!row) throw new Error('offer not inserted');
    return row.offerId;
  },

  /** The member's offers, newest first (job_offer_member_created_idx). */
  async listByMember(
    db: Db,
    memberId: string,
    status: OfferStatusFilter,
    now: Date,
    page: { offset: number; limit: number },
  ): Promise<{ rows: OfferRow[]; total: number }> {
    const extra = statusWhere(status, now);
    const where = extra
      ? sql`o.member_id = ${memberId} and ${extra}`
      : sql`o.member_id = ${memberId}`;
    const rows = await selectRows<OfferRow>(
      db,
      sql`select ${offerColumns}
          from job_offer o
          join company c on c.company_id = o.company_id
          left join job_posting p on p.posting_id = o.posting_id
          where ${where}
          order by o.created_at desc, o.offer_id desc
          limit ${page.limit} offset ${page.offset}`,
    );
    const [counted] = await selectRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from job_offer o where ${where}`,
    );
    return { rows, total: Number(counted?.n ?? 0) };
  },

  /** One offer with its names; `lock` holds the row until the answer commits. */
  async find(db: Db, offerId: number, lock = false): Promise<OfferRow | undefined> {
    const [row] = await selectRows<OfferRow>(
      db,
      sql`select ${offerColumns}
          from job_offer o
          join company c on c.company_id = o.company_id
          left join job_posting p on p.posting_id = o.posting_id
          where o.offer_id = ${offerId}
          ${lock ? sql`for update of o` : sql``}`,
    );
    return row;
  },

  async answer(
    tx: Transaction,
    offerId: number,
    answer: { status: 'accepted' | 'declined'; declineReason: string | null; at: Date },
  ): Promise<void> {
    await tx
      .update(jobOffer)
      .set({ status: answer.status, declineReason: answer.declineReason, respondedAt: answer.at })
      .where(and(eq(jobOffer.offerId, offerId), eq(jobOffer.status, 'sent')));
  },

  /** The periodic sweep: every sent offer past its time becomes expired (idempotent, any node). */
  async expireDue(db: Db, now: Date): Promise<number> {
    const rows = await db
      .update(jobOffer)
      .set({ status: 'expired' })
      .where(and(eq(jobOffer.status, 'sent'), lte(jobOffer.expiresAt, now)))
      .returning({ offerId: jobOffer.offerId });
    return rows.length;
  },
};
