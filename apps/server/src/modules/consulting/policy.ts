import { definePolicy, hasRole, isOwner, type Owned } from '../../http/policy';

/** A request as the policy sees it: its member (null for a sample) and whether it is a sample. */
export interface ConsultingRecord extends Owned {
  readonly sample: boolean;
}

/**
 * 기업 컨설팅 for job seekers: a request is its member's, asked for, read
 * and cancelled by them alone. Company members and operators ask for none
 * (102, like another member); a visitor is asked to log in. Anonymised
 * samples are read by anyone, visitors included.
 */
export const consultingPolicy = definePolicy<'request' | 'read' | 'cancel', ConsultingRecord>({
  request: (actor, own) => hasRole(actor, 'member') && isOwner(actor, own),
  read: (actor, record) => record.sample || (hasRole(actor, 'member') && isOwner(actor, record)),
  cancel: (actor, record) => !record.sample && hasRole(actor, 'member') && isOwner(actor, record),
});

/** The consultant as the console's policy sees them: their operator flags. */
export interface ConsultantScope {
  readonly flags: readonly string[];
}

/** A request a consultant acts on: who took it (consultant_id), if anyone. */
export interface TakenRecord {
  readonly consultantId: string | null;
}

/**
 * The consultants' console: operators whose ops_flags hold 'consultant'
 * read the queue and take requests; only the consultant who took a request
 * answers it. Other operators are refused (102) like any other account.
 */
export const consultantPolicy = definePolicy<'use' | 'answer', ConsultantScope & TakenRecord>({
  use: (actor, scope) => hasRole(actor, 'operator') && scope.flags.includes('consultant'),
  answer: (actor, scope) =>
    hasRole(actor, 'operator') &&
    scope.flags.includes('consultant') &&
    isOwner(actor, { ownerId: scope.consultantId }),
});
