import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../db/client';
import { applicationRepository as repo } from './repository';

/**
 * Destroys what the company received of one application, in the caller's
 * transaction (decision 0034): the snapshot row, the applicant's name on
 * the application, and the files (released to the clean-up, which deletes
 * their bytes within the hour). The application row and its timeline stay
 * for the member's record; `destroyed_at` says it happened. Used by the
 * member's cancel, the return/destroy request, withdrawal and the
 * employer area's retention job. Answers false when it was gone already.
 */
export async function destroySnapshot(
  tx: Transaction,
  files: Pick<FastifyInstance['files'], 'release'>,
  app: { applicationId: number; memberId: string },
  now: Date,
  options: { event?: boolean } = {},
): Promise<boolean> {
  const snapshot = await repo.snapshot(tx, app.applicationId);
  await repo.update(tx, app.applicationId, {
    destroyedAt: now,
    applicantName: null,
    updatedAt: now,
  });
  if (!snapshot) return false;
  if (snapshot.fileNames.length > 0) await files.release(tx, app.memberId, snapshot.fileNames);
  await repo.deleteSnapshot(tx, app.applicationId);
  if (options.event ?? true) await repo.addEvent(tx, app.applicationId, 'destroyed', null, now);
  return true;
}
