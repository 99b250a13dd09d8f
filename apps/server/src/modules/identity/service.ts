import { IDENTITY_PURPOSES, type IdentityPurpose, type IdentityResult } from '@ilteo/contract';
import type { Transaction } from '../../db/client';
import { AppError } from '../../http/errors';
import type { LocalProvider } from './local-provider';
import type { NiceProvider } from './nice-provider';
import { presentIdentityResult } from './presenter';
import type { IdentityOutcome, VerifiedPerson } from './provider';
import type { IdentityRepository } from './repository';

export type AnyIdentityProvider = LocalProvider | NiceProvider;

const isPurpose = (value: string): value is IdentityPurpose =>
  (IDENTITY_PURPOSES as readonly string[]).includes(value);

const notFound = () =>
  new AppError('REQUEST_REJECTED', {
    status: 404,
    message: '본인인증 요청을 찾을 수 없습니다. 본인인증을 다시 시작해 주세요.',
  });

/** What the verification window pages need to know about their request. */
export interface WindowView {
  purpose: IdentityPurpose;
  /** Whether the window may still complete it. */
  open: boolean;
}

export function createIdentityService(
  repository: IdentityRepository,
  provider: AnyIdentityProvider,
) {
  return {
    provider,

    /** Opens a request for this browser; the browser then opens `authUrl` in a window. */
    async start(
      purpose: IdentityPurpose,
      browserBinding: string,
    ): Promise<{ requestId: string; authUrl: string }> {
      // Keeps the table to recent requests without a scheduler; the index on expires_at serves it.
      await repository.purgeExpired();
      const requestId = await repository.insert({
        purpose,
        provider: provider.name,
        browserBinding,
      });
      return { requestId, authUrl: provider.start({ requestId }).authUrl };
    },

    /**
     * For the window pages, which may run in another cookie jar than the one
     * that started the request (the hybrid app opens them in the system
     * browser), so they are not bound to the browser; the request id is an
     * unguessable capability valid for ten minutes.
     */
    async window(requestId: string): Promise<WindowView | undefined> {
      const row = await repository.find(requestId);
      if (!row || row.provider !== provider.name || !isPurpose(row.purpose)) return undefined;
      return { purpose: row.purpose, open: row.status === 'pending' && !row.expired };
    },

    /** Stores how a window ended; 'fail' also when the request could no longer take it. */
    async record(outcome: IdentityOutcome): Promise<'success' | 'fail'> {
      if (outcome.ok) {
        const stored = await repository.markVerified(
          outcome.requestId,
          provider.name,
          outcome.person,
        );
        return stored ? 'success' : 'fail';
      }
      await repository.markFailed(outcome.requestId, provider.name);
      return 'fail';
    },

    /** What /nice/auth-result shows, to the browser that started the request only. */
    async result(requestId: string, browserBinding: string): Promise<IdentityResult> {
      const row = await repository.find(requestId);
      if (!row || row.browserBinding !== browserBinding || !isPurpose(row.purpose)) {
        throw notFound();
      }
      return presentIdentityResult({ ...row, purpose: row.purpose });
    },

    /**
     * Uses a verified request once, inside the caller's transaction (sign-up,
     * account recovery), and gives the person. Anything but a verified,
     * unexpired, unused request of this purpose from this browser is refused.
     */
    async consume(
      tx: Transaction,
      requestId: string,
      purpose: IdentityPurpose,
      browserBinding: string,
    ): Promise<VerifiedPerson> {
      const row = await repository.consume(tx, { requestId, purpose, browserBinding });
      if (row) {
        const { name, birthDate, gender, mobile, ci, di } = row;
        if (name && birthDate && (gender === 'M' || gender === 'F') && mobile && ci && di) {
          return { name, birthDate, gender, mobile, ci, di };
        }
        throw new AppError('IDENTITY_FAILED');
      }
      const seen = await repository.findIn(tx, requestId);
      if (!seen || seen.browserBinding !== browserBinding || seen.purpose !== purpose) {
        throw new AppError('IDENTITY_FAILED');
      }
      // Used or expired: either way the person has to verify again (503).
      if (seen.status === 'used' || (seen.status !== 'failed' && seen.expired)) {
        throw new AppError('IDENTITY_EXPIRED');
      }
      throw new AppError('IDENTITY_FAILED');
    },
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
