import { contentPath } from '@ilteo/contract';
import { alarmLink } from '../content';
import { AppError, rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import { interviewRepository } from './interview-repository';
import { reviewPolicy } from './policy';
import { reviewRepository } from './repository';
import { objectionNotice } from './screening-presenter';
import { screeningRepository } from './screening-repository';
import type { ReviewAlarmDeps } from './screening-service';

/**
 * The author's objection to a company's 임시조치 (정보통신망법 44-2): once,
 * while the item is held; it then waits in the operators' 'objected' queue,
 * and the company's members are told in the same transaction (the company
 * asked for the 임시조치, so it learns it is contested; never by whom).
 */
export async function fileObjection(
  deps: Pick<ReviewAlarmDeps, 'db' | 'alarms' | 'outbox'>,
  actor: Actor,
  input: { kind: 'company-review' | 'interview-review'; id: number; reason: string },
  now: Date,
): Promise<void> {
  const alarmed = await deps.db.transaction(async (tx) => {
    const row = await screeningRepository.find(tx, input.kind, input.id, true);
    if (!row || row.state === 'deleted') throw rejected.notFound('리뷰를 찾을 수 없습니다.');
    reviewPolicy.authorize(actor, 'change', { ownerId: row.userId });
    if (row.state !== 'held' || !row.heldUntil || row.heldUntil <= now) {
      throw rejected.badRequest('임시조치 중인 리뷰에만 이의를 신청할 수 있습니다.');
    }
    if (row.objection !== null) {
      throw new AppError('DUPLICATE', { message: '이미 이의를 신청했습니다.' });
    }
    const set = { objection: input.reason, objectedAt: now, updatedAt: now };
    if (input.kind === 'company-review') await reviewRepository.update(tx, input.id, set);
    else await interviewRepository.update(tx, input.id, set);

    const notice = objectionNotice(row);
    // The registry's link names the company-review kind; an interview review links to its own.
    const link =
      input.kind === 'company-review'
        ? alarmLink('review-objection', String(input.id))
        : contentPath('interview-review', String(input.id));
    let any = false;
    for (const userId of await screeningRepository.activeMembersOf(tx, row.companyId)) {
      const written = await deps.alarms.notify(tx, {
        userId,
        kind: 'review-objection',
        ...notice,
        link,
        // One objection per item, so one alarm per member and item.
        dedupeKey: `review-objection:${input.kind}:${String(input.id)}`,
      });
      any ||= written;
    }
    return any;
  });
  // The alarms' pushes are in the outbox; send them now rather than at the next sweep.
  if (alarmed) deps.outbox.kick();
}
