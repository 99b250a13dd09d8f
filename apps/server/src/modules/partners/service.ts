import { sql } from 'drizzle-orm';
import {
  CAMPUS_PAGE_SIZE,
  CAMPUS_VERIFY_PER_HOUR,
  type CampusPostingPage,
  type CampusStatus,
  type CompanyCampus,
} from '@ilteo/contract';
import { selectRows, type Database } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import { uniqueViolation } from '../../lib/db-errors';
import { hitRateCounter } from '../../lib/rate-counter';
import { seoulDate } from '../../lib/seoul-date';
import { summariesByIds } from '../postings';
import { campusPolicy, companyCampusPolicy } from './policy';
import { presentCompanyCampusPosting, presentSchool, presentVerification } from './presenter';
import { partnersRepository as repo } from './repository';
import type { RosterCrypto } from './roster-crypto';

/** The account a campus request acts for, and its address (for the probing limit). */
export interface CampusActing {
  actor: Actor;
  userId: string;
  ip: string;
}

const HOUR = 60 * 60;
/**
 * Failed verifications one address may make in an hour. A campus network
 * puts many students behind one address, so it allows a few members' worth
 * of mistakes; one member alone is held to CAMPUS_VERIFY_PER_HOUR.
 */
export const VERIFY_FAILURES_PER_ADDRESS = CAMPUS_VERIFY_PER_HOUR * 4;

export const ALREADY_VERIFIED_ELSEWHERE =
  '이 학번은 이미 다른 계정에서 재학생 인증에 사용되었습니다. 본인의 학번이 맞다면 고객센터로 문의해 주세요.';
const NOT_A_PARTNER = '제휴 중인 학교를 골라 주세요.';
const TOO_MANY_FAILURES = '재학생 확인에 여러 번 실패했습니다. 1시간 뒤에 다시 시도해 주세요.';

const memberKey = (userId: string) => `campus-verify:user:${userId}`;
const addressKey = (ip: string) => `campus-verify:ip:${ip}`;

/**
 * Members' campus verification and companies' campus postings (decision
 * 0042). A member proves they are a partner school's student by typing
 * their own name, birth date and student number: the keyed hash of the
 * three must equal a roster row's. Only failures are counted, per member
 * and per address, and once either is spent no attempt is matched at all
 * (a right guess would otherwise still tell the prober it was right).
 */
