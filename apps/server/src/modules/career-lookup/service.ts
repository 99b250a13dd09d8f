import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  CareerLookupAuthMethod,
  CareerLookupResult,
  CareerLookupStart,
  CareerLookupTelecom,
} from '@ilteo/contract';
import type { Database } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import { hitRateCounter, type RateLimit } from '../../lib/rate-counter';
import { careerLookupPolicy } from './policy';
import { presentResult, presentStart } from './presenter';
import type { CareerLookupProvider, LookupFetchOutcome } from './provider';
import type { CareerLookupRepository } from './repository';

/** Starts per member per hour: each one is a paid CODEF call and a push to the member's phone. */
export const CAREER_LOOKUP_START_LIMIT: RateLimit = { max: 10, windowSeconds: 60 * 60 };

export const MESSAGES = {
  noIdentity:
    '본인인증을 마친 회원만 경력을 불러올 수 있습니다. 내 정보에서 본인인증을 먼저 진행해 주세요.',
  notVerified:
    '간편인증이 아직 완료되지 않았습니다. 인증 앱에서 인증을 마친 뒤 다시 불러와 주세요.',
  expired: '경력 불러오기 요청이 만료되었습니다. 처음부터 다시 시작해 주세요.',
  startFailed: '경력 조회 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  fetchFailed: '경력 조회에 실패했습니다. 처음부터 다시 시도해 주세요.',
  tooMany: '경력 불러오기를 너무 자주 요청했습니다. 1시간 뒤에 다시 시도해 주세요.',
} as const;

const incomplete = (message: string, reason: 'no-identity' | 'not-verified' | 'expired') =>
  new AppError('VERIFICATION_INCOMPLETE', { message, data: { reason } });
const lookupFailed = (message: string) => new AppError('CAREER_LOOKUP_FAILED', { message });

export function createCareerLookupService(deps: {
  db: Database;
  repository: CareerLookupRepository;
  provider: CareerLookupProvider;
  log: FastifyBaseLogger;
}) {
  const { db, repository, provider, log } = deps;

  return {
    provider,

    async start(
      actor: Actor,
      own: { ownerId: string },
      input: { authMethod: CareerLookupAuthMethod; telecom?: CareerLookupTelecom | undefined },
    ): Promise<CareerLookupStart> {
      careerLookupPolicy.authorize(actor, 'start', own);
      const memberId = own.ownerId;
      const person = await repository.verifiedPerson(memberId);
      if (!person) throw incomplete(MESSAGES.noIdentity, 'no-identity');
      const limit = await hitRateCounter(
        db,
        `career-lookup:user:${memberId}`,
        CAREER_LOOKUP_START_LIMIT,
      );
      if (!limit.allowed) throw rejected.tooManyRequests(MESSAGES.tooMany);
      // Keeps the table to recent requests without a scheduler (the expires index serves it).
      await repository.purgeExpired();

      const lookupId = randomUUID();
      let started: Awaited<ReturnType<CareerLookupProvider['start']>>;
      try {
        started = await provider.start(person, {
          lookupId,
          authMethod: input.authMethod,
          telecom: input.telecom,
        });
      } catch (err) {
        log.error({ err, provider: provider.name }, 'career look-up start failed');
        throw lookupFailed(MESSAGES.startFailed);
      }
      const { expiresAt } = await repository.insert({
        id: lookupId,
        memberId,
        provider: provider.name,
        authMethod: input.authMethod,
        pending: started.pending,
      });
      return presentStart(lookupId, started.authUrl, expiresAt);
    },

    /**
     * The records of the member's own request: 1002 while 간편인증 is not
     * done (or the request expired), 1001 when the source failed. A request
     * that has its records answers them again until it expires; nothing is
     * written to a résumé here.
     */
    async result(actor: Actor, lookupId: string): Promise<CareerLookupResult> {
      const row = await repository.find(lookupId);
      careerLookupPolicy.authorize(actor, 'read', { ownerId: row?.memberId ?? null });
      if (!row) throw new AppError('PERMISSION_DENIED');
      if (row.expired || row.provider !== provider.name) {
        throw incomplete(MESSAGES.expired, 'expired');
      }
      if (row.status === 'done') return presentResult(lookupId, row.records);
      if (row.status === 'failed') throw lookupFailed(MESSAGES.fetchFailed);

      const person = await repository.verifiedPerson(row.memberId);
      if (!person) throw incomplete(MESSAGES.noIdentity, 'no-identity');
      let outcome: LookupFetchOutcome;
      try {
        outcome = await provider.fetch(person, {
          lookupId,
          authMethod: row.authMethod as CareerLookupAuthMethod,
          status: row.status === 'verified' ? 'verified' : 'pending',
          pending: row.providerState ?? {},
        });
      } catch (err) {
        outcome = { kind: 'error', reason: err instanceof Error ? err.message : 'unknown' };
      }
      switch (outcome.kind) {
        case 'records':
          await repository.markDone(lookupId, outcome.records);
          return presentResult(lookupId, outcome.records);
        case 'not-verified':
          if (outcome.pending) await repository.updatePending(lookupId, outcome.pending);
          throw incomplete(MESSAGES.notVerified, 'not-verified');
        case 'error':
          log.warn({ provider: provider.name, reason: outcome.reason }, 'career look-up failed');
          await repository.markFailed(lookupId);
          throw lookupFailed(MESSAGES.fetchFailed);
      }
    },

    /** The local window's view of a request: whether its button may still verify it. */
    async windowState(lookupId: string) {
      const row = await repository.find(lookupId);
      if (!row || row.provider !== provider.name) return undefined;
      return {
        authMethod: row.authMethod as CareerLookupAuthMethod,
        open: row.status === 'pending' && !row.expired,
      };
    },

    markVerified: (lookupId: string) => repository.markVerified(lookupId, provider.name),
  };
}
export type CareerLookupService = ReturnType<typeof createCareerLookupService>;
