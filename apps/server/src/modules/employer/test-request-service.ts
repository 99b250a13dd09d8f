import type { FastifyInstance } from 'fastify';
import {
  ROUTES,
  type RiasecType,
  type TestRequestItem,
  type TestRequestResult,
  type TestRequestShare,
} from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import { seoulDate } from '../../lib/seoul-date';
import { alarmNotices } from '../alarms';
import { remainingCredits, spendCredits } from '../commerce';
import { scopeOf, type CompanyActing } from './acting';
import { employerPolicy } from './policy';
import { employerRepository } from './repository';
import {
  testRequestRepository as repo,
  type TargetApplication,
  type TestRequestRow,
} from './test-request-repository';

/** Test credits are kept in company_credit under this kind (decision 0040). */
export const TEST_CREDIT_KIND = 'test';

/** What the bti area hands back for a shared result (its sharedResultFor): the six sums by type. */
export interface SharedBtiResult {
  scores: Readonly<Record<RiasecType, number>>;
  code: string;
  /** ISO 8601. */
  completedAt: string;
}

export interface TestRequestDeps {
  db: Database;
  clock: () => Date;
  alarms: Pick<FastifyInstance['alarms'], 'notify'>;
  outbox: Pick<FastifyInstance['outbox'], 'enqueueMail' | 'kick'>;
  /** The bti area's reading of a result the applicant shared with this company, else null. */
  sharedResultFor: (
    db: Database,
    requestId: number,
    companyId: number,
  ) => Promise<SharedBtiResult | null>;
}

export const NOT_ELIGIBLE_MESSAGE =
  '지원을 취소했거나 채용서류가 파기된 지원서에는 검사를 요청할 수 없습니다. 검사 대상자에서 빼 주세요.';

/** Why a result cannot be read, by the request's state (the list shows the same state). */
const NOT_SHARED: Record<'unfinished' | TestRequestShare, string> = {
  unfinished: '지원자가 아직 검사를 마치지 않았습니다.',
  undecided: '지원자가 아직 결과 공유 여부를 정하지 않았습니다.',
  declined: '지원자가 검사 결과를 공유하지 않기로 했습니다.',
  shared: '검사 결과를 찾을 수 없습니다.',
};

const shareOf = (share: string | null): TestRequestShare =>
  share === 'shared' || share === 'declined' ? share : 'undecided';

/** The application's own link for each request: the one the member follows up in my home. */
const BTI_LINK = ROUTES.myBti.path;

/**
 * 검사 대상자 (issue 24, decision 0043): a company member asks applicants of
 * the company's own posting to take the vocational test. One credit a new
 * request, spent in the requests' transaction; an applicant asked before
 * costs nothing. The applicant hears of it by alarm and mail (outbox), and
 * the company reads a result only once the applicant shared it.
 */
