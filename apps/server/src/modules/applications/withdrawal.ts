import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../db/client';
import { application } from '../../db/schema';
import { destroySnapshot } from './destroy';
import { applicationRepository as repo } from './repository';

/**
 * A member's withdrawal (PIPA Art. 21; decision 0034), in the withdrawal's
 * transaction: applications still under way are cancelled (nobody is left
 * to be told a result), and every snapshot not yet destroyed is destroyed
 * with its files, whatever the result, because the personal data goes with
 * the account. The rows stay without a name, so the companies' lists and
 * the postings' competition counts keep what happened.
 */
export async function endApplicationsOfWithdrawn(
  tx: Transaction,
  files: Pick<FastifyInstance['files'], 'release'>,
  memberId: string,
  now: Date,
): Promise<void> {
  const rows = await tx
    .select({ applicationId: application.applicationId, status: application.status })
    .from(application)
    .where(and(eq(application.memberId, memberId), isNull(application.destroyedAt)));
  for (const row of rows) {
    if (row.status === 'active') {
      await repo.update(tx, row.applicationId, {
        status: 'cancelled',
        cancelledAt: now,
        updatedAt: now,
      });
      await repo.addEvent(tx, row.applicationId, 'cancelled', null, now);
    }
    await destroySnapshot(tx, files, { applicationId: row.applicationId, memberId }, now);
  }
}