export function createCampusService(
  db: Database,
  deps: { crypto: RosterCrypto; clock: () => Date },
) {
  const { crypto, clock } = deps;

  /** Failures counted in the current hour's window, without counting one. */
  async function failuresSoFar(key: string): Promise<number> {
    const [row] = await selectRows<{ count: number }>(
      db,
      sql`select count from rate_counter
          where key = ${key} and window_start >= now() - make_interval(secs => ${HOUR})`,
    );
    return row?.count ?? 0;
  }

  async function countFailure(acting: CampusActing): Promise<void> {
    await hitRateCounter(db, memberKey(acting.userId), {
      max: CAMPUS_VERIFY_PER_HOUR,
      windowSeconds: HOUR,
    });
    await hitRateCounter(db, addressKey(acting.ip), {
      max: VERIFY_FAILURES_PER_ADDRESS,
      windowSeconds: HOUR,
    });
  }

  return {
    async status(acting: CampusActing): Promise<CampusStatus> {
      const [schools, verification] = await Promise.all([
        repo.activeSchools(db),
        repo.verificationOf(db, acting.userId),
      ]);
      return {
        schools: schools.map(presentSchool),
        verification: verification ? presentVerification(verification) : null,
      };
    },

    async verify(
      acting: CampusActing,
      input: { universityId: number; name: string; birthDate: string; studentNo: string },
    ): Promise<CampusStatus> {
      campusPolicy.authorize(acting.actor, 'verify', { verifiedUniversityId: null });
      const [mine, fromAddress] = await Promise.all([
        failuresSoFar(memberKey(acting.userId)),
        failuresSoFar(addressKey(acting.ip)),
      ]);
      if (mine >= CAMPUS_VERIFY_PER_HOUR || fromAddress >= VERIFY_FAILURES_PER_ADDRESS) {
        throw rejected.tooManyRequests(TOO_MANY_FAILURES);
      }
      const school = await repo.find(db, input.universityId);
      if (!school || school.state !== 'active') throw rejected.field('universityId', NOT_A_PARTNER);

      const match = await repo.findMatch(
        db,
        school.universityId,
        crypto.matchHash(school.universityId, input),
      );
      if (!match) {
        await countFailure(acting);
        throw new AppError('STUDENT_NOT_FOUND');
      }
      const holder = await repo.holderOf(db, school.universityId, match.studentNoHash);
      if (holder !== null && holder !== acting.userId) {
        throw new AppError('DUPLICATE', { message: ALREADY_VERIFIED_ELSEWHERE });
      }
      try {
        await db.transaction((tx) =>
          repo.saveVerification(tx, {
            userId: acting.userId,
            universityId: school.universityId,
            studentNoHash: match.studentNoHash,
            verifiedAt: clock(),
          }),
        );
      } catch (err) {
        // Two accounts verifying one number at the same moment: the unique index decides.
        if (uniqueViolation(err) === 'student_verification_student_uq') {
          throw new AppError('DUPLICATE', { message: ALREADY_VERIFIED_ELSEWHERE, cause: err });
        }
        throw err;
      }
      return this.status(acting);
    },

    /** Ends my verification (nothing to end is no error: the outcome is the same). */
    async unverify(acting: CampusActing): Promise<void> {
      campusPolicy.authorize(acting.actor, 'verify', { verifiedUniversityId: null });
      await repo.deleteVerification(db, acting.userId);
    },

    async postings(acting: CampusActing, page: number): Promise<CampusPostingPage> {
      const verification = await repo.verificationOf(db, acting.userId);
      campusPolicy.authorize(acting.actor, 'read-postings', {
        verifiedUniversityId: verification?.universityId ?? null,
      });
      if (!verification) throw new AppError('PERMISSION_DENIED');
      const today = seoulDate(clock());
      const size = CAMPUS_PAGE_SIZE;
      const { ids, total } = await repo.campusPostingIds(db, verification.universityId, today, {
        offset: (page - 1) * size,
        limit: size,
      });
      // One query for every card on the page (the postings library's summaries).
      const items = await summariesByIds(db, ids, today, acting.userId);
      return {
        universityName: verification.universityName,
        items,
        page,
        size,
        total,
        totalPages: Math.ceil(total / size),
        today,
      };
    },

    /** The partner schools and the company's campus postings. */
    async companyCampus(acting: CampusActing): Promise<CompanyCampus> {
      const actorCompanyId = await repo.companyOfMember(db, acting.userId);
      companyCampusPolicy.authorize(acting.actor, 'list', { companyId: null, actorCompanyId });
      if (actorCompanyId === null) throw new AppError('PERMISSION_DENIED');
      const [schools, postings] = await Promise.all([
        repo.activeSchools(db),
        repo.companyCampusPostings(db, actorCompanyId),
      ]);
      return {
        schools: schools.map(presentSchool),
        postings: postings.map(presentCompanyCampusPosting),
      };
    },

    /** Marks (or unmarks) the company's own posting as a partner school's campus posting. */
    async setCampusPosting(
      acting: CampusActing,
      input: { postingId: number; universityId: number },
      on: boolean,
    ): Promise<CompanyCampus> {
      const [actorCompanyId, companyId] = await Promise.all([
        repo.companyOfMember(db, acting.userId),
        repo.postingCompany(db, input.postingId),
      ]);
      companyCampusPolicy.authorize(acting.actor, 'mark', { companyId, actorCompanyId });
      if (on) {
        const school = await repo.find(db, input.universityId);
        if (!school || school.state !== 'active') {
          throw rejected.field('universityId', NOT_A_PARTNER);
        }
        await repo.mark(db, input.universityId, input.postingId);
      } else {
        await repo.unmark(db, input.universityId, input.postingId);
      }
      return this.companyCampus(acting);
    },
  };
}
export type CampusService = ReturnType<typeof createCampusService>;