export function createTestRequestService(deps: TestRequestDeps) {
  const { db, clock } = deps;

  /** The posting, once the policy lets this company member ask its applicants. */
  async function ownPosting(acting: CompanyActing, postingId: number) {
    const posting = await employerRepository.findPosting(db, postingId);
    employerPolicy.authorize(acting.actor, 'request-test', scopeOf(acting, posting?.companyId));
    if (!posting || acting.companyId === null) throw new AppError('PERMISSION_DENIED');
    return { postingId: posting.postingId, companyId: acting.companyId };
  }

  /**
   * Every named application must be a 일터 application to this posting: one
   * that is not (another posting's, another company's, an external note,
   * none at all) refuses the whole request alike (102), so ids cannot be
   * probed one by one.
   */
  async function targets(
    acting: CompanyActing,
    posting: { postingId: number; companyId: number },
    applicationIds: readonly number[],
  ): Promise<TargetApplication[]> {
    const rows = await repo.applications(db, applicationIds);
    const byId = new Map(rows.map((r) => [r.applicationId, r]));
    const found = applicationIds.map((id) => byId.get(id));
    for (const app of found) {
      employerPolicy.authorize(acting.actor, 'request-test', scopeOf(acting, app?.companyId));
      if (!app || app.postingId !== posting.postingId || app.kind !== 'platform') {
        throw new AppError('PERMISSION_DENIED');
      }
    }
    const usable = found.filter((a): a is TargetApplication => a !== undefined);
    const closed = usable.filter((a) => a.status === 'cancelled' || a.destroyedAt !== null);
    if (closed.length > 0) {
      throw new AppError('REQUEST_REJECTED', {
        status: 409,
        message: NOT_ELIGIBLE_MESSAGE,
        data: { applicationIds: closed.map((a) => a.applicationId) },
      });
    }
    return usable;
  }

  /** The alarm and the mail of each new request, in its transaction. */
  async function tell(
    tx: Transaction,
    created: readonly { requestId: number; applicationId: number; memberId: string }[],
    apps: ReadonlyMap<number, TargetApplication>,
  ): Promise<void> {
    const contacts = await repo.contacts(
      tx,
      created.map((c) => c.memberId),
    );
    for (const request of created) {
      const app = apps.get(request.applicationId);
      if (!app) continue;
      await deps.alarms.notify(
        tx,
        alarmNotices.testRequested({
          userId: request.memberId,
          requestId: request.requestId,
          companyName: app.companyName,
          postingTitle: app.postingTitle,
        }),
      );
      const contact = contacts.get(request.memberId);
      if (!contact?.email) continue;
      await deps.outbox.enqueueMail(tx, 'test-request', contact.email, {
        name: contact.name,
        companyName: app.companyName,
        postingTitle: app.postingTitle,
        url: BTI_LINK,
      });
    }
  }

  return {
    /**
     * Asks the named applicants (1104 when none). In one transaction: the new
     * requests (those asked before are skipped by the unique index), then
     * their credits (1105 with the remaining count when too few: the
     * transaction rolls back, so nothing is written and nothing spent),
     * then each applicant's alarm and mail. The outbox is kicked after the
     * commit.
     */
    async request(
      acting: CompanyActing,
      postingId: number,
      applicationIds: readonly number[],
    ): Promise<TestRequestResult> {
      const posting = await ownPosting(acting, postingId);
      // Ascending, so two requests at once take the unique index's row locks in one order.
      const ids = [...new Set(applicationIds)].sort((x, y) => x - y);
      if (ids.length === 0) throw new AppError('NO_TEST_TARGETS');
      const apps = await targets(acting, posting, ids);
      const byId = new Map(apps.map((a) => [a.applicationId, a]));
      const now = clock();
      const today = seoulDate(now);
      const result = await db.transaction(async (tx) => {
        const created = await repo.insert(
          tx,
          apps.map((a) => ({
            companyId: posting.companyId,
            postingId: posting.postingId,
            applicationId: a.applicationId,
            memberId: a.memberId,
            requestedBy: acting.userId,
            requestedAt: now,
          })),
        );
        if (created.length > 0) {
          const spent = await spendCredits(
            tx,
            posting.companyId,
            TEST_CREDIT_KIND,
            created.length,
            today,
          );
          if (!spent.ok) {
            throw new AppError('QUANTITY_INSUFFICIENT', {
              message: `잔여 검사 수량(${String(spent.remaining)}건)이 검사 대상자(${String(created.length)}명)보다 적습니다. 검사 대상자를 조정해 주세요.`,
              data: { remainingCredits: spent.remaining, targets: created.length },
            });
          }
          await tell(tx, created, byId);
        }
        return {
          requested: created.length,
          alreadyRequested: apps.length - created.length,
          remainingCredits: await remainingCredits(tx, posting.companyId, TEST_CREDIT_KIND, today),
        };
      });
      if (result.requested > 0) deps.outbox.kick();
      return result;
    },

    /** The company's requests for its posting, with each applicant's progress and share decision. */
    async list(acting: CompanyActing, postingId: number, page: number, size: number) {
      const posting = await ownPosting(acting, postingId);
      const { rows, total } = await repo.listByPosting(
        db,
        posting.companyId,
        posting.postingId,
        page,
        size,
      );
      const items: TestRequestItem[] = rows.map((r) => ({
        requestId: r.requestId,
        applicationId: r.applicationId,
        applicantName: r.applicantName,
        requestedAt: r.requestedAt.toISOString(),
        completedAt: r.completedAt?.toISOString() ?? null,
        share: shareOf(r.share),
      }));
      return { items, total };
    },

    /**
     * A result the applicant shared with this company. Another company's
     * request, or none, is 102; a result not finished, not decided or
     * declined is a 404 that says which, as the list already shows it.
     */
    async result(
      acting: CompanyActing,
      requestId: number,
    ): Promise<{ request: TestRequestRow; result: SharedBtiResult }> {
      const request = await repo.find(db, requestId);
      employerPolicy.authorize(acting.actor, 'request-test', scopeOf(acting, request?.companyId));
      if (!request || acting.companyId === null) throw new AppError('PERMISSION_DENIED');
      const result = await deps.sharedResultFor(db, requestId, acting.companyId);
      if (!result) {
        const why = request.completedAt === null ? 'unfinished' : shareOf(request.share);
        throw rejected.notFound(NOT_SHARED[why]);
      }
      return { request, result };
    },
  };
}
export type TestRequestService = ReturnType<typeof createTestRequestService>;
