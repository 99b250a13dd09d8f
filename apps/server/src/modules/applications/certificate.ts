import { randomInt } from 'node:crypto';
import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import { APPLICATION_LIMITS, type EmploymentCertificate } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { application, appUser, employmentCertificate } from '../../db/schema';
import { AppError, rejected } from '../../http/errors';
import { uniqueViolation } from '../../lib/db-errors';
import { addDays, seoulDate } from '../../lib/seoul-date';
import type { Acting } from './acting';
import { applicationPolicy } from './policy';
import { statusLabelOf } from './presenter';

/** No 0/O, 1/I/L: an issue number read aloud or typed from paper is not mistaken. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const RANDOM_CHARS = 12;

/**
 * `ILT-YYYYMMDD-XXXXXXXXXXXX`: the issue day, then 12 random characters
 * (31^12 ≈ 7.9·10^17), so a number cannot be guessed to read someone's
 * certificate through the company's verification.
 */
export function newCertificateNo(issuedOn: string): string {
  let random = '';
  for (let i = 0; i < RANDOM_CHARS; i++) random += ALPHABET[randomInt(ALPHABET.length)] ?? '';
  return `ILT-${issuedOn.replace(/-/g, '')}-${random}`;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
/** The instant a Seoul day starts. */
const seoulMidnight = (day: string) => new Date(`${day}T00:00:00+09:00`);

/** The certificate of this number as issued, for the company's verification (employer area). */
export async function findCertificate(
  db: Database,
  certNo: string,
): Promise<EmploymentCertificate | undefined> {
  const [row] = await db
    .select({ content: employmentCertificate.content })
    .from(employmentCertificate)
    .where(eq(employmentCertificate.certNo, certNo))
    .limit(1);
  return row ? (row.content as EmploymentCertificate) : undefined;
}

/**
 * 취업활동 증명서 (decision 0034): the member's 일터 applications of a
 * period of at most 90 days (cancelled ones left out), frozen when issued
 * so later changes never alter a printed certificate.
 */
export function createCertificateService(deps: { db: Database; clock: () => Date }) {
  const { db, clock } = deps;

  function checkPeriod(from: string, to: string, today: string): void {
    if (Number.isNaN(Date.parse(`${from}T00:00:00Z`)))
      throw rejected.field('from', '시작일이 올바르지 않습니다.');
    if (Number.isNaN(Date.parse(`${to}T00:00:00Z`)))
      throw rejected.field('to', '종료일이 올바르지 않습니다.');
    if (from > to) throw rejected.field('to', '종료일이 시작일보다 빠릅니다.');
    if (to > today) throw rejected.field('to', '오늘 이후의 날짜는 고를 수 없습니다.');
    if (daysBetween(from, to) + 1 > APPLICATION_LIMITS.certificateDays) {
      throw rejected.field(
        'to',
        `증명 기간은 최대 ${String(APPLICATION_LIMITS.certificateDays)}일까지 고를 수 있습니다.`,
      );
    }
  }

  return {
    async issue(acting: Acting, from: string, to: string): Promise<EmploymentCertificate> {
      applicationPolicy.authorize(acting.actor, 'read', { ownerId: acting.memberId });
      const now = clock();
      const today = seoulDate(now);
      checkPeriod(from, to, today);
      const [member] = await db
        .select({ name: appUser.name, birthDate: appUser.birthDate })
        .from(appUser)
        .where(eq(appUser.userId, acting.memberId));
      const rows = await db
        .select()
        .from(application)
        .where(
          and(
            eq(application.memberId, acting.memberId),
            eq(application.kind, 'platform'),
            ne(application.status, 'cancelled'),
            gte(application.createdAt, seoulMidnight(from)),
            lt(application.createdAt, seoulMidnight(addDays(to, 1))),
          ),
        )
        .orderBy(asc(application.createdAt), asc(application.applicationId));
      if (rows.length === 0) {
        throw rejected.badRequest(
          '고른 기간에 일터에서 지원한 내역이 없어 증명서를 발급할 수 없습니다.',
        );
      }
      const base = {
        memberName: member?.name ?? acting.name,
        birthDate: member?.birthDate ?? null,
        from,
        to,
        issuedAt: now.toISOString(),
        applications: rows.map((r) => ({
          appliedAt: r.createdAt.toISOString(),
          companyName: r.companyName,
          postingTitle: r.postingTitle,
          statusLabel: statusLabelOf(r),
        })),
      };
      // A collision of 12 random characters is all but impossible; one retry covers it.
      for (let attempt = 0; ; attempt++) {
        const content: EmploymentCertificate = { certNo: newCertificateNo(today), ...base };
        try {
          await db.insert(employmentCertificate).values({
            certNo: content.certNo,
            memberId: acting.memberId,
            fromDate: from,
            toDate: to,
            content,
            issuedAt: now,
          });
          return content;
        } catch (err) {
          if (attempt > 0 || uniqueViolation(err) === undefined) throw err;
        }
      }
    },

    /** The member's own certificate, for printing; another's number is refused like a missing one (102). */
    async read(acting: Acting, certNo: string): Promise<EmploymentCertificate> {
      const [row] = await db
        .select({
          memberId: employmentCertificate.memberId,
          content: employmentCertificate.content,
        })
        .from(employmentCertificate)
        .where(eq(employmentCertificate.certNo, certNo))
        .limit(1);
      applicationPolicy.authorize(acting.actor, 'read', { ownerId: row?.memberId ?? null });
      if (!row) throw new AppError('PERMISSION_DENIED');
      return row.content as EmploymentCertificate;
    },
  };
}
